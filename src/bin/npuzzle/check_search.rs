//! `npuzzle check-search`: a trace of expanded boards (a file, or standard input) checked against
//! an algorithm and heuristic; the verdict in words or JSON, the exit code 0 when valid, 1 when not.

use std::io::{Read, Write};
use std::process::ExitCode;

use npuzzle::check::{SearchSpec, SearchVerdict, check_search};
use npuzzle::{Board, Goal, Shape, parse_board};
use serde::Serialize;

use crate::output::{Failure, NOT_VALID, print_json};

/// The most bytes of trace read: past that, the trace is refused with the limit named.
const MAX_TRACE_BYTES: u64 = 16 * 1024 * 1024;

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

/// The trace's text: the file named, or standard input for `-`, at most [`MAX_TRACE_BYTES`].
fn read_text(path: &str) -> Result<String, Failure> {
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().take(MAX_TRACE_BYTES + 1).read_to_string(&mut text)
    } else {
        let file = std::fs::File::open(path).map_err(|e| format!("cannot read the trace {path}: {e}"))?;
        file.take(MAX_TRACE_BYTES + 1).read_to_string(&mut text)
    };
    read.map_err(|e| format!("cannot read the trace: {e}"))?;
    if text.len() as u64 > MAX_TRACE_BYTES {
        return Err(Failure::Invalid("the trace is longer than 16 MiB: check a shorter one".to_string()));
    }
    Ok(text)
}

/// One board per non-empty line, in any format the board parser reads.
// replaced by trace_input::read_trace on merge
fn read_trace(text: &str, _shape: Shape) -> Result<Vec<Board>, String> {
    let lines = text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty());
    lines
        .enumerate()
        .map(|(index, (line, board))| {
            parse_board(board).map_err(|e| format!("expansion {} (line {}): {e}", index + 1, line + 1))
        })
        .collect()
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
    let trace = read_trace(&read_text(path)?, start.shape())?;
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
