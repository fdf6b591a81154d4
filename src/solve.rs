//! Solving a board: picks the packing and the engine, drives it in slices under limits, and
//! checks every answer by replaying it before reporting it.

use std::fmt;
use std::marker::PhantomData;
use std::rc::Rc;
use std::str::FromStr;

use thiserror::Error;

use crate::board::Board;
use crate::fast::Fast;
use crate::goal::Goal;
use crate::heuristic::{Heuristic, HeuristicKind, UnknownHeuristic};
use crate::moves::Direction;
use crate::pdb::{Partition, PdbHeuristic};
use crate::search::{self, Search, Stats, Step, pdb_idastar::PdbIdaStar};
use crate::solvability;
use crate::state::{Bytes, Cells, Nibbles, Node, Puzzle, Quints};

/// Why a solve could not start.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SolveError {
    /// The board cannot reach the goal.
    #[error("this board cannot be solved. {0}")]
    Unsolvable(String),
    /// An algorithm name that is not one of ours.
    #[error("unknown algorithm '{0}': use bfs, dfs, iddfs, greedy, ucs, astar, wastar, idastar, fast or auto")]
    UnknownAlgorithm(String),
    /// The pattern-database heuristic on a board other than 4x4.
    #[error("the {heuristic} heuristic needs a 4x4 board, not {shape}; use linear-conflict")]
    PdbNeedsFourByFour {
        /// The heuristic asked for.
        heuristic: HeuristicKind,
        /// The board's shape.
        shape: crate::Shape,
    },
    /// A heuristic name that is not one of ours.
    #[error(transparent)]
    UnknownHeuristic(#[from] UnknownHeuristic),
    /// A weight below 1 or not a number.
    #[error("the weight must be a number of at least 1, not {0}")]
    BadWeight(f64),
    /// The board and the goal differ in shape.
    #[error("the goal is {goal} but the board is {board}; they must have the same shape")]
    ShapeMismatch {
        /// The goal's shape.
        goal: crate::Shape,
        /// The board's shape.
        board: crate::Shape,
    },
}

/// The search algorithms, by the names used everywhere (CLI, wasm, URL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Algorithm {
    /// Breadth-first search.
    Bfs,
    /// Depth-first search with a depth limit.
    Dfs,
    /// Iterative-deepening depth-first search.
    Iddfs,
    /// Greedy best-first search.
    Greedy,
    /// Uniform-cost search (Dijkstra).
    Ucs,
    /// A*.
    Astar,
    /// Weighted A*.
    Wastar,
    /// Iterative-deepening A*.
    Idastar,
    /// A quick suboptimal solver for every size: rows and columns are peeled off tile by tile,
    /// and the last 3x3 (or smaller) part is solved optimally (see [`crate::fast`]).
    Fast,
    /// Picks for the board: IDA* with pattern databases on 4x4 (optimal), IDA* with linear
    /// conflict on boards of at most 12 cells (optimal), and `fast` on larger ones. The
    /// default.
    #[default]
    Auto,
}

impl Algorithm {
    /// Every algorithm, in teaching order, then the two practical ones.
    pub const ALL: [Self; 10] = [
        Self::Bfs,
        Self::Dfs,
        Self::Iddfs,
        Self::Greedy,
        Self::Ucs,
        Self::Astar,
        Self::Wastar,
        Self::Idastar,
        Self::Fast,
        Self::Auto,
    ];

    /// The algorithm and heuristic `Auto` picks for `shape` (others stay as they are).
    ///
    /// ```
    /// use npuzzle::{Shape, heuristic::HeuristicKind, pdb::Partition, solve::Algorithm};
    ///
    /// let pick = |rows, cols| Algorithm::Auto.resolve(Shape::new(rows, cols).unwrap(), HeuristicKind::Manhattan);
    /// assert_eq!(pick(4, 4), (Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree)));
    /// assert_eq!(pick(3, 4), (Algorithm::Idastar, HeuristicKind::LinearConflict));
    /// assert_eq!(pick(5, 5).0, Algorithm::Fast);
    /// ```
    #[must_use]
    pub fn resolve(self, shape: crate::Shape, heuristic: HeuristicKind) -> (Self, HeuristicKind) {
        match self {
            Self::Auto if shape.rows() == 4 && shape.cols() == 4 => {
                (Self::Idastar, HeuristicKind::Pdb(Partition::default()))
            }
            Self::Auto if shape.cells() <= 12 => (Self::Idastar, HeuristicKind::LinearConflict),
            Self::Auto | Self::Fast => (Self::Fast, HeuristicKind::LinearConflict),
            other => (other, heuristic),
        }
    }

    /// The name used by the CLI, the wasm API and URLs.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Bfs => "bfs",
            Self::Dfs => "dfs",
            Self::Iddfs => "iddfs",
            Self::Greedy => "greedy",
            Self::Ucs => "ucs",
            Self::Astar => "astar",
            Self::Wastar => "wastar",
            Self::Idastar => "idastar",
            Self::Fast => "fast",
            Self::Auto => "auto",
        }
    }

    /// Whether the algorithm is guided by the heuristic asked for (`fast` and `auto` choose
    /// their own).
    #[must_use]
    pub const fn uses_heuristic(self) -> bool {
        matches!(self, Self::Greedy | Self::Astar | Self::Wastar | Self::Idastar)
    }

    /// Whether a solution it finds is guaranteed shortest (with an admissible heuristic).
    #[must_use]
    pub const fn is_optimal(self) -> bool {
        matches!(self, Self::Bfs | Self::Ucs | Self::Iddfs | Self::Astar | Self::Idastar)
    }

    /// What to try instead when this algorithm hits a limit.
    const fn suggestion(self) -> &'static str {
        match self {
            Self::Bfs | Self::Ucs | Self::Dfs | Self::Iddfs => {
                "A* or IDA* with the linear-conflict heuristic search far fewer states"
            }
            Self::Astar | Self::Greedy | Self::Wastar => {
                "IDA* needs almost no memory, and weighted A* finds a near-optimal answer much faster"
            }
            Self::Idastar => "weighted A* finds a near-optimal answer much faster",
            Self::Fast | Self::Auto => "raise the limit: the fast solver needs few expansions, but more than this",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = SolveError;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|a| a.name() == name.trim())
            .ok_or_else(|| SolveError::UnknownAlgorithm(name.to_string()))
    }
}

/// Limits a run stops at; reaching one ends it with a clear message, never a crash.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Stop after this many expanded nodes.
    pub max_expanded: Option<u64>,
    /// Stop when the states held would take more than this many megabytes (an estimate from
    /// the number of states stored and their size).
    pub max_memory_mb: Option<u64>,
    /// Stop after this many milliseconds.
    pub max_ms: Option<f64>,
}

/// The memory limit when none is given: keeps a browser tab well under 1 GB.
pub const DEFAULT_MAX_MEMORY_MB: u64 = 256;

impl Default for Limits {
    fn default() -> Self {
        Self { max_expanded: None, max_memory_mb: Some(DEFAULT_MAX_MEMORY_MB), max_ms: None }
    }
}

/// How to solve.
#[derive(Debug, Clone, PartialEq)]
pub struct SolveOptions {
    /// Which search.
    pub algorithm: Algorithm,
    /// Which heuristic, for the informed searches (the others ignore it).
    pub heuristic: HeuristicKind,
    /// The weight of weighted A* (at least 1).
    pub weight: f64,
    /// The depth limit of depth-first search.
    pub depth_limit: u32,
    /// When to give up.
    pub limits: Limits,
}

impl Default for SolveOptions {
    fn default() -> Self {
        Self {
            algorithm: Algorithm::default(),
            heuristic: HeuristicKind::default(),
            weight: 2.0,
            depth_limit: search::dfs::DEFAULT_DEPTH_LIMIT,
            limits: Limits::default(),
        }
    }
}

/// One move of a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolutionMove {
    /// The tile that slides.
    pub tile: u8,
    /// The way it slides.
    pub direction: Direction,
}

/// A path to the goal, checked by replaying it.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// The moves, first to last.
    pub moves: Vec<SolutionMove>,
    /// Whether no shorter solution exists (guaranteed by the algorithm).
    pub optimal: bool,
    /// For weighted A*: the length is at most this many times the optimal length.
    pub bound_factor: Option<f64>,
}

impl Solution {
    /// The direction letters, e.g. `"LURD"`.
    #[must_use]
    pub fn directions(&self) -> String {
        self.moves.iter().map(|m| m.direction.letter()).collect()
    }
}

/// Why a run ended without a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    /// The expanded-node limit.
    ExpandedLimit,
    /// The memory limit.
    MemoryLimit,
    /// The time limit.
    TimeLimit,
    /// The caller cancelled.
    Cancelled,
    /// Depth-first search explored everything within its depth limit.
    DepthLimit,
}

impl StopReason {
    /// A short name: `expanded-limit`, `memory-limit`, `time-limit`, `cancelled`, `depth-limit`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::ExpandedLimit => "expanded-limit",
            Self::MemoryLimit => "memory-limit",
            Self::TimeLimit => "time-limit",
            Self::Cancelled => "cancelled",
            Self::DepthLimit => "depth-limit",
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// A checked solution.
    Solved(Solution),
    /// No solution, and why, in words.
    Stopped {
        /// Which limit (or a cancel).
        reason: StopReason,
        /// What happened and what to try instead.
        message: String,
    },
}

/// Everything a run reports: the outcome and exactly what the search did.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The algorithm run.
    pub algorithm: Algorithm,
    /// The heuristic used (`none` for uninformed algorithms).
    pub heuristic: HeuristicKind,
    /// The weight, for weighted A*.
    pub weight: Option<f64>,
    /// The solution, or why there is none.
    pub outcome: Outcome,
    /// The search's counts.
    pub stats: Stats,
    /// Milliseconds from the start of the run to its end.
    pub elapsed_ms: f64,
    /// Estimated bytes held for the states stored.
    pub memory_bytes: u64,
}

/// Where a run is after a slice.
#[derive(Debug, Clone, PartialEq)]
pub enum Status {
    /// Still searching: the counts so far, and the time spent.
    Running {
        /// Counts so far.
        stats: Stats,
        /// Milliseconds since the start.
        elapsed_ms: f64,
    },
    /// Finished.
    Done(Report),
}

/// A millisecond clock. The core has no platform clock of its own on wasm: the boundary
/// passes one in (and [`system_clock`] serves natively).
pub type Clock = Box<dyn Fn() -> f64>;

/// Milliseconds since this clock was made, from the operating system's monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn system_clock() -> Clock {
    let start = std::time::Instant::now();
    Box::new(move || start.elapsed().as_secs_f64() * 1000.0)
}

/// An engine over some packing, as the driver sees it: the path comes back as blank cells.
trait Engine {
    fn run(&mut self, budget: u64) -> Step<u8>;
    fn stats(&self) -> &Stats;
    fn bytes_per_state(&self) -> usize;
}

struct Packed<S, C> {
    search: S,
    bytes_per_state: usize,
    cells: PhantomData<C>,
}

impl<S: Search<Node<C>>, C: Cells> Engine for Packed<S, C> {
    fn run(&mut self, budget: u64) -> Step<u8> {
        match self.search.run(budget) {
            Step::Running => Step::Running,
            Step::Exhausted => Step::Exhausted,
            Step::Found(path) => Step::Found(path.iter().map(|node| node.blank).collect()),
        }
    }
    fn stats(&self) -> &Stats {
        self.search.stats()
    }
    fn bytes_per_state(&self) -> usize {
        self.bytes_per_state
    }
}

fn packed<C: Cells, S: Search<Node<C>> + 'static>(search: S, bytes_per_state: usize) -> Box<dyn Engine> {
    Box::new(Packed { search, bytes_per_state, cells: PhantomData::<C> })
}

/// An engine whose nodes are the blank's cells already.
struct Blanks<S> {
    search: S,
    bytes_per_state: usize,
}

impl<S: Search<u8>> Engine for Blanks<S> {
    fn run(&mut self, budget: u64) -> Step<u8> {
        self.search.run(budget)
    }
    fn stats(&self) -> &Stats {
        self.search.stats()
    }
    fn bytes_per_state(&self) -> usize {
        self.bytes_per_state
    }
}

/// The engine for `algorithm` and `heuristic` (already resolved and checked).
fn engine(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
    algorithm: Algorithm,
    heuristic: HeuristicKind,
) -> Box<dyn Engine> {
    match (algorithm, heuristic) {
        (Algorithm::Fast, _) => {
            // The current piece's states: at most a part's worth, a few dozen bytes each.
            Box::new(Blanks { search: Fast::new(board, goal), bytes_per_state: 64 })
        }
        (Algorithm::Idastar, HeuristicKind::Pdb(partition)) => {
            let pdb = PdbHeuristic::for_goal(partition, goal, |_| {}).expect("the shape was checked to be 4x4");
            let search = PdbIdaStar::new(&pdb, board.tiles());
            Box::new(Blanks { bytes_per_state: search.bytes_per_state(), search })
        }
        _ => {
            let cells = board.shape().cells();
            if cells <= Nibbles::CAPACITY {
                packed_engine::<Nibbles>(board, goal, options, algorithm, heuristic)
            } else if cells <= Quints::CAPACITY {
                packed_engine::<Quints>(board, goal, options, algorithm, heuristic)
            } else {
                packed_engine::<Bytes>(board, goal, options, algorithm, heuristic)
            }
        }
    }
}

/// A generic engine for `algorithm` over packing `C`.
fn packed_engine<C: Cells>(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
    algorithm: Algorithm,
    heuristic: HeuristicKind,
) -> Box<dyn Engine> {
    let puzzle = Rc::new(Puzzle::<C>::new(board.shape(), goal.board().tiles(), Heuristic::new(heuristic, goal)));
    let start = puzzle.node(board.tiles());
    let expand = Rc::clone(&puzzle);
    let successors = move |node: &Node<C>, out: &mut Vec<Node<C>>| expand.successors(node, out);
    let expand = Rc::clone(&puzzle);
    let forward = move |node: &Node<C>, out: &mut Vec<Node<C>>| expand.forward_successors(node, out);
    let estimate = |node: &Node<C>| node.h;
    let success = move |node: &Node<C>| puzzle.is_goal(node);
    // A stored state costs its node in the arena and in the hash index, bookkeeping, and the
    // slack of growing vectors and tables: measured peak resident memory of A* on a 15-puzzle
    // is about 125 bytes a state with 16-byte nodes.
    let node = std::mem::size_of::<Node<C>>();
    let stored = 4 * node + 64;
    match algorithm {
        Algorithm::Bfs => packed::<C, _>(search::bfs::Bfs::new(start, successors, success), stored),
        Algorithm::Dfs => {
            packed::<C, _>(search::dfs::Dfs::new(start, options.depth_limit, successors, success), stored + 8)
        }
        Algorithm::Iddfs => packed::<C, _>(search::iddfs::iddfs(start, forward, success), 4 * node),
        Algorithm::Greedy => packed::<C, _>(search::greedy::greedy(start, successors, estimate, success), stored),
        Algorithm::Ucs => packed::<C, _>(search::ucs::ucs(start, successors, success), stored),
        Algorithm::Astar => packed::<C, _>(search::astar::astar(start, successors, estimate, success), stored),
        Algorithm::Wastar => {
            packed::<C, _>(search::wastar::wastar(start, options.weight, successors, estimate, success), stored)
        }
        // `fast` and `auto` are handled before or resolved away; plain IDA* stands in for them.
        Algorithm::Idastar | Algorithm::Fast | Algorithm::Auto => {
            packed::<C, _>(search::idastar::idastar(start, forward, estimate, success), 4 * node)
        }
    }
}

/// A resumable solve: call [`Solver::run`] with a budget of expansions until it is done.
///
/// ```
/// use npuzzle::{Goal, parse_board, solve::{Outcome, Solver, SolveOptions, Status, system_clock}};
///
/// let board = parse_board("1 2 3 4 5 6 0 7 8")?;
/// let goal = Goal::blank_last(board.shape());
/// let mut solver = Solver::new(&board, &goal, SolveOptions::default(), system_clock())?;
/// let report = loop {
///     if let Status::Done(report) = solver.run(1000) {
///         break report;
///     }
/// };
/// let Outcome::Solved(solution) = report.outcome else { panic!() };
/// assert_eq!(solution.directions(), "LL");
/// assert!(solution.optimal);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Solver {
    engine: Box<dyn Engine>,
    board: Board,
    goal: Goal,
    options: SolveOptions,
    /// The algorithm run: the one asked for, or what `auto` picked.
    algorithm: Algorithm,
    heuristic: HeuristicKind,
    clock: Clock,
    started_ms: f64,
    done: Option<Report>,
}

impl Solver {
    /// Prepares a solve of `board` towards `goal`. With the pattern-database heuristic (asked
    /// for, or picked by `auto` on 4x4) the databases come from the process's cache, or are
    /// built here first (see [`crate::pdb`]; build them ahead with a progress report to keep
    /// this quick).
    ///
    /// # Errors
    /// [`SolveError::Unsolvable`] with the explanation, [`SolveError::BadWeight`],
    /// [`SolveError::ShapeMismatch`], or [`SolveError::PdbNeedsFourByFour`].
    pub fn new(board: &Board, goal: &Goal, options: SolveOptions, clock: Clock) -> Result<Self, SolveError> {
        if board.shape() != goal.shape() {
            return Err(SolveError::ShapeMismatch { goal: goal.shape(), board: board.shape() });
        }
        if !(options.weight >= 1.0 && options.weight.is_finite()) {
            return Err(SolveError::BadWeight(options.weight));
        }
        let verdict = solvability::check(board, goal);
        if !verdict.solvable {
            return Err(SolveError::Unsolvable(verdict.explanation));
        }
        let shape = board.shape();
        let (algorithm, heuristic) = options.algorithm.resolve(shape, options.heuristic);
        let heuristic =
            if algorithm.uses_heuristic() || algorithm == Algorithm::Fast { heuristic } else { HeuristicKind::None };
        if matches!(heuristic, HeuristicKind::Pdb(_)) && (shape.rows() != 4 || shape.cols() != 4) {
            return Err(SolveError::PdbNeedsFourByFour { heuristic, shape });
        }
        let engine = engine(board, goal, &options, algorithm, heuristic);
        let started_ms = clock();
        Ok(Self {
            engine,
            board: board.clone(),
            goal: goal.clone(),
            options,
            algorithm,
            heuristic,
            clock,
            started_ms,
            done: None,
        })
    }

    /// The counts so far.
    #[must_use]
    pub fn stats(&self) -> &Stats {
        self.engine.stats()
    }

    fn elapsed_ms(&self) -> f64 {
        (self.clock)() - self.started_ms
    }

    /// Estimated bytes held for the states stored now.
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        let stats = self.engine.stats();
        u64::try_from(stats.stored.saturating_mul(self.engine.bytes_per_state())).unwrap_or(u64::MAX)
    }

    /// Searches for at most `budget` more expansions (fewer if a limit is nearer).
    pub fn run(&mut self, budget: u64) -> Status {
        if let Some(report) = &self.done {
            return Status::Done(report.clone());
        }
        let limits = &self.options.limits;
        let remaining = limits.max_expanded.map_or(u64::MAX, |max| max.saturating_sub(self.stats().expanded));
        // An expansion stores at most four new states: stay within the memory limit's room.
        let per_expansion = 4 * u64::try_from(self.engine.bytes_per_state()).unwrap_or(u64::MAX);
        let room = limits.max_memory_mb.map_or(u64::MAX, |mb| {
            (mb.saturating_mul(1 << 20)).saturating_sub(self.memory_bytes()) / per_expansion + 1
        });
        let step = self.engine.run(budget.min(remaining).min(room));
        let outcome = match step {
            Step::Found(blanks) => Some(Outcome::Solved(self.replay(&blanks))),
            Step::Exhausted => Some(self.stopped(StopReason::DepthLimit)),
            Step::Running => self.limit_reached().map(|reason| self.stopped(reason)),
        };
        match outcome {
            Some(outcome) => Status::Done(self.finish(outcome)),
            None => Status::Running { stats: self.stats().clone(), elapsed_ms: self.elapsed_ms() },
        }
    }

    /// Runs to the end, in slices.
    pub fn run_to_end(&mut self) -> Report {
        loop {
            if let Status::Done(report) = self.run(1 << 16) {
                return report;
            }
        }
    }

    /// Stops the run; the report says it was cancelled (unless it had already finished).
    pub fn cancel(&mut self) -> Report {
        if let Some(report) = &self.done {
            return report.clone();
        }
        let outcome = self.stopped(StopReason::Cancelled);
        self.finish(outcome)
    }

    fn limit_reached(&self) -> Option<StopReason> {
        let limits = &self.options.limits;
        if limits.max_expanded.is_some_and(|max| self.stats().expanded >= max) {
            Some(StopReason::ExpandedLimit)
        } else if limits.max_memory_mb.is_some_and(|mb| self.memory_bytes() >= mb.saturating_mul(1 << 20)) {
            Some(StopReason::MemoryLimit)
        } else if limits.max_ms.is_some_and(|ms| self.elapsed_ms() >= ms) {
            Some(StopReason::TimeLimit)
        } else {
            None
        }
    }

    fn stopped(&self, reason: StopReason) -> Outcome {
        let stats = self.stats();
        let algorithm = self.algorithm;
        let expanded = stats.expanded;
        let limits = &self.options.limits;
        let message = match reason {
            StopReason::ExpandedLimit => {
                format!("stopped after {expanded} expanded nodes, the limit; {}.", algorithm.suggestion())
            }
            StopReason::MemoryLimit => format!(
                "stopped after {expanded} expanded nodes at the memory limit ({} MB, {} states stored); {}.",
                limits.max_memory_mb.unwrap_or_default(),
                stats.stored,
                algorithm.suggestion()
            ),
            StopReason::TimeLimit => format!(
                "stopped after {:.0} ms, the time limit, with {expanded} nodes expanded; {}.",
                self.elapsed_ms(),
                algorithm.suggestion()
            ),
            StopReason::Cancelled => format!("cancelled after {expanded} expanded nodes."),
            StopReason::DepthLimit => format!(
                "no solution within the depth limit of {} moves; raise the depth limit, or use IDDFS or IDA*, which find the shortest solution.",
                self.options.depth_limit
            ),
        };
        Outcome::Stopped { reason, message }
    }

    fn finish(&mut self, outcome: Outcome) -> Report {
        let algorithm = self.algorithm;
        let report = Report {
            algorithm,
            heuristic: self.heuristic,
            weight: (algorithm == Algorithm::Wastar).then_some(self.options.weight),
            outcome,
            stats: self.stats().clone(),
            elapsed_ms: self.elapsed_ms(),
            memory_bytes: self.memory_bytes(),
        };
        self.done = Some(report.clone());
        report
    }

    /// The moves along a path of blank cells, replayed on the board; the replay must end on
    /// the goal, so a wrong answer can never be reported as a solution.
    fn replay(&self, blanks: &[u8]) -> Solution {
        let mut board = self.board.clone();
        let mut moves = Vec::with_capacity(blanks.len().saturating_sub(1));
        for &next_blank in blanks.iter().skip(1) {
            let tile = board.tile_at(usize::from(next_blank));
            let direction = board.slide_tile(u32::from(tile)).expect("consecutive search nodes differ by one slide");
            moves.push(SolutionMove { tile, direction });
        }
        assert!(self.goal.is_solved(&board), "a search returned a path that does not reach the goal");
        let algorithm = self.algorithm;
        let weighted = algorithm == Algorithm::Wastar && self.options.weight > 1.0;
        let optimal = algorithm.is_optimal() || (algorithm == Algorithm::Wastar && !weighted);
        Solution { moves, optimal, bound_factor: weighted.then_some(self.options.weight) }
    }
}

/// Solves `board` to the end with the system clock.
///
/// ```
/// use npuzzle::{Goal, parse_board, solve::{Outcome, SolveOptions, solve}};
///
/// let board = parse_board("1 2 3 4 5 6 7 0 8")?;
/// let report = solve(&board, &Goal::blank_last(board.shape()), SolveOptions::default())?;
/// assert!(matches!(report.outcome, Outcome::Solved(ref s) if s.moves.len() == 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`Solver::new`].
#[cfg(not(target_arch = "wasm32"))]
pub fn solve(board: &Board, goal: &Goal, options: SolveOptions) -> Result<Report, SolveError> {
    Ok(Solver::new(board, goal, options, system_clock())?.run_to_end())
}
