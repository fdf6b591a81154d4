//! Goals: the arrangement a board is solved towards. Any arrangement works; two are named.

use std::str::FromStr;

use thiserror::Error;

use crate::words::{Message, Said};

use super::board::Board;
use super::names::is_named;
use super::parse::{MAX_INPUT_BYTES, ParseError, parse_board};
use super::shape::Shape;

/// Why a goal could not be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GoalError {
    /// A custom goal of another shape than the board.
    ShapeMismatch {
        /// The goal's shape.
        goal: Shape,
        /// The board's shape.
        board: Shape,
    },
    /// The goal text is neither a preset name nor a board.
    Unreadable(#[from] ParseError),
}

impl Said for GoalError {
    fn message(&self) -> Message {
        match self {
            Self::ShapeMismatch { goal, board } => {
                Message::new("goal-shape-mismatch").text("goal", goal).text("board", board)
            }
            Self::Unreadable(reason) => Message::new("goal-unreadable").message("reason", reason.message()),
        }
    }
}

crate::words::english_display!(GoalError);

/// A goal as a user names it, before the board's shape is known.
///
/// ```
/// use npuzzle::{GoalSpec, Shape};
///
/// let goal = "blank-first".parse::<GoalSpec>()?.resolve(Shape::square(3)?)?;
/// assert_eq!(goal.board().to_line(), "0 1 2 3 4 5 6 7 8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum GoalSpec {
    /// `1 2 ... N 0`: the blank in the bottom-right corner (the default).
    #[default]
    BlankLast,
    /// `0 1 ... N`: the blank in the top-left corner (Korf's convention).
    BlankFirst,
    /// Any arrangement.
    Custom(Board),
}

impl GoalSpec {
    /// The name of [`GoalSpec::BlankLast`].
    pub const BLANK_LAST: &'static str = "blank-last";
    /// The name of [`GoalSpec::BlankFirst`].
    pub const BLANK_FIRST: &'static str = "blank-first";

    /// The goal's name, `blank-last` or `blank-first`; `None` for a custom arrangement.
    ///
    /// ```
    /// use npuzzle::GoalSpec;
    ///
    /// assert_eq!("Blank-First".parse::<GoalSpec>()?.name(), Some("blank-first"));
    /// assert_eq!("1 2 3 0".parse::<GoalSpec>()?.name(), None);
    /// # Ok::<(), npuzzle::model::goal::GoalError>(())
    /// ```
    #[must_use]
    pub const fn name(&self) -> Option<&'static str> {
        match self {
            Self::BlankLast => Some(Self::BLANK_LAST),
            Self::BlankFirst => Some(Self::BLANK_FIRST),
            Self::Custom(_) => None,
        }
    }

    /// The goal for boards of `shape`.
    ///
    /// # Errors
    /// [`GoalError::ShapeMismatch`] when a custom goal has another shape.
    pub fn resolve(&self, shape: Shape) -> Result<Goal, GoalError> {
        match self {
            Self::BlankLast => Ok(Goal::blank_last(shape)),
            Self::BlankFirst => Ok(Goal::blank_first(shape)),
            Self::Custom(board) if board.shape() == shape => Ok(Goal::new(board.clone())),
            Self::Custom(board) => Err(GoalError::ShapeMismatch { goal: board.shape(), board: shape }),
        }
    }
}

impl FromStr for GoalSpec {
    type Err = GoalError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        // The untrimmed text, so the 64 KiB limit counts the same bytes as for a board.
        if text.len() <= MAX_INPUT_BYTES {
            if is_named(text, Self::BLANK_LAST) {
                return Ok(Self::BlankLast);
            }
            if is_named(text, Self::BLANK_FIRST) {
                return Ok(Self::BlankFirst);
            }
        }
        Ok(Self::Custom(parse_board(text)?))
    }
}

/// A goal arrangement with each tile's goal cell at hand, as heuristics need it.
///
/// ```
/// use npuzzle::{Goal, Shape};
///
/// let goal = Goal::blank_last(Shape::square(3)?);
/// assert_eq!(goal.position_of(1), 0);
/// assert_eq!(goal.position_of(0), 8);
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Goal {
    board: Board,
    position_of: Vec<usize>,
}

impl Goal {
    /// A goal from any board.
    #[must_use]
    pub fn new(board: Board) -> Self {
        let mut position_of = vec![0; board.tiles().len()];
        for (index, &tile) in board.tiles().iter().enumerate() {
            position_of[usize::from(tile)] = index;
        }
        Self { board, position_of }
    }

    /// `1 2 ... N 0`.
    #[must_use]
    pub fn blank_last(shape: Shape) -> Self {
        let cells = shape.cells();
        Self::from_order(shape, (1..cells).chain([0]))
    }

    /// `0 1 ... N`.
    #[must_use]
    pub fn blank_first(shape: Shape) -> Self {
        Self::from_order(shape, 0..shape.cells())
    }

    fn from_order(shape: Shape, order: impl Iterator<Item = usize>) -> Self {
        let values: Vec<u32> = order.map(|v| u32::try_from(v).expect("at most 100 cells")).collect();
        Self::new(Board::new(shape, &values).expect("a preset is a permutation of 0..N"))
    }

    /// The goal arrangement.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The goal's shape.
    #[must_use]
    pub const fn shape(&self) -> Shape {
        self.board.shape()
    }

    /// The cell index where `tile` belongs (`0` for the blank).
    #[must_use]
    pub fn position_of(&self, tile: u8) -> usize {
        self.position_of[usize::from(tile)]
    }

    /// Whether `board` is this goal.
    #[must_use]
    pub fn is_solved(&self, board: &Board) -> bool {
        board == &self.board
    }
}
