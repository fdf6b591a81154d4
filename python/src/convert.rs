//! A student's own board read into the core's: a `Board`, text in any format the page reads
//! (`parse_board`), or the cells as a program holds them (a flat list or tuple, a list of rows,
//! a `NumPy` array or anything with `tolist()`), read cell by cell by the core (`parse_cells`),
//! so every representation gets the same board and the same messages. Goals alike: `None` (the
//! blank last), a name, a `Goal`, or any board.

use npuzzle::model::cells::parse_cells;
use npuzzle::{GoalSpec, parse_board};
use pyo3::prelude::*;
use pyo3::types::{PyFloat, PyInt, PyString};

use crate::boards::{Board, Goal};
use crate::error::{Error, Result};

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
