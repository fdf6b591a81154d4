//! Beam search: breadth-first, but each level keeps only the `width` children with the lowest
//! estimate. Neither optimal nor complete, yet with a good heuristic and a wide beam it finds
//! short paths where exact searches would run out of memory or time; its work is at most
//! `width` x branching x depth, known in advance.

use rustc_hash::FxHashSet as HashSet;
use std::hash::Hash;

use super::{NO_PARENT, Search, Stats, Step, trace_path};

/// Beam search, resumable.
///
/// Kept nodes go into one arena, level after level, each with its parent's place. A node is
/// kept at most once (the first, shallowest time it makes the beam), so the beam never fills
/// with states it has already been through. The goal test runs when a node is generated.
/// The search gives up ([`Step::Exhausted`]) when a level keeps nothing or when it would go
/// deeper than `max_depth`.
///
/// ```
/// use npuzzle::search::{Search, Step, beam::Beam};
///
/// // From 1 to 100 with steps of +1 or x2, estimating by the distance left, two nodes a level.
/// let successors = |&n: &u32, out: &mut Vec<u32>| out.extend([n + 1, n * 2]);
/// let mut search = Beam::new(1u32, successors, |&n: &u32| 100u32.abs_diff(n), |&n| n == 100, 2, 20);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path.last(), Some(&100));
/// assert!(path.len() <= 20);
/// ```
pub struct Beam<N, FS, FH, FG> {
    /// Every node kept, with its parent's index in the arena.
    arena: Vec<(N, u32)>,
    seen: HashSet<N>,
    /// The next node to expand, and where the level being expanded ends.
    next: usize,
    level_end: usize,
    depth: u32,
    /// The children of the level so far: estimate, node, parent.
    candidates: Vec<(u32, N, u32)>,
    successors: FS,
    heuristic: FH,
    success: FG,
    width: usize,
    max_depth: u32,
    children: Vec<N>,
    stats: Stats,
    start_is_goal: bool,
}

impl<N, FS, FH, FG> Beam<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    /// A search from `start` keeping `width` nodes (at least one) a level, to depth `max_depth`.
    pub fn new(start: N, successors: FS, heuristic: FH, mut success: FG, width: usize, max_depth: u32) -> Self {
        let start_is_goal = success(&start);
        let mut stats = Stats::default();
        stats.frontier_now(1);
        stats.stored_now(1);
        Self {
            seen: HashSet::from_iter([start.clone()]),
            arena: vec![(start, NO_PARENT)],
            next: 0,
            level_end: 1,
            depth: 0,
            candidates: Vec::new(),
            successors,
            heuristic,
            success,
            width: width.max(1),
            max_depth,
            children: Vec::new(),
            stats,
            start_is_goal,
        }
    }

    /// Keeps the best `width` candidates as the next level; false when none is left to keep.
    fn close_level(&mut self) -> bool {
        if self.candidates.len() > self.width {
            self.candidates.select_nth_unstable_by_key(self.width, |&(h, _, _)| h);
            self.candidates.truncate(self.width);
        }
        for (_, node, parent) in self.candidates.drain(..) {
            if self.seen.insert(node.clone()) {
                self.arena.push((node, parent));
            }
        }
        self.depth += 1;
        self.stats.bound = self.depth;
        self.level_end = self.arena.len();
        self.stats.stored_now(self.arena.len());
        self.stats.frontier_now(self.level_end - self.next);
        self.next < self.level_end
    }
}

impl<N, FS, FH, FG> Search<N> for Beam<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    fn run(&mut self, budget: u64) -> Step<N> {
        if self.start_is_goal {
            return Step::Found(vec![self.arena[0].0.clone()]);
        }
        for _ in 0..budget {
            if self.next == self.level_end && (self.depth + 1 >= self.max_depth || !self.close_level()) {
                return Step::Exhausted;
            }
            let parent = self.next;
            self.next += 1;
            self.stats.expanded += 1;
            self.children.clear();
            (self.successors)(&self.arena[parent].0, &mut self.children);
            let parent_link = u32::try_from(parent).unwrap_or(NO_PARENT);
            for child in self.children.drain(..) {
                self.stats.generated += 1;
                if self.seen.contains(&child) {
                    continue;
                }
                if (self.success)(&child) {
                    self.arena.push((child, parent_link));
                    let last = u32::try_from(self.arena.len() - 1).unwrap_or(NO_PARENT);
                    return Step::Found(trace_path(last, |i| self.arena[i as usize].clone()));
                }
                let h = (self.heuristic)(&child);
                self.candidates.push((h, child, parent_link));
            }
            self.stats.frontier_now(self.level_end - self.next + self.candidates.len());
        }
        Step::Running
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}
