//! The shape of a board: rows x columns, each side from 2 to 10, written `RxC` (`4x4`).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::words::{Message, Said};

use super::moves::Direction;

/// The smallest number of rows or columns a board may have.
pub const MIN_SIDE: usize = 2;
/// The largest number of rows or columns a board may have.
pub const MAX_SIDE: usize = 10;

/// Why a shape was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShapeError {
    /// A side is shorter than 2 or longer than 10.
    OutOfRange {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// Text that is not rows x columns.
    Unreadable(String),
}

impl Said for ShapeError {
    fn message(&self) -> Message {
        match self {
            Self::OutOfRange { rows, cols } => {
                Message::new("shape-out-of-range").text("shape", format!("{rows}x{cols}"))
            }
            Self::Unreadable(text) => Message::new("shape-unreadable").text("text", text),
        }
    }
}

crate::words::english_display!(ShapeError);

/// A board's rows and columns; every cell is addressed by its row-major index.
///
/// ```
/// use npuzzle::Shape;
///
/// let shape = Shape::new(3, 4)?;
/// assert_eq!(shape.cells(), 12);
/// assert_eq!(shape.row_col(5), (1, 1));
/// assert!(Shape::new(11, 3).is_err());
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    rows: usize,
    cols: usize,
}

impl Shape {
    /// A `rows` x `cols` shape, each side between [`MIN_SIDE`] and [`MAX_SIDE`].
    ///
    /// # Errors
    /// [`ShapeError::OutOfRange`] when a side is outside 2..=10.
    pub fn new(rows: usize, cols: usize) -> Result<Self, ShapeError> {
        let side = MIN_SIDE..=MAX_SIDE;
        if side.contains(&rows) && side.contains(&cols) {
            Ok(Self { rows, cols })
        } else {
            Err(ShapeError::OutOfRange { rows, cols })
        }
    }

    /// A square shape of `side` x `side`.
    ///
    /// ```
    /// assert_eq!(npuzzle::Shape::square(4)?.cells(), 16);
    /// # Ok::<(), npuzzle::ShapeError>(())
    /// ```
    ///
    /// # Errors
    /// [`ShapeError::OutOfRange`] when `side` is outside 2..=10.
    pub fn square(side: usize) -> Result<Self, ShapeError> {
        Self::new(side, side)
    }

    /// Number of rows.
    #[must_use]
    pub const fn rows(self) -> usize {
        self.rows
    }

    /// Number of columns.
    #[must_use]
    pub const fn cols(self) -> usize {
        self.cols
    }

    /// Number of cells (tiles plus the blank).
    #[must_use]
    pub const fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// Whether rows and columns are equal.
    #[must_use]
    pub const fn is_square(self) -> bool {
        self.rows == self.cols
    }

    /// Row and column (both from 0) of a cell index.
    #[must_use]
    pub const fn row_col(self, index: usize) -> (usize, usize) {
        (index / self.cols, index % self.cols)
    }

    /// The cell next to `index` in direction `dir`, if it is on the board.
    ///
    /// ```
    /// use npuzzle::{Direction, Shape};
    ///
    /// let shape = Shape::square(3)?;
    /// assert_eq!(shape.neighbor(4, Direction::Up), Some(1));
    /// assert_eq!(shape.neighbor(0, Direction::Left), None);
    /// # Ok::<(), npuzzle::ShapeError>(())
    /// ```
    #[must_use]
    pub const fn neighbor(self, index: usize, dir: Direction) -> Option<usize> {
        let (row, col) = self.row_col(index);
        match dir {
            Direction::Up if row > 0 => Some(index - self.cols),
            Direction::Down if row + 1 < self.rows => Some(index + self.cols),
            Direction::Left if col > 0 => Some(index - 1),
            Direction::Right if col + 1 < self.cols => Some(index + 1),
            _ => None,
        }
    }

    /// Taxicab distance between two cells: the one place it is computed.
    #[must_use]
    pub const fn distance(self, a: usize, b: usize) -> usize {
        let (ar, ac) = self.row_col(a);
        let (br, bc) = self.row_col(b);
        ar.abs_diff(br) + ac.abs_diff(bc)
    }

    /// [`Shape::distance`] between cells given as bytes, as the searches keep them.
    ///
    /// ```
    /// assert_eq!(npuzzle::model::shape::FOUR_BY_FOUR.distance_between(0, 15), 6);
    /// ```
    #[must_use]
    #[expect(clippy::cast_possible_truncation, reason = "a distance on a 10x10 board is below 20")]
    pub const fn distance_between(self, a: u8, b: u8) -> u32 {
        self.distance(a as usize, b as usize) as u32
    }
}

/// The 15-puzzle's board, which the pattern databases are made for.
pub const FOUR_BY_FOUR: Shape = Shape { rows: 4, cols: 4 };

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// The one size syntax of the CLI, the page, the widget and board prefixes: rows, `x` (or `X`,
/// `×`), columns, each side written in digits, spaces allowed around the parts.
///
/// ```
/// use npuzzle::{Shape, ShapeError};
///
/// assert_eq!("4x4".parse::<Shape>()?, Shape::square(4)?);
/// assert_eq!(" 3 × 5 ".parse::<Shape>()?, Shape::new(3, 5)?);
/// assert_eq!("+2x+2".parse::<Shape>(), Err(ShapeError::Unreadable("+2x+2".into())));
/// assert_eq!("1x12".parse::<Shape>(), Err(ShapeError::OutOfRange { rows: 1, cols: 12 }));
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
impl FromStr for Shape {
    type Err = ShapeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let unreadable = || ShapeError::Unreadable(text.chars().take(MAX_ECHO).collect());
        let (rows, cols) = text.split_once(['x', 'X', '×']).ok_or_else(unreadable)?;
        let side = |part: &str| {
            let part = part.trim();
            // Digits only (no sign), and few enough that the number cannot overflow.
            let digits = !part.is_empty() && part.len() <= 4 && part.bytes().all(|b| b.is_ascii_digit());
            digits.then(|| part.parse::<usize>().ok()).flatten().ok_or_else(unreadable)
        };
        Self::new(side(rows)?, side(cols)?)
    }
}

/// The most characters of a refused text an error repeats.
const MAX_ECHO: usize = 40;
