//! Breadth-first search: optimal for unit-cost moves and complete; stores every state it reaches.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::hash::Hash;

use super::record::{Fate, Off, Record, Recorder};
use super::{NO_PARENT, Search, Stats, Step, trace_path};

/// Breadth-first search, resumable.
///
/// Nodes are kept in one arena in the order they were reached, which is also the FIFO queue:
/// the frontier is the arena past the next node to expand. The goal test runs when a node is
/// generated, so a goal is returned as soon as it is first seen.
///
/// ```
/// use npuzzle::search::{Search, Step, bfs::Bfs};
///
/// // Count from 1 to 10 with steps of +1 or x2.
/// let mut search = Bfs::new(1u32, |&n: &u32, out: &mut Vec<u32>| out.extend([n + 1, n * 2]), |&n| n == 10);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path, [1, 2, 4, 5, 10]);
/// ```
pub struct Bfs<N, FS, FG, R = Off> {
    arena: Vec<(N, u32)>,
    seen: HashSet<N>,
    /// Recorded only: each state's place in the arena, so a duplicate names the node it repeats.
    recorded_at: HashMap<N, u32>,
    next: usize,
    /// Where the nodes one move deeper than the one being expanded begin in the arena.
    next_level: usize,
    successors: FS,
    success: FG,
    children: Vec<N>,
    stats: Stats,
    start_is_goal: bool,
    recorder: R,
}

impl<N, FS, FG> Bfs<N, FS, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
{
    /// A search from `start`; `successors` appends a node's neighbours to the vector it is given.
    pub fn new(start: N, successors: FS, mut success: FG) -> Self {
        let start_is_goal = success(&start);
        let mut stats = Stats::default();
        stats.frontier_now(1);
        stats.stored_now(1);
        Self {
            seen: HashSet::from_iter([start.clone()]),
            arena: vec![(start, NO_PARENT)],
            recorded_at: HashMap::default(),
            next: 0,
            next_level: 1,
            successors,
            success,
            children: Vec::new(),
            stats,
            start_is_goal,
            recorder: Off,
        }
    }

    /// The same search, telling `recorder` what it does.
    pub fn with_recorder<R: Recorder<N>>(self, mut recorder: R) -> Bfs<N, FS, FG, R> {
        recorder.root(&self.arena[0].0, 0);
        let mut recorded_at = HashMap::default();
        if R::ON {
            recorded_at.insert(self.arena[0].0.clone(), 0);
        }
        Bfs {
            arena: self.arena,
            seen: self.seen,
            recorded_at,
            next: self.next,
            next_level: self.next_level,
            successors: self.successors,
            success: self.success,
            children: self.children,
            stats: self.stats,
            start_is_goal: self.start_is_goal,
            recorder,
        }
    }
}

impl<N, FS, FG, R> Bfs<N, FS, FG, R>
where
    N: Clone + Eq + Hash,
{
    fn path_to(&self, index: usize) -> Vec<N> {
        trace_path(parent_link(index), |i| self.arena[i as usize].clone())
    }
}

impl<N, FS, FG, R> Search<N> for Bfs<N, FS, FG, R>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
    R: Recorder<N>,
{
    fn run(&mut self, budget: u64) -> Step<N> {
        if self.start_is_goal {
            self.recorder.found(0);
            return Step::Found(vec![self.arena[0].0.clone()]);
        }
        for _ in 0..budget {
            if self.next == self.arena.len() {
                return Step::Exhausted;
            }
            let parent = self.next;
            if parent == self.next_level {
                // The first node of the next level: every node before it is expanded.
                self.stats.bound += 1;
                self.next_level = self.arena.len();
            }
            self.next += 1;
            self.stats.expanded += 1;
            let from = parent_link(parent);
            self.recorder.expand(from);
            self.children.clear();
            (self.successors)(&self.arena[parent].0, &mut self.children);
            let mut found = false;
            for child in self.children.drain(..) {
                self.stats.generated += 1;
                if self.seen.insert(child.clone()) {
                    found = (self.success)(&child);
                    let slot = parent_link(self.arena.len());
                    if R::ON {
                        self.recorded_at.insert(child.clone(), slot);
                    }
                    self.recorder.child(from, Some(slot), &child, 0, Fate::Queued);
                    self.arena.push((child, from));
                    if found {
                        self.recorder.found(slot);
                        break;
                    }
                } else {
                    let earlier = if R::ON { self.recorded_at.get(&child).copied() } else { None };
                    self.recorder.child(from, earlier, &child, 0, Fate::Duplicate);
                }
            }
            if found {
                self.stats.stored_now(self.arena.len());
                return Step::Found(self.path_to(self.arena.len() - 1));
            }
            self.stats.stored_now(self.arena.len());
            self.stats.frontier_now(self.arena.len() - self.next);
        }
        Step::Running
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }

    fn record(&mut self) -> Option<&mut Record> {
        self.recorder.record()
    }
}

/// An arena index as a link (arenas stay far below `u32::MAX` entries: memory limits first).
fn parent_link(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(NO_PARENT)
}
