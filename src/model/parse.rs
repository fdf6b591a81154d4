//! Reading boards from text: one idea, the one reader of every format and its one error type
//! with the message each error says, kept together so a format and its errors change as one.
//!
//! Accepted, with the blank written `0`, `_`, `.` or `-`:
//! - one line of numbers separated by spaces or commas (`1 2 3 4 5 6 7 8 0`), a square board;
//! - one row per line (or rows separated by `;` or `/`, as the page writes a board in a
//!   sentence: `8 6 7 / 2 5 4 / 3 _ 1`), for any rows x columns;
//! - compact digits when every tile is a single digit (`123456780`, or `123\n456\n780`);
//! - an `RxC:` prefix for a rectangular board on one line (`2x3: 1 2 3 4 5 0`), or before
//!   rows that make that shape;
//! - a JSON array of numbers or of rows (`[[1,2],[3,0]]`), `null` also standing for the blank;
//! - tuples, as a list of rows or nested (`(1, 2), (3, 0)`, `((1,2),(3,0))`), read as JSON;
//! - a Markdown or ASCII table, one row a line (`| 1 | 2 |`), its `|---|` separator rows and
//!   `+---+` borders skipped, an empty cell the blank (box-drawing tables too).

use std::fmt;

use thiserror::Error;

use crate::words::{Message, Said};

use super::board::{Board, BoardError};
use super::names::echo;
use super::shape::{MAX_SIDE, MIN_SIDE, Shape, ShapeError};

/// The most text [`parse_board`] reads; longer input is refused before parsing.
pub const MAX_INPUT_BYTES: usize = 64 * 1024;

/// Compact digits only work while every tile is one digit: at most 10 cells (2x5).
const MAX_COMPACT_CELLS: usize = 10;

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

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

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

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

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

/// One cell as written: a number, or the blank (`None`), and where it stood.
pub(super) type Token = (Option<u32>, Location);

/// Reads a board in any of the module's formats.
///
/// ```
/// use npuzzle::parse_board;
///
/// let a = parse_board("1 2 3 4 5 6 7 8 0")?;
/// assert_eq!(parse_board("123456780")?, a);
/// assert_eq!(parse_board("1,2,3\n4,5,6\n7,8,_")?, a);
/// assert_eq!(parse_board("[[1,2,3],[4,5,6],[7,8,0]]")?, a);
/// assert_eq!(parse_board("2x3: 1 2 3 4 5 -")?.shape().cols(), 3);
///
/// let err = parse_board("1 2 3 4 5 6 7 8 8").unwrap_err();
/// assert_eq!(err.to_string(), "tile 8 appears twice: at row 3, column 2 and at row 3, column 3; the blank is missing");
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
///
/// # Errors
/// A [`ParseError`] naming what is wrong and where.
pub fn parse_board(text: &str) -> Result<Board, ParseError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(ParseError::TooLong(text.len()));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(ParseError::Empty);
    }
    let (prefix, body) = split_prefix(text)?;
    let rows = if body.starts_with(['[', '(']) {
        bracketed_rows(body)?
    } else if body.starts_with('+') || body.contains(|c| is_table_bar(c) || is_box_drawing(c)) {
        table_rows(body)?
    } else {
        text_rows(body)?
    };
    let shape = match prefix {
        // Rows written on separate lines must make the shape the prefix names.
        Some(shape) if rows.len() > 1 => match shape_of(&rows)? {
            written if written == shape => shape,
            written => return Err(ParseError::PrefixMismatch { prefix: shape, rows: written }),
        },
        Some(shape) => shape,
        None => shape_of(&rows)?,
    };
    let values: Vec<u32> = rows.iter().flatten().map(|(value, _)| value.unwrap_or(0)).collect();
    Ok(Board::new(shape, &values)?)
}

/// Splits off an `RxC:` prefix (a colon after a table's bar is the table's alignment mark).
fn split_prefix(text: &str) -> Result<(Option<Shape>, &str), ParseError> {
    let Some((head, body)) = text.split_once(':').filter(|(head, _)| !head.contains(is_table_bar)) else {
        return Ok((None, text));
    };
    let shape = head.parse::<Shape>().map_err(|error| match error {
        ShapeError::Unreadable(_) => ParseError::BadPrefix(head.trim().chars().take(40).collect()),
        out_of_range @ ShapeError::OutOfRange { .. } => ParseError::Shape(out_of_range),
    })?;
    Ok((Some(shape), body.trim()))
}

/// The shape the rows imply: their layout when there are several, a square when there is one.
pub(super) fn shape_of(rows: &[Vec<Token>]) -> Result<Shape, ParseError> {
    if let [only] = rows {
        let count = only.len();
        // One short of a square is most likely a forgotten tile: judge it as that square, so
        // the message names what is missing.
        return match (MIN_SIDE..=MAX_SIDE).find(|side| side * side == count || side * side == count + 1) {
            Some(side) => Ok(Shape::square(side)?),
            None => Err(ParseError::NotSquare {
                count,
                below: (MIN_SIDE..=MAX_SIDE).rev().find(|side| side * side < count),
                above: (MIN_SIDE..=MAX_SIDE).find(|side| side * side > count),
            }),
        };
    }
    let expected = rows[0].len();
    if let Some((index, row)) = rows.iter().enumerate().find(|(_, row)| row.len() != expected) {
        return Err(ParseError::RaggedRows { row: index + 1, found: row.len(), expected });
    }
    Ok(Shape::new(rows.len(), expected)?)
}

/// Rows of plain text: lines (or parts separated by `;` or `/`), each of numbers or of compact
/// digits.
fn text_rows(body: &str) -> Result<Vec<Vec<Token>>, ParseError> {
    let lines: Vec<&str> = body.split(['\n', ';', '/']).map(str::trim).filter(|line| !line.is_empty()).collect();
    let multiline = lines.len() > 1;
    let mut rows = Vec::with_capacity(lines.len());
    let mut item_base = 0;
    for (index, line) in lines.iter().enumerate() {
        let row = multiline.then_some(index + 1);
        let words: Vec<&str> = line.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).collect();
        let cells = match words.as_slice() {
            [word] if word.len() > 1 && word.chars().all(is_compact_char) => compact_cells(word, row)?,
            _ => words
                .iter()
                .enumerate()
                .map(|(i, word)| token(word, Location { row, item: item_base + i + 1 }))
                .collect::<Result<_, _>>()?,
        };
        if !multiline {
            item_base += cells.len();
        }
        rows.push(cells);
    }
    if rows.is_empty() {
        return Err(ParseError::Empty);
    }
    Ok(rows)
}

const fn is_compact_char(c: char) -> bool {
    c.is_ascii_digit() || is_blank_mark(c)
}

const fn is_blank_mark(c: char) -> bool {
    matches!(c, '_' | '.' | '-')
}

fn compact_cells(word: &str, row: Option<usize>) -> Result<Vec<Token>, ParseError> {
    if word.len() > MAX_COMPACT_CELLS {
        return Err(ParseError::CompactTooLong { token: echo(word, 20), len: word.len() });
    }
    Ok(word
        .chars()
        .enumerate()
        .map(|(i, c)| (c.to_digit(10).filter(|&d| d != 0), Location { row, item: i + 1 }))
        .collect())
}

/// One word: a number or a blank mark.
pub(super) fn token(word: &str, at: Location) -> Result<Token, ParseError> {
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && is_blank_mark(c)
    {
        return Ok((None, at));
    }
    if word.bytes().all(|b| b.is_ascii_digit()) {
        return match word.parse::<u32>() {
            Ok(0) => Ok((None, at)),
            Ok(value) => Ok((Some(value), at)),
            Err(_) => Err(ParseError::HugeNumber { token: echo(word, 20), at }),
        };
    }
    Err(ParseError::NotANumber { token: echo(word, 20), at })
}

/// A cell's bar in a table: ASCII, or box drawing's.
const fn is_table_bar(c: char) -> bool {
    matches!(c, '|' | '│' | '┃' | '║')
}

/// A box-drawing character (`─`, `┼`, `└` ...), of which drawn tables' borders are made.
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}

/// Whether a table's line is a border or a separator row: bars, dashes, corners and the colons
/// of Markdown's alignment marks only (`+---+---+`, `|:--|--:|`, `├───┼───┤`).
fn is_table_rule(line: &str) -> bool {
    let rule = |c: char| matches!(c, '+' | '-' | '=' | ':' | ' ' | '\t') || is_table_bar(c) || is_box_drawing(c);
    line.chars().all(rule) && line.contains(|c: char| !is_table_bar(c) && c != ' ' && c != '\t')
}

/// Rows of a Markdown or ASCII table: each line of cells between bars (the outer ones
/// optional), borders and separator rows skipped, an empty cell the blank.
fn table_rows(body: &str) -> Result<Vec<Vec<Token>>, ParseError> {
    let lines = body.lines().map(str::trim).filter(|line| !line.is_empty() && !is_table_rule(line));
    let mut rows = Vec::new();
    for line in lines {
        let row = Some(rows.len() + 1);
        let inner = line.strip_prefix(is_table_bar).unwrap_or(line);
        let inner = inner.strip_suffix(is_table_bar).unwrap_or(inner);
        let cells = inner
            .split(is_table_bar)
            .map(str::trim)
            .enumerate()
            .map(|(i, cell)| {
                let at = Location { row, item: i + 1 };
                if cell.is_empty() { Ok((None, at)) } else { token(cell, at) }
            })
            .collect::<Result<_, _>>()?;
        rows.push(cells);
    }
    if rows.is_empty() {
        return Err(ParseError::Empty);
    }
    Ok(rows)
}

/// Rows from JSON arrays or tuples (read as arrays): nested (`[[1,2],[3,0]]`, `((1,2),(3,0))`,
/// `[(1,2),(3,0)]`), a list of rows (`(1, 2), (3, 0)`), or one row (`(1, 2, 3, 0)`).
fn bracketed_rows(body: &str) -> Result<Vec<Vec<Token>>, ParseError> {
    let brackets: String = body
        .chars()
        .map(|c| match c {
            '(' => '[',
            ')' => ']',
            other => other,
        })
        .collect();
    // Groups side by side, separated by commas, are the rows of one list: wrap them, and count
    // JSON's character offsets from the text as written.
    let side_by_side = closing_of_first(&brackets).is_some_and(|end| brackets[end + 1..].trim_start().starts_with(','));
    if side_by_side { json_rows_at(&format!("[{brackets}]"), 1) } else { json_rows(&brackets) }
}

/// The byte index of the bracket closing the first one in `text`.
fn closing_of_first(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (index, byte) in text.bytes().enumerate() {
        match byte {
            b'[' => depth += 1,
            b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(index);
                }
            }
            _ => {}
        }
    }
    None
}

/// Rows from a JSON array of numbers (one row) or of arrays of numbers.
fn json_rows(body: &str) -> Result<Vec<Vec<Token>>, ParseError> {
    json_rows_at(body, 0)
}

/// [`json_rows`] of a text `added` characters longer at each end than the one written, so an
/// error's offset points into what was written (or just past its end).
fn json_rows_at(body: &str, added: usize) -> Result<Vec<Vec<Token>>, ParseError> {
    let end = body.len().saturating_sub(2 * added) + 1;
    json_rows_from(body).map_err(|error| match error {
        ParseError::Json { problem, offset } => {
            ParseError::Json { problem, offset: offset.saturating_sub(added).clamp(1, end) }
        }
        other => other,
    })
}

fn json_rows_from(body: &str) -> Result<Vec<Vec<Token>>, ParseError> {
    let mut reader = JsonReader { text: body.as_bytes(), at: 0 };
    reader.expect(b'[')?;
    let rows = if reader.peek() == Some(b'[') {
        let mut rows = Vec::new();
        reader.list(|r| {
            let row = Some(rows.len() + 1);
            rows.push(r.number_array(row)?);
            Ok(())
        })?;
        rows
    } else {
        vec![reader.numbers_until_close(None)?]
    };
    if reader.peek().is_some() {
        return Err(reader.error(JsonProblem::AfterEnd));
    }
    if rows.iter().all(Vec::is_empty) {
        return Err(ParseError::Empty);
    }
    Ok(rows)
}

/// A small reader for the JSON subset boards use: arrays, non-negative integers and `null`.
struct JsonReader<'a> {
    text: &'a [u8],
    at: usize,
}

impl JsonReader<'_> {
    fn peek(&mut self) -> Option<u8> {
        while self.text.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
        self.text.get(self.at).copied()
    }

    const fn error(&self, problem: JsonProblem) -> ParseError {
        ParseError::Json { problem, offset: self.at + 1 }
    }

    fn expect(&mut self, byte: u8) -> Result<(), ParseError> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(if byte == b'[' { JsonProblem::ExpectedOpen } else { JsonProblem::ExpectedClose }))
        }
    }

    /// Items up to the closing `]` (the opening one already read), separated by commas.
    fn list(&mut self, mut item: impl FnMut(&mut Self) -> Result<(), ParseError>) -> Result<(), ParseError> {
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(());
        }
        loop {
            item(self)?;
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(());
                }
                _ => return Err(self.error(JsonProblem::ExpectedCommaOrClose)),
            }
        }
    }

    fn number_array(&mut self, row: Option<usize>) -> Result<Vec<Token>, ParseError> {
        self.expect(b'[')?;
        self.numbers_until_close(row)
    }

    fn numbers_until_close(&mut self, row: Option<usize>) -> Result<Vec<Token>, ParseError> {
        let mut cells = Vec::new();
        self.list(|r| {
            let at = Location { row, item: cells.len() + 1 };
            cells.push(r.value(at)?);
            Ok(())
        })?;
        Ok(cells)
    }

    fn value(&mut self, at: Location) -> Result<Token, ParseError> {
        self.peek();
        let rest = &self.text[self.at..];
        if rest.starts_with(b"null") {
            self.at += 4;
            return Ok((None, at));
        }
        let len =
            rest.iter().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'+')).count();
        if len == 0 {
            return Err(self.error(JsonProblem::ExpectedNumber));
        }
        let word = String::from_utf8_lossy(&rest[..len]).into_owned();
        self.at += len;
        token(&word, at)
    }
}
