//! `solve()`: the same plan and solver as the CLI (`Plan::new`, `Solver::with_sets`), run in
//! slices with the GIL released, Ctrl-C read between slices; the answer as the core's summary
//! (`Summary`, the CLI's JSON and the page's statistics) with the boards along the solution.

use npuzzle::heuristic::HeuristicKind;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{Limits, SolveOptions, Weight};
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::summary::Summary;
use npuzzle::solve::{Outcome, Report, Solver, Status, system_clock};
use pyo3::prelude::*;

use crate::boards::Board;
use crate::boards::{board_from, goal_for};
use crate::databases;
use crate::error::Result;

/// Expansions between two looks at Ctrl-C: a few milliseconds of search.
const SLICE: u64 = 1 << 16;

/// What a caller asks of a search, read by the core's own `FromStr` and constructors.
pub struct Request<'a> {
    pub algorithm: &'a str,
    pub heuristic: Option<&'a str>,
    pub weight: Option<f64>,
    pub max_ms: Option<f64>,
    pub max_nodes: Option<u64>,
    pub record: Option<u32>,
}

impl Request<'_> {
    /// The options these name (the core's defaults for those not given).
    pub fn options(&self) -> Result<SolveOptions> {
        let defaults = SolveOptions::default();
        Ok(SolveOptions {
            algorithm: self.algorithm.parse::<Algorithm>()?,
            heuristic: self.heuristic.map(str::parse::<HeuristicKind>).transpose()?.unwrap_or(defaults.heuristic),
            weight: self.weight.map(Weight::new).transpose()?.unwrap_or(defaults.weight),
            limits: Limits { max_expanded: self.max_nodes, max_ms: self.max_ms, ..Limits::default() },
            record: self.record,
            ..defaults
        })
    }
}

/// Solves `board` (any board `Board` reads) towards `goal` (None: blank-last), as the CLI and
/// the page do: the same plan and solver, the same answers.
///
/// `algorithm`: bfs, dfs, iddfs, greedy, ucs, astar, wastar, idastar, fast, or auto (the
/// default: IDA* with pattern databases on 4x4, IDA* with linear conflict up to 12 cells, the
/// anytime search on 5x5, else fast). `heuristic`: none, hamming, manhattan, linear-conflict
/// (the default), pdb, pdb-5-5-5, pdb-7-8, pdb-7-7-1 (4x4 only) or custom:a,b,c,d. `weight`:
/// weighted A*'s (2 when None). `max_ms`, `max_nodes`: limits (a search stopped at one answers
/// `solved=False` with the core's `message`). Pattern databases are built in memory the first
/// time a set is needed (seconds) and kept for the process.
///
/// Raises `ValueError` with the core's message for a board, goal or name that is not one, or
/// a board that cannot reach the goal. Ctrl-C stops a long solve (`KeyboardInterrupt`).
#[pyfunction]
#[pyo3(signature = (board, algorithm="auto", heuristic=None, goal=None, max_ms=None, max_nodes=None, weight=None))]
#[expect(clippy::too_many_arguments, reason = "the Python signature's keywords, each read once")]
pub fn solve(
    py: Python<'_>,
    board: &Bound<'_, PyAny>,
    algorithm: &str,
    heuristic: Option<&str>,
    goal: Option<&Bound<'_, PyAny>>,
    max_ms: Option<f64>,
    max_nodes: Option<u64>,
    weight: Option<f64>,
) -> Result<SolveResult> {
    let start = board_from(board)?;
    let goal = goal_for(goal, &start)?;
    let options = Request { algorithm, heuristic, weight, max_ms, max_nodes, record: None }.options()?;
    let plan = Plan::new(start.clone(), goal, &options, Platform::Native)?;
    let (plan, _) = plan.with_databases_at_hand(databases::held);
    let report = py.detach(move || run(plan))?;
    SolveResult::new(&start, &report)
}

/// Runs `plan` to its end: its pattern databases first (held, else built), then the search in
/// slices; the time limit counts from the start of this.
fn run(plan: Plan) -> Result<Report> {
    let clock = system_clock();
    let databases = plan.databases().map(databases::set);
    let databases_5x5 = plan.databases_5x5().map(databases::set_5x5);
    if let Some(report) = Report::out_of_time_before_start(&plan, clock()) {
        return Ok(report);
    }
    let mut solver = Solver::with_sets(plan, databases, databases_5x5, clock, 1)?;
    in_slices(|| match solver.run(SLICE) {
        Status::Done(report) => Some(report),
        Status::Running { .. } => None,
    })
}

/// Runs `slice` until it answers, reading Ctrl-C between slices (taking the GIL for that
/// alone): a `KeyboardInterrupt` stops the work there.
pub fn in_slices<T>(mut slice: impl FnMut() -> Option<T>) -> Result<T> {
    loop {
        if let Some(done) = slice() {
            return Ok(done);
        }
        #[expect(
            clippy::redundant_closure_for_method_calls,
            reason = "check_signals is bound to one lifetime of the GIL token"
        )]
        Python::attach(|py| py.check_signals())?;
    }
}

/// What `solve()` answers: `solved`; `length`, `moves` (`(tile, direction)` pairs, the
/// direction the way the tile slides), `tiles`, `directions` (`"LURD"`) and `boards` (the
/// start, then the board after each move); `optimal` (proved shortest), `bound_factor`
/// (weighted A*: at most this many times optimal), `lower_bound` (the anytime search's proved
/// bound); what ran (`algorithm`, `heuristic`, `weight`); when not solved, `reason` and the
/// core's `message`; and the statistics the page shows: `expanded`, `generated`,
/// `max_frontier` (the largest frontier), `stored`, `bound`, `iterations` (`(bound, expanded)`
/// per pass of iterative deepening), `memory_bytes` (at the peak) and `ms`.
#[pyclass(frozen, get_all, module = "npuzzle", name = "SolveResult")]
pub struct SolveResult {
    solved: bool,
    length: Option<usize>,
    optimal: bool,
    bound_factor: Option<f64>,
    lower_bound: Option<u32>,
    moves: Vec<(u8, char)>,
    tiles: Vec<u32>,
    directions: String,
    boards: Vec<Board>,
    algorithm: String,
    heuristic: String,
    weight: Option<f64>,
    reason: Option<String>,
    message: Option<String>,
    expanded: u64,
    generated: u64,
    max_frontier: usize,
    stored: usize,
    bound: u32,
    iterations: Vec<(u32, u64)>,
    memory_bytes: u64,
    ms: f64,
}

impl SolveResult {
    fn new(start: &npuzzle::Board, report: &Report) -> Result<Self> {
        let summary = Summary::from(report);
        let mut boards = vec![Board(start.clone())];
        let mut moves = Vec::new();
        if let Outcome::Solved(solution) = &report.outcome {
            let mut board = start.clone();
            for step in &solution.moves {
                board.slide(step.direction)?;
                boards.push(Board(board.clone()));
                moves.push((step.tile, step.direction.letter()));
            }
        }
        let stats = summary.stats;
        Ok(Self {
            solved: summary.solved,
            length: summary.length,
            optimal: summary.optimal,
            bound_factor: summary.bound_factor,
            lower_bound: summary.lower_bound,
            moves,
            tiles: summary.tiles.into_iter().map(u32::from).collect(),
            directions: summary.directions,
            boards,
            algorithm: summary.algorithm.to_string(),
            heuristic: summary.heuristic,
            weight: summary.weight,
            reason: summary.reason.map(str::to_string),
            message: summary.message,
            expanded: stats.expanded,
            generated: stats.generated,
            max_frontier: stats.max_frontier,
            stored: stats.stored,
            bound: stats.bound,
            iterations: stats.iterations.iter().map(|pass| (pass.bound, pass.expanded)).collect(),
            memory_bytes: stats.peak_memory_bytes,
            ms: stats.elapsed_ms,
        })
    }
}

#[pymethods]
impl SolveResult {
    fn __repr__(&self) -> String {
        let outcome = match (self.length, &self.reason) {
            (Some(length), _) => format!("length={length}, optimal={}", if self.optimal { "True" } else { "False" }),
            (None, reason) => format!("solved=False, reason={:?}", reason.as_deref().unwrap_or_default()),
        };
        format!(
            "SolveResult({outcome}, algorithm={:?}, heuristic={:?}, expanded={}, ms={:.1})",
            self.algorithm, self.heuristic, self.expanded, self.ms
        )
    }
}
