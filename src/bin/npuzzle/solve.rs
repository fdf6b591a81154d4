//! `npuzzle solve`: one board solved, its moves and what the search did.

use std::io::{self, Write};
use std::process::ExitCode;

use npuzzle::model::names::{counted, grouped};
use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::summary::{StatsSummary, Summary};
use npuzzle::solve::{Outcome, Report, Retry, Solver, system_clock};
use npuzzle::{Board, Goal};
use serde::Serialize;

use crate::args::SearchArgs;
use crate::choice::{StrongerJson, announce, settle};
use crate::databases::{DatabasesJson, prepare_databases, prepare_databases_5x5, print_databases};
use crate::output::{INVALID_INPUT, NOT_SOLVED, print_json};

/// `solve --json`: the summary, and the pattern databases looked up.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolveJson<'a> {
    #[serde(flatten)]
    summary: &'a Summary,
    /// The set the search looked up, and how it was made ready.
    databases: Option<DatabasesJson>,
    /// A stronger set `auto` would have looked up, had it been in the cache.
    stronger_databases: Option<StrongerJson>,
}

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
    let dir = search.pdb_dir();
    let (plan, choice) = settle(plan, dir.as_deref());
    let stronger = choice.and_then(|choice| announce(choice, dir.as_deref()));
    // The time limit counts from here: preparing the databases counts against it.
    let clock = system_clock();
    let mut prepared = None;
    let mut stopped = None;
    let out_of_time = || Report::out_of_time_before_start(&plan, clock());
    let databases_5x5 = match plan.databases_5x5() {
        Some(key) => {
            let made = prepare_databases_5x5(key, dir.as_deref(), !json, &out_of_time);
            made_ready(out, json, made, &mut prepared, &mut stopped)?
        }
        None => None,
    };
    let databases = match plan.databases() {
        Some(key) => {
            let made = prepare_databases(key, dir.as_deref(), !json, threads, &out_of_time);
            made_ready(out, json, made, &mut prepared, &mut stopped)?
        }
        None => None,
    };
    let report = if let Some(report) = stopped {
        report
    } else {
        match Solver::with_sets(plan, databases, databases_5x5, clock, threads) {
            Ok(mut solver) => solver.run_to_end(),
            Err(error) => {
                eprintln!("npuzzle: {error}");
                return Ok(ExitCode::from(INVALID_INPUT));
            }
        }
    };
    let summary = Summary::from(&report);
    if json {
        print_json(out, &SolveJson { summary: &summary, databases: prepared, stronger_databases: stronger })?;
    } else {
        print_solution(out, board, &report, &summary, steps)?;
    }
    Ok(if summary.solved { ExitCode::SUCCESS } else { ExitCode::from(NOT_SOLVED) })
}

/// A set made ready for the search (said on `out` unless `json`, its facts kept in `prepared`),
/// or `None` with the report of a time limit reached meanwhile kept in `stopped`.
fn made_ready<S>(
    out: &mut impl Write,
    json: bool,
    made: Result<(S, DatabasesJson), Box<Report>>,
    prepared: &mut Option<DatabasesJson>,
    stopped: &mut Option<Report>,
) -> io::Result<Option<S>> {
    match made {
        Ok((set, info)) => {
            if !json {
                print_databases(out, &info)?;
            }
            *prepared = Some(info);
            Ok(Some(set))
        }
        Err(report) => {
            *stopped = Some(*report);
            Ok(None)
        }
    }
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
            writeln!(out, "solved in {}{quality} by {method}", counted(length, "move", "moves"))?;
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
        Outcome::Stopped { message, .. } => {
            writeln!(out, "not solved by {method}: {message}")?;
            if let Some(retry) = &report.retry {
                writeln!(out, "try: {}", retry_flags(retry))?;
            }
        }
    }
    print_stats(out, &summary.stats)
}

fn print_stats(out: &mut impl Write, stats: &StatsSummary) -> io::Result<()> {
    writeln!(
        out,
        "expanded {} · generated {} · largest frontier {} · stored {} · {:.2} ms",
        grouped(stats.expanded),
        grouped(stats.generated),
        grouped(stats.max_frontier),
        grouped(stats.stored),
        stats.elapsed_ms
    )?;
    if !stats.iterations.is_empty() {
        let passes: Vec<String> = stats.iterations.iter().map(|i| format!("{}:{}", i.bound, i.expanded)).collect();
        writeln!(out, "iterations (bound:expanded): {} · final bound {}", passes.join(" "), stats.bound)?;
    }
    Ok(())
}

/// The flags that run the choice a stopped search's report names (`--algo idastar --heuristic
/// pdb`, and the limits it keeps or lifts).
fn retry_flags(retry: &Retry) -> String {
    let limits = &retry.limits;
    let mut flags = vec![format!("--algo {}", retry.algorithm)];
    if retry.algorithm.uses_heuristic() {
        flags.push(format!("--heuristic {}", retry.heuristic));
    }
    flags.extend(limits.max_expanded.map(|nodes| format!("--max-nodes {nodes}")));
    flags.extend(limits.max_ms.map(|ms| format!("--max-ms {ms}")));
    flags.extend(limits.max_memory_mb.map(|mb| format!("--max-mb {mb}")));
    flags.join(" ")
}
