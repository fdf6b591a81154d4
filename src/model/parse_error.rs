//! Why a text is not a board ([`ParseError`]), where in the text ([`Location`]), and how each
//! reason is said: the facts [`super::parse`] finds, worded by the catalogues.

use thiserror::Error;

use super::board::BoardError;
use super::shape::{MIN_SIDE, Shape, ShapeError};
use crate::words::{Message, Said};

/// Where a token stood in the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Location {
    /// The row (line) from 1, when the input had several.
    pub row: Option<usize>,
    /// The position in its row (or in the whole input), from 1.
    pub item: usize,
}

impl Said for Location {
    fn message(&self) -> Message {
        match self.row {
            Some(row) => Message::new("parse-at-row").count("row", row).count("item", self.item),
            None => Message::new("parse-at").count("item", self.item),
        }
    }
}

crate::words::english_display!(Location);

/// Why a text is not a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    /// Longer than [`MAX_INPUT_BYTES`].
    TooLong(usize),
    /// Nothing but white space.
    Empty,
    /// A token that is neither a number nor a blank mark.
    NotANumber {
        /// The token.
        token: String,
        /// Where it stood.
        at: Location,
    },
    /// A number too long to be any tile.
    HugeNumber {
        /// The token.
        token: String,
        /// Where it stood.
        at: Location,
    },
    /// Rows of different lengths.
    RaggedRows {
        /// The first row that differs from row 1.
        row: usize,
        /// Its count.
        found: usize,
        /// Row 1's count.
        expected: usize,
    },
    /// One line whose count is not a square.
    NotSquare {
        /// How many numbers there were.
        count: usize,
        /// The side of the largest square board with fewer cells, if any.
        below: Option<usize>,
        /// The side of the smallest square board with more cells, if any.
        above: Option<usize>,
    },
    /// Compact digits for a board whose tiles cannot all be single digits.
    CompactTooLong {
        /// The run of digits.
        token: String,
        /// Its length.
        len: usize,
    },
    /// Text before a `:` that is not `RxC`.
    BadPrefix(String),
    /// Rows written after an `RxC:` prefix that do not make that shape.
    PrefixMismatch {
        /// The shape the prefix names.
        prefix: Shape,
        /// The shape the written rows make.
        rows: Shape,
    },
    /// Malformed JSON.
    Json {
        /// What was expected.
        problem: JsonProblem,
        /// Byte offset, from 1.
        offset: usize,
    },
    /// The shape is too small or too large.
    Shape(#[from] ShapeError),
    /// The values do not form a board of the shape.
    Board(#[from] BoardError),
}

/// What is wrong in a JSON board, where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsonProblem {
    /// Text after the closing `]`.
    AfterEnd,
    /// Not a `[` where one is needed.
    ExpectedOpen,
    /// Not a `]` where one is needed.
    ExpectedClose,
    /// Neither `,` nor `]` after an item.
    ExpectedCommaOrClose,
    /// Not a number where one is needed.
    ExpectedNumber,
}

impl Said for ParseError {
    fn message(&self) -> Message {
        match self {
            Self::TooLong(bytes) => Message::new("parse-too-long").count("count", *bytes),
            Self::Empty => Message::new("parse-empty"),
            Self::NotANumber { token, at } => {
                Message::new("parse-not-a-number").text("token", token).message("at", at.message())
            }
            Self::HugeNumber { token, at } => {
                Message::new("parse-huge-number").text("token", token).message("at", at.message())
            }
            Self::RaggedRows { row, found, expected } => {
                Message::new("parse-ragged-rows").count("row", *row).count("count", *found).count("expected", *expected)
            }
            Self::NotSquare { count, below, above } => Message::new("parse-not-square")
                .count("count", *count)
                .message("squares", squares_that_fit(*below, *above)),
            Self::CompactTooLong { token, len } => {
                Message::new("parse-compact-too-long").text("token", token).count("count", *len)
            }
            Self::BadPrefix(text) => Message::new("parse-bad-prefix").text("text", text),
            Self::PrefixMismatch { prefix, rows } => {
                Message::new("parse-prefix-mismatch").text("prefix", prefix).text("rows", rows)
            }
            Self::Json { problem, offset } => {
                let problem = match problem {
                    JsonProblem::AfterEnd => "parse-json-after-end",
                    JsonProblem::ExpectedOpen => "parse-json-expected-open",
                    JsonProblem::ExpectedClose => "parse-json-expected-close",
                    JsonProblem::ExpectedCommaOrClose => "parse-json-expected-comma",
                    JsonProblem::ExpectedNumber => "parse-json-expected-number",
                };
                Message::new("parse-json").message("problem", Message::new(problem)).count("offset", *offset)
            }
            Self::Shape(error) => error.message(),
            Self::Board(error) => error.message(),
        }
    }
}

crate::words::english_display!(ParseError);

/// The square boards nearest a one-line count: the largest below and the smallest above.
fn squares_that_fit(below: Option<usize>, above: Option<usize>) -> Message {
    let fit = |side: usize| {
        Message::new("parse-square-fit").count("cells", side * side).text("shape", format!("{side}x{side}"))
    };
    match (below, above) {
        (Some(below), Some(above)) => {
            Message::new("parse-squares-between").message("below", fit(below)).message("above", fit(above))
        }
        (Some(below), None) => Message::new("parse-squares-largest").message("below", fit(below)),
        // 2x2 to 10x10 always has a square above or below; none above is the smallest's side.
        (None, above) => fit(above.unwrap_or(MIN_SIDE)),
    }
}
