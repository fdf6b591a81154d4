//! The optimal length a solution is compared with: searched on boards up to 4x4 within
//! limits, a lower bound past them.

use std::rc::Rc;
use std::sync::Arc;

use crate::heuristic::pdb::DatabaseSet;
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
/// cells searched within `limits` (the bound the search had reached when a limit stops it),
/// by IDA* over `databases` when they serve this 4x4 board and goal (`auto`'s search), else by
/// IDA* with linear conflict; on larger boards linear conflict's lower bound. `clock` times the
/// search.
///
/// ```
/// use npuzzle::{Goal, parse_board};
/// use npuzzle::check::solution::{Optimal, optimal_length};
/// use npuzzle::solve::{options::Limits, system_clock};
///
/// let board = parse_board("8 6 7\n2 5 4\n3 0 1")?;
/// let goal = Goal::blank_last(board.shape());
/// assert_eq!(optimal_length(&board, &goal, &Limits::default(), None, system_clock()), Optimal::Length(31));
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
#[must_use]
pub fn optimal_length(
    board: &Board,
    goal: &Goal,
    limits: &Limits,
    databases: Option<&Arc<DatabaseSet>>,
    clock: Clock,
) -> Optimal {
    let estimate = Heuristic::new(HeuristicKind::LinearConflict, goal).evaluate(|cell| board.tile_at(cell));
    let mut bound = usize::try_from(estimate).unwrap_or_default();
    if board.shape().cells() > MAX_SEARCHED_CELLS {
        return Optimal::AtLeast(bound);
    }
    // One clock for whichever search runs.
    let clock: Rc<dyn Fn() -> f64> = Rc::from(clock);
    let Some(mut solver) = over_databases(board, goal, limits, databases, &clock).or_else(|| {
        let options = SolveOptions {
            algorithm: Algorithm::Idastar,
            heuristic: HeuristicKind::LinearConflict,
            limits: limits.clone(),
            ..SolveOptions::default()
        };
        let plan = Plan::new(board.clone(), goal.clone(), &options, Platform::Browser).ok()?;
        Solver::generic(plan, shared(&clock)).ok()
    }) else {
        return Optimal::AtLeast(bound);
    };
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

/// `auto`'s search over `databases`, when its plan for this board and goal looks them up.
fn over_databases(
    board: &Board,
    goal: &Goal,
    limits: &Limits,
    databases: Option<&Arc<DatabaseSet>>,
    clock: &Rc<dyn Fn() -> f64>,
) -> Option<Solver> {
    let set = databases?;
    let options = SolveOptions { algorithm: Algorithm::Auto, limits: limits.clone(), ..SolveOptions::default() };
    let plan = Plan::new(board.clone(), goal.clone(), &options, Platform::Browser).ok()?;
    let (plan, _) = plan.with_databases_at_hand(|key| key == set.key());
    if plan.databases() != Some(set.key()) {
        return None;
    }
    Solver::new(plan, Some(Arc::clone(set)), shared(clock)).ok()
}

/// A [`Clock`] reading a shared one.
fn shared(clock: &Rc<dyn Fn() -> f64>) -> Clock {
    let clock = Rc::clone(clock);
    Box::new(move || clock())
}
