//! What a solution's check found: how the moves were read, the first wrong move, where they
//! end, the optimal length; and the facts a message says, in order (worded in `words.rs`).

use super::words;
use crate::model::board::Board;
use crate::model::moves::{Direction, MoveError};
use crate::solve::SolutionMove;
use crate::words::{Message, Said};

/// How the moves were written, as read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notation {
    /// Directions, each the way a tile slides.
    TileDirections,
    /// Directions, each the way the blank goes.
    BlankDirections,
    /// The number of the tile slid each move.
    TileNumbers,
    /// The sequence of boards.
    Boards,
}

impl Notation {
    /// `tile`, `blank`, `tile-numbers` or `boards`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::TileDirections => "tile",
            Self::BlankDirections => "blank",
            Self::TileNumbers => "tile-numbers",
            Self::Boards => "boards",
        }
    }
}

/// Why directions were read in the convention they were (the module's rule, in order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// The caller named it.
    Asked,
    /// Only this reading is legal all through.
    OnlyLegal,
    /// Both are legal and end on the same board: the tiles' reading.
    SameEnd,
    /// Both are legal and only this one reaches the goal.
    OnlyReachesGoal,
    /// Neither is legal, and this one's first wrong move comes later.
    GoesFurther,
}

/// The first move that cannot be played, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrongMove {
    /// A direction read as a tile's: no tile on that side of the blank.
    NoTile {
        /// The move, from 1.
        step: usize,
        /// The move as written.
        written: String,
        /// The edge the blank is on (the way it would have had to go).
        edge: Direction,
    },
    /// A direction read as the blank's: the blank is at that edge.
    BlankAtEdge {
        /// The move, from 1.
        step: usize,
        /// The move as written.
        written: String,
        /// The edge the blank is on, the way it was asked to go.
        edge: Direction,
    },
    /// A tile number that cannot slide (no such tile, or not next to the blank).
    Tile {
        /// The move, from 1.
        step: usize,
        /// Why, as the board says.
        error: MoveError,
    },
    /// A board that is not one move from the one before it (board 1: from the start, unless
    /// it is the start).
    NotOneMove {
        /// The board, from 1 as written.
        board: usize,
    },
}

impl WrongMove {
    /// The move (or, for boards, the board) at fault, from 1.
    #[must_use]
    pub const fn step(&self) -> usize {
        match self {
            Self::NoTile { step, .. } | Self::BlankAtEdge { step, .. } | Self::Tile { step, .. } => *step,
            Self::NotOneMove { board } => *board,
        }
    }
}

/// The optimal length, as far as it was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Optimal {
    /// Found: the shortest solution's moves.
    Length(usize),
    /// A lower bound (a search stopped at its limit, or a heuristic on a large board).
    AtLeast(usize),
}

/// What a solution's check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionVerdict {
    /// How the moves were read.
    pub notation: Notation,
    /// For directions, why that convention.
    pub choice: Option<Choice>,
    /// Moves in the list.
    pub moves: usize,
    /// Moves played before the first wrong one (all of them when none is wrong).
    pub played: usize,
    /// Those moves, in order, as a solver's solution names them (the tile, the way it slid).
    pub path: Vec<SolutionMove>,
    /// The first wrong move.
    pub wrong: Option<WrongMove>,
    /// The board after the moves played.
    pub end: Board,
    /// After how many moves the goal was first on the board (0: the start is the goal).
    pub goal_first_reached: Option<usize>,
    /// The end's Manhattan distance to the goal.
    pub distance_left: usize,
    /// The optimal length, when the list is valid and it was asked for.
    pub optimal: Option<Optimal>,
}

impl SolutionVerdict {
    /// Legal all through, and ending on the goal.
    #[must_use]
    pub const fn valid(&self) -> bool {
        self.wrong.is_none() && self.distance_left == 0
    }

    /// Valid and as short as the optimal one (`None` when that is not known).
    #[must_use]
    pub fn is_optimal(&self) -> Option<bool> {
        match self.optimal? {
            Optimal::Length(length) => Some(self.valid() && self.moves == length),
            Optimal::AtLeast(_) => None,
        }
    }

    /// The facts in the order a message says them.
    #[must_use]
    pub fn facts(&self) -> Vec<Fact<'_>> {
        let mut facts = vec![Fact::Read { notation: self.notation, choice: self.choice, moves: self.moves }];
        if self.valid() {
            facts.push(Fact::Solved { length: self.moves, optimal: self.optimal });
            return facts;
        }
        match &self.wrong {
            Some(wrong) => facts.push(Fact::Wrong(wrong)),
            None => facts.push(Fact::StopsShort { moves: self.moves }),
        }
        if let Some(at) = self.goal_first_reached {
            facts.push(Fact::PassedGoal { at, after: self.played - at });
        }
        facts.push(Fact::Ends { end: &self.end, distance: self.distance_left });
        facts
    }
}

impl Said for SolutionVerdict {
    /// The facts in words, one sentence each, one after another.
    fn message(&self) -> Message {
        let mut sentences = self.facts().iter().rev().map(words).collect::<Vec<_>>().into_iter();
        let last = sentences.next().unwrap_or_else(|| Message::new("check-nothing"));
        sentences.fold(last, |rest, sentence| {
            Message::new("list-sentences").message("first", sentence).message("rest", rest)
        })
    }
}

/// One fact of a verdict, as [`words`] says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fact<'a> {
    /// How the list was read.
    Read {
        /// Its notation.
        notation: Notation,
        /// For directions, why that convention.
        choice: Option<Choice>,
        /// Its moves.
        moves: usize,
    },
    /// Legal all through and ending on the goal.
    Solved {
        /// Its moves.
        length: usize,
        /// The optimal length, when asked for.
        optimal: Option<Optimal>,
    },
    /// The first wrong move.
    Wrong(&'a WrongMove),
    /// Every move legal, the goal not reached.
    StopsShort {
        /// Its moves.
        moves: usize,
    },
    /// The goal was on the board after move `at`, and `after` more moves were played.
    PassedGoal {
        /// The move after which the goal was first on the board.
        at: usize,
        /// Moves played after it.
        after: usize,
    },
    /// Where the legal moves end.
    Ends {
        /// The board.
        end: &'a Board,
        /// Its Manhattan distance to the goal.
        distance: usize,
    },
}
