//! What a command reads: a board (an argument or standard input) and its goal.

use std::io::Read;
use std::path::Path;

use npuzzle::{Board, Goal, GoalSpec, parse_board};

/// The board (from the argument or standard input) and its goal, or a message saying what is wrong.
pub(super) fn read_board_and_goal(board: &str, goal: &str) -> Result<(Board, Goal), String> {
    let text = if board == "-" { read_stdin(npuzzle::model::parse::MAX_INPUT_BYTES)? } else { board.to_string() };
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    Ok((board.clone(), resolve_goal(goal, &board)?))
}

/// Standard input, up to one byte past `limit`, so the reader reports an oversized input as such.
pub(super) fn read_stdin(limit: usize) -> Result<String, String> {
    read_limited(std::io::stdin(), limit).map_err(|e| format!("cannot read standard input: {e}"))
}

/// A text argument: `-` reads standard input, the name of a file reads the file, anything else
/// is the text itself; at most one byte past `limit` is read.
pub(super) fn read_text_argument(argument: &str, limit: usize) -> Result<String, String> {
    let path = Path::new(argument);
    if argument == "-" {
        read_stdin(limit)
    } else if !argument.contains('\n') && path.is_file() {
        read_file(argument, limit)
    } else {
        Ok(argument.to_string())
    }
}

/// The file at `path`, up to one byte past `limit`.
pub(super) fn read_file(path: &str, limit: usize) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    read_limited(file, limit).map_err(|e| format!("cannot read {path}: {e}"))
}

fn read_limited(source: impl Read, limit: usize) -> std::io::Result<String> {
    let mut text = String::new();
    source.take(u64::try_from(limit + 1).unwrap_or(u64::MAX)).read_to_string(&mut text)?;
    Ok(text)
}

/// The goal `goal` names for `board`'s shape, or a message saying what is wrong.
pub(super) fn resolve_goal(goal: &str, board: &Board) -> Result<Goal, String> {
    goal.parse::<GoalSpec>().and_then(|spec| spec.resolve(board.shape())).map_err(|e| format!("invalid goal: {e}"))
}
