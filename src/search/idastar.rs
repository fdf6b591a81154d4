//! IDA* (iterative-deepening A*): optimal with an admissible heuristic, complete, and its memory
//! is only the current path, so it solves boards whose A* frontier would not fit in memory.

use super::iterative_deepening::IterativeDeepening;

/// IDA* from `start`: depth-first passes bounded by `g + h`, the bound rising each pass.
///
/// ```
/// use npuzzle::search::{Search, Step, idastar::idastar};
///
/// let mut search = idastar(0i32, |&n: &i32, out: &mut Vec<i32>| out.extend([n - 1, n + 1]), |&n| n.abs_diff(6), |&n| n == 6);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path, [0, 1, 2, 3, 4, 5, 6]);
/// assert_eq!(search.stats().iterations.len(), 0); // solved in the first pass
/// ```
pub fn idastar<N, FS, FH, FG>(start: N, successors: FS, heuristic: FH, success: FG) -> IterativeDeepening<N, FS, FH, FG>
where
    N: Clone + Eq,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    IterativeDeepening::new(start, successors, heuristic, success)
}
