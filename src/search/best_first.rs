//! The best-first engine behind greedy, uniform-cost, A* and weighted A*: they differ only in
//! how a node's priority weighs its path cost `g` against its heuristic estimate `h`.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap as HashMap;
use std::hash::Hash;

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
    fn of(self, g: u32, h: u32) -> u64 {
        self.g_weight * u64::from(g) + self.h_weight * u64::from(h)
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
/// deepest node and then to the first reached. A node reached again by a cheaper path is
/// reopened, so an admissible heuristic is enough for optimality even if it is not consistent.
pub struct BestFirst<N, FS, FH, FG> {
    records: Vec<Record<N>>,
    index: HashMap<N, u32>,
    /// (priority, deeper first, first reached first, record)
    open: BinaryHeap<Reverse<(u64, Reverse<u32>, u32)>>,
    priority: Priority,
    successors: FS,
    heuristic: FH,
    success: FG,
    children: Vec<N>,
    stats: Stats,
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
        let mut stats = Stats { stored: 1, ..Stats::default() };
        stats.frontier_now(1);
        Self {
            index: HashMap::from_iter([(start.clone(), 0)]),
            records: vec![Record { node: start, parent: NO_PARENT, g: 0, h, closed: false }],
            open: BinaryHeap::from([Reverse((priority.of(0, h), Reverse(0), 0))]),
            priority,
            successors,
            heuristic,
            success,
            children: Vec::new(),
            stats,
        }
    }

    fn push_open(&mut self, record: u32) {
        let r = &self.records[record as usize];
        self.open.push(Reverse((self.priority.of(r.g, r.h), Reverse(r.g), record)));
    }
}

impl<N, FS, FH, FG> Search<N> for BestFirst<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    fn run(&mut self, budget: u64) -> Step<N> {
        let mut expansions = 0;
        while expansions < budget {
            let Some(Reverse((_, Reverse(g), at))) = self.open.pop() else {
                return Step::Exhausted;
            };
            let record = &mut self.records[at as usize];
            if record.closed || record.g != g {
                continue; // a stale entry: the node was since closed or reached more cheaply
            }
            record.closed = true;
            if (self.success)(&record.node) {
                self.stats.frontier_now(self.open.len());
                return Step::Found(trace_path(at, |i| {
                    let r = &self.records[i as usize];
                    (r.node.clone(), r.parent)
                }));
            }
            expansions += 1;
            self.stats.expanded += 1;
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
                            self.push_open(known);
                        }
                    }
                    Entry::Vacant(slot) => {
                        let h = (self.heuristic)(slot.key());
                        let node = slot.key().clone();
                        slot.insert(next);
                        self.records.push(Record { node, parent: at, g: g + 1, h, closed: false });
                        self.push_open(next);
                    }
                }
            }
            self.children = children;
            self.stats.stored = self.records.len();
            self.stats.frontier_now(self.open.len());
        }
        Step::Running
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}
