//! `heuristic()` and `explain()`: the estimate the searches use for a board, and the core's
//! breakdown of it (the sum line of "Explain h"); `algorithms()` and `heuristics()`, the names
//! the core reads (`Algorithm::ALL`, `HeuristicKind::ALL`).

use npuzzle::heuristic::pdb::{DatabaseKey, PdbHeuristic};
use npuzzle::heuristic::{Heuristic, HeuristicKind, explain as explain_core};
use npuzzle::solve::algorithm::Algorithm;
use pyo3::prelude::*;

use crate::boards::{board_from, goal_for};
use crate::databases;
use crate::error::Result;

/// The board and `name`'s heuristic prepared for its goal: pattern databases held, else built
/// now with the GIL released.
fn prepared(
    py: Python<'_>,
    board: &Bound<'_, PyAny>,
    name: &str,
    goal: Option<&Bound<'_, PyAny>>,
) -> Result<(npuzzle::Board, Heuristic)> {
    let board = board_from(board)?;
    let goal = goal_for(goal, &board)?;
    let heuristic = match name.parse::<HeuristicKind>()? {
        HeuristicKind::Pdb(partition) => {
            let key = DatabaseKey::for_goal(partition, &goal)?;
            let set = py.detach(|| databases::set(key));
            Heuristic::with_databases(PdbHeuristic::new(set, &goal)?, &goal)
        }
        kind => Heuristic::new(kind, &goal),
    };
    Ok((board, heuristic))
}

/// The heuristic `name` of `board` towards `goal` (None: blank-last): the estimate of moves
/// left that the searches use. Names: `heuristics()`, and custom:a,b,c,d (a·Hamming +
/// b·Manhattan + c·linear conflict + d, rounded up). Pattern databases (pdb, 4x4 only) are built
/// the first time (seconds) and kept.
#[pyfunction]
#[pyo3(signature = (board, name="manhattan", goal=None))]
pub fn heuristic(py: Python<'_>, board: &Bound<'_, PyAny>, name: &str, goal: Option<&Bound<'_, PyAny>>) -> Result<u32> {
    let (board, heuristic) = prepared(py, board, name, goal)?;
    Ok(heuristic.evaluate(|cell| board.tile_at(cell)))
}

/// The heuristic `name` of `board` taken apart, as the page's "Explain h" sums it up:
/// `"h = 21 (Manhattan: 3 + 1 + ...)"`, `"h = 25 = Manhattan 21 + 2 linear conflicts × 2"`,
/// `"h = 48 = 20 + 18 + 10 ... (pattern databases 6-6-3)"`.
#[pyfunction]
#[pyo3(signature = (board, name="manhattan", goal=None))]
pub fn explain(
    py: Python<'_>,
    board: &Bound<'_, PyAny>,
    name: &str,
    goal: Option<&Bound<'_, PyAny>>,
) -> Result<String> {
    let (board, heuristic) = prepared(py, board, name, goal)?;
    Ok(explain_core(&heuristic, &board, None).sum.to_string())
}

/// The algorithms' names, as `solve()` and `search()` read them.
#[pyfunction]
pub fn algorithms() -> Vec<&'static str> {
    Algorithm::ALL.iter().map(|algorithm| algorithm.name()).collect()
}

/// The heuristics' names, as `heuristic()`, `solve()` and `search()` read them (custom:a,b,c,d
/// too).
#[pyfunction]
pub fn heuristics() -> Vec<&'static str> {
    HeuristicKind::ALL.iter().map(|heuristic| heuristic.name()).collect()
}
