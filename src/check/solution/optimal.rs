//! The optimal length a solution is compared with: searched on boards up to 4x4 within
//! limits, a lower bound past them.

use crate::heuristic::{Heuristic, HeuristicKind};
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::solve::algorithm::Algorithm;
use crate::solve::options::{Limits, SolveOptions};
use crate::solve::plan::{Plan, Platform};
use crate::solve::{Clock, Outcome, Solver, Status};

use super::Optimal;

/// The expansions the search for the optimal length may take by default: a few seconds at
/// most natively, enough for any 8-puzzle and many 15-puzzles.
pub const OPTIMAL_NODES: u64 = 5_000_000;
/// The largest board (in cells) whose optimal length is searched for; larger boards get a
/// lower bound (linear conflict).
pub const MAX_SEARCHED_CELLS: usize = 16;
/// Expansions between two looks at the search's bound.
const SLICE: u64 = 4096;

/// The optimal length from `board` to `goal`: on boards of at most [`MAX_SEARCHED_CELLS`]
/// cells searched by IDA* with linear conflict within `limits` (the bound it had reached when
/// a limit stops it), on larger ones linear conflict's lower bound. `clock` times the search.
///
/// ```
/// use npuzzle::{Goal, parse_board};
/// use npuzzle::check::solution::{Optimal, optimal_length};
/// use npuzzle::solve::{options::Limits, system_clock};
///
/// let board = parse_board("8 6 7\n2 5 4\n3 0 1")?;
/// let goal = Goal::blank_last(board.shape());
/// assert_eq!(optimal_length(&board, &goal, &Limits::default(), system_clock()), Optimal::Length(31));
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
#[must_use]
pub fn optimal_length(board: &Board, goal: &Goal, limits: &Limits, clock: Clock) -> Optimal {
    let estimate = Heuristic::new(HeuristicKind::LinearConflict, goal).evaluate(|cell| board.tile_at(cell));
    let mut bound = usize::try_from(estimate).unwrap_or_default();
    if board.shape().cells() > MAX_SEARCHED_CELLS {
        return Optimal::AtLeast(bound);
    }
    let options = SolveOptions {
        algorithm: Algorithm::Idastar,
        heuristic: HeuristicKind::LinearConflict,
        limits: limits.clone(),
        ..SolveOptions::default()
    };
    let solver = Plan::new(board.clone(), goal.clone(), &options, Platform::Browser)
        .ok()
        .and_then(|plan| Solver::generic(plan, clock).ok());
    let Some(mut solver) = solver else { return Optimal::AtLeast(bound) };
    loop {
        match solver.run(SLICE) {
            Status::Running { stats, .. } => bound = bound.max(usize::try_from(stats.bound).unwrap_or_default()),
            Status::Done(report) => {
                return match report.outcome {
                    Outcome::Solved(solution) => Optimal::Length(solution.moves.len()),
                    Outcome::Stopped { .. } => {
                        Optimal::AtLeast(bound.max(usize::try_from(report.stats.bound).unwrap_or_default()))
                    }
                };
            }
        }
    }
}
