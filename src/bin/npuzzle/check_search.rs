//! `npuzzle check-search`: a trace of expanded boards (a file, or standard input) checked against
//! an algorithm and heuristic; the verdict in words or JSON, the exit code 0 when valid, 1 when not.

use std::io::Write;
use std::process::ExitCode;

use npuzzle::check::trace_input::{MAX_TRACE_BYTES, read_trace};
use npuzzle::check::{SearchSpec, SearchVerdict, check_search};
use npuzzle::{Board, Goal, Shape};
use serde::Serialize;

use crate::input::{read_file, read_stdin};
use crate::output::{Failure, NOT_VALID, print_json};

#[derive(Serialize)]
struct VerdictJson<'a> {
    valid: bool,
    /// The variant matched (valid), or the one that got furthest (invalid).
    variant: Option<String>,
    variants: Vec<String>,
    /// The first wrong step, 0-based, and the same counted from 1 as the message does.
    step: Option<usize>,
    expansion: Option<usize>,
    message: &'a str,
    hint: Option<String>,
    expansions: usize,
    algorithm: &'a str,
    heuristic: String,
    depth_limit: Option<u32>,
    iterations: Vec<u32>,
}

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
    let message = verdict.message();
    let hint = verdict.hint.map(|hint| hint.to_string());
    if json {
        return print_json(
            out,
            &VerdictJson {
                valid: verdict.valid,
                variant: verdict.variants.first().map(|variant| variant.name()),
                variants: verdict.variants.iter().map(|variant| variant.name()).collect(),
                step: verdict.step,
                expansion: verdict.step.map(|step| step + 1),
                message: &message,
                hint,
                expansions: verdict.expansions,
                algorithm: verdict.spec.algorithm.name(),
                heuristic: verdict.spec.heuristic.to_string(),
                depth_limit: verdict.depth_limit,
                iterations: verdict.iterations.iter().map(|iteration| iteration.bound).collect(),
            },
        );
    }
    writeln!(out, "{message}")?;
    if verdict.valid {
        for variant in &verdict.variants {
            writeln!(out, "  matches {variant} ({})", variant.name())?;
        }
    } else if let Some(variant) = verdict.variants.first() {
        writeln!(out, "  furthest: {variant} ({})", variant.name())?;
    }
    if let Some(hint) = hint {
        writeln!(out, "hint: {hint}")?;
    }
    Ok(())
}
