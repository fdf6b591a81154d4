//! Weighted A*: orders nodes by `g + w * h` with `w >= 1`. With an admissible heuristic the
//! path found is at most `w` times the optimal length; it usually expands far fewer nodes.

use std::hash::Hash;

use super::best_first::{BestFirst, Priority};

/// Weighted A* from `start`; `weight` is clamped to at least 1 and kept to three decimals.
///
/// ```
/// use npuzzle::search::{Search, Step, wastar::wastar};
///
/// let mut search = wastar(0i32, 2.0, |&n: &i32, out: &mut Vec<i32>| out.extend([n - 1, n + 1]), |&n| n.abs_diff(4), |&n| n == 4);
/// let Step::Found(path) = search.run(u64::MAX) else { panic!() };
/// assert!(path.len() - 1 <= 2 * 4);
/// ```
pub fn wastar<N, FS, FH, FG>(
    start: N,
    weight: f64,
    successors: FS,
    heuristic: FH,
    success: FG,
) -> BestFirst<N, FS, FH, FG>
where
    N: Clone + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    BestFirst::new(start, priority(weight), successors, heuristic, success)
}

/// Weighted A*'s priority: `g + weight * h`.
#[must_use]
pub fn priority(weight: f64) -> Priority {
    Priority { g_weight: 1000, h_weight: weight_thousandths(weight) }
}

/// `weight` in thousandths, at least 1000 (weights below 1 would not be weighted A*).
#[must_use]
pub fn weight_thousandths(weight: f64) -> u64 {
    let clamped = if weight.is_finite() { (weight * 1000.0).round().clamp(1000.0, 1e9) } else { 1000.0 };
    #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "clamped to 1000..=1e9")]
    let thousandths = clamped as u64;
    thousandths
}
