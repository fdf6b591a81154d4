//! Whether a board can reach a goal, with an explanation a student can follow.
//!
//! Relabel the tiles so the goal reads 1, 2, ... in reading order (blank skipped); an
//! *inversion* is a pair of tiles that the board has in the opposite order. A sideways move
//! never changes the reading order. An up or down move carries one tile past `cols - 1` others,
//! changing the inversion count by an odd number when the width is even and an even number
//! when it is odd, while the blank changes row. So:
//! - odd width: the parity of the inversion count never changes;
//! - even width: the parity of inversions plus the blank's row distance to its goal row never changes.
//!
//! The goal has no inversions and distance zero, so a board whose parity is odd can never reach
//! it; every board with even parity can (the classic theorem, verified exhaustively in tests).

use super::board::Board;
use super::goal::Goal;
use crate::words::{Message, Said};

/// The verdict for a board and a goal.
///
/// ```
/// use npuzzle::{Goal, parse_board, model::solvability};
///
/// let board = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")?;
/// let verdict = solvability::check(&board, &Goal::blank_last(board.shape()));
/// assert!(!verdict.solvable);
/// assert_eq!(verdict.fixing_swap, Some((14, 15)));
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Solvability {
    /// Whether the goal can be reached by sliding tiles.
    pub solvable: bool,
    /// Inversions relative to the goal's order.
    pub inversions: usize,
    /// Rows between the blank and its goal row (it only matters when the width is even).
    pub blank_row_distance: usize,
    /// Why, in words.
    pub explanation: Message,
    /// For an unsolvable board, two tiles whose swap makes it solvable (the swap that brings the
    /// board closest to the goal).
    pub fixing_swap: Option<(u8, u8)>,
}

impl Said for Solvability {
    fn message(&self) -> Message {
        self.explanation.clone()
    }
}

/// Checks whether `board` can reach `goal` (which must have the same shape).
#[must_use]
pub fn check(board: &Board, goal: &Goal) -> Solvability {
    let shape = board.shape();
    let inversions = inversions(board, goal);
    let (blank_row, _) = shape.row_col(board.blank());
    let (goal_row, _) = shape.row_col(goal.position_of(0));
    let blank_row_distance = blank_row.abs_diff(goal_row);
    let even_width = shape.cols().is_multiple_of(2);
    let parity = if even_width { inversions + blank_row_distance } else { inversions };
    let solvable = parity.is_multiple_of(2);
    let fixing_swap = (!solvable).then(|| closest_swap(board, goal));
    let rule = if even_width {
        Message::new("solvable-even-width")
            .count("width", shape.cols())
            .count("inversions", inversions)
            .count("distance", blank_row_distance)
            .count("parity", parity)
    } else {
        Message::new("solvable-odd-width").count("width", shape.cols()).count("inversions", inversions)
    };
    let verdict = match fixing_swap {
        None => Message::new("solvable-yes").count("parity", parity),
        Some((a, b)) => Message::new("solvable-no").count("parity", parity).text("first", a).text("second", b),
    };
    Solvability {
        solvable,
        inversions,
        blank_row_distance,
        explanation: Message::new("solvable-explanation")
            .count("inversions", inversions)
            .message("rule", rule)
            .message("verdict", verdict),
        fixing_swap,
    }
}

/// Pairs of tiles in the opposite order to the goal's reading order.
fn inversions(board: &Board, goal: &Goal) -> usize {
    let ranks: Vec<usize> = board.tiles().iter().filter(|&&t| t != 0).map(|&t| goal.position_of(t)).collect();
    ranks.iter().enumerate().map(|(i, &a)| ranks[i + 1..].iter().filter(|&&b| b < a).count()).sum()
}

/// Any swap of two tiles flips the parity; offer the one that leaves the least Manhattan distance.
fn closest_swap(board: &Board, goal: &Goal) -> (u8, u8) {
    let shape = board.shape();
    let tiles: Vec<(usize, u8)> = board.tiles().iter().copied().enumerate().filter(|&(_, t)| t != 0).collect();
    let cost = |tile: u8, at: usize| shape.distance(at, goal.position_of(tile));
    let mut best = (usize::MAX, 0, 0);
    for (i, &(pa, a)) in tiles.iter().enumerate() {
        for &(pb, b) in &tiles[i + 1..] {
            // Rank by the Manhattan distance after the swap (offset to stay unsigned: a swap
            // changes it by at most 2 x 18); ties keep the first pair in reading order.
            let score = (cost(a, pb) + cost(b, pa) + 36) - (cost(a, pa) + cost(b, pb));
            if score < best.0 {
                best = (score, a.min(b), a.max(b));
            }
        }
    }
    (best.1, best.2)
}
