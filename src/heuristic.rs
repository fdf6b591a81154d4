//! Heuristics: lower bounds on the number of moves from a board to a goal.

use crate::board::Board;
use crate::goal::Goal;

/// The sum over tiles of the taxicab distance from each tile's cell to its goal cell.
///
/// ```
/// use npuzzle::{Goal, heuristic::manhattan, parse_board};
///
/// let board = parse_board("1 2 3 4 5 6 7 _ 8")?;
/// assert_eq!(manhattan(&board, &Goal::blank_last(board.shape())), 1);
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
#[must_use]
pub fn manhattan(board: &Board, goal: &Goal) -> usize {
    let shape = board.shape();
    board
        .tiles()
        .iter()
        .enumerate()
        .filter(|&(_, &tile)| tile != 0)
        .map(|(at, &tile)| shape.distance(at, goal.position_of(tile)))
        .sum()
}
