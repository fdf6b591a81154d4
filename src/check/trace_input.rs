//! Reading a trace: the boards a program printed, in order, from its own output.
//!
//! Every board goes through the core's one board parser ([`parse_board`]); this module only
//! finds where each board's text starts and ends. It reads, for boards of a known shape:
//!
//! - **a list of boards**: the whole text one bracketed list (JSON, or Python's printed lists
//!   and tuples), each item a board in any bracketed form the parser reads:
//!   `[(1, 2, 3, 4, 5, 6, 7, 8, 0), ...]`, `[[[1, 2, 3], [4, 5, 6], [7, 8, 0]], ...]`;
//! - **one board a line**, in any one-line format the parser reads (`1 2 3 4 5 6 7 8 0`,
//!   `123456780`, `[1, 2, 3, ...]`, `(1, 2, 3, ...)`, `[[1, 2, 3], [4, 5, 6], [7, 8, 0]]`);
//! - **one board a block of rows**: the shape's rows on consecutive lines, in any format of
//!   rows the parser reads (numbers, compact digits, Markdown or ASCII table rows), with or
//!   without blank lines between boards.
//!
//! Which of the two line layouts a trace uses is decided once, by its first line of numbers:
//! a whole board makes it one board a line, fewer numbers make it blocks of rows.
//!
//! **Other text** is skipped when it cannot be taken for a board:
//! - a line with a label before a board (`Expanding: 1 2 3 4 5 6 7 8 0`, `node 5 f=8 -> [1, ...]`)
//!   is that board: the label is the text up to a separator (space, `:`, `=`, `>`) after a
//!   letter, and the board is what follows it;
//! - a line with a letter and no board after its label (`Expanding:`, `nodes expanded: 31`)
//!   is skipped, and so are lines without a digit (`-----`, table borders); between rows it
//!   ends a block, so its rows must make whole boards;
//! - but a line that could be a board and is not is refused, never skipped: a line of numbers
//!   alone in a trace of one board a line, or numbers after a label that count one of the
//!   shape's cells give or take one (`Expanding: 1 2 3 4 5 6 7 8 8`), are named with the
//!   parser's message.
//!
//! The text is bounded: at most [`MAX_TRACE_BYTES`] and [`MAX_TRACE_BOARDS`], refused past
//! either with the limit named.

use thiserror::Error;

use crate::model::board::{Board, BoardError};
use crate::model::parse::{ParseError, parse_board};
use crate::model::shape::Shape;
use crate::words::{Message, Said};

/// The most text a trace may be: 16 MiB.
pub const MAX_TRACE_BYTES: usize = 16 * 1024 * 1024;
/// The most boards a trace may hold.
pub const MAX_TRACE_BOARDS: usize = 200_000;

/// The most places on one line of text where a board after a label is looked for.
const MAX_LABEL_TRIES: usize = 16;

/// Why a text is not a trace of boards.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TraceInputError {
    /// Longer than [`MAX_TRACE_BYTES`].
    TooLong(usize),
    /// More than [`MAX_TRACE_BOARDS`] boards.
    TooManyBoards,
    /// No board anywhere in the text.
    NoBoards(Shape),
    /// A board's text the parser refused.
    BadBoard {
        /// The board's place in the trace, from 1.
        index: usize,
        /// The line its text starts on, from 1.
        line: usize,
        /// The parser's message.
        error: ParseError,
    },
    /// A board of another shape than the start.
    WrongShape {
        /// The board's place in the trace, from 1.
        index: usize,
        /// The line it starts on, from 1.
        line: usize,
        /// Its shape.
        found: Shape,
        /// The start board's shape.
        expected: Shape,
    },
    /// Rows that do not make whole boards.
    PartBoard {
        /// The board's place in the trace, from 1.
        index: usize,
        /// The line of its first row, from 1.
        line: usize,
        /// Rows found.
        found: usize,
        /// Rows a board has.
        rows: usize,
        /// The start board's shape.
        shape: Shape,
    },
    /// A list whose brackets do not close.
    Unclosed,
}

impl Said for TraceInputError {
    fn message(&self) -> Message {
        match self {
            Self::TooLong(bytes) => {
                Message::new("check-trace-too-long").count("bytes", *bytes).count("most", MAX_TRACE_BYTES)
            }
            Self::TooManyBoards => Message::new("check-trace-too-many-boards").count("most", MAX_TRACE_BOARDS),
            Self::NoBoards(shape) => Message::new("check-trace-no-boards").text("shape", shape),
            Self::BadBoard { index, line, error } => Message::new("check-trace-bad-board")
                .text("index", index)
                .text("line", line)
                .message("reason", error.message()),
            Self::WrongShape { index, line, found, expected } => Message::new("check-trace-wrong-shape")
                .text("index", index)
                .text("line", line)
                .text("found", found)
                .text("expected", expected),
            Self::PartBoard { index, line, found, rows, shape } => Message::new("check-trace-part-board")
                .text("index", index)
                .text("line", line)
                .count("found", *found)
                .count("rows", *rows)
                .text("shape", shape),
            Self::Unclosed => Message::new("check-trace-unclosed"),
        }
    }
}

crate::words::english_display!(TraceInputError);

/// Reads the boards of a trace, each of `shape` (the start board's), as the module says.
///
/// ```
/// use npuzzle::{Shape, check::trace_input::read_trace};
///
/// let shape = Shape::square(3)?;
/// let boards = read_trace("Expanding: 1 2 3 4 5 6 7 8 0\nExpanding: 123456708\n", shape)?;
/// assert_eq!(boards.len(), 2);
/// let blocks = read_trace("1 2 3\n4 5 6\n7 8 0\n\n1 2 3\n4 5 6\n7 0 8\n", shape)?;
/// assert_eq!(blocks, boards);
/// let list = read_trace("[(1, 2, 3, 4, 5, 6, 7, 8, 0), (1, 2, 3, 4, 5, 6, 7, 0, 8)]", shape)?;
/// assert_eq!(list, boards);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A [`TraceInputError`] naming the limit passed, or the first board that does not read, by
/// its place in the trace and its line, with the parser's message.
pub fn read_trace(text: &str, shape: Shape) -> Result<Vec<Board>, TraceInputError> {
    if text.len() > MAX_TRACE_BYTES {
        return Err(TraceInputError::TooLong(text.len()));
    }
    let mut boards = Boards { shape, boards: Vec::new() };
    let trimmed = text.trim();
    let starts_list = trimmed.starts_with(['[', '(']);
    if starts_list && closing_of_first(trimmed).is_some_and(|end| end + 1 == trimmed.len()) {
        // One bracketed board (`[1, 2, ...]`, `[[1, 2, 3], ...]`) is a trace of one board.
        match read_one(trimmed, shape) {
            Read::Board(board) => boards.push(board)?,
            _ => read_list(text, &mut boards)?,
        }
    } else if starts_list && closing_of_first(trimmed).is_none() {
        return Err(TraceInputError::Unclosed);
    } else {
        read_lines(text, &mut boards)?;
    }
    if boards.boards.is_empty() {
        return Err(TraceInputError::NoBoards(shape));
    }
    Ok(boards.boards)
}

/// The boards read so far, and the shape each must have.
struct Boards {
    shape: Shape,
    boards: Vec<Board>,
}

impl Boards {
    /// The next board's place in the trace, from 1.
    fn next_index(&self) -> usize {
        self.boards.len() + 1
    }

    fn push(&mut self, board: Board) -> Result<(), TraceInputError> {
        if self.boards.len() == MAX_TRACE_BOARDS {
            return Err(TraceInputError::TooManyBoards);
        }
        self.boards.push(board);
        Ok(())
    }

    /// Reads `text` (starting on `line`) as the next board, or says why it is none.
    fn read(&mut self, text: &str, line: usize) -> Result<(), TraceInputError> {
        let read = read_one(text, self.shape);
        self.take(read, line)
    }

    /// Takes what a text (starting on `line`) read as for the next board: it, or why it is none.
    fn take(&mut self, read: Read, line: usize) -> Result<(), TraceInputError> {
        let index = self.next_index();
        match read {
            Read::Board(board) => self.push(board),
            Read::Broken(error) | Read::NotBoard(error) => Err(TraceInputError::BadBoard { index, line, error }),
            Read::OtherShape(found) => Err(TraceInputError::WrongShape { index, line, found, expected: self.shape }),
        }
    }
}

/// What a piece of text is, as a board of a shape.
enum Read {
    /// A board of the shape.
    Board(Board),
    /// A board of another shape.
    OtherShape(Shape),
    /// Numbers that count the shape's cells, give or take one, and are no board: the parser's
    /// message. Such a text is never taken for anything else.
    Broken(ParseError),
    /// Not a board of the shape (a row, a word): the parser's message.
    NotBoard(ParseError),
}

/// Reads `text` as one board of `shape`: as written, then (for text on one line) as that
/// shape's board, so a rectangle's numbers on one line read as it.
fn read_one(text: &str, shape: Shape) -> Read {
    let error = match parse_board(text) {
        Ok(board) if board.shape() == shape => return Read::Board(board),
        Ok(board) => return Read::OtherShape(board.shape()),
        Err(error) => error,
    };
    // Only a count of numbers can read otherwise once the shape is given: a word, a bad
    // prefix or bracket reads no better.
    let miscounted = matches!(error, ParseError::NotSquare { .. } | ParseError::Board(_));
    if !miscounted || text.trim().contains('\n') {
        return Read::NotBoard(error);
    }
    match parse_board(&format!("{shape}: {text}")) {
        Ok(board) => Read::Board(board),
        Err(shaped @ ParseError::Board(BoardError::WrongCount { found, .. })) if found.abs_diff(shape.cells()) > 1 => {
            Read::NotBoard(shaped)
        }
        Err(shaped @ ParseError::Board(_)) => Read::Broken(shaped),
        Err(_) if matches!(error, ParseError::Board(_)) => Read::Broken(error),
        Err(_) => Read::NotBoard(error),
    }
}

/// The byte index of the bracket (`]` or `)`) closing the first one in `text`.
fn closing_of_first(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (index, byte) in text.bytes().enumerate() {
        match byte {
            b'[' | b'(' => depth += 1,
            b']' | b')' => {
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

/// The whole text one list of boards: each item at the list's top level is a board.
fn read_list(text: &str, boards: &mut Boards) -> Result<(), TraceInputError> {
    let open = text.find(['[', '(']).unwrap_or_default();
    let (mut depth, mut start, mut line) = (0usize, open + 1, 1usize);
    // The line the item being read starts on: its first character that is not a space.
    let mut item_line = None;
    for (index, byte) in text.bytes().enumerate().skip(open) {
        match byte {
            b'\n' => line += 1,
            b'[' | b'(' => depth += 1,
            b']' | b')' if depth > 1 => depth -= 1,
            b',' | b']' | b')' if depth == 1 => {
                let item = &text[start..index];
                // A trailing comma leaves an empty last item, as Python and JavaScript allow.
                if !item.trim().is_empty() || byte == b',' {
                    boards.read(item, item_line.unwrap_or(line))?;
                }
                if byte != b',' {
                    return Ok(());
                }
                (start, item_line) = (index + 1, None);
                continue;
            }
            _ => {}
        }
        if index >= start && item_line.is_none() && !byte.is_ascii_whitespace() {
            item_line = Some(line);
        }
    }
    Err(TraceInputError::Unclosed)
}

/// How the lines of a trace hold boards, decided by its first line of numbers alone.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// Not yet known: no line of numbers alone so far.
    Unknown,
    /// One board a line.
    Lines,
    /// Each board its rows on consecutive lines.
    Blocks,
}

/// The rows of the board being gathered, in block layout.
struct Block {
    text: String,
    rows: usize,
    first_line: usize,
}

/// A trace of lines: one board a line, or blocks of rows; labels and other text around them.
fn read_lines(text: &str, boards: &mut Boards) -> Result<(), TraceInputError> {
    let shape = boards.shape;
    let mut layout = Layout::Unknown;
    let mut block = Block { text: String::new(), rows: 0, first_line: 0 };
    for (at, raw) in text.split('\n').enumerate() {
        let (line, number) = (raw.trim(), at + 1);
        if line.is_empty() {
            end_block(&mut block, boards)?;
        } else if line.contains(char::is_alphabetic) {
            end_block(&mut block, boards)?;
            labelled(line, number, boards)?;
        } else if !line.bytes().any(|b| b.is_ascii_digit()) {
            // A rule or border: not a board, and not the end of one (a table's rows have them
            // between them).
        } else {
            if layout != Layout::Blocks {
                let read = data_line(line, shape);
                if layout == Layout::Unknown {
                    layout = match read {
                        Read::Board(_) | Read::Broken(_) => Layout::Lines,
                        Read::OtherShape(_) | Read::NotBoard(_) => Layout::Blocks,
                    };
                }
                if layout == Layout::Lines {
                    boards.take(read, number)?;
                    continue;
                }
            }
            if block.rows == 0 {
                block.first_line = number;
                block.text.clear();
            }
            block.text.push_str(line);
            block.text.push('\n');
            block.rows += 1;
            if block.rows == shape.rows() {
                boards.read(&block.text, block.first_line)?;
                block.rows = 0;
            }
        }
    }
    end_block(&mut block, boards)
}

/// A line of numbers alone as a board: as written, else after a label of numbers
/// (`12: 1 2 3 4 5 6 7 8 0`, `3 -> [1, 2, ...]`).
fn data_line(line: &str, shape: Shape) -> Read {
    match read_one(line, shape) {
        Read::Board(board) => Read::Board(board),
        other if line.contains([':', '=', '>']) => after_label(line, 0, shape, false).unwrap_or(other),
        other => other,
    }
}

/// Ends the block being gathered: an error when it holds some rows but not a whole board.
fn end_block(block: &mut Block, boards: &Boards) -> Result<(), TraceInputError> {
    if block.rows == 0 {
        return Ok(());
    }
    let shape = boards.shape;
    Err(TraceInputError::PartBoard {
        index: boards.next_index(),
        line: block.first_line,
        found: block.rows,
        rows: shape.rows(),
        shape,
    })
}

/// A board after a label on `line`: the text after one of the separators that follow the
/// label's first character (`label_start`), the earliest that reads as a board; else the
/// parser's message for the earliest that could be a board and is not (see [`Read::Broken`]).
fn after_label(line: &str, label_start: usize, shape: Shape, spaces_end_labels: bool) -> Option<Read> {
    let ends_label = |c: char| matches!(c, ':' | '=' | '>') || (spaces_end_labels && c.is_whitespace());
    let starts_board = |c: char| c.is_ascii_digit() || matches!(c, '[' | '(' | '_' | '.' | '-' | '|' | '+');
    let mut broken = None;
    let tails = line[label_start..]
        .char_indices()
        .filter(|&(_, c)| ends_label(c))
        .map(|(at, c)| line[label_start + at + c.len_utf8()..].trim_start())
        .filter(|tail| tail.starts_with(starts_board))
        .take(MAX_LABEL_TRIES);
    for tail in tails {
        let letters = tail.contains(char::is_alphabetic);
        if letters && !tail.contains("null") {
            continue;
        }
        match read_one(tail, shape) {
            board @ Read::Board(_) => return Some(board),
            Read::Broken(error) if !letters => broken = broken.or(Some(Read::Broken(error))),
            _ => {}
        }
    }
    broken
}

/// A line with a letter: a board after a label, text to skip, or numbers after a label that
/// could be a board and are not (refused).
fn labelled(line: &str, number: usize, boards: &mut Boards) -> Result<(), TraceInputError> {
    let shape = boards.shape;
    // The whole line first: JSON's `null` is a letter in a board, and so is the `x` of a shape.
    let shape_prefix = line.split_once(':').is_some_and(|(head, _)| head.parse::<Shape>().is_ok());
    if shape_prefix || line.contains("null") {
        match read_one(line, shape) {
            read @ (Read::Board(_) | Read::OtherShape(_)) => return boards.take(read, number),
            Read::Broken(_) | Read::NotBoard(_) => {}
        }
    }
    let first_letter = line.find(char::is_alphabetic).unwrap_or_default();
    match after_label(line, first_letter, shape, true) {
        Some(Read::Board(board)) => boards.push(board),
        Some(Read::Broken(error)) => Err(TraceInputError::BadBoard { index: boards.next_index(), line: number, error }),
        _ => Ok(()),
    }
}
