//! `npuzzle check-solution`: a move list from outside checked against a board and goal, for
//! autograders: exit 0 when it is valid, 1 when it is not, 2 when it cannot be read.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use npuzzle::check::solution::{Optimal, SolutionOptions, SolutionVerdict, check_solution as check};
use npuzzle::check::trace_input::MAX_TRACE_BYTES;
use npuzzle::heuristic::pdb::DatabaseSet;
use npuzzle::model::shape::FOUR_BY_FOUR;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::system_clock;
use npuzzle::words::Said;
use npuzzle::{Board, Goal};
use serde::Serialize;

use crate::choice::settle;
use crate::databases::prepare_databases;
use crate::input::{read_board_and_goal, read_text_argument};
use crate::output::{Failure, NOT_VALID, print_json};

/// `check-solution --json`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckSolutionJson<'a> {
    /// Legal all through and ending on the goal.
    valid: bool,
    /// How the moves were read: `tile`, `blank`, `tile-numbers` or `boards`.
    convention: &'static str,
    /// The first wrong move (for boards, the board), from 1.
    step: Option<usize>,
    /// The verdict in words.
    message: &'a str,
    /// The moves in the list.
    length: usize,
    /// Valid and as short as the optimal one; `null` when the optimal length is not known.
    optimal: Option<bool>,
    /// The optimal length, when found.
    optimal_length: Option<usize>,
    /// A lower bound on it, when the search stopped at its limit (or the board is larger than 4x4).
    optimal_at_least: Option<usize>,
    /// The Manhattan distance from where the legal moves end to the goal.
    distance_left: usize,
}

impl<'a> CheckSolutionJson<'a> {
    fn new(verdict: &SolutionVerdict, message: &'a str) -> Self {
        let (optimal_length, optimal_at_least) = match verdict.optimal {
            Some(Optimal::Length(length)) => (Some(length), None),
            Some(Optimal::AtLeast(bound)) => (None, Some(bound)),
            None => (None, None),
        };
        Self {
            valid: verdict.valid(),
            convention: verdict.notation.name(),
            step: verdict.wrong.as_ref().map(npuzzle::check::solution::WrongMove::step),
            message,
            length: verdict.moves,
            optimal: verdict.is_optimal(),
            optimal_length,
            optimal_at_least,
            distance_left: verdict.distance_left,
        }
    }
}

/// On 4x4, the pattern databases `auto` looks up for `board` and `goal` when `dir` holds them
/// (loaded and checked, never built: a check's time stays predictable).
fn cached_databases(board: &Board, goal: &Goal, dir: Option<&Path>) -> Option<Arc<DatabaseSet>> {
    if board.shape() != FOUR_BY_FOUR {
        return None;
    }
    let plan = Plan::new(board.clone(), goal.clone(), &SolveOptions::default(), Platform::Native).ok()?;
    let (plan, _) = settle(plan, dir);
    let key = plan.databases()?;
    let dir = dir.filter(|dir| dir.join(key.file_name()).is_file())?;
    prepare_databases(key, Some(dir), false, 1, &|| None).ok().map(|(set, _)| set)
}

/// Checks `moves` (an argument, a file, or `-`) from `board` (an argument or `-`) towards
/// `goal`, and prints the verdict as text or JSON.
pub(super) fn check_solution(
    out: &mut impl Write,
    board: &str,
    moves: &str,
    goal: &str,
    mut options: SolutionOptions,
    pdb_dir: Option<&Path>,
    json: bool,
) -> Result<ExitCode, Failure> {
    if board == "-" && moves == "-" {
        return Err(Failure::Invalid("only one of BOARD and MOVES can be read from standard input".into()));
    }
    let (board, goal) = read_board_and_goal(board, goal)?;
    // The limits as the plan checks them (a solvable board or not, which does not matter here).
    let limited = SolveOptions { limits: options.limits.clone(), ..SolveOptions::default() };
    if let Err(error @ PlanError::BadLimit(_)) = Plan::new(board.clone(), goal.clone(), &limited, Platform::Native) {
        return Err(Failure::Invalid(error.to_string()));
    }
    let moves = read_text_argument(moves, MAX_TRACE_BYTES)?;
    options.databases = cached_databases(&board, &goal, pdb_dir);
    let verdict = check(&board, &goal, &moves, &options, system_clock()).map_err(|e| format!("invalid moves: {e}"))?;
    let message = verdict.message().to_string();
    if json {
        print_json(out, &CheckSolutionJson::new(&verdict, &message))?;
    } else {
        writeln!(out, "{message}")?;
        writeln!(out, "valid: {}", if verdict.valid() { "yes" } else { "no" })?;
    }
    Ok(if verdict.valid() { ExitCode::SUCCESS } else { ExitCode::from(NOT_VALID) })
}
