//! Iterative-deepening depth-first search: depth-limited passes with the limit rising by one,
//! so it is optimal and complete for unit-cost moves while keeping only the current path.
//! It is IDA* with a heuristic of zero, which is exactly how it is built.

use super::iterative_deepening::IterativeDeepening;

/// IDDFS from `start`: depth limits 0, 1, 2, ... until a goal is found.
///
/// ```
/// use npuzzle::search::{Search, Step, iddfs::iddfs};
///
/// let mut search = iddfs(0i32, |&n: &i32, out: &mut Vec<i32>| out.extend([n + 1, n * 3]), |&n| n == 9);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path, [0, 1, 3, 9]);
/// let bounds: Vec<u32> = search.stats().iterations.iter().map(|i| i.bound).collect();
/// assert_eq!(bounds, [0, 1, 2]);
/// ```
pub fn iddfs<N, FS, FG>(start: N, successors: FS, success: FG) -> IterativeDeepening<N, FS, fn(&N) -> u32, FG>
where
    N: Clone + Eq,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
{
    IterativeDeepening::new(start, successors, |_| 0, success)
}
