//! Uniform-cost search (Dijkstra): optimal and complete, with no heuristic; with unit-cost moves
//! it expands the same states as breadth-first search, in the same order of distance.

use std::hash::Hash;

use super::best_first::{BestFirst, Priority};

/// Uniform-cost search from `start`: expands nodes in order of path cost `g`.
///
/// ```
/// use npuzzle::search::{Search, Step, ucs::ucs};
///
/// let mut search = ucs(0i32, |&n: &i32, out: &mut Vec<i32>| out.extend([n - 1, n + 1]), |&n| n == -3);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path, [0, -1, -2, -3]);
/// ```
pub fn ucs<N, FS, FG>(start: N, successors: FS, success: FG) -> BestFirst<N, FS, fn(&N) -> u32, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
{
    BestFirst::new(start, PRIORITY, successors, |_| 0, success)
}

/// Uniform-cost search's priority: `g` alone.
pub const PRIORITY: Priority = Priority { g_weight: 1, h_weight: 0 };
