//! A*: optimal when the heuristic never overestimates (admissible); complete; stores every
//! state it reaches, which on hard boards means a lot of memory.

use std::hash::Hash;

use super::best_first::{BestFirst, Priority};

/// A* from `start`: expands nodes in order of `g + h`.
///
/// ```
/// use npuzzle::search::{Search, Step, astar::astar};
///
/// // Walk from 0 to 7 on the integers; |goal - n| is an admissible estimate.
/// let mut search = astar(0i32, |&n: &i32, out: &mut Vec<i32>| out.extend([n - 1, n + 1]), |&n| n.abs_diff(7), |&n| n == 7);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert_eq!(path.len(), 8);
/// assert_eq!(search.stats().expanded, 7);
/// ```
pub fn astar<N, FS, FH, FG>(start: N, successors: FS, heuristic: FH, success: FG) -> BestFirst<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    BestFirst::new(start, PRIORITY, successors, heuristic, success)
}

/// A*'s priority: `f = g + h`.
pub const PRIORITY: Priority = Priority { g_weight: 1000, h_weight: 1000 };
