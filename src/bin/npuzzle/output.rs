//! How a command answers: JSON on a line, its exit code, and why it failed.

use std::io::{self, Write};

use serde::Serialize;
use thiserror::Error;

/// Exit code when there is no solution (unsolvable, or a limit reached).
pub(super) const NOT_SOLVED: u8 = 1;
/// Exit code when a checked answer or trace is not valid (a wrong move, the goal not reached, a
/// step no run of the algorithm allows).
pub(super) const NOT_VALID: u8 = 1;
/// Exit code for input that is not valid.
pub(super) const INVALID_INPUT: u8 = 2;
/// Exit code when the output cannot be written (a full disk, say).
pub(super) const OUTPUT_FAILED: u8 = 3;

/// Why a command stopped before its answer was written.
#[derive(Debug, Error)]
pub(super) enum Failure {
    /// Input that is not valid: what is wrong.
    #[error("{0}")]
    Invalid(String),
    /// Standard output refused the answer.
    #[error("cannot write to standard output: {0}")]
    Output(#[from] io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Invalid(message)
    }
}

pub(super) fn print_json(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    writeln!(out)
}
