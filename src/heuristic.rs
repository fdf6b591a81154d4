//! Heuristics: lower bounds on the number of moves from a board to a goal, for any goal and
//! any shape, computed from scratch or updated after one move.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::board::Board;
use crate::goal::Goal;
use crate::shape::Shape;

/// An unknown heuristic name.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown heuristic '{0}': use none, hamming, manhattan or linear-conflict")]
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
}

impl HeuristicKind {
    /// The name used by the CLI, the wasm API and URLs.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Hamming => "hamming",
            Self::Manhattan => "manhattan",
            Self::LinearConflict => "linear-conflict",
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
        [Self::None, Self::Hamming, Self::Manhattan, Self::LinearConflict]
            .into_iter()
            .find(|kind| kind.name() == name.trim())
            .ok_or_else(|| UnknownHeuristic(name.to_string()))
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
    goal_cell: Vec<u8>,
}

impl Heuristic {
    /// `kind` towards `goal`.
    #[must_use]
    pub fn new(kind: HeuristicKind, goal: &Goal) -> Self {
        let shape = goal.shape();
        let cells = shape.cells();
        let mut distance = vec![0; cells * cells];
        let mut goal_cell = vec![0; cells];
        for tile in 1..cells {
            let tile_byte = u8::try_from(tile).unwrap_or(u8::MAX);
            let target = goal.position_of(tile_byte);
            goal_cell[tile] = u8::try_from(target).unwrap_or(u8::MAX);
            for cell in 0..cells {
                distance[tile * cells + cell] = u8::try_from(shape.distance(cell, target)).unwrap_or(u8::MAX);
            }
        }
        Self { kind, shape, distance, goal_cell }
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
        let tiles = (0..cells).map(|cell| (cell, tile_at(cell))).filter(|&(_, tile)| tile != 0);
        match self.kind {
            HeuristicKind::None => 0,
            HeuristicKind::Hamming => {
                let misplaced = tiles.filter(|&(cell, tile)| self.distance(tile, cell) != 0).count();
                u32::try_from(misplaced).unwrap_or(u32::MAX)
            }
            HeuristicKind::Manhattan => tiles.map(|(cell, tile)| self.distance(tile, cell)).sum(),
            HeuristicKind::LinearConflict => {
                let manhattan: u32 = tiles.map(|(cell, tile)| self.distance(tile, cell)).sum();
                let rows = (0..self.shape.rows()).map(|r| self.line_conflicts(Line::Row(r), &tile_at));
                let cols = (0..self.shape.cols()).map(|c| self.line_conflicts(Line::Col(c), &tile_at));
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
            HeuristicKind::Hamming => {
                let on_goal = |cell: usize| u32::from(self.distance(tile, cell) == 0);
                h + on_goal(from) - on_goal(to)
            }
            HeuristicKind::Manhattan => moved - self.distance(tile, from),
            HeuristicKind::LinearConflict => {
                // A sideways move keeps every row's order and changes two columns; an up or
                // down move changes two rows. Only those lines' conflicts can change.
                let (from_row, from_col) = self.shape.row_col(from);
                let (to_row, to_col) = self.shape.row_col(to);
                let lines = if from_row == to_row {
                    [Line::Col(from_col), Line::Col(to_col)]
                } else {
                    [Line::Row(from_row), Line::Row(to_row)]
                };
                let conflicts = |read: &dyn Fn(usize) -> u8| -> u32 {
                    lines.iter().map(|&line| self.line_conflicts(line, read)).sum()
                };
                moved - self.distance(tile, from) + 2 * conflicts(&after) - 2 * conflicts(&before)
            }
        }
    }

    /// Tiles of `line` that must leave it so the others, all belonging to it, can pass: the
    /// line's goal-placed tiles minus the longest run already in goal order.
    fn line_conflicts(&self, line: Line, tile_at: &dyn Fn(usize) -> u8) -> u32 {
        let (rows, cols) = (self.shape.rows(), self.shape.cols());
        let (len, cell_of): (usize, &dyn Fn(usize) -> usize) = match line {
            Line::Row(r) => (cols, &move |i| r * cols + i),
            Line::Col(c) => (rows, &move |i| i * cols + c),
        };
        let mut keys = [0u8; 10];
        let mut count = 0;
        for i in 0..len {
            let tile = tile_at(cell_of(i));
            if tile == 0 {
                continue;
            }
            let (goal_row, goal_col) = self.shape.row_col(usize::from(self.goal_cell[usize::from(tile)]));
            let key = match line {
                Line::Row(r) if goal_row == r => goal_col,
                Line::Col(c) if goal_col == c => goal_row,
                _ => continue,
            };
            keys[count] = u8::try_from(key).unwrap_or(u8::MAX);
            count += 1;
        }
        if count < 2 {
            return 0;
        }
        // Longest increasing subsequence of at most 10 keys.
        let mut longest = [1u8; 10];
        for i in 1..count {
            for j in 0..i {
                if keys[j] < keys[i] {
                    longest[i] = longest[i].max(longest[j] + 1);
                }
            }
        }
        let kept = longest[..count].iter().copied().max().unwrap_or(1);
        u32::try_from(count).unwrap_or(0) - u32::from(kept)
    }
}

#[derive(Debug, Clone, Copy)]
enum Line {
    Row(usize),
    Col(usize),
}
