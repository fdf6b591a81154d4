//! Checking a solution from outside: a move list, in any notation homework prints, against a
//! board and a goal: every move legal (or the first wrong one, and why), the goal reached (or
//! how far from it the moves end), and the length against the optimal one.
//!
//! **Directions** are read two ways. The core's (and the README's) letters name the way a
//! *tile* slides: `U` slides the tile below the blank up. Many programs print the way the
//! *blank* goes instead, the opposite letter. Unless the caller names the convention
//! ([`Convention`]), both readings are walked and one is chosen ([`Choice`]):
//! 1. when exactly one reading is legal all through, it;
//! 2. when both are legal and end on the same board, the tiles' (the README's);
//! 3. when both are legal and exactly one ends on the goal, that one;
//! 4. when both are legal and end on different boards, neither the goal, none: the list is
//!    refused as ambiguous ([`SolutionInputError::Ambiguous`]), naming where each reading ends;
//! 5. when neither is legal, the one whose first wrong move comes later (the tiles' on a tie),
//!    so the wrong move named is the one a reader of that convention would find.
//!
//! **Tile numbers** name the tile slid each move; **boards** are the positions, the first the
//! start itself or its first successor. Facts are kept in [`SolutionVerdict`] and [`Fact`],
//! worded in one place ([`words`]).

mod optimal;
mod read;
mod verdict;
mod words;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use thiserror::Error;

pub use optimal::{MAX_SEARCHED_CELLS, OPTIMAL_NODES, optimal_length};
pub use read::MAX_MOVES;
use read::{Written, read_moves};
pub use verdict::{Choice, Fact, Notation, Optimal, SolutionVerdict, WrongMove};
pub use words::words;

use super::trace_input::TraceInputError;
use crate::heuristic::manhattan;
use crate::heuristic::pdb::DatabaseSet;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::moves::{Direction, Move};
use crate::model::names::find_named;
use crate::solve::Clock;
use crate::solve::SolutionMove;
use crate::solve::options::Limits;
use crate::words::{Message, Said, one_of};

/// How direction letters and words are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Convention {
    /// Whichever reading the rules allow (see the module's rule).
    #[default]
    Auto,
    /// The way the tile slides (the core's and the README's letters).
    Tile,
    /// The way the blank goes.
    Blank,
}

impl Convention {
    /// Every convention, in the order messages list them.
    pub const ALL: [Self; 3] = [Self::Auto, Self::Tile, Self::Blank];

    /// `auto`, `tile` or `blank`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::Tile => "tile",
            Self::Blank => "blank",
        }
    }
}

impl fmt::Display for Convention {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no [`Convention`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct UnknownConvention(pub String);

impl Said for UnknownConvention {
    fn message(&self) -> Message {
        Message::new("check-convention-unknown")
            .text("name", &self.0)
            .message("list", one_of(Convention::ALL.map(Convention::name)))
    }
}

crate::words::english_display!(UnknownConvention);

impl FromStr for Convention {
    type Err = UnknownConvention;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        find_named(Self::ALL, text, Self::name)
            .ok_or_else(|| UnknownConvention(crate::model::names::echo(text.trim(), 40)))
    }
}

/// Why a move list could not be checked.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SolutionInputError {
    /// No moves at all.
    Empty,
    /// More than [`MAX_MOVES`].
    TooManyMoves,
    /// A word that is no move, among directions.
    Unreadable {
        /// The word.
        token: String,
        /// Its place in the list, from 1.
        word: usize,
    },
    /// Boards that do not read.
    Trace(#[from] TraceInputError),
    /// Directions legal both ways, ending on different boards, neither the goal.
    Ambiguous {
        /// Where the tiles' reading ends.
        tile_end: Board,
        /// Its distance to the goal.
        tile_distance: usize,
        /// Where the blank's reading ends.
        blank_end: Board,
        /// Its distance to the goal.
        blank_distance: usize,
    },
}

impl Said for SolutionInputError {
    fn message(&self) -> Message {
        match self {
            Self::Empty => Message::new("check-moves-empty"),
            Self::TooManyMoves => Message::new("check-moves-too-many").count("most", MAX_MOVES),
            Self::Unreadable { token, word } => {
                Message::new("check-moves-unreadable").text("token", token).text("word", word)
            }
            Self::Trace(error) => error.message(),
            Self::Ambiguous { tile_end, tile_distance, blank_end, blank_distance } => {
                Message::new("check-moves-ambiguous")
                    .text("tile-end", tile_end.rows_line())
                    .count("tile-distance", *tile_distance)
                    .text("blank-end", blank_end.rows_line())
                    .count("blank-distance", *blank_distance)
            }
        }
    }
}

crate::words::english_display!(SolutionInputError);

/// What a check of a solution may do beyond reading it.
#[derive(Debug, Clone)]
pub struct SolutionOptions {
    /// How directions are read.
    pub convention: Convention,
    /// The limits of the search for the optimal length.
    pub limits: Limits,
    /// 4x4 pattern databases at hand: the optimal length of a board they serve is then searched
    /// over them, as `auto` does (without, by IDA* with linear conflict, slower on hard boards).
    pub databases: Option<Arc<DatabaseSet>>,
}

impl Default for SolutionOptions {
    fn default() -> Self {
        Self {
            convention: Convention::Auto,
            limits: Limits { max_expanded: Some(OPTIMAL_NODES), ..Limits::default() },
            databases: None,
        }
    }
}

/// Checks `moves_text` from `board` towards `goal`, and for a valid list finds the optimal
/// length within `options.limits` ([`optimal_length`]; `clock` times it).
///
/// ```
/// use npuzzle::{Goal, parse_board};
/// use npuzzle::check::solution::{Notation, Optimal, SolutionOptions, check_solution};
/// use npuzzle::solve::system_clock;
///
/// let board = parse_board("1 2 3 4 5 6 0 7 8")?;
/// let goal = Goal::blank_last(board.shape());
/// let verdict = check_solution(&board, &goal, "['R', 'R']", &SolutionOptions::default(), system_clock())?;
/// assert_eq!(verdict.notation, Notation::BlankDirections);
/// assert!(verdict.valid());
/// assert_eq!(verdict.optimal, Some(Optimal::Length(2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A [`SolutionInputError`] when the list cannot be read, or reads two ways (see the module).
pub fn check_solution(
    board: &Board,
    goal: &Goal,
    moves_text: &str,
    options: &SolutionOptions,
    clock: Clock,
) -> Result<SolutionVerdict, SolutionInputError> {
    let mut verdict = read_solution(board, goal, moves_text, options.convention)?;
    if verdict.valid() {
        verdict.optimal = Some(match optimal_length(board, goal, &options.limits, options.databases.as_ref(), clock) {
            // A valid list as long as the bound proves the bound.
            Optimal::AtLeast(bound) if bound >= verdict.moves => Optimal::Length(verdict.moves),
            optimal => optimal,
        });
    }
    Ok(verdict)
}

/// Checks `moves_text` as [`check_solution`] does, without searching for the optimal length.
///
/// # Errors
/// As [`check_solution`].
pub fn read_solution(
    board: &Board,
    goal: &Goal,
    moves_text: &str,
    convention: Convention,
) -> Result<SolutionVerdict, SolutionInputError> {
    let (notation, choice, moves, walk) = match read_moves(moves_text, board)? {
        Written::Directions(directions) => {
            let (notation, choice, walk) = choose(board, goal, &directions, convention)?;
            (notation, Some(choice), directions.len(), walk)
        }
        Written::Tiles(tiles) => {
            let mut walk = Walk::new(board, goal);
            for &tile in &tiles {
                if let Err(error) = walk.board.play(Move::Tile(tile)) {
                    walk.wrong = Some(WrongMove::Tile { step: walk.played + 1, error });
                    break;
                }
                walk.moved(goal);
            }
            (Notation::TileNumbers, None, tiles.len(), walk)
        }
        Written::Boards(boards) => {
            let skip_start = usize::from(boards.first() == Some(board));
            let mut walk = Walk::new(board, goal);
            for (index, next) in boards.iter().enumerate().skip(skip_start) {
                if !one_move_apart(&walk.board, next) {
                    walk.wrong = Some(WrongMove::NotOneMove { board: index + 1 });
                    break;
                }
                walk.board.clone_from(next);
                walk.moved(goal);
            }
            (Notation::Boards, None, boards.len() - skip_start, walk)
        }
    };
    let distance_left = manhattan(&walk.board, goal);
    Ok(SolutionVerdict {
        notation,
        choice,
        moves,
        played: walk.played,
        path: walk.path,
        wrong: walk.wrong,
        goal_first_reached: walk.goal_at,
        end: walk.board,
        distance_left,
        optimal: None,
    })
}

/// A walk along a move list: the board reached, the moves played, the first wrong one, and
/// when the goal was first on the board.
struct Walk {
    board: Board,
    played: usize,
    /// Each legal move, and where the blank was before the next one.
    path: Vec<SolutionMove>,
    blank: usize,
    wrong: Option<WrongMove>,
    goal_at: Option<usize>,
}

impl Walk {
    fn new(start: &Board, goal: &Goal) -> Self {
        Self {
            board: start.clone(),
            played: 0,
            path: Vec::new(),
            blank: start.blank(),
            wrong: None,
            goal_at: goal.is_solved(start).then_some(0),
        }
    }

    /// A legal move was played: the tile it slid sits where the blank was, come from where the
    /// blank is.
    fn moved(&mut self, goal: &Goal) {
        let (from, to) = (self.board.blank(), self.blank);
        let shape = self.board.shape();
        if let Some(direction) = Direction::ALL.into_iter().find(|&d| shape.neighbor(from, d) == Some(to)) {
            self.path.push(SolutionMove { tile: self.board.tiles()[to], direction });
        }
        self.blank = from;
        self.played += 1;
        if self.goal_at.is_none() && goal.is_solved(&self.board) {
            self.goal_at = Some(self.played);
        }
    }

    /// Walks directions, each the way a tile slides, or (with `blank`) the way the blank goes.
    fn directions(start: &Board, goal: &Goal, directions: &[(Direction, String)], blank: bool) -> Self {
        let mut walk = Self::new(start, goal);
        for (direction, written) in directions {
            let slide = if blank { direction.opposite() } else { *direction };
            if walk.board.slide(slide).is_err() {
                let (step, written, edge) = (walk.played + 1, written.clone(), slide.opposite());
                walk.wrong = Some(if blank {
                    WrongMove::BlankAtEdge { step, written, edge }
                } else {
                    WrongMove::NoTile { step, written, edge }
                });
                break;
            }
            walk.moved(goal);
        }
        walk
    }
}

/// The reading of `directions` the module's rule chooses.
fn choose(
    board: &Board,
    goal: &Goal,
    directions: &[(Direction, String)],
    convention: Convention,
) -> Result<(Notation, Choice, Walk), SolutionInputError> {
    let tile = || Walk::directions(board, goal, directions, false);
    let blank = || Walk::directions(board, goal, directions, true);
    let (as_tile, as_blank) = match convention {
        Convention::Tile => return Ok((Notation::TileDirections, Choice::Asked, tile())),
        Convention::Blank => return Ok((Notation::BlankDirections, Choice::Asked, blank())),
        Convention::Auto => (tile(), blank()),
    };
    let (use_blank, choice) = match (as_tile.wrong.is_none(), as_blank.wrong.is_none()) {
        (true, false) => (false, Choice::OnlyLegal),
        (false, true) => (true, Choice::OnlyLegal),
        (true, true) if as_tile.board == as_blank.board => (false, Choice::SameEnd),
        (true, true) if goal.is_solved(&as_tile.board) => (false, Choice::OnlyReachesGoal),
        (true, true) if goal.is_solved(&as_blank.board) => (true, Choice::OnlyReachesGoal),
        (true, true) => {
            return Err(SolutionInputError::Ambiguous {
                tile_distance: manhattan(&as_tile.board, goal),
                blank_distance: manhattan(&as_blank.board, goal),
                tile_end: as_tile.board,
                blank_end: as_blank.board,
            });
        }
        (false, false) => (as_blank.played > as_tile.played, Choice::GoesFurther),
    };
    Ok(if use_blank {
        (Notation::BlankDirections, choice, as_blank)
    } else {
        (Notation::TileDirections, choice, as_tile)
    })
}

/// Whether `next` is `board` after one legal move: the blanks on neighbouring cells, the tile
/// between them swapped, every other cell the same.
fn one_move_apart(board: &Board, next: &Board) -> bool {
    let (from, to) = (board.blank(), next.blank());
    board.shape() == next.shape()
        && board.shape().distance(from, to) == 1
        && board.tiles().iter().zip(next.tiles()).enumerate().all(|(cell, (a, b))| {
            if cell == from || cell == to { board.tile_at(to) == next.tile_at(from) } else { a == b }
        })
}
