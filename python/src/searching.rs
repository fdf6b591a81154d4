//! `search()`: a search recorded by the core (`SolveOptions::record`) and replayed
//! (`search::replay::Replay`), handed out one expansion at a time as Python iterates: the board
//! expanded, its g, h and f, and the facts of `Replay::why` (how it was picked, the ties and
//! the rule that broke them, the children and their fates), in the words the page's Search view
//! shows them by: facts only, so a notebook can make its own tables.

use npuzzle::search::discipline::TieRule;
use npuzzle::search::record::DEFAULT_EXPANSIONS;
use npuzzle::search::replay::{Pick, Replay, Skip, Why};
use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::{Solver, Status, system_clock};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::boards::Board;
use crate::boards::{board_from, goal_for};
use crate::databases;
use crate::error::Result;
use crate::solving::Request;

/// Expansions the engine runs between two looks at the record.
const SLICE: u64 = 64;
/// Events taken from the record at once.
const CHUNK: usize = 4096;

/// A search recorded by the core, one `Expansion` per iteration (`search()` makes it). After
/// the loop, `found` is the goal's tree node (None if the search stopped first, `stopped`);
/// `board(node)` and `path(node)` give any tree node's board and its path from the start.
#[pyclass(unsendable, module = "npuzzle", name = "Search")]
pub struct Search {
    solver: Solver,
    replay: Replay,
    start: npuzzle::Board,
    step: u32,
    finished: bool,
}

/// The expansions of `algorithm` with `heuristic` from `board` towards `goal`, as the core
/// records them for the page's Search view, yielded one at a time: each `Expansion` has the
/// `board` expanded, `g`, `h`, `f` and `why` (the facts behind the pick). At most
/// `max_expansions` (20,000 unless set, 100,000 at most), the page's recording cap.
///
/// ```python
/// for step in npuzzle.search("1 2 3 4 5 6 0 7 8", "astar", "manhattan"):
///     print(step.step, step.g, step.h, step.f, step.why["pick"], step.board.tiles)
/// ```
#[pyfunction]
#[pyo3(signature = (board, algorithm="astar", heuristic=None, goal=None, max_expansions=DEFAULT_EXPANSIONS, weight=None))]
pub fn search(
    board: &Bound<'_, PyAny>,
    algorithm: &str,
    heuristic: Option<&str>,
    goal: Option<&Bound<'_, PyAny>>,
    max_expansions: u32,
    weight: Option<f64>,
) -> Result<Search> {
    let start = board_from(board)?;
    let goal = goal_for(goal, &start)?;
    let request = Request { algorithm, heuristic, weight, max_ms: None, max_nodes: None, record: Some(max_expansions) };
    let plan = Plan::new(start.clone(), goal, &request.options()?, Platform::Native)?;
    let discipline = plan.discipline().ok_or(PlanError::NotRecordable)?;
    let databases = plan.databases().map(databases::set);
    let solver = Solver::with_sets(plan, databases, None, system_clock(), 1)?;
    Ok(Search { solver, replay: Replay::new(discipline), start, step: 0, finished: false })
}

impl Search {
    /// Runs the search until the record holds the expansion after `step` (so `step`'s children
    /// are all in), or the search has ended, or its record is full (the rest is not searched).
    fn record_past(&mut self, step: u32) -> Result<()> {
        while !self.finished && self.replay.expansions() <= step {
            self.finished = matches!(self.solver.run(SLICE), Status::Done(_));
            while let Some(chunk) = self.solver.take_record(CHUNK) {
                self.replay.append(&chunk)?;
            }
            self.finished |= self.replay.stopped();
        }
        Ok(())
    }

    fn expansion(&mut self, py: Python<'_>, why: &Why) -> Result<Expansion> {
        let node = why.node;
        let (board, _) = self.replay.board(&self.start, node)?;
        Ok(Expansion {
            step: self.step,
            node,
            parent: self.replay.parent(node),
            board: Board(board),
            g: self.replay.g(node),
            h: self.replay.h(node),
            f: self.replay.f(node),
            why: facts(py, why)?.unbind(),
        })
    }
}

#[pymethods]
impl Search {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> Result<Option<Expansion>> {
        let next = self.step + 1;
        self.record_past(next)?;
        if self.replay.expansions() < next {
            return Ok(None);
        }
        self.step = next;
        self.replay.seek(next);
        let Some(why) = self.replay.why() else { return Ok(None) };
        self.expansion(py, &why).map(Some)
    }

    /// Tree node `node`'s board.
    fn board(&self, node: u32) -> Result<Board> {
        Ok(Board(self.replay.board(&self.start, node)?.0))
    }

    /// Tree node `node`'s path from the root, as boards.
    fn path(&self, node: u32) -> Result<Vec<Board>> {
        self.replay.path_to(node).into_iter().map(|id| self.board(id)).collect()
    }

    /// Expansions handed out so far.
    #[getter]
    fn expansions(&self) -> u32 {
        self.step
    }

    /// The goal's tree node once the search has reached it, else `None`.
    #[getter]
    fn found(&self) -> Option<u32> {
        self.replay.found()
    }

    /// Whether the record reached its cap of expansions (before the goal).
    #[getter]
    fn stopped(&self) -> bool {
        self.replay.stopped()
    }
}

/// One expansion of a recorded search: `step` (from 1), the tree `node` and its `parent`, the
/// `board`, `g` (moves from the start), `h`, `f` (as the algorithm orders: g + w·h for
/// weighted A*), and `why`, a dict of the core's facts: `pick` (oldest, newest, lowest or
/// within-bound), `key` and `value` for best-first orders, `frontier` (its size then),
/// `tied_count`, `tied` and `tie_rule`, `generated` and `passed_over` (each child's `node`,
/// `parent`, `fate`: queued, duplicate, pruned or requeued, and `other`, the node it repeats or
/// replaces), `bound` and `iteration_starts` (IDA*, IDDFS), `depth_limit` (DFS), `goal` (the
/// goal's node, when this step reaches it) and `goal_test` (generated or taken).
#[pyclass(frozen, get_all, module = "npuzzle", name = "Expansion")]
pub struct Expansion {
    step: u32,
    node: u32,
    parent: Option<u32>,
    board: Board,
    g: u32,
    h: u32,
    f: f64,
    why: Py<PyDict>,
}

#[pymethods]
impl Expansion {
    fn __repr__(&self) -> String {
        format!(
            "Expansion(step={}, g={}, h={}, f={}, board={:?})",
            self.step,
            self.g,
            self.h,
            self.f,
            self.board.0.to_line()
        )
    }
}

/// The facts behind an expansion as a dict (named in [`Expansion`]'s docstring).
fn facts<'py>(py: Python<'py>, why: &Why) -> PyResult<Bound<'py, PyDict>> {
    let (pick, key, value, f, depth_limit) = match why.pick {
        Pick::Oldest => ("oldest", None, None, None, None),
        Pick::Newest { depth_limit } => ("newest", None, None, None, Some(depth_limit)),
        Pick::Lowest { key, value } => ("lowest", Some(key.name()), Some(value), None, None),
        Pick::WithinBound { f, .. } => ("within-bound", None, None, Some(f), None),
    };
    let skips = |list: &[Skip]| -> PyResult<Bound<'py, PyList>> {
        let items = PyList::empty(py);
        for one in list {
            let skip = PyDict::new(py);
            skip.set_item("node", one.node)?;
            skip.set_item("parent", one.parent)?;
            skip.set_item("fate", one.fate.name())?;
            skip.set_item("other", one.other)?;
            items.append(skip)?;
        }
        Ok(items)
    };
    let dict = PyDict::new(py);
    dict.set_item("node", why.node)?;
    dict.set_item("depth", why.depth)?;
    dict.set_item("pick", pick)?;
    dict.set_item("key", key)?;
    dict.set_item("value", value)?;
    dict.set_item("f", f)?;
    dict.set_item("bound", why.bound)?;
    dict.set_item("depth_limit", depth_limit)?;
    dict.set_item("frontier", why.frontier)?;
    dict.set_item("predicted", why.predicted)?;
    dict.set_item("tied_count", why.tied_count)?;
    dict.set_item("tied", why.tied.clone())?;
    dict.set_item("tie_rule", why.tie_rule.map(TieRule::name))?;
    dict.set_item("replaced", why.replaced)?;
    dict.set_item("passed_over", skips(&why.passed_over)?)?;
    dict.set_item("generated", skips(&why.generated)?)?;
    dict.set_item("iteration_starts", why.iteration_starts)?;
    dict.set_item("goal", why.goal)?;
    dict.set_item("goal_test", why.goal_test.name())?;
    Ok(dict)
}
