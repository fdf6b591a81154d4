//! Heuristics: lower bounds on the number of moves from a board to a goal, for any goal and
//! any shape, computed from scratch or updated after one move.

use super::custom::Terms;
use super::kind::HeuristicKind;
use super::linear_conflict::{Line, LineTables, conflicts};
use super::pdb::PdbHeuristic;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::shape::{MAX_SIDE, Shape};

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
    /// [`Heuristic::with_databases`]: a [`HeuristicKind::Pdb`] (or [`HeuristicKind::Pdb24`]) here
    /// estimates as linear conflict does, and says so ([`Heuristic::kind`]).
    #[must_use]
    pub fn new(kind: HeuristicKind, goal: &Goal) -> Self {
        let kind = if matches!(kind, HeuristicKind::Pdb(_) | HeuristicKind::Pdb24(_)) {
            HeuristicKind::LinearConflict
        } else {
            kind
        };
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
        let tabled = matches!(kind, HeuristicKind::LinearConflict | HeuristicKind::Custom(_));
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

    /// Moves from `cell` to `tile`'s goal cell: each tile's Manhattan term.
    pub(super) fn distance(&self, tile: u8, cell: usize) -> u32 {
        u32::from(self.distance[usize::from(tile) * self.shape.cells() + cell])
    }

    /// The cell `tile` belongs on.
    pub(super) fn goal_cell(&self, tile: u8) -> usize {
        let (row, col) = self.goal_row_col[usize::from(tile)];
        usize::from(row) * self.shape.cols() + usize::from(col)
    }

    /// The pattern databases, for [`HeuristicKind::Pdb`].
    pub(super) const fn databases(&self) -> Option<&PdbHeuristic> {
        self.pdb.as_ref()
    }

    /// The estimate for the arrangement whose cell `i` holds `tile_at(i)`.
    pub fn evaluate(&self, tile_at: impl Fn(usize) -> u8) -> u32 {
        self.estimate(&tile_at)
    }

    /// [`Heuristic::evaluate`], compiled once rather than once for each way of reading tiles:
    /// no search calls it in its inner loop (moves update the estimate, [`Heuristic::after_slide`]).
    fn estimate(&self, tile_at: &dyn Fn(usize) -> u8) -> u32 {
        if let Some(pdb) = &self.pdb {
            let mut tiles = [0; super::pdb::CELLS];
            tiles.iter_mut().enumerate().for_each(|(cell, tile)| *tile = tile_at(cell));
            return pdb.estimate(&tiles);
        }
        match self.kind {
            HeuristicKind::None | HeuristicKind::Pdb(_) | HeuristicKind::Pdb24(_) => 0,
            HeuristicKind::Hamming => self.misplaced(tile_at),
            HeuristicKind::Manhattan => self.manhattan(tile_at),
            HeuristicKind::LinearConflict => self.manhattan(tile_at) + 2 * self.conflicts(tile_at),
            HeuristicKind::Custom(weights) => weights.estimate(self.terms(tile_at)),
        }
    }

    /// What a custom heuristic weighs for the arrangement `tile_at`: the misplaced tiles, the
    /// Manhattan distance and the linear conflicts, each counted as those heuristics count it.
    pub fn terms(&self, tile_at: &dyn Fn(usize) -> u8) -> Terms {
        Terms {
            hamming: self.misplaced(tile_at),
            manhattan: self.manhattan(tile_at),
            conflicts: self.conflicts(tile_at),
        }
    }

    fn misplaced(&self, tile_at: &dyn Fn(usize) -> u8) -> u32 {
        let misplaced = (0..self.shape.cells()).filter(|&cell| self.distance(tile_at(cell), cell) != 0).count();
        u32::try_from(misplaced).unwrap_or(u32::MAX)
    }

    fn manhattan(&self, tile_at: &dyn Fn(usize) -> u8) -> u32 {
        (0..self.shape.cells()).map(|cell| self.distance(tile_at(cell), cell)).sum()
    }

    /// Linear conflicts over every row and column.
    fn conflicts(&self, tile_at: &dyn Fn(usize) -> u8) -> u32 {
        self.lines().map(|line| self.line_conflicts(line, &tile_at)).sum()
    }

    /// Every row, then every column.
    pub(super) fn lines(&self) -> impl Iterator<Item = Line> {
        let numbers = |count: usize| (0..count).filter_map(|i| u8::try_from(i).ok());
        numbers(self.shape.rows()).map(Line::Row).chain(numbers(self.shape.cols()).map(Line::Col))
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
            // The databases are looked up afresh: one lookup per pattern and its mirror; a
            // custom sum is counted afresh, as its terms are not kept.
            HeuristicKind::Pdb(_) | HeuristicKind::Pdb24(_) | HeuristicKind::Custom(_) => self.evaluate(after),
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
                        let lines = self.line_tables(line);
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

    fn line_tables(&self, line: Line) -> &LineTables {
        match line {
            Line::Row(_) => &self.rows,
            Line::Col(_) => &self.cols,
        }
    }

    /// The cells of `line`: how many, the first, and the step between them.
    pub(super) fn line_cells(&self, line: Line) -> (usize, usize, usize) {
        let (rows, cols) = (self.shape.rows(), self.shape.cols());
        match line {
            Line::Row(r) => (cols, usize::from(r) * cols, 1),
            Line::Col(c) => (rows, usize::from(c), cols),
        }
    }

    /// The line's contents as a number: its cells' digits in base `len + 1`.
    fn line_index(&self, line: Line, tile_at: &impl Fn(usize) -> u8) -> usize {
        let (len, first, step) = self.line_cells(line);
        let tables = self.line_tables(line);
        let cells = self.shape.cells();
        let base = line.index() * len * cells;
        (0..len).map(|i| tables.place[base + i * cells + usize::from(tile_at(first + i * step))]).sum()
    }

    /// Tiles of `line` that must leave it so the others, all belonging to it, can pass.
    pub(super) fn line_conflicts(&self, line: Line, tile_at: &impl Fn(usize) -> u8) -> u32 {
        let tables = self.line_tables(line);
        if !tables.conflicts.is_empty() {
            return u32::from(tables.conflicts[self.line_index(line, tile_at)]);
        }
        let (len, first, step) = self.line_cells(line);
        let mut keys = [0u8; MAX_SIDE];
        let mut count = 0;
        for i in 0..len {
            let key = self.line_key(line, tile_at(first + i * step));
            if key > 0 {
                keys[count] = key;
                count += 1;
            }
        }
        conflicts(&keys[..count])
    }

    /// `tile`'s key on `line`: 1 + its goal position along the line, or 0 for the blank and
    /// the tiles of other lines.
    pub(super) fn line_key(&self, line: Line, tile: u8) -> u8 {
        self.line_tables(line).digit[line.index() * self.shape.cells() + usize::from(tile)]
    }
}
