//! `npuzzle solve`: one board solved, its moves and what the search did.

use std::io::{self, Write};
use std::process::ExitCode;

use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::summary::{StatsSummary, Summary};
use npuzzle::solve::{Outcome, Report, Solver, system_clock};
use npuzzle::{Board, Goal};

use crate::args::SearchArgs;
use crate::databases::{prepare_databases, prepare_databases_5x5, print_databases};
use crate::output::{INVALID_INPUT, NOT_SOLVED, print_json};

/// Solves `board` as `search` asks and prints the answer (each board on the way with `steps`).
pub(super) fn solve(
    out: &mut impl Write,
    board: &Board,
    goal: Goal,
    search: &SearchArgs,
    steps: bool,
    json: bool,
) -> io::Result<ExitCode> {
    let plan = match Plan::new(board.clone(), goal, &search.options(), Platform::Native) {
        Ok(plan) => plan,
        Err(error) => {
            eprintln!("npuzzle: {error}");
            let unsolvable = matches!(error, PlanError::Unsolvable(_));
            return Ok(ExitCode::from(if unsolvable { NOT_SOLVED } else { INVALID_INPUT }));
        }
    };
    let threads = usize::from(search.threads);
    // The time limit counts from here: preparing the databases counts against it.
    let clock = system_clock();
    let mut databases = None;
    let mut databases_5x5 = None;
    let mut stopped = None;
    if let Some(key) = plan.databases_5x5() {
        let out_of_time = || Report::out_of_time_before_start(&plan, clock());
        match prepare_databases_5x5(key, search.pdb_dir().as_deref(), !json, &out_of_time) {
            Ok((set, info)) => {
                if !json {
                    print_databases(out, &info)?;
                }
                databases_5x5 = Some(set);
            }
            Err(report) => stopped = Some(*report),
        }
    }
    if let Some(key) = plan.databases() {
        let out_of_time = || Report::out_of_time_before_start(&plan, clock());
        match prepare_databases(key, search.pdb_dir().as_deref(), !json, threads, &out_of_time) {
            Ok((set, info)) => {
                if !json {
                    print_databases(out, &info)?;
                }
                databases = Some(set);
            }
            Err(report) => stopped = Some(*report),
        }
    }
    let report = if let Some(report) = stopped {
        report
    } else {
        let solver = match databases_5x5 {
            Some(set) => Solver::with_databases_5x5(plan, set, clock),
            None => Solver::with_threads(plan, databases, clock, threads),
        };
        match solver {
            Ok(mut solver) => solver.run_to_end(),
            Err(error) => {
                eprintln!("npuzzle: {error}");
                return Ok(ExitCode::from(INVALID_INPUT));
            }
        }
    };
    let summary = Summary::from(&report);
    if json {
        print_json(out, &summary)?;
    } else {
        print_solution(out, board, &report, &summary, steps)?;
    }
    Ok(if summary.solved { ExitCode::SUCCESS } else { ExitCode::from(NOT_SOLVED) })
}

fn print_solution(
    out: &mut impl Write,
    board: &Board,
    report: &Report,
    summary: &Summary,
    steps: bool,
) -> io::Result<()> {
    let method = if summary.heuristic == "none" {
        summary.algorithm.to_string()
    } else {
        format!("{} with {}", summary.algorithm, summary.heuristic)
    };
    match &report.outcome {
        Outcome::Solved(solution) => {
            let length = solution.moves.len();
            // "104 moves, optimal is at least 98," for the anytime search's answers.
            let quality = match (solution.optimal, solution.bound_factor, solution.lower_bound) {
                (true, _, _) => " (optimal)".to_string(),
                (false, _, Some(bound)) => format!(", optimal is at least {bound},"),
                (false, Some(w), None) => format!(" (at most {w} x optimal)"),
                (false, None, None) => " (not guaranteed optimal)".to_string(),
            };
            writeln!(out, "solved in {length} moves{quality} by {method}")?;
            let tiles: Vec<String> = solution.moves.iter().map(|m| m.tile.to_string()).collect();
            writeln!(out, "tiles: {}", tiles.join(" "))?;
            writeln!(out, "directions: {}", solution.directions())?;
            if steps {
                let mut current = board.clone();
                writeln!(out, "\nstart:\n{current}")?;
                for (index, m) in solution.moves.iter().enumerate() {
                    let _ = current.slide(m.direction);
                    writeln!(out, "\n{}. tile {} {}:\n{current}", index + 1, m.tile, m.direction)?;
                }
                writeln!(out)?;
            }
        }
        Outcome::Stopped { message, .. } => writeln!(out, "not solved by {method}: {message}")?,
    }
    print_stats(out, &summary.stats)
}

fn print_stats(out: &mut impl Write, stats: &StatsSummary) -> io::Result<()> {
    writeln!(
        out,
        "expanded {} · generated {} · largest frontier {} · stored {} · {:.2} ms",
        stats.expanded, stats.generated, stats.max_frontier, stats.stored, stats.elapsed_ms
    )?;
    if !stats.iterations.is_empty() {
        let passes: Vec<String> = stats.iterations.iter().map(|i| format!("{}:{}", i.bound, i.expanded)).collect();
        writeln!(out, "iterations (bound:expanded): {} · final bound {}", passes.join(" "), stats.bound)?;
    }
    Ok(())
}
