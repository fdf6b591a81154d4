//! The checks of a student's own program, as an autograder calls them: `check_search()` (the
//! boards a search expanded, against an algorithm's rules: `check::SearchCheck`, in slices with
//! the GIL released) and `check_solution()` (a move list in any notation:
//! `check::solution::check_solution`), each answering a `Check` whose `assert_valid()` raises
//! `AssertionError` with the core's message, so a grader's test is one line. Boards may be
//! `Board`s or the student's own representation, read as `Board` reads them.

use std::sync::Arc;

use npuzzle::check::solution::{Convention, SolutionOptions, SolutionVerdict, check_solution as check_moves};
use npuzzle::check::{Progress, SearchCheck, SearchSpec, SearchSummary, SearchVerdict};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::DatabaseSet;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{SolveOptions, Weight};
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::system_clock;
use npuzzle::words::Said;
use pyo3::exceptions::PyAssertionError;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString};

use crate::boards::{board_from, goal_for};
use crate::databases;
use crate::error::{Error, Result};
use crate::solving::in_slices;

/// Steps of a trace checked between two looks at Ctrl-C.
const SLICE: u64 = 1 << 12;

/// Checks a student's search: `expanded` lists the boards it expanded, in order, from `start`
/// (the start board first). Valid when some run of `algorithm` (bfs, dfs, iddfs, ucs, greedy,
/// astar, wastar, idastar) with `heuristic` (the core's, as `heuristic()` names them) could expand
/// exactly those boards in that order, with any tie-breaking and any order of successors, in one
/// of the variants courses teach (tree or graph search, the goal tested when generated or when
/// expanded). Boards may be `Board`s or the student's own representation (text, tuples, lists
/// of rows, NumPy arrays).
///
/// Answers a `Check`: `valid`, `variant`, `step` (the index in `expanded` of the first wrong
/// expansion), the core's `message`, a `hint` (what the trace does match) and `assert_valid()`:
///
/// ```python
/// npuzzle.check_search(start, my_bfs(start), algorithm="bfs").assert_valid()
/// ```
///
/// Raises `ValueError` for a trace that cannot be checked (empty, a board that is not one,
/// another shape, an algorithm or heuristic the checks do not know).
#[pyfunction]
#[pyo3(signature = (start, expanded, algorithm="bfs", heuristic=None, goal=None, weight=None))]
pub fn check_search(
    py: Python<'_>,
    start: &Bound<'_, PyAny>,
    expanded: &Bound<'_, PyAny>,
    algorithm: &str,
    heuristic: Option<&str>,
    goal: Option<&Bound<'_, PyAny>>,
    weight: Option<f64>,
) -> Result<Check> {
    let start = board_from(start)?;
    let goal = goal_for(goal, &start)?;
    let trace = boards_of(expanded, "expanded")?;
    let mut spec = SearchSpec::new(algorithm.parse::<Algorithm>()?, HeuristicKind::default());
    if let Some(name) = heuristic {
        spec.heuristic = name.parse()?;
    }
    if let Some(weight) = weight {
        spec.weight = Weight::new(weight)?;
    }
    let verdict = py.detach(move || -> Result<SearchVerdict> {
        let mut check = SearchCheck::new(&start, &goal, trace, &spec)?;
        in_slices(|| match check.run(SLICE) {
            Progress::Done(verdict) => Some(*verdict),
            Progress::Running { .. } => None,
        })
    })?;
    Ok(Check::from(&verdict))
}

/// Checks a student's solution: `moves` from `start` towards `goal` (None: blank-last), in any
/// notation homework prints: text (`"LURD"`, `"up, left"`, `"8 7 5"`, printed boards), or a list
/// of letters, words or tile numbers, or of boards (`Board`s, tuples, lists of rows, NumPy
/// arrays). Direction letters are read the way the tile slides or the way the blank goes,
/// whichever the moves allow (`convention="tile"` or `"blank"` to say which).
///
/// Answers a `Check`: `valid` (every move legal and the goal reached), `variant` (how the moves
/// were read: tile, blank, tile-numbers or boards), `step` (the index in `moves` of the first
/// wrong one), `optimal` (whether it is as short as the shortest solution, when that is found),
/// the core's `message`, and `assert_valid()`.
///
/// Raises `ValueError` for moves that cannot be read (empty, a word that is no move, directions
/// that both readings allow but that end on different boards).
#[pyfunction]
#[pyo3(signature = (start, moves, goal=None, convention="auto"))]
pub fn check_solution(
    py: Python<'_>,
    start: &Bound<'_, PyAny>,
    moves: &Bound<'_, PyAny>,
    goal: Option<&Bound<'_, PyAny>>,
    convention: &str,
) -> Result<Check> {
    let start = board_from(start)?;
    let goal = goal_for(goal, &start)?;
    let text = moves_text(moves)?;
    let databases = held_databases(&start, &goal);
    let options =
        SolutionOptions { convention: convention.parse::<Convention>()?, databases, ..SolutionOptions::default() };
    let verdict = py.detach(move || check_moves(&start, &goal, &text, &options, system_clock()))?;
    Ok(Check::from(&verdict))
}

/// The pattern databases `auto` would look up for `board`, when this process holds them (a
/// solve built them): the optimal length is then searched over them. Never built for a check,
/// so its time stays predictable.
fn held_databases(board: &npuzzle::Board, goal: &npuzzle::Goal) -> Option<Arc<DatabaseSet>> {
    let plan = Plan::new(board.clone(), goal.clone(), &SolveOptions::default(), Platform::Native).ok()?;
    let (plan, _) = plan.with_databases_at_hand(databases::held);
    databases::held_set(plan.databases()?)
}

/// A move list as the core reads it: text as written; letters, words and tile numbers one after
/// another; else boards (any item not text nor a number makes it a list of boards, each read as
/// `Board` reads one), one a line, each as its rows in JSON.
fn moves_text(value: &Bound<'_, PyAny>) -> Result<String> {
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    let value = if value.hasattr("tolist")? { value.call_method0("tolist")? } else { value.clone() };
    let not_moves =
        || Error::Type("moves are text, or a list of moves (letters, words, tile numbers) or of boards".into());
    let items = value.try_iter().map_err(|_| not_moves())?.collect::<PyResult<Vec<_>>>()?;
    let is_move = |item: &Bound<'_, PyAny>| item.is_instance_of::<PyString>() || item.is_instance_of::<PyInt>();
    if items.iter().all(is_move) {
        let words: Vec<String> =
            items.iter().map(|item| item.str().map(|word| word.to_string())).collect::<PyResult<_>>()?;
        return Ok(words.join(" "));
    }
    let boards = boards_of(&value, "moves")?;
    Ok(boards.iter().map(json_rows).collect::<Vec<_>>().join("\n"))
}

/// `[[1,2,3],[4,5,6],[7,8,0]]`: one board's rows in JSON, one of the formats the core reads.
fn json_rows(board: &npuzzle::Board) -> String {
    let rows: Vec<String> = board
        .tiles()
        .chunks(board.shape().cols())
        .map(|row| format!("[{}]", row.iter().map(u8::to_string).collect::<Vec<_>>().join(",")))
        .collect();
    format!("[{}]", rows.join(","))
}

/// Every board of a list (or any iterable), each read as `Board` reads one; a board that is not
/// one is named by the list's name and its index.
fn boards_of(value: &Bound<'_, PyAny>, list: &'static str) -> Result<Vec<npuzzle::Board>> {
    let items = value.try_iter().map_err(|_| Error::Type(format!("{list} is a list of boards")))?;
    items
        .enumerate()
        .map(|(index, item)| {
            board_from(&item?).map_err(|error| match error {
                Error::Parse(parse) => Error::Listed { list, index, error: Box::new(Error::Parse(parse)) },
                other => other,
            })
        })
        .collect()
}

/// The verdict on a student's search trace (`check_search()`) or solution (`check_solution()`):
/// `valid` (also its truth value); `variant`, for a search the first variant it fits or the one
/// that got furthest (`tree`, `graph-skip-generated`, ... and `/goal-generated` or
/// `/goal-taken`), for a solution how its moves were read (`tile`, `blank`, `tile-numbers`,
/// `boards`), and `variants` (every variant that fits); `step`, the index in the list of the
/// first wrong expansion or move (None when valid; the list's length when it stops short);
/// `message`, the core's sentences ("expansion 4: ... has f = 5, but 2 boards with f = 3 were
/// waiting, such as ..."); `hint` (an invalid search: the algorithm or heuristic it is a valid
/// run of, if any); `optimal` (a solution: as short as the shortest, None when not known);
/// `length`, the boards or moves checked.
#[pyclass(frozen, get_all, module = "npuzzle", name = "Check")]
pub struct Check {
    valid: bool,
    variant: Option<String>,
    variants: Vec<String>,
    step: Option<usize>,
    message: String,
    hint: Option<String>,
    optimal: Option<bool>,
    length: usize,
}

impl From<&SearchVerdict> for Check {
    fn from(verdict: &SearchVerdict) -> Self {
        let summary = SearchSummary::from(verdict);
        Self {
            valid: summary.valid,
            variant: summary.variant,
            variants: summary.variants,
            step: summary.step,
            message: summary.message,
            hint: summary.hint,
            optimal: None,
            length: summary.expansions,
        }
    }
}

impl From<&SolutionVerdict> for Check {
    fn from(verdict: &SolutionVerdict) -> Self {
        let variant = verdict.notation.name().to_string();
        // The first wrong move, or the end of a list that stops short of the goal.
        let step = match &verdict.wrong {
            Some(wrong) => Some(wrong.step().saturating_sub(1)),
            None => (!verdict.valid()).then_some(verdict.moves),
        };
        Self {
            valid: verdict.valid(),
            variant: Some(variant.clone()),
            variants: vec![variant],
            step,
            message: verdict.message().to_string(),
            hint: None,
            optimal: verdict.is_optimal(),
            length: verdict.moves,
        }
    }
}

#[pymethods]
impl Check {
    /// Raises `AssertionError` with the core's message unless the trace is valid: an
    /// autograder's test in one line.
    fn assert_valid(&self) -> PyResult<()> {
        if self.valid { Ok(()) } else { Err(PyAssertionError::new_err(self.message.clone())) }
    }

    fn __bool__(&self) -> bool {
        self.valid
    }

    fn __repr__(&self) -> String {
        format!("Check(valid={}, message={:?})", if self.valid { "True" } else { "False" }, self.message)
    }
}
