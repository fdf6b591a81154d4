//! Moves: a direction letter names the way a **tile** slides into the blank.
//!
//! `L` slides the tile to the right of the blank leftwards, so the blank moves right.
//! A move can also be named by the number of the tile that slides.

use std::fmt;

use thiserror::Error;

use crate::words::{Message, Said};

/// Why a move was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// No tile lies on the side of the blank that would slide this way.
    NoTileToSlide(Direction),
    /// The named tile does not touch the blank.
    NotNextToBlank(u8),
    /// The named tile is not on this board.
    NoSuchTile {
        /// The tile asked for.
        tile: u32,
        /// The largest tile on the board.
        max: usize,
    },
    /// The named tile shares neither the blank's row nor its column.
    NotInLine(u8),
    /// A cell index beyond the board.
    NoSuchCell {
        /// The index asked for.
        index: usize,
        /// The last cell index.
        last: usize,
    },
    /// A move in a move list is neither a direction letter nor a tile number.
    Unreadable(String),
}

impl Said for MoveError {
    fn message(&self) -> Message {
        match self {
            Self::NoTileToSlide(direction) => Message::new("move-no-tile-to-slide").text("direction", direction),
            Self::NotNextToBlank(tile) => Message::new("move-not-next-to-blank").text("tile", tile),
            Self::NoSuchTile { tile, max } => Message::new("move-no-such-tile").text("tile", tile).text("last", max),
            Self::NotInLine(tile) => Message::new("move-not-in-line").text("tile", tile),
            Self::NoSuchCell { index, last } => {
                Message::new("move-no-such-cell").text("cell", index).text("last", last)
            }
            Self::Unreadable(text) => Message::new("move-unreadable").text("text", text),
        }
    }
}

crate::words::english_display!(MoveError);

/// The way a tile slides into the blank.
///
/// ```
/// use npuzzle::Direction;
///
/// assert_eq!(Direction::from_letter('l'), Some(Direction::Left));
/// assert_eq!(Direction::Left.letter(), 'L');
/// assert_eq!(Direction::Left.opposite(), Direction::Right);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// The tile below the blank slides up.
    Up,
    /// The tile above the blank slides down.
    Down,
    /// The tile right of the blank slides left.
    Left,
    /// The tile left of the blank slides right.
    Right,
}

impl Direction {
    /// All four directions, in the order searches try them.
    pub const ALL: [Self; 4] = [Self::Up, Self::Down, Self::Left, Self::Right];

    /// The letter `U`, `D`, `L` or `R`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Self::Up => 'U',
            Self::Down => 'D',
            Self::Left => 'L',
            Self::Right => 'R',
        }
    }

    /// The direction of a letter, either case.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Self> {
        match letter.to_ascii_uppercase() {
            'U' => Some(Self::Up),
            'D' => Some(Self::Down),
            'L' => Some(Self::Left),
            'R' => Some(Self::Right),
            _ => None,
        }
    }

    /// The move that undoes this one.
    #[must_use]
    pub const fn opposite(self) -> Self {
        match self {
            Self::Up => Self::Down,
            Self::Down => Self::Up,
            Self::Left => Self::Right,
            Self::Right => Self::Left,
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Up => "up",
            Self::Down => "down",
            Self::Left => "left",
            Self::Right => "right",
        })
    }
}

/// A move as a user writes it: a direction letter or the number of the tile that slides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Slide the tile that can go this way.
    Slide(Direction),
    /// Slide this tile, which must touch the blank.
    Tile(u32),
}

/// Reads a move list: direction letters (`"LURD"`, `"L U R D"`) or tile numbers (`"5 8 6"`),
/// separated by spaces or commas; letters may run together.
///
/// ```
/// use npuzzle::{Direction, model::moves::{Move, parse_moves}};
///
/// assert_eq!(parse_moves("LU, 7")?, vec![
///     Move::Slide(Direction::Left),
///     Move::Slide(Direction::Up),
///     Move::Tile(7),
/// ]);
/// # Ok::<(), npuzzle::MoveError>(())
/// ```
///
/// # Errors
/// [`MoveError::Unreadable`] names the first token that is neither.
pub fn parse_moves(text: &str) -> Result<Vec<Move>, MoveError> {
    let mut moves = Vec::new();
    for token in text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()) {
        if let Ok(tile) = token.parse::<u32>() {
            moves.push(Move::Tile(tile));
        } else {
            for letter in token.chars() {
                let dir = Direction::from_letter(letter).ok_or_else(|| MoveError::Unreadable(token.to_string()))?;
                moves.push(Move::Slide(dir));
            }
        }
    }
    Ok(moves)
}
