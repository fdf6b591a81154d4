//! Depth-first search with a depth limit: finds *a* path, rarely a short one; not optimal.

use rustc_hash::FxHashMap as HashMap;
use std::hash::Hash;

use super::record::{Fate, Off, Record, Recorder};
use super::{NO_PARENT, Search, Stats, Step, trace_path};

/// The depth limit used when none is given: enough for any 8-puzzle (31 moves at most) and most
/// 15-puzzles (80), small enough that depth-first search does not wander forever.
pub const DEFAULT_DEPTH_LIMIT: u32 = 100;

/// Depth-first graph search with an explicit stack and a depth limit, resumable.
///
/// A node is expanded again only when it is reached by a shorter path than before, so every
/// state within the limit is explored and the search is complete within the limit. It keeps
/// every node it reached (for the path and the visited map).
///
/// ```
/// use npuzzle::search::{Search, Step, dfs::Dfs};
///
/// let mut search = Dfs::new(0i32, 20, |&n: &i32, out: &mut Vec<i32>| out.extend([n + 1, n - 1]), |&n| n == 3);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path, [0, 1, 2, 3]);
/// ```
pub struct Dfs<N, FS, FG, R = Off> {
    arena: Vec<(N, u32)>,
    /// The shallowest depth each state was expanded at.
    expanded_at: HashMap<N, u32>,
    /// Recorded only: where in the arena each state was last expanded (at that depth), so a
    /// duplicate names the node it repeats.
    expanded_from: HashMap<N, u32>,
    /// Arena indices and depths still to visit; the top is visited next.
    stack: Vec<(u32, u32)>,
    depth_limit: u32,
    successors: FS,
    success: FG,
    children: Vec<N>,
    stats: Stats,
    recorder: R,
}

impl<N, FS, FG> Dfs<N, FS, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
{
    /// A search from `start` that never goes deeper than `depth_limit` moves.
    pub fn new(start: N, depth_limit: u32, successors: FS, success: FG) -> Self {
        let mut stats = Stats { bound: depth_limit, stored: 1, max_stored: 1, ..Stats::default() };
        stats.frontier_now(1);
        Self {
            arena: vec![(start, NO_PARENT)],
            expanded_at: HashMap::default(),
            expanded_from: HashMap::default(),
            stack: vec![(0, 0)],
            depth_limit,
            successors,
            success,
            children: Vec::new(),
            stats,
            recorder: Off,
        }
    }

    /// The same search, telling `recorder` what it does.
    pub fn with_recorder<R: Recorder<N>>(self, mut recorder: R) -> Dfs<N, FS, FG, R> {
        recorder.root(&self.arena[0].0, 0);
        Dfs {
            arena: self.arena,
            expanded_at: self.expanded_at,
            expanded_from: self.expanded_from,
            stack: self.stack,
            depth_limit: self.depth_limit,
            successors: self.successors,
            success: self.success,
            children: self.children,
            stats: self.stats,
            recorder,
        }
    }
}

impl<N, FS, FG, R> Search<N> for Dfs<N, FS, FG, R>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
    R: Recorder<N>,
{
    fn run(&mut self, budget: u64) -> Step<N> {
        let mut expansions = 0;
        while expansions < budget {
            let Some((index, depth)) = self.stack.pop() else {
                return Step::Exhausted;
            };
            let node = &self.arena[index as usize].0;
            if (self.success)(node) {
                self.recorder.found(index);
                return Step::Found(trace_path(index, |i| self.arena[i as usize].clone()));
            }
            if depth >= self.depth_limit {
                self.recorder.drop_node(index, Fate::Pruned, None);
                continue;
            }
            if self.expanded_at.get(node).is_some_and(|&d| d <= depth) {
                let earlier = if R::ON { self.expanded_from.get(node).copied() } else { None };
                self.recorder.drop_node(index, Fate::Duplicate, earlier);
                continue;
            }
            self.expanded_at.insert(node.clone(), depth);
            if R::ON {
                self.expanded_from.insert(node.clone(), index);
            }
            expansions += 1;
            self.stats.expanded += 1;
            self.recorder.expand(index);
            self.children.clear();
            (self.successors)(node, &mut self.children);
            // Push in reverse so the first successor is explored first.
            for child in self.children.drain(..).rev() {
                self.stats.generated += 1;
                if self.expanded_at.get(&child).is_some_and(|&d| d <= depth + 1) {
                    let earlier = if R::ON { self.expanded_from.get(&child).copied() } else { None };
                    self.recorder.child(index, earlier, &child, 0, Fate::Duplicate);
                    continue;
                }
                let child_index = u32::try_from(self.arena.len()).unwrap_or(NO_PARENT);
                self.recorder.child(index, Some(child_index), &child, 0, Fate::Queued);
                self.arena.push((child, index));
                self.stack.push((child_index, depth + 1));
            }
            self.stats.stored_now(self.arena.len());
            self.stats.frontier_now(self.stack.len());
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
