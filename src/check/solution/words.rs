//! A solution check's facts in words: the one place they are worded, as catalogue keys with
//! the facts as arguments.

use super::{Choice, Fact, Notation, Optimal, WrongMove};
use crate::model::moves::Direction;
use crate::words::{Message, Said};

/// One fact as a sentence.
///
/// ```
/// use npuzzle::check::solution::{Fact, Optimal, words};
///
/// let fact = Fact::Solved { length: 31, optimal: Some(Optimal::Length(28)) };
/// assert_eq!(words(&fact).to_string(), "Every move is legal and the goal is reached in 31 moves, 3 more than the optimal 28.");
/// ```
#[must_use]
pub fn words(fact: &Fact<'_>) -> Message {
    match *fact {
        Fact::Read { notation, choice, moves } => {
            let how = match notation {
                Notation::TileDirections => "check-read-tile-directions",
                Notation::BlankDirections => "check-read-blank-directions",
                Notation::TileNumbers => "check-read-tile-numbers",
                Notation::Boards => "check-read-boards",
            };
            let why = match choice {
                None => "check-nothing",
                Some(Choice::Asked) => "check-read-asked",
                Some(Choice::OnlyLegal) => "check-read-only-legal",
                Some(Choice::SameEnd) => "check-read-same-end",
                Some(Choice::OnlyReachesGoal) => "check-read-only-reaches-goal",
                Some(Choice::GoesFurther) => "check-read-goes-further",
            };
            Message::new("check-read")
                .count("count", moves)
                .message("how", Message::new(how))
                .message("why", Message::new(why))
        }
        Fact::Solved { length, optimal } => match optimal {
            None => Message::new("check-solved").count("count", length),
            Some(Optimal::Length(best)) if best >= length => {
                Message::new("check-solved-optimal").count("count", length)
            }
            Some(Optimal::Length(best)) => Message::new("check-solved-longer")
                .count("count", length)
                .count("more", length - best)
                .count("best", best),
            Some(Optimal::AtLeast(bound)) => {
                Message::new("check-solved-at-least").count("count", length).count("bound", bound)
            }
        },
        Fact::Wrong(wrong) => wrong_move(wrong),
        Fact::StopsShort { moves } => Message::new("check-stops-short").count("count", moves),
        Fact::PassedGoal { at: 0, after } => Message::new("check-start-is-goal").count("count", after),
        Fact::PassedGoal { at, after } => Message::new("check-passed-goal").text("at", at).count("count", after),
        Fact::Ends { end, distance } => {
            Message::new("check-ends").text("board", end.rows_line()).count("distance", distance)
        }
    }
}

fn wrong_move(wrong: &WrongMove) -> Message {
    match wrong {
        WrongMove::NoTile { step, written, edge } => Message::new("check-wrong-no-tile")
            .text("step", step)
            .text("written", written)
            .text("edge", edge_name(*edge)),
        WrongMove::BlankAtEdge { step, written, edge } => Message::new("check-wrong-blank-at-edge")
            .text("step", step)
            .text("written", written)
            .text("edge", edge_name(*edge)),
        WrongMove::Tile { step, error } => {
            Message::new("check-wrong-tile").text("step", step).message("reason", error.message())
        }
        WrongMove::NotOneMove { board: 1 } => Message::new("check-wrong-first-board"),
        WrongMove::NotOneMove { board } => {
            Message::new("check-wrong-board").text("board", board).text("before", board - 1)
        }
    }
}

/// The edge of the board on the side `edge`, as the catalogue's selects name it.
const fn edge_name(edge: Direction) -> &'static str {
    match edge {
        Direction::Up => "up",
        Direction::Down => "down",
        Direction::Left => "left",
        Direction::Right => "right",
    }
}
