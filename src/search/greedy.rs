//! Greedy best-first search: follows the heuristic alone. Often fast, never guaranteed
//! optimal; complete on finite spaces because it remembers every state it reached.

use std::hash::Hash;

use super::best_first::{BestFirst, Priority};

/// Greedy best-first search from `start`: expands nodes in order of `h`.
///
/// ```
/// use npuzzle::search::{Search, Step, greedy::greedy};
///
/// let mut search = greedy(0i32, |&n: &i32, out: &mut Vec<i32>| out.extend([n - 1, n + 1]), |&n| n.abs_diff(5), |&n| n == 5);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path, [0, 1, 2, 3, 4, 5]);
/// ```
pub fn greedy<N, FS, FH, FG>(start: N, successors: FS, heuristic: FH, success: FG) -> BestFirst<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    BestFirst::new(start, PRIORITY, successors, heuristic, success)
}

/// Greedy search's priority: `h` alone.
pub const PRIORITY: Priority = Priority { g_weight: 0, h_weight: 1 };
