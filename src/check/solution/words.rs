//! A solution check's facts in words: the one place they are worded (English for now; a
//! catalogue's keys later, from the same facts).

use super::{Choice, Fact, Notation, Optimal, WrongMove};
use crate::model::moves::Direction;

/// One fact as a sentence.
///
/// ```
/// use npuzzle::check::solution::{Fact, Optimal, words};
///
/// let fact = Fact::Solved { length: 31, optimal: Some(Optimal::Length(28)) };
/// assert_eq!(words(&fact), "Every move is legal and the goal is reached in 31 moves, 3 more than the optimal 28.");
/// ```
#[must_use]
pub fn words(fact: &Fact<'_>) -> String {
    match *fact {
        Fact::Read { notation, choice, moves } => {
            let counted = count(moves, "move");
            let how = match notation {
                Notation::TileDirections => "the way each tile slides",
                Notation::BlankDirections => "the way the blank goes",
                Notation::TileNumbers => "the number of the tile slid",
                Notation::Boards => "the boards one after another",
            };
            let why = match choice {
                None => "",
                Some(Choice::Asked) => ", as asked",
                Some(Choice::OnlyLegal) => ", the only reading that is legal",
                Some(Choice::SameEnd) => " (the README's reading: both are legal and end on the same board)",
                Some(Choice::OnlyReachesGoal) => ": both readings are legal, and only this one reaches the goal",
                Some(Choice::GoesFurther) => ": neither reading is legal, and this one goes further",
            };
            format!("{counted}, read as {how}{why}.")
        }
        Fact::Solved { length, optimal } => {
            let reached = format!("Every move is legal and the goal is reached in {}", count(length, "move"));
            match optimal {
                None => format!("{reached}."),
                Some(Optimal::Length(best)) if best >= length => format!("{reached}: optimal."),
                Some(Optimal::Length(best)) => format!("{reached}, {} more than the optimal {best}.", length - best),
                Some(Optimal::AtLeast(bound)) => format!("{reached}; the optimal is at least {bound}."),
            }
        }
        Fact::Wrong(wrong) => wrong_move(wrong),
        Fact::StopsShort { moves } => {
            let all = if moves == 1 { "The move is legal".to_string() } else { format!("All {moves} moves are legal") };
            format!("{all}, but the goal is not reached.")
        }
        Fact::PassedGoal { at: 0, after } => {
            format!("The start is already the goal, and {} follow.", count(after, "move"))
        }
        Fact::PassedGoal { at, after } => {
            format!("The goal is reached after move {at}, and {} more follow.", count(after, "move"))
        }
        Fact::Ends { end, distance } => {
            format!("The moves played end on {}, at Manhattan distance {distance} from the goal.", end.rows_line())
        }
    }
}

/// `1 move`, `31 moves`.
fn count(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

fn wrong_move(wrong: &WrongMove) -> String {
    match wrong {
        WrongMove::NoTile { step, written, edge } => {
            let side = match edge {
                Direction::Up => "above",
                Direction::Down => "below",
                Direction::Left => "left of",
                Direction::Right => "right of",
            };
            format!("Move {step}, {written}: no tile {side} the blank, which is on the {}.", edge_name(*edge))
        }
        WrongMove::BlankAtEdge { step, written, edge } => {
            format!("Move {step}, {written}: the blank cannot go {edge}, it is on the {}.", edge_name(*edge))
        }
        WrongMove::Tile { step, error } => format!("Move {step}: {error}."),
        WrongMove::NotOneMove { board: 1 } => "Board 1 is neither the start nor one move from it.".to_string(),
        WrongMove::NotOneMove { board } => format!("Board {board} is not one move from board {}.", board - 1),
    }
}

/// The edge of the board on the side `edge`.
const fn edge_name(edge: Direction) -> &'static str {
    match edge {
        Direction::Up => "top row",
        Direction::Down => "bottom row",
        Direction::Left => "left column",
        Direction::Right => "right column",
    }
}
