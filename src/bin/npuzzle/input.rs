//! What a command reads: a board (an argument or standard input) and its goal.

use std::io::Read;

use npuzzle::{Board, Goal, GoalSpec, parse_board};

/// The board (from the argument or standard input) and its goal, or a message saying what is wrong.
pub(super) fn read_board_and_goal(board: &str, goal: &str) -> Result<(Board, Goal), String> {
    let text = if board == "-" {
        let mut text = String::new();
        // Read one byte past the limit so an oversized input is reported as such.
        let limit = u64::try_from(npuzzle::model::parse::MAX_INPUT_BYTES + 1).unwrap_or(u64::MAX);
        std::io::stdin()
            .take(limit)
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        text
    } else {
        board.to_string()
    };
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    Ok((board.clone(), resolve_goal(goal, &board)?))
}

/// The goal `goal` names for `board`'s shape, or a message saying what is wrong.
pub(super) fn resolve_goal(goal: &str, board: &Board) -> Result<Goal, String> {
    goal.parse::<GoalSpec>().and_then(|spec| spec.resolve(board.shape())).map_err(|e| format!("invalid goal: {e}"))
}
