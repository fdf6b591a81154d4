//! The constructive plan: peel lines off the board, tile by tile, until at most 3x3 is left.
//!
//! Each peeled line is a row or column at the board's current edge, away from the blank's goal
//! cell. All but its last two tiles are brought home one by one; the last two go in together
//! with the classic turn (the last tile's partner waits at the line's end, the last tile just
//! inside it, then both slide in). What is left is solved optimally.

use crate::model::goal::Goal;

/// A rectangle of cells: the part of the board still unsolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    /// Its first row.
    pub top: usize,
    /// Its first column.
    pub left: usize,
    /// How many rows.
    pub rows: usize,
    /// How many columns.
    pub cols: usize,
}

/// One step of the plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Task {
    /// Bring `tile` to `cell`, the blank keeping off fixed cells.
    Place {
        /// The tile.
        tile: u8,
        /// The target cell.
        cell: usize,
    },
    /// With `home`'s tile on `home` (the end of a line), bring `tile` to `cell` next to it:
    /// alone if it can, else moving both together. Next to `home` in the line is `dead_end`,
    /// which the blank can leave only through one cell: a tile or the blank in there could be
    /// walled in by the tile on `home`.
    PlacePair {
        /// The line's last cell, whose tile is already there.
        home: usize,
        /// The tile to bring.
        tile: u8,
        /// Its target, next to `home`.
        cell: usize,
        /// The line's second-to-last cell.
        dead_end: usize,
    },
    /// Bring the blank to `cell`, keeping off fixed cells and `locked`.
    Blank {
        /// The target cell.
        cell: usize,
        /// Cells also kept off, for now.
        locked: Vec<usize>,
    },
    /// The last two cells of a line, `first` then `last`; `inside` is next to `last`, inward.
    LastTwo {
        /// The line's second-to-last cell.
        first: usize,
        /// The line's last cell.
        last: usize,
        /// The cell next to `last` on the unsolved side.
        inside: usize,
    },
    /// The cells are solved and stay put from now on.
    Fix(Vec<usize>),
    /// Solve what is left, optimally.
    Finish(Rect),
}

/// The tasks that solve a board towards `goal` (tiles in reading order, 0 the blank).
///
/// ```
/// use npuzzle::{Goal, Shape, fast::plan::{Task, plan}};
///
/// let tasks = plan(&Goal::blank_last(Shape::square(3)?));
/// assert!(matches!(tasks[..], [Task::Finish(_)])); // a 3x3 board is solved whole
/// let tasks = plan(&Goal::blank_last(Shape::new(2, 4)?));
/// assert!(matches!(tasks[0], Task::LastTwo { first: 0, last: 4, inside: 5 })); // the left column
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[must_use]
pub fn plan(goal: &Goal) -> Vec<Task> {
    let shape = goal.shape();
    let cols = shape.cols();
    let goal_blank = goal.position_of(0);
    let (blank_row, blank_col) = shape.row_col(goal_blank);
    let mut rect = Rect { top: 0, left: 0, rows: shape.rows(), cols };
    let mut tasks = Vec::new();
    while rect.rows > 3 || rect.cols > 3 {
        let peel_row = rect.rows > 3 && (rect.rows >= rect.cols || rect.cols <= 3);
        // The line at the edge farther from the blank's goal, so the blank ends inside.
        let line: Vec<usize> = if peel_row {
            let bottom = rect.top + rect.rows - 1;
            let row = if blank_row - rect.top >= bottom - blank_row { rect.top } else { bottom };
            if row == rect.top {
                rect.top += 1;
            }
            rect.rows -= 1;
            (rect.left..rect.left + rect.cols).map(|col| row * cols + col).collect()
        } else {
            let right = rect.left + rect.cols - 1;
            let col = if blank_col - rect.left >= right - blank_col { rect.left } else { right };
            if col == rect.left {
                rect.left += 1;
            }
            rect.cols -= 1;
            (rect.top..rect.top + rect.rows).map(|row| row * cols + col).collect()
        };
        // The cell one step into what is left, from the line's last cell.
        let last = line[line.len() - 1];
        let (last_row, last_col) = shape.row_col(last);
        let inside = if peel_row {
            let row = if last_row < rect.top { last_row + 1 } else { last_row - 1 };
            row * cols + last_col
        } else {
            let col = if last_col < rect.left { last_col + 1 } else { last_col - 1 };
            last_row * cols + col
        };
        for &cell in &line[..line.len() - 2] {
            tasks.push(Task::Place { tile: goal.board().tile_at(cell), cell });
            tasks.push(Task::Fix(vec![cell]));
        }
        tasks.push(Task::LastTwo { first: line[line.len() - 2], last, inside });
    }
    tasks.push(Task::Finish(rect));
    tasks
}

/// The tasks that put the last two cells of a line in place (towards `goal`) and fix them:
/// unless they are in place already, the first's tile goes to the last cell and the last's
/// tile just inside it, the blank round to the first cell, then two slides. The second tile is
/// placed jointly with the first ([`Task::PlacePair`]) when it or the blank sits on the first
/// cell, where moving it alone could wall one of them in.
#[must_use]
pub fn last_two(goal: &Goal, tiles: &[u8], first: usize, last: usize, inside: usize) -> Vec<Task> {
    let (a, b) = (goal.board().tile_at(first), goal.board().tile_at(last));
    let fix = Task::Fix(vec![first, last]);
    if tiles[first] == a && tiles[last] == b {
        return vec![fix];
    }
    vec![
        Task::Place { tile: a, cell: last },
        Task::PlacePair { home: last, tile: b, cell: inside, dead_end: first },
        Task::Blank { cell: first, locked: vec![last, inside] },
        Task::Blank { cell: last, locked: vec![inside] },
        Task::Blank { cell: inside, locked: vec![first] },
        fix,
    ]
}
