//! The checks of a student's own program, as an autograder calls them: `check_search()` (the
//! boards a search expanded, against an algorithm's rules: `check::SearchCheck`, in slices with
//! the GIL released) answering a `Check` whose `assert_valid()` raises `AssertionError` with the
//! core's message, so a grader's test is one line. The boards may be `Board`s or the student's
//! own representation, read as `Board` reads them.

use npuzzle::check::{Progress, SearchCheck, SearchSpec, SearchVerdict};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::Weight;
use pyo3::exceptions::PyAssertionError;
use pyo3::prelude::*;

use crate::convert::{board_from, goal_for};
use crate::error::{Error, Result};

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
    let trace = boards_of(expanded)?;
    let mut spec = SearchSpec::new(algorithm.parse::<Algorithm>()?, HeuristicKind::default());
    if let Some(name) = heuristic {
        spec.heuristic = name.parse()?;
    }
    if let Some(weight) = weight {
        spec.weight = Weight::new(weight)?;
    }
    let verdict = py.detach(move || -> Result<SearchVerdict> {
        let mut check = SearchCheck::new(&start, &goal, trace, &spec)?;
        loop {
            if let Progress::Done(verdict) = check.run(SLICE) {
                return Ok(verdict);
            }
            #[expect(
                clippy::redundant_closure_for_method_calls,
                reason = "check_signals is bound to one lifetime of the GIL token"
            )]
            Python::attach(|py| py.check_signals())?;
        }
    })?;
    Ok(Check::from(&verdict))
}

/// Every board of a list (or any iterable), each read as `Board` reads one; a board that is not
/// one is named by its index.
fn boards_of(value: &Bound<'_, PyAny>) -> Result<Vec<npuzzle::Board>> {
    let items = value.try_iter().map_err(|_| Error::Type("the expanded boards are a list of boards".into()))?;
    items
        .enumerate()
        .map(|(index, item)| {
            board_from(&item?).map_err(|error| match error {
                Error::Parse(parse) => Error::Listed { index, error: Box::new(Error::Parse(parse)) },
                other => other,
            })
        })
        .collect()
}

/// The verdict on a student's trace (`check_search()`): `valid` (also its truth value);
/// `variant` (the first variant it fits, or the one that got furthest: `tree`,
/// `graph-skip-generated`, ... and `/goal-generated` or `/goal-taken`) and `variants` (all that
/// fit); `step`, the index in the list of the first wrong expansion (None when valid; the
/// list's length when it ends too soon); `message`, the core's sentence ("expansion 4: ... has
/// f = 5, but 2 boards with f = 3 were waiting, such as ..."); `hint` (on an invalid trace, the
/// algorithm or heuristic it is a valid run of, if any); `expansions`, the boards checked.
#[pyclass(frozen, get_all, module = "npuzzle", name = "Check")]
pub struct Check {
    valid: bool,
    variant: Option<String>,
    variants: Vec<String>,
    step: Option<usize>,
    message: String,
    hint: Option<String>,
    expansions: usize,
}

impl From<&SearchVerdict> for Check {
    fn from(verdict: &SearchVerdict) -> Self {
        Self {
            valid: verdict.valid,
            variant: verdict.variants.first().map(|variant| variant.name()),
            variants: verdict.variants.iter().map(|variant| variant.name()).collect(),
            step: verdict.step,
            message: verdict.message(),
            hint: verdict.hint.map(|hint| hint.to_string()),
            expansions: verdict.expansions,
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
