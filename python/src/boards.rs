//! `Board`, `Goal` and `Solvability`: the core's board, goal and solvability facts as Python
//! objects. A `Board` is immutable, equal to any board with the same tiles and hashable, so
//! boards go in sets and dicts as a student's explored set needs.
//!
//! Reading a student's own board into the core's: a `Board`, text in any format the page reads
//! (`parse_board`), or the cells as a program holds them (a flat list or tuple, a list of rows,
//! a `NumPy` array or anything with `tolist()`), read cell by cell by the core (`parse_cells`),
//! so every representation gets the same board and the same messages. Goals alike: `None` (the
//! blank last), a name, a `Goal`, or any board.

use npuzzle::model::cells::parse_cells;
use npuzzle::model::moves::{Move, parse_moves};
use npuzzle::model::solvability;
use npuzzle::{GoalSpec, parse_board};
use pyo3::prelude::*;
use pyo3::types::{PyFloat, PyInt, PyString};

use crate::error::{Error, Result};

/// A board: its shape and the tile on each cell, 0 the blank.
///
/// `Board(board)` reads any text the page reads (`"1 2 3 4 5 6 7 8 0"`, one row a line,
/// `"123456780"`, `"2x3: 1 2 3 4 5 0"`, JSON, tuples, Markdown or ASCII tables, the blank as 0,
/// `_`, `.` or `-`), or the cells as a program holds them: a flat list or tuple (a square
/// board), a list of rows, a NumPy array, anything with `tolist()`; the blank as 0, None,
/// `"_"` or `""`. A board that is not one raises `ValueError` with the core's message, naming
/// what is wrong and where.
///
/// Boards are immutable, compare equal when their tiles are, and hash, so they go in sets and
/// dicts; they also sort (by shape, then tiles in reading order: no meaning, but a heap of
/// `(f, board)` pairs needs some order when two f tie). `str(board)` prints one row a line.
#[pyclass(frozen, eq, ord, hash, module = "npuzzle", name = "Board")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board(pub npuzzle::Board);

/// Some order of boards, for Python's sorts and heaps: shape, then tiles in reading order.
impl PartialOrd for Board {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        let key = |board: &Self| (board.0.shape().rows(), board.0.shape().cols(), board.0.tiles().to_vec());
        Some(key(self).cmp(&key(other)))
    }
}

#[pymethods]
impl Board {
    #[new]
    fn new(board: &Bound<'_, PyAny>) -> Result<Self> {
        Ok(Self(board_from(board)?))
    }

    /// `(rows, cols)`.
    #[getter]
    fn shape(&self) -> (usize, usize) {
        (self.0.shape().rows(), self.0.shape().cols())
    }

    #[getter]
    fn rows(&self) -> usize {
        self.0.shape().rows()
    }

    #[getter]
    fn cols(&self) -> usize {
        self.0.shape().cols()
    }

    /// The tiles in reading order, `0` the blank (Python ints, not bytes).
    #[getter]
    fn tiles(&self) -> Vec<u32> {
        self.0.tiles().iter().copied().map(u32::from).collect()
    }

    /// The blank's `(row, col)`, from 0.
    #[getter]
    fn blank(&self) -> (usize, usize) {
        self.0.shape().row_col(self.0.blank())
    }

    /// The rows as lists, `0` the blank (what `numpy.array` takes).
    fn tolist(&self) -> Vec<Vec<u32>> {
        self.tiles().chunks(self.0.shape().cols()).map(<[u32]>::to_vec).collect()
    }

    /// Whether the board can reach the blank-last goal (`solvability()` says why, for any goal).
    #[getter]
    fn solvable(&self) -> bool {
        solvability::check(&self.0, &npuzzle::Goal::blank_last(self.0.shape())).solvable
    }

    /// Whether the board can reach `goal` (None: blank-last) and why: a `Solvability` with the
    /// core's explanation, the inversion count, the blank's row distance and, for an unsolvable
    /// board, the swap of two tiles that would fix it.
    #[pyo3(signature = (goal=None))]
    fn solvability(&self, goal: Option<&Bound<'_, PyAny>>) -> Result<Solvability> {
        let verdict = solvability::check(&self.0, &goal_for(goal, &self.0)?);
        Ok(Solvability {
            solvable: verdict.solvable,
            explanation: verdict.explanation.to_string(),
            inversions: verdict.inversions,
            blank_row_distance: verdict.blank_row_distance,
            fixing_swap: verdict.fixing_swap,
        })
    }

    /// Whether the board is `goal` (None: blank-last; a name, a `Goal` or a board).
    #[pyo3(signature = (goal=None))]
    fn is_goal(&self, goal: Option<&Bound<'_, PyAny>>) -> Result<bool> {
        Ok(goal_for(goal, &self.0)?.is_solved(&self.0))
    }

    /// The boards one move away, in the core's move order (up, down, left, right: the way the
    /// tile slides).
    fn neighbors(&self) -> Vec<Self> {
        self.0
            .legal_moves()
            .into_iter()
            .filter_map(|direction| {
                let mut next = self.0.clone();
                next.slide(direction).ok().map(|_| Self(next))
            })
            .collect()
    }

    /// The board after `moves`: direction letters, the way the tile slides (`"LURD"`), tile
    /// numbers (`"8 7"` or `8`), or a list of either. A move that cannot be played raises
    /// `ValueError` saying why.
    fn play(&self, moves: &Bound<'_, PyAny>) -> Result<Self> {
        let mut board = self.0.clone();
        for one in moves_from(moves)? {
            board.play(one)?;
        }
        Ok(Self(board))
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Board({:?})", self.0.to_line())
    }
}

/// The moves `value` names: text the core reads as a move list, a tile number, or a list of
/// either.
fn moves_from(value: &Bound<'_, PyAny>) -> Result<Vec<Move>> {
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(parse_moves(&text.to_cow()?)?);
    }
    if value.is_instance_of::<PyInt>() {
        return Ok(vec![Move::Tile(value.extract::<u32>().map_err(|_| tile_error(value))?)]);
    }
    let mut moves = Vec::new();
    for item in value.try_iter().map_err(|_| Error::Type("moves are text, a tile number, or a list of them".into()))? {
        moves.extend(moves_from(&item?)?);
    }
    Ok(moves)
}

fn tile_error(value: &Bound<'_, PyAny>) -> Error {
    let shown = value.str().map_or_else(|_| "?".to_string(), |text| text.to_string());
    npuzzle::MoveError::Unreadable(shown).into()
}

/// The arrangement a board is solved towards: `Goal("blank-last")` (1 2 ... N 0, the default
/// everywhere), `Goal("blank-first")` (0 1 ... N, Korf's), or `Goal(board)` for any arrangement
/// (text or cells, as `Board` reads them). Wherever a function takes `goal=`, a name, a board or
/// a `Goal` will do.
#[pyclass(frozen, eq, module = "npuzzle", name = "Goal")]
#[derive(Clone, PartialEq)]
pub struct Goal {
    pub spec: GoalSpec,
}

#[pymethods]
impl Goal {
    #[new]
    fn new(goal: &Bound<'_, PyAny>) -> Result<Self> {
        Ok(Self { spec: goal_from(Some(goal))? })
    }

    #[staticmethod]
    fn blank_last() -> Self {
        Self { spec: GoalSpec::BlankLast }
    }

    #[staticmethod]
    fn blank_first() -> Self {
        Self { spec: GoalSpec::BlankFirst }
    }

    /// `"blank-last"`, `"blank-first"`, or `None` for an arrangement of tiles.
    #[getter]
    fn name(&self) -> Option<&'static str> {
        self.spec.name()
    }

    /// The goal's board for the shape of `board`.
    fn board_for(&self, board: &Bound<'_, PyAny>) -> Result<Board> {
        let board = board_from(board)?;
        Ok(Board(self.spec.resolve(board.shape())?.board().clone()))
    }

    fn __repr__(&self) -> String {
        match &self.spec {
            GoalSpec::Custom(board) => format!("Goal({:?})", board.to_line()),
            named => format!("Goal({:?})", named.name().unwrap_or_default()),
        }
    }
}

/// Whether a board can reach a goal, and why (`Board.solvability()`): `solvable`, the core's
/// `explanation`, `inversions`, `blank_row_distance`, and `fixing_swap` (two tiles whose swap
/// makes an unsolvable board solvable, else None). True when solvable.
#[pyclass(frozen, get_all, module = "npuzzle", name = "Solvability")]
pub struct Solvability {
    solvable: bool,
    explanation: String,
    inversions: usize,
    blank_row_distance: usize,
    fixing_swap: Option<(u8, u8)>,
}

#[pymethods]
impl Solvability {
    fn __bool__(&self) -> bool {
        self.solvable
    }

    fn __repr__(&self) -> String {
        format!(
            "Solvability(solvable={}, explanation={:?})",
            if self.solvable { "True" } else { "False" },
            self.explanation
        )
    }
}

/// The board `value` stands for.
///
/// # Errors
/// [`Error::Parse`] with the core's message for a board that is not one; [`Error::Type`] for a
/// value that is neither text nor a sequence of cells.
pub fn board_from(value: &Bound<'_, PyAny>) -> Result<npuzzle::Board> {
    if let Ok(board) = value.cast::<Board>() {
        return Ok(board.get().0.clone());
    }
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(parse_board(&text.to_cow()?)?);
    }
    let value = if value.hasattr("tolist")? { value.call_method0("tolist")? } else { value.clone() };
    let items = items_of(&value).ok_or_else(|| not_a_board(&value))?;
    let nested: Vec<Option<Vec<Bound<'_, PyAny>>>> = items.iter().map(items_of).collect();
    let rows: Vec<Vec<String>> = if !nested.is_empty() && nested.iter().all(Option::is_some) {
        let mut rows = Vec::with_capacity(nested.len());
        for row in nested.into_iter().flatten() {
            rows.push(row.iter().map(cell_text).collect::<Result<_>>()?);
        }
        rows
    } else {
        vec![items.iter().map(cell_text).collect::<Result<_>>()?]
    };
    Ok(parse_cells(&rows)?)
}

/// The items of a sequence (anything iterable but text), or `None`.
fn items_of<'py>(value: &Bound<'py, PyAny>) -> Option<Vec<Bound<'py, PyAny>>> {
    if value.is_instance_of::<PyString>() {
        return None;
    }
    value.try_iter().ok()?.collect::<PyResult<Vec<_>>>().ok()
}

/// One cell as the core reads a word: a whole number's digits, text as written, `None` (or an
/// empty text) the blank.
fn cell_text(cell: &Bound<'_, PyAny>) -> Result<String> {
    if cell.is_none() {
        return Ok(String::new());
    }
    if let Ok(text) = cell.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    if cell.is_instance_of::<PyInt>() {
        return Ok(cell.str()?.to_cow()?.into_owned());
    }
    // A NumPy array of floats lists 3.0 for tile 3: its whole value, else the number as written.
    if let Ok(number) = cell.cast::<PyFloat>() {
        let value = number.value();
        #[expect(clippy::cast_possible_truncation, reason = "only whole values in i64's range are converted")]
        let whole = (value.fract() == 0.0 && value.abs() < 1e15).then(|| (value as i64).to_string());
        return Ok(whole.unwrap_or(number.str()?.to_cow()?.into_owned()));
    }
    // NumPy's scalars and other integers.
    if cell.hasattr("__index__")? {
        return Ok(cell.call_method0("__index__")?.str()?.to_cow()?.into_owned());
    }
    Err(Error::Type(format!("a cell of a board is a number, None or text, not {}", cell.get_type().name()?.to_cow()?)))
}

fn not_a_board(value: &Bound<'_, PyAny>) -> Error {
    let kind = value.get_type().name().map_or_else(|_| "this".to_string(), |name| name.to_string());
    Error::Type(format!(
        "a board is text, a Board, or its cells (a flat list, a list of rows, a NumPy array), not {kind}"
    ))
}

/// The goal `value` names: `None` the blank last, `blank-last` or `blank-first` (any case), a
/// `Goal`, or any board.
///
/// # Errors
/// As [`board_from`], with the core's message for text that is neither a name nor a board.
pub fn goal_from(value: Option<&Bound<'_, PyAny>>) -> Result<GoalSpec> {
    let Some(value) = value.filter(|value| !value.is_none()) else { return Ok(GoalSpec::default()) };
    if let Ok(goal) = value.cast::<Goal>() {
        return Ok(goal.get().spec.clone());
    }
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(text.to_cow()?.parse::<GoalSpec>()?);
    }
    Ok(GoalSpec::Custom(board_from(value)?))
}

/// The goal `value` names for `board`'s shape.
///
/// # Errors
/// As [`goal_from`], and a goal of another shape than the board.
pub fn goal_for(value: Option<&Bound<'_, PyAny>>, board: &npuzzle::Board) -> Result<npuzzle::Goal> {
    Ok(goal_from(value)?.resolve(board.shape())?)
}
