//! Heuristics: lower bounds on the number of moves from a board to a goal, for any goal and
//! any shape, computed from scratch or updated after one move.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::pdb::{Partition, PdbHeuristic};
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::names::{echo, one_of};
use crate::model::shape::{MAX_SIDE, Shape};

/// An unknown heuristic name.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown heuristic '{}': use {} (the pdb ones on 4x4 boards only)", echo(.0, 40), one_of(HeuristicKind::ALL))]
pub struct UnknownHeuristic(pub String);

/// The heuristics every informed search can use; each never overestimates (admissible).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum HeuristicKind {
    /// Zero: turns A* into uniform-cost search.
    None,
    /// The number of tiles not on their goal cell.
    Hamming,
    /// The sum of each tile's taxicab distance to its goal cell.
    Manhattan,
    /// Manhattan plus two moves for each tile that must leave its row or column to let
    /// another tile of that line pass it.
    #[default]
    LinearConflict,
    /// Additive pattern databases, for the 4x4 board only (see [`super::pdb`]): `pdb` is the
    /// 6-6-3 partition, `pdb-5-5-5`, `pdb-7-8` and `pdb-7-7-1` the others.
    Pdb(Partition),
}

impl HeuristicKind {
    /// Every heuristic, weakest first.
    pub const ALL: [Self; 8] = [
        Self::None,
        Self::Hamming,
        Self::Manhattan,
        Self::LinearConflict,
        Self::Pdb(Partition::SixSixThree),
        Self::Pdb(Partition::FiveFiveFive),
        Self::Pdb(Partition::SevenEight),
        Self::Pdb(Partition::SevenSevenOne),
    ];

    /// The name used by the CLI, the wasm API and URLs.
    ///
    /// ```
    /// use npuzzle::heuristic::{HeuristicKind, pdb::Partition};
    ///
    /// assert_eq!(HeuristicKind::Pdb(Partition::SixSixThree).name(), "pdb");
    /// assert_eq!("pdb-7-8".parse(), Ok(HeuristicKind::Pdb(Partition::SevenEight)));
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Hamming => "hamming",
            Self::Manhattan => "manhattan",
            Self::LinearConflict => "linear-conflict",
            Self::Pdb(Partition::SixSixThree) => "pdb",
            Self::Pdb(Partition::FiveFiveFive) => "pdb-5-5-5",
            Self::Pdb(Partition::SevenEight) => "pdb-7-8",
            Self::Pdb(Partition::SevenSevenOne) => "pdb-7-7-1",
        }
    }
}

impl fmt::Display for HeuristicKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for HeuristicKind {
    type Err = UnknownHeuristic;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::ALL.into_iter().find(|kind| kind.name() == name.trim()).ok_or_else(|| UnknownHeuristic(name.to_string()))
    }
}

/// The sum over tiles of the taxicab distance from each tile's cell to its goal cell.
///
/// ```
/// use npuzzle::{Goal, heuristic::manhattan, parse_board};
///
/// let board = parse_board("1 2 3 4 5 6 7 _ 8")?;
/// assert_eq!(manhattan(&board, &Goal::blank_last(board.shape())), 1);
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
#[must_use]
pub fn manhattan(board: &Board, goal: &Goal) -> usize {
    Heuristic::new(HeuristicKind::Manhattan, goal).evaluate(|cell| board.tile_at(cell)) as usize
}

/// A heuristic prepared for one goal: per-tile distance tables, so evaluating it and updating
/// it after a move cost a few lookups.
///
/// ```
/// use npuzzle::{Goal, heuristic::{Heuristic, HeuristicKind}, parse_board};
///
/// let board = parse_board("2 1 3 4 5 6 7 8 _")?;
/// let goal = Goal::blank_last(board.shape());
/// let lc = Heuristic::new(HeuristicKind::LinearConflict, &goal);
/// assert_eq!(lc.evaluate(|cell| board.tile_at(cell)), 4); // 1 + 1, plus 2 for the swapped pair
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Heuristic {
    kind: HeuristicKind,
    shape: Shape,
    /// `distance[tile * cells + cell]`: moves from `cell` to the tile's goal cell.
    distance: Vec<u8>,
    /// Row and column of each cell, and of each tile's goal cell (divisions done once).
    cell_row_col: Vec<(u8, u8)>,
    goal_row_col: Vec<(u8, u8)>,
    rows: LineTables,
    cols: LineTables,
    /// The pattern databases, for [`HeuristicKind::Pdb`] on a 4x4 goal.
    pdb: Option<PdbHeuristic>,
}

impl Heuristic {
    /// `kind` towards `goal`, from tables of distances. Pattern databases come through
    /// [`Heuristic::with_databases`]: a [`HeuristicKind::Pdb`] here estimates as linear
    /// conflict does, and says so ([`Heuristic::kind`]).
    #[must_use]
    pub fn new(kind: HeuristicKind, goal: &Goal) -> Self {
        let kind = if matches!(kind, HeuristicKind::Pdb(_)) { HeuristicKind::LinearConflict } else { kind };
        Self::tabled(kind, goal, None)
    }

    /// The pattern databases of `pdb`, applied to `goal` (the goal `pdb` was made for).
    #[must_use]
    pub fn with_databases(pdb: PdbHeuristic, goal: &Goal) -> Self {
        Self::tabled(HeuristicKind::Pdb(pdb.set().partition()), goal, Some(pdb))
    }

    fn tabled(kind: HeuristicKind, goal: &Goal, pdb: Option<PdbHeuristic>) -> Self {
        let shape = goal.shape();
        let cells = shape.cells();
        let mut distance = vec![0; cells * cells];
        let byte = |v: usize| u8::try_from(v).unwrap_or(u8::MAX);
        let row_col = |cell: usize| {
            let (row, col) = shape.row_col(cell);
            (byte(row), byte(col))
        };
        let mut goal_row_col = vec![(0, 0); cells];
        for tile in 1..cells {
            let tile_byte = u8::try_from(tile).unwrap_or(u8::MAX);
            let target = goal.position_of(tile_byte);
            goal_row_col[tile] = row_col(target);
            for cell in 0..cells {
                distance[tile * cells + cell] = u8::try_from(shape.distance(cell, target)).unwrap_or(u8::MAX);
            }
        }
        let tabled = kind == HeuristicKind::LinearConflict;
        Self {
            pdb,
            kind,
            shape,
            distance,
            cell_row_col: (0..cells).map(row_col).collect(),
            rows: LineTables::new(shape, &goal_row_col, Line::Row, tabled),
            cols: LineTables::new(shape, &goal_row_col, Line::Col, tabled),
            goal_row_col,
        }
    }

    /// Which heuristic this is.
    #[must_use]
    pub const fn kind(&self) -> HeuristicKind {
        self.kind
    }

    fn distance(&self, tile: u8, cell: usize) -> u32 {
        u32::from(self.distance[usize::from(tile) * self.shape.cells() + cell])
    }

    /// The estimate for the arrangement whose cell `i` holds `tile_at(i)`.
    pub fn evaluate(&self, tile_at: impl Fn(usize) -> u8) -> u32 {
        let cells = self.shape.cells();
        if let Some(pdb) = &self.pdb {
            let mut tiles = [0; super::pdb::CELLS];
            tiles.iter_mut().enumerate().for_each(|(cell, tile)| *tile = tile_at(cell));
            return pdb.estimate(&tiles);
        }
        let tiles = (0..cells).map(|cell| (cell, tile_at(cell))).filter(|&(_, tile)| tile != 0);
        match self.kind {
            HeuristicKind::None | HeuristicKind::Pdb(_) => 0,
            HeuristicKind::Hamming => {
                let misplaced = tiles.filter(|&(cell, tile)| self.distance(tile, cell) != 0).count();
                u32::try_from(misplaced).unwrap_or(u32::MAX)
            }
            HeuristicKind::Manhattan => tiles.map(|(cell, tile)| self.distance(tile, cell)).sum(),
            HeuristicKind::LinearConflict => {
                let manhattan: u32 = tiles.map(|(cell, tile)| self.distance(tile, cell)).sum();
                let lines = |count: usize| (0..count).filter_map(|i| u8::try_from(i).ok());
                let rows = lines(self.shape.rows()).map(|r| self.line_conflicts(Line::Row(r), &tile_at));
                let cols = lines(self.shape.cols()).map(|c| self.line_conflicts(Line::Col(c), &tile_at));
                manhattan + 2 * rows.chain(cols).sum::<u32>()
            }
        }
    }

    /// The estimate after `tile` slid from cell `from` into the blank at `to`, given the
    /// estimate `h` before; `before` and `after` read the two arrangements.
    pub fn after_slide(
        &self,
        h: u32,
        tile: u8,
        from: usize,
        to: usize,
        before: impl Fn(usize) -> u8,
        after: impl Fn(usize) -> u8,
    ) -> u32 {
        let moved = self.distance(tile, to) + h;
        match self.kind {
            HeuristicKind::None => 0,
            // The databases are looked up afresh: one lookup per pattern and its mirror.
            HeuristicKind::Pdb(_) => self.evaluate(after),
            HeuristicKind::Hamming => {
                let on_goal = |cell: usize| u32::from(self.distance(tile, cell) == 0);
                h + on_goal(from) - on_goal(to)
            }
            HeuristicKind::Manhattan => moved - self.distance(tile, from),
            HeuristicKind::LinearConflict => {
                let manhattan = moved - self.distance(tile, from);
                match self.line_change(tile, from, to) {
                    None => manhattan,
                    Some((line, position, entered)) => {
                        let lines = self.lines(line);
                        if lines.conflicts.is_empty() {
                            let after = self.line_conflicts(line, &after);
                            return manhattan + 2 * after - 2 * self.line_conflicts(line, &before);
                        }
                        // The line's index changes in one digit: the moved tile's.
                        let old = self.line_index(line, &before);
                        let change = lines.place_value(line, position, tile, self.shape.cells());
                        let new = if entered { old + change } else { old - change };
                        manhattan + 2 * u32::from(lines.conflicts[new]) - 2 * u32::from(lines.conflicts[old])
                    }
                }
            }
        }
    }

    /// Which line's conflicts a slide can change: only conflicts involving the moved tile, in
    /// the line it belongs to. A sideways move keeps every row's order, so only its goal
    /// column can change (if it left or entered it); an up or down move, only its goal row.
    /// Answers the line, the tile's position along it, and whether it entered (or left) it.
    fn line_change(&self, tile: u8, from: usize, to: usize) -> Option<(Line, usize, bool)> {
        let (from_row, from_col) = self.cell_row_col[from];
        let (to_row, to_col) = self.cell_row_col[to];
        let (goal_row, goal_col) = self.goal_row_col[usize::from(tile)];
        if from_row == to_row {
            let line = Line::Col(goal_col);
            if goal_col == to_col {
                Some((line, usize::from(to_row), true))
            } else {
                (goal_col == from_col).then_some((line, usize::from(from_row), false))
            }
        } else {
            let line = Line::Row(goal_row);
            if goal_row == to_row {
                Some((line, usize::from(to_col), true))
            } else {
                (goal_row == from_row).then_some((line, usize::from(from_col), false))
            }
        }
    }

    fn lines(&self, line: Line) -> &LineTables {
        match line {
            Line::Row(_) => &self.rows,
            Line::Col(_) => &self.cols,
        }
    }

    /// The cells of `line`: how many, the first, and the step between them.
    fn line_cells(&self, line: Line) -> (usize, usize, usize) {
        let (rows, cols) = (self.shape.rows(), self.shape.cols());
        match line {
            Line::Row(r) => (cols, usize::from(r) * cols, 1),
            Line::Col(c) => (rows, usize::from(c), cols),
        }
    }

    /// The line's contents as a number: its cells' digits in base `len + 1`.
    fn line_index(&self, line: Line, tile_at: &impl Fn(usize) -> u8) -> usize {
        let (len, first, step) = self.line_cells(line);
        let tables = self.lines(line);
        let cells = self.shape.cells();
        let base = line.index() * len * cells;
        (0..len).map(|i| tables.place[base + i * cells + usize::from(tile_at(first + i * step))]).sum()
    }

    /// Tiles of `line` that must leave it so the others, all belonging to it, can pass.
    fn line_conflicts(&self, line: Line, tile_at: &impl Fn(usize) -> u8) -> u32 {
        let tables = self.lines(line);
        if !tables.conflicts.is_empty() {
            return u32::from(tables.conflicts[self.line_index(line, tile_at)]);
        }
        let (len, first, step) = self.line_cells(line);
        let offset = line.index() * self.shape.cells();
        let mut keys = [0u8; MAX_SIDE];
        let mut count = 0;
        for i in 0..len {
            let digit = tables.digit[offset + usize::from(tile_at(first + i * step))];
            if digit > 0 {
                keys[count] = digit;
                count += 1;
            }
        }
        conflicts(&keys[..count])
    }
}

/// Per orientation (rows or columns): each tile's digit in each line, the weight of each
/// position in a line's index, and the conflicts of every possible line when lines are short.
#[derive(Debug, Clone)]
struct LineTables {
    /// Cells in a line.
    len: usize,
    /// `digit[line * cells + tile]`: 0 for the blank or a tile of another line, else 1 + the
    /// tile's goal position along the line.
    digit: Vec<u8>,
    /// `place[(line * len + position) * cells + tile]`: the tile's digit times the position's
    /// weight in base `len + 1`, so a line's index is a sum of lookups.
    place: Vec<usize>,
    /// Conflicts by line index (empty for lines longer than [`MAX_TABLED_LINE`]).
    conflicts: Vec<u8>,
}

impl LineTables {
    fn new(shape: Shape, goal_row_col: &[(u8, u8)], orientation: fn(u8) -> Line, tabled: bool) -> Self {
        let cells = shape.cells();
        let (count, len) = match orientation(0) {
            Line::Row(_) => (shape.rows(), shape.cols()),
            Line::Col(_) => (shape.cols(), shape.rows()),
        };
        let mut digit = vec![0; count * cells];
        for (tile, &(goal_row, goal_col)) in goal_row_col.iter().enumerate().skip(1) {
            let (line, along) = match orientation(0) {
                Line::Row(_) => (goal_row, goal_col),
                Line::Col(_) => (goal_col, goal_row),
            };
            digit[usize::from(line) * cells + tile] = along + 1;
        }
        let weight = |position: usize| (len + 1).pow(u32::try_from(len - 1 - position).unwrap_or(0));
        let mut place = vec![0; count * len * cells];
        for line in 0..count {
            for position in 0..len {
                for tile in 0..cells {
                    place[(line * len + position) * cells + tile] =
                        usize::from(digit[line * cells + tile]) * weight(position);
                }
            }
        }
        let conflicts = if tabled { conflict_table(len) } else { Vec::new() };
        Self { len, digit, place, conflicts }
    }

    /// What `tile` at `position` of `line` adds to the line's index.
    fn place_value(&self, line: Line, position: usize, tile: u8, cells: usize) -> usize {
        self.place[(line.index() * self.len + position) * cells + usize::from(tile)]
    }
}

/// The longest line whose conflicts are looked up in a table rather than computed.
const MAX_TABLED_LINE: usize = 5;

/// Conflicts for every line of `len` cells, indexed by the cells' digits in base `len + 1`
/// (see [`Heuristic::line_conflicts`]); empty for lines too long to tabulate.
fn conflict_table(len: usize) -> Vec<u8> {
    if len > MAX_TABLED_LINE {
        return Vec::new();
    }
    let base = len + 1;
    let size = base.pow(u32::try_from(len).unwrap_or(0));
    (0..size)
        .map(|index| {
            let mut rest = index;
            let mut keys = Vec::with_capacity(len);
            for _ in 0..len {
                keys.push(u8::try_from(rest % base).unwrap_or(0));
                rest /= base;
            }
            keys.reverse();
            keys.retain(|&d| d > 0);
            u8::try_from(conflicts(&keys)).unwrap_or(u8::MAX)
        })
        .collect()
}

/// How many of `keys` (goal positions along a line, in the line's order) must leave it so
/// the rest stand in goal order: their count minus the longest increasing run.
fn conflicts(keys: &[u8]) -> u32 {
    let mut longest = [1u32; MAX_SIDE];
    for i in 1..keys.len() {
        for j in 0..i {
            if keys[j] < keys[i] {
                longest[i] = longest[i].max(longest[j] + 1);
            }
        }
    }
    u32::try_from(keys.len()).unwrap_or(0) - longest[..keys.len()].iter().copied().max().unwrap_or(0)
}

#[derive(Debug, Clone, Copy)]
enum Line {
    Row(u8),
    Col(u8),
}

impl Line {
    fn index(self) -> usize {
        match self {
            Self::Row(i) | Self::Col(i) => usize::from(i),
        }
    }
}
