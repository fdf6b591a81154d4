//! `npuzzle check`: a board, its shape, whether it is solvable (and why) and its Manhattan distance.

use std::io::{self, Write};

use npuzzle::model::solvability;
use npuzzle::{Board, Goal, heuristic};
use serde::Serialize;

use crate::output::print_json;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckJson<'a> {
    rows: usize,
    cols: usize,
    tiles: &'a [u8],
    solvable: bool,
    explanation: &'a str,
    manhattan: usize,
    inversions: usize,
    fixing_swap: Option<(u8, u8)>,
}

/// Prints `board` checked against `goal`, as text or JSON.
pub(super) fn check(out: &mut impl Write, board: &Board, goal: &Goal, json: bool) -> io::Result<()> {
    let verdict = solvability::check(board, goal);
    let manhattan = heuristic::manhattan(board, goal);
    let shape = board.shape();
    if json {
        print_json(
            out,
            &CheckJson {
                rows: shape.rows(),
                cols: shape.cols(),
                tiles: board.tiles(),
                solvable: verdict.solvable,
                explanation: &verdict.explanation.to_string(),
                manhattan,
                inversions: verdict.inversions,
                fixing_swap: verdict.fixing_swap,
            },
        )
    } else {
        writeln!(out, "{board}\n")?;
        writeln!(out, "shape: {shape} ({} tiles)", shape.cells() - 1)?;
        writeln!(out, "solvable: {}", if verdict.solvable { "yes" } else { "no" })?;
        writeln!(out, "why: {}", verdict.explanation)?;
        writeln!(out, "manhattan distance: {manhattan}")
    }
}
