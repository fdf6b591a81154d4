//! `npuzzle check-search`: a trace of expanded boards (a file, or standard input) checked against
//! an algorithm and heuristic; the verdict in words or JSON, the exit code 0 when valid, 1 when not.

use std::io::Write;
use std::process::ExitCode;

use npuzzle::check::trace_input::{MAX_TRACE_BYTES, read_trace};
use npuzzle::check::{SearchSpec, SearchSummary, SearchVerdict, check_search};
use npuzzle::{Board, Goal, Shape};

use crate::input::{read_file, read_stdin};
use crate::output::{Failure, NOT_VALID, print_json};

/// The boards of the trace in the file at `path`, or on standard input for `-`.
fn read_trace_file(path: &str, shape: Shape) -> Result<Vec<Board>, Failure> {
    let text = if path == "-" { read_stdin(MAX_TRACE_BYTES)? } else { read_file(path, MAX_TRACE_BYTES)? };
    Ok(read_trace(&text, shape).map_err(|e| e.to_string())?)
}

/// Checks the trace at `path` from `start` towards `goal` against `spec`, and prints the verdict.
pub(super) fn check_search_command(
    out: &mut impl Write,
    start: &Board,
    goal: &Goal,
    path: &str,
    spec: &SearchSpec,
    json: bool,
) -> Result<ExitCode, Failure> {
    let trace = read_trace_file(path, start.shape())?;
    let verdict = check_search(start, goal, &trace, spec).map_err(|e| e.to_string())?;
    print(out, &verdict, json)?;
    Ok(if verdict.valid { ExitCode::SUCCESS } else { ExitCode::from(NOT_VALID) })
}

fn print(out: &mut impl Write, verdict: &SearchVerdict, json: bool) -> std::io::Result<()> {
    let summary = SearchSummary::from(verdict);
    if json {
        return print_json(out, &summary);
    }
    writeln!(out, "{}", summary.message)?;
    // Valid: every variant that fits; invalid: the one that got furthest.
    let label = if summary.valid { "matches" } else { "furthest:" };
    for (words, name) in summary.variants_described.iter().zip(&summary.variants) {
        writeln!(out, "  {label} {words} ({name})")?;
    }
    if let Some(hint) = &summary.hint {
        writeln!(out, "hint: {hint}")?;
    }
    Ok(())
}
