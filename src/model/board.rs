//! The board: a shape and the tile on each cell, `0` standing for the blank.

use std::fmt;

use thiserror::Error;

use crate::words::{Message, Said, all_of};

use super::moves::{Direction, Move, MoveError};
use super::shape::Shape;

/// A cell position as people count it: row and column from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// Row, from 1 at the top.
    pub row: usize,
    /// Column, from 1 at the left.
    pub col: usize,
}

impl Cell {
    /// The cell at a row-major `index` of `shape`.
    #[must_use]
    pub const fn at(shape: Shape, index: usize) -> Self {
        let (row, col) = shape.row_col(index);
        Self { row: row + 1, col: col + 1 }
    }
}

impl Said for Cell {
    fn message(&self) -> Message {
        Message::new("model-cell").count("row", self.row).count("column", self.col)
    }
}

crate::words::english_display!(Cell);

/// Why a list of tiles is not a board of its shape.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// The number of values differs from the number of cells.
    WrongCount {
        /// The shape the values were meant for.
        shape: Shape,
        /// How many values there were.
        found: usize,
        /// Tiles (`0`: the blank) absent, when there were too few numbers and all fit the shape.
        missing: Vec<usize>,
    },
    /// A number above the largest tile.
    OutOfRange {
        /// The number.
        value: u32,
        /// Where it stands.
        cell: Cell,
        /// The board's shape.
        shape: Shape,
    },
    /// The same tile twice (so some other tile is missing).
    DuplicateTile {
        /// The tile.
        tile: u32,
        /// Where it first stands.
        first: Cell,
        /// Where it stands again.
        second: Cell,
        /// Tiles (`0`: the blank) that do not appear.
        missing: Vec<usize>,
    },
    /// Two blanks.
    DuplicateBlank {
        /// The first blank.
        first: Cell,
        /// The second blank.
        second: Cell,
        /// Tiles that do not appear.
        missing: Vec<usize>,
    },
}

impl Said for BoardError {
    fn message(&self) -> Message {
        match self {
            Self::WrongCount { shape, found, missing } => Message::new("board-wrong-count")
                .text("shape", shape)
                .count("cells", shape.cells())
                .count("count", *found)
                .message("missing", absent(missing)),
            Self::OutOfRange { value, cell, shape } => Message::new("board-out-of-range")
                .text("value", value)
                .message("cell", cell.message())
                .text("shape", shape)
                .text("last", shape.cells() - 1),
            Self::DuplicateTile { tile, first, second, missing } => Message::new("board-duplicate-tile")
                .text("tile", tile)
                .message("first", first.message())
                .message("second", second.message())
                .message("missing", absent(missing)),
            Self::DuplicateBlank { first, second, missing } => Message::new("board-duplicate-blank")
                .message("first", first.message())
                .message("second", second.message())
                .message("missing", absent(missing)),
        }
    }
}

crate::words::english_display!(BoardError);

/// `"; tiles 4 and 7 are missing"`, or nothing when none are (`0`: the blank).
fn absent(missing: &[usize]) -> Message {
    let tiles: Vec<&usize> = missing.iter().filter(|&&tile| tile != 0).collect();
    let key = match (missing.contains(&0), tiles.is_empty()) {
        (false, true) => return Message::new("board-missing-none"),
        (true, true) => return Message::new("board-missing-blank"),
        (false, false) => "board-missing-tiles",
        (true, false) => "board-missing-blank-and-tiles",
    };
    Message::new(key).count("count", tiles.len()).message("tiles", all_of(tiles))
}

/// A board: every tile from 1 to N once, and one blank (`0`), laid out row by row.
///
/// ```
/// use npuzzle::{Board, Direction, Shape};
///
/// let mut board = Board::new(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?;
/// assert_eq!(board.slide(Direction::Left)?, 8);
/// assert_eq!(board.to_string(), "1 2 3\n4 5 6\n7 8 _");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    tiles: Vec<u8>,
}

impl Board {
    /// A board of `shape` from its values in reading order, `0` for the blank.
    ///
    /// # Errors
    /// The first problem found, in this order: a number out of range, wrong count, a repeated
    /// tile or blank. Each names the tiles missing as a result.
    pub fn new(shape: Shape, values: &[u32]) -> Result<Self, BoardError> {
        let cells = shape.cells();
        let mut first_seen: Vec<Option<usize>> = vec![None; cells];
        let mut tiles = Vec::with_capacity(cells);
        let mut repeat = None;
        for (index, &value) in values.iter().enumerate() {
            let Some(tile) = u8::try_from(value).ok().filter(|&t| usize::from(t) < cells) else {
                if values.len() != cells {
                    return Err(BoardError::WrongCount { shape, found: values.len(), missing: Vec::new() });
                }
                return Err(BoardError::OutOfRange { value, cell: Cell::at(shape, index), shape });
            };
            match first_seen[usize::from(tile)] {
                Some(first) => repeat = repeat.or(Some((tile, first, index))),
                None => first_seen[usize::from(tile)] = Some(index),
            }
            tiles.push(tile);
        }
        let missing: Vec<usize> = (0..cells).filter(|&tile| first_seen[tile].is_none()).collect();
        if values.len() != cells {
            let missing = if values.len() < cells && repeat.is_none() { missing } else { Vec::new() };
            return Err(BoardError::WrongCount { shape, found: values.len(), missing });
        }
        match repeat {
            None => Ok(Self { shape, tiles }),
            Some((tile, first, second)) => {
                let (first, second) = (Cell::at(shape, first), Cell::at(shape, second));
                Err(if tile == 0 {
                    BoardError::DuplicateBlank { first, second, missing }
                } else {
                    BoardError::DuplicateTile { tile: u32::from(tile), first, second, missing }
                })
            }
        }
    }

    /// The board's shape.
    #[must_use]
    pub const fn shape(&self) -> Shape {
        self.shape
    }

    /// The tiles in reading order, `0` for the blank.
    #[must_use]
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The tile at a cell index (`0` for the blank).
    #[must_use]
    pub fn tile_at(&self, index: usize) -> u8 {
        self.tiles[index]
    }

    /// The cell index of the blank.
    #[must_use]
    pub fn blank(&self) -> usize {
        self.position_of(0)
    }

    /// The cell index of a tile (`0` for the blank).
    ///
    /// # Panics
    /// If `tile` is not on the board, which [`Board::new`] rules out for 0..N.
    #[must_use]
    pub fn position_of(&self, tile: u8) -> usize {
        self.tiles.iter().position(|&t| t == tile).expect("every tile 0..N is on a board")
    }

    /// The tile that would slide in direction `dir`, if any.
    #[must_use]
    pub fn tile_that_slides(&self, dir: Direction) -> Option<u8> {
        // The sliding tile sits on the side of the blank opposite to where it goes.
        self.shape.neighbor(self.blank(), dir.opposite()).map(|cell| self.tiles[cell])
    }

    /// The directions in which some tile can slide.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Direction> {
        Direction::ALL.into_iter().filter(|&dir| self.tile_that_slides(dir).is_some()).collect()
    }

    /// Slides the tile that can go in direction `dir`, returning its number.
    ///
    /// # Errors
    /// [`MoveError::NoTileToSlide`] when the blank is at that edge.
    pub fn slide(&mut self, dir: Direction) -> Result<u8, MoveError> {
        let blank = self.blank();
        let from = self.shape.neighbor(blank, dir.opposite()).ok_or(MoveError::NoTileToSlide(dir))?;
        self.tiles.swap(blank, from);
        Ok(self.tiles[blank])
    }

    /// Slides tile `tile` into the blank, returning the direction it went.
    ///
    /// ```
    /// use npuzzle::{Direction, parse_board};
    ///
    /// let mut board = parse_board("1 2 3 4 5 6 7 _ 8")?;
    /// assert_eq!(board.slide_tile(8)?, Direction::Left);
    /// assert!(board.slide_tile(1).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError::NoSuchTile`] or [`MoveError::NotNextToBlank`].
    pub fn slide_tile(&mut self, tile: u32) -> Result<Direction, MoveError> {
        let tile = self.tile_number(tile)?;
        let dir = Direction::ALL
            .into_iter()
            .find(|&dir| self.tile_that_slides(dir) == Some(tile))
            .ok_or(MoveError::NotNextToBlank(tile))?;
        self.slide(dir)?;
        Ok(dir)
    }

    /// Plays one move as a user wrote it, returning the tile and the direction it slid.
    ///
    /// # Errors
    /// As [`Board::slide`] or [`Board::slide_tile`].
    pub fn play(&mut self, mv: Move) -> Result<(u8, Direction), MoveError> {
        match mv {
            Move::Slide(dir) => self.slide(dir).map(|tile| (tile, dir)),
            Move::Tile(tile) => Ok((self.tile_number(tile)?, self.slide_tile(tile)?)),
        }
    }

    /// Pushes the tile on cell `index` towards the blank, as a player does by clicking it: every
    /// tile between that cell and the blank slides one step, so the blank ends on `index`. The
    /// cell must share the blank's row or column. Answers the moves in the order they happen,
    /// the tile nearest the blank first; the blank's own cell moves nothing.
    ///
    /// ```
    /// use npuzzle::{Direction, parse_board};
    ///
    /// let mut board = parse_board("1 2 3\n4 5 6\n_ 7 8")?;
    /// assert_eq!(board.slide_from(8)?, vec![(7, Direction::Left), (8, Direction::Left)]);
    /// assert_eq!(board.to_string(), "1 2 3\n4 5 6\n7 8 _");
    /// assert!(board.slide_from(0).is_err()); // tile 1 is not in the blank's row or column
    /// assert_eq!(board.slide_from(8)?, vec![]); // the blank itself
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError::NoSuchCell`] for an index beyond the board, [`MoveError::NotInLine`] for a
    /// tile outside the blank's row and column; the board is then unchanged.
    pub fn slide_from(&mut self, index: usize) -> Result<Vec<(u8, Direction)>, MoveError> {
        let cells = self.shape.cells();
        if index >= cells {
            return Err(MoveError::NoSuchCell { index, last: cells - 1 });
        }
        let blank = self.blank();
        let (row, col) = self.shape.row_col(index);
        let (blank_row, blank_col) = self.shape.row_col(blank);
        let dir = if index == blank {
            return Ok(Vec::new());
        } else if row == blank_row {
            if col > blank_col { Direction::Left } else { Direction::Right }
        } else if col == blank_col {
            if row > blank_row { Direction::Up } else { Direction::Down }
        } else {
            return Err(MoveError::NotInLine(self.tiles[index]));
        };
        let steps = self.shape.distance(index, blank);
        (0..steps).map(|_| self.slide(dir).map(|tile| (tile, dir))).collect()
    }

    /// Swaps two tiles named by number, checking both are on the board (not a legal move: it
    /// changes whether the board is solvable, which is how an unsolvable board gets fixed).
    ///
    /// ```
    /// use npuzzle::parse_board;
    ///
    /// let mut board = parse_board("2 1 3\n4 5 6\n7 8 _")?;
    /// board.try_swap_tiles(1, 2)?;
    /// assert_eq!(board.to_string(), "1 2 3\n4 5 6\n7 8 _");
    /// assert!(board.try_swap_tiles(1, 9).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError::NoSuchTile`] when either number is not a tile of this board.
    pub fn try_swap_tiles(&mut self, a: u32, b: u32) -> Result<(), MoveError> {
        let (a, b) = (self.tile_number(a)?, self.tile_number(b)?);
        self.swap_tiles(a, b);
        Ok(())
    }

    /// `tile` as a tile of this board (1 to N).
    fn tile_number(&self, tile: u32) -> Result<u8, MoveError> {
        let max = self.shape.cells() - 1;
        u8::try_from(tile).ok().filter(|&t| t != 0 && usize::from(t) <= max).ok_or(MoveError::NoSuchTile { tile, max })
    }

    /// Swaps the contents of two cells (for shuffling; not a legal move).
    pub(crate) fn swap_cells(&mut self, a: usize, b: usize) {
        self.tiles.swap(a, b);
    }

    /// Swaps two tiles (not a legal move: it changes whether the board is solvable).
    ///
    /// # Panics
    /// If either tile is not on the board.
    pub fn swap_tiles(&mut self, a: u8, b: u8) {
        let (i, j) = (self.position_of(a), self.position_of(b));
        self.tiles.swap(i, j);
    }

    /// The board on one line: `RxC:` first unless it is square, then the values, `0` for the blank.
    ///
    /// ```
    /// use npuzzle::parse_board;
    ///
    /// let board = parse_board("2x3: 1 2 3 4 5 0")?;
    /// assert_eq!(board.to_line(), "2x3: 1 2 3 4 5 0");
    /// assert_eq!(parse_board(&board.to_line())?, board);
    /// # Ok::<(), npuzzle::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_line(&self) -> String {
        let values: Vec<String> = self.tiles.iter().map(u8::to_string).collect();
        if self.shape.is_square() { values.join(" ") } else { format!("{}: {}", self.shape, values.join(" ")) }
    }
}

impl Board {
    /// The board's rows on one line, ` / ` between them, the blank as `_`: how a screen reader
    /// hears a board in a list.
    ///
    /// ```
    /// use npuzzle::parse_board;
    ///
    /// assert_eq!(parse_board("1 2 3\n4 0 6\n7 5 8")?.rows_line(), "1 2 3 / 4 _ 6 / 7 5 8");
    /// # Ok::<(), npuzzle::ParseError>(())
    /// ```
    #[must_use]
    pub fn rows_line(&self) -> String {
        let cell = |&tile: &u8| if tile == 0 { "_".to_string() } else { tile.to_string() };
        let rows: Vec<String> = self
            .tiles
            .chunks(self.shape.cols())
            .map(|row| row.iter().map(cell).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join(" / ")
    }
}

/// One row per line, numbers right-aligned, the blank as `_`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = (self.shape.cells() - 1).to_string().len();
        for (r, row) in self.tiles.chunks(self.shape.cols()).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            for (c, &tile) in row.iter().enumerate() {
                let sep = if c > 0 { " " } else { "" };
                if tile == 0 {
                    write!(f, "{sep}{:>width$}", "_")?;
                } else {
                    write!(f, "{sep}{tile:>width$}")?;
                }
            }
        }
        Ok(())
    }
}
