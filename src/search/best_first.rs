//! The best-first engine behind greedy, uniform-cost, A* and weighted A*: they differ only in
//! how a node's priority weighs its path cost `g` against its heuristic estimate `h`.

use std::collections::BTreeMap;
use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap as HashMap;
use std::hash::Hash;

use super::record::{Fate, Off, Recorder};
use super::{NO_PARENT, Search, Stats, Step, trace_path};

/// How a node's priority is formed: `g_weight * g + h_weight * h`, smallest first, in
/// thousandths so weights like 1.5 stay exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Priority {
    /// Thousandths of `g` in the priority.
    pub g_weight: u64,
    /// Thousandths of `h` in the priority.
    pub h_weight: u64,
}

impl Priority {
    /// The open-list key.
    #[must_use]
    pub fn key(self, g: u32, h: u32) -> u64 {
        self.g_weight * u64::from(g) + self.h_weight * u64::from(h)
    }
}

/// How ties on the priority are broken: the node put on the open list last goes first (each
/// bucket is a stack). A replay of a record orders its frontier by this too
/// ([`super::discipline`]).
pub const TIE_RULE: TieRule = TieRule::Newer;

/// How a tie on the priority is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRule {
    /// The node reached last (the newer node) goes first.
    Newer,
}

impl TieRule {
    /// `newer`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Newer => "newer",
        }
    }
}

struct Record<N> {
    node: N,
    parent: u32,
    g: u32,
    h: u32,
    closed: bool,
}

/// Best-first search, resumable: pops the open node of smallest priority, ties going to the
/// one reached last ([`TIE_RULE`]: usually among the deepest; measured cheaper here than
/// ordering ties by depth, which splits the open list into many more buckets). A node reached
/// again by a cheaper path is reopened, so an admissible heuristic is enough for optimality
/// even if it is not consistent.
///
/// The open list is a bucket queue: priorities are whole numbers and few of them are in play
/// at once, so one bucket per priority beats a binary heap.
pub struct BestFirst<N, FS, FH, FG, R = Off> {
    records: Vec<Record<N>>,
    index: HashMap<N, u32>,
    /// Records waiting, by priority; the last of a bucket is popped first.
    open: BTreeMap<u64, Vec<u32>>,
    open_len: usize,
    priority: Priority,
    successors: FS,
    heuristic: FH,
    success: FG,
    children: Vec<N>,
    stats: Stats,
    recorder: R,
}

impl<N, FS, FH, FG> BestFirst<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    /// A search from `start` ordering nodes by `priority`.
    pub fn new(start: N, priority: Priority, successors: FS, mut heuristic: FH, success: FG) -> Self {
        let h = heuristic(&start);
        let mut stats = Stats { stored: 1, max_stored: 1, ..Stats::default() };
        stats.frontier_now(1);
        Self {
            index: HashMap::from_iter([(start.clone(), 0)]),
            records: vec![Record { node: start, parent: NO_PARENT, g: 0, h, closed: false }],
            open: BTreeMap::from([(priority.key(0, h), vec![0])]),
            open_len: 1,
            priority,
            successors,
            heuristic,
            success,
            children: Vec::new(),
            stats,
            recorder: Off,
        }
    }

    /// The same search, telling `recorder` what it does.
    pub fn with_recorder<R: Recorder<N>>(self, mut recorder: R) -> BestFirst<N, FS, FH, FG, R> {
        recorder.root(&self.records[0].node, self.records[0].h);
        BestFirst {
            records: self.records,
            index: self.index,
            open: self.open,
            open_len: self.open_len,
            priority: self.priority,
            successors: self.successors,
            heuristic: self.heuristic,
            success: self.success,
            children: self.children,
            stats: self.stats,
            recorder,
        }
    }
}

impl<N, FS, FH, FG, R> BestFirst<N, FS, FH, FG, R> {
    fn push_open(&mut self, record: u32) {
        let r = &self.records[record as usize];
        self.open.entry(self.priority.key(r.g, r.h)).or_default().push(record);
        self.open_len += 1;
    }

    fn pop_open(&mut self) -> Option<(u64, u32)> {
        let mut bucket = self.open.first_entry()?;
        let priority = *bucket.key();
        let record = bucket.get_mut().pop()?;
        if bucket.get().is_empty() {
            bucket.remove();
        }
        self.open_len -= 1;
        Some((priority, record))
    }
}

impl<N, FS, FH, FG, R> Search<N> for BestFirst<N, FS, FH, FG, R>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
    R: Recorder<N>,
{
    fn run(&mut self, budget: u64) -> Step<N> {
        let mut expansions = 0;
        while expansions < budget {
            let Some((key, at)) = self.pop_open() else {
                return Step::Exhausted;
            };
            let record = &mut self.records[at as usize];
            if record.closed || self.priority.key(record.g, record.h) != key {
                continue; // a stale entry: the node was since closed or reached more cheaply
            }
            let g = record.g;
            record.closed = true;
            if (self.success)(&record.node) {
                self.recorder.found(at);
                self.stats.frontier_now(self.open_len);
                return Step::Found(trace_path(at, |i| {
                    let r = &self.records[i as usize];
                    (r.node.clone(), r.parent)
                }));
            }
            expansions += 1;
            self.stats.expanded += 1;
            self.recorder.expand(at);
            self.stats.bound = self.stats.bound.max(g);
            self.children.clear();
            (self.successors)(&self.records[at as usize].node, &mut self.children);
            let mut children = std::mem::take(&mut self.children);
            for child in children.drain(..) {
                self.stats.generated += 1;
                let next = u32::try_from(self.records.len()).unwrap_or(NO_PARENT);
                match self.index.entry(child) {
                    Entry::Occupied(seen) => {
                        let known = *seen.get();
                        let r = &mut self.records[known as usize];
                        if g + 1 < r.g {
                            (r.g, r.parent, r.closed) = (g + 1, at, false);
                            self.recorder.child(at, Some(known), seen.key(), r.h, Fate::Requeued);
                            self.push_open(known);
                        } else {
                            self.recorder.child(at, Some(known), seen.key(), r.h, Fate::Duplicate);
                        }
                    }
                    Entry::Vacant(slot) => {
                        let h = (self.heuristic)(slot.key());
                        let node = slot.key().clone();
                        slot.insert(next);
                        self.recorder.child(at, Some(next), &node, h, Fate::Queued);
                        self.records.push(Record { node, parent: at, g: g + 1, h, closed: false });
                        self.push_open(next);
                    }
                }
            }
            self.children = children;
            self.stats.stored_now(self.records.len());
            self.stats.frontier_now(self.open_len);
        }
        Step::Running
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }

    fn record(&mut self) -> Option<&mut super::record::Record> {
        self.recorder.record()
    }
}
