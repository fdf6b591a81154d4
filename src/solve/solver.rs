//! Solving a board: from a [`Plan`] and the pattern databases it names, picks the packing and
//! the engine ([`super::engine`]), drives it in slices under the plan's limits, and checks
//! every answer by replaying it before reporting it. It is one idea, a solve driven to its report
//! (its slices, limits, helpers' results and a switch to a stronger set all act on the same
//! engine and clock), so one file a little past 500 lines.

use std::sync::Arc;

use thiserror::Error;

use super::algorithm::Algorithm;
use super::anytime::AnytimeEngine;
use super::engine::{Engine, Incumbent, engine, generic_engine, holds_generic_engine};
use super::options::Weight;
use super::plan::{Plan, PlanError};
use super::report::{Outcome, Report, Retry, Solution, SolutionMove, Status, StopReason, TracePoint};
use crate::heuristic::Heuristic;
use crate::heuristic::pdb::{DatabaseKey, DatabaseSet, PdbHeuristic};
use crate::heuristic::pdb24::{Key24, Set24};
use crate::search::pdb_idastar::{ItemResult, ProtocolError, WorkItem, helpers_for};
use crate::search::record::Record;
use crate::search::{self, Search, Stats, Step};
use crate::words::{Message, Said};

/// Why a solver could not start.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SolveError {
    /// The request does not hold (see [`Plan::new`]).
    Plan(#[from] PlanError),
    /// The plan names pattern databases and they were not given (or others were).
    MissingDatabases(DatabaseKey),
    /// The plan names 5x5 pattern databases and they were not given (or others were).
    MissingDatabases5x5(Key24),
    /// A plan that needs more than a generic engine, asked of [`Solver::generic`].
    NotGeneric(Algorithm),
}

impl Said for SolveError {
    fn message(&self) -> Message {
        match self {
            Self::Plan(error) => error.message(),
            Self::MissingDatabases(key) => Message::new("solve-error-missing-databases").text("databases", key),
            Self::MissingDatabases5x5(key) => Message::new("solve-error-missing-databases").text("databases", key),
            Self::NotGeneric(algorithm) => Message::new("solve-error-not-generic").text("algorithm", algorithm),
        }
    }
}

crate::words::english_display!(SolveError);

/// A millisecond clock, reading the time since the solve was asked for: the time limit counts
/// from then, so preparing the pattern databases counts against it. The core has no platform
/// clock of its own on wasm: the boundary passes one in (and `system_clock` serves natively).
pub type Clock = Box<dyn Fn() -> f64>;

/// Milliseconds since this clock was made, from the operating system's monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn system_clock() -> Clock {
    let start = std::time::Instant::now();
    Box::new(move || start.elapsed().as_secs_f64() * 1000.0)
}

/// A resumable solve: call [`Solver::run`] with a budget of expansions until it is done.
///
/// ```
/// use npuzzle::{Goal, parse_board};
/// use npuzzle::solve::{Outcome, Solver, Status, options::SolveOptions, plan::{Plan, Platform}, system_clock};
///
/// let board = parse_board("1 2 3 4 5 6 0 7 8")?;
/// let plan = Plan::new(board.clone(), Goal::blank_last(board.shape()), &SolveOptions::default(), Platform::Native)?;
/// let mut solver = Solver::new(plan, None, system_clock())?;
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
    plan: Plan,
    clock: Clock,
    done: Option<Report>,
    /// The anytime search's best length and lower bound, each time either changed.
    trace: Vec<TracePoint>,
    /// When the anytime search, given no time limit, answers its best ([`ANYTIME_MS`] after
    /// its first slice, or its first answer if later: building its databases does not count).
    anytime_deadline: Option<f64>,
    /// The plan naming the stronger set given mid-search, until it is looked up.
    stronger: Option<Box<Plan>>,
}

/// How long the anytime search (`auto` on 5x5) improves its answer when the caller sets no
/// time limit, in milliseconds. Its bound meets its answer on few 24-puzzles in any time a
/// person waits: after this it answers its best and the bound, about 1.04 x optimal on the
/// Korf-Taylor instances (BENCHMARKS.md), a good answer within seconds.
pub const ANYTIME_MS: f64 = 10_000.0;

impl Solver {
    /// Starts the search `plan` decided on, looking up `databases` when the plan names some
    /// ([`Plan::databases`]): the solver never builds them itself. `clock` reads the time since
    /// the solve was asked for (see [`Clock`]), before the databases were prepared.
    ///
    /// # Errors
    /// [`SolveError::MissingDatabases`] when the plan needs databases and `databases` is not
    /// that set.
    pub fn new(plan: Plan, databases: Option<Arc<DatabaseSet>>, clock: Clock) -> Result<Self, SolveError> {
        Self::with_threads(plan, databases, clock, 1)
    }

    /// [`Solver::new`], with IDA* over pattern databases spread over `threads` threads (the
    /// other searches use one); natively only, as wasm has no threads.
    ///
    /// # Errors
    /// As [`Solver::new`].
    ///
    /// ```
    /// use npuzzle::{Goal, parse_board};
    /// use npuzzle::solve::{Outcome, Solver, options::SolveOptions, plan::{Plan, Platform}, system_clock};
    ///
    /// let board = parse_board("1 2 3 4 5 6 0 7 8")?;
    /// let plan = Plan::new(board.clone(), Goal::blank_last(board.shape()), &SolveOptions::default(), Platform::Native)?;
    /// let report = Solver::with_threads(plan, None, system_clock(), 2)?.run_to_end();
    /// assert!(matches!(report.outcome, Outcome::Solved(_)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_threads(
        plan: Plan,
        databases: Option<Arc<DatabaseSet>>,
        clock: Clock,
        threads: usize,
    ) -> Result<Self, SolveError> {
        Self::with_sets(plan, databases, None, clock, threads)
    }

    /// A solver for a [`Plan::generic`] plan: a generic engine, nothing else linked in (the
    /// first wasm module's solves).
    ///
    /// # Errors
    /// [`SolveError::NotGeneric`] for a plan that needs more.
    pub fn generic(plan: Plan, clock: Clock) -> Result<Self, SolveError> {
        if !plan.generic() {
            return Err(SolveError::NotGeneric(plan.algorithm()));
        }
        let engine = generic_engine(&plan, Heuristic::new(plan.heuristic(), plan.goal()))
            .ok_or(SolveError::NotGeneric(plan.algorithm()))?;
        Ok(Self::running(engine, plan, clock))
    }

    /// Whether [`Solver::generic`] runs this plan in this build: every [`Plan::generic`] plan,
    /// but in the first wasm module (the `light` feature) only those recorded or on boards of
    /// up to 16 cells; the full module runs the rest.
    #[must_use]
    pub fn runs_generic(plan: &Plan) -> bool {
        plan.generic() && holds_generic_engine(plan)
    }

    /// [`Solver::new`] for a plan that names 5x5 pattern databases ([`Plan::databases_5x5`]):
    /// `auto`'s anytime search on 5x5, which looks up `set`.
    ///
    /// # Errors
    /// [`SolveError::MissingDatabases5x5`] when `set` is not the set the plan names (and as
    /// [`Solver::new`] when the plan names 4x4 ones instead).
    pub fn with_databases_5x5(plan: Plan, set: Arc<Set24>, clock: Clock) -> Result<Self, SolveError> {
        Self::with_sets(plan, None, Some(set), clock, 1)
    }

    /// [`Solver::with_threads`] for a caller holding sets of either size: it looks up the one
    /// the plan names, 4x4 ([`Plan::databases`]) or 5x5 ([`Plan::databases_5x5`]).
    ///
    /// # Errors
    /// [`SolveError::MissingDatabases`] or [`SolveError::MissingDatabases5x5`] when the set
    /// the plan names is not given.
    pub fn with_sets(
        plan: Plan,
        databases: Option<Arc<DatabaseSet>>,
        databases_5x5: Option<Arc<Set24>>,
        clock: Clock,
        threads: usize,
    ) -> Result<Self, SolveError> {
        let databases = match plan.databases() {
            Some(key) => Some(databases.filter(|set| set.key() == key).ok_or(SolveError::MissingDatabases(key))?),
            None => None,
        };
        let databases_5x5 = match plan.databases_5x5() {
            Some(key) => {
                Some(databases_5x5.filter(|set| set.key() == key).ok_or(SolveError::MissingDatabases5x5(key))?)
            }
            None => None,
        };
        let anytime = databases_5x5.and_then(|set| AnytimeEngine::new(&plan, &set));
        let engine: Box<dyn Engine> = match anytime {
            Some(anytime) => Box::new(anytime),
            None => engine(&plan, databases.as_ref(), threads).ok_or(SolveError::NotGeneric(plan.algorithm()))?,
        };
        Ok(Self::running(engine, plan, clock))
    }

    /// Decides whether this solve shares its passes with helpers elsewhere (other instances
    /// holding the same databases) on a machine of `cores` cores, and answers how many: some
    /// only for IDA* over pattern databases (on 4x4, unrecorded) with a core to spare, and not
    /// under a limit of expansions (helpers' slices would overshoot it). From then on each
    /// pass's subtrees can be lent ([`Self::lend`]); with none lent, the solve searches them
    /// all itself.
    pub fn share(&mut self, cores: usize) -> usize {
        let helpers = helpers_for(cores);
        let goal = self.plan.goal().clone();
        let capped = self.plan.limits().max_expanded.is_some();
        match self.engine.lender() {
            Some(search) if helpers > 0 && !capped && self.done.is_none() => {
                // Set before the first slice: a search already under way keeps going alone.
                if search.stats().expanded > 0 {
                    return 0;
                }
                search.share_passes(helpers, &goal);
                helpers
            }
            _ => 0,
        }
    }

    /// A subtree of the pass under way for a helper
    /// ([`search_item`](crate::search::pdb_idastar::search_item)), if any is left to lend.
    pub fn lend(&mut self) -> Option<WorkItem> {
        if self.done.is_some() {
            return None;
        }
        self.engine.lender()?.lend()
    }

    /// Takes a helper's result (see [`PdbIdaStar::settle`](crate::search::pdb_idastar::PdbIdaStar::settle)).
    ///
    /// # Errors
    /// [`ProtocolError::NotLent`] for a result of no subtree lent in the pass under way.
    pub fn settle(&mut self, result: &ItemResult) -> Result<(), ProtocolError> {
        match self.engine.lender() {
            Some(search) if self.done.is_none() => search.settle(result),
            _ => Ok(()), // the solve has ended: what helpers still bring is of no use
        }
    }

    /// Takes back a subtree whose helper failed (see [`PdbIdaStar::give_back`](crate::search::pdb_idastar::PdbIdaStar::give_back)).
    ///
    /// # Errors
    /// As [`Self::settle`].
    pub fn give_back(&mut self, item: &WorkItem) -> Result<(), ProtocolError> {
        match self.engine.lender() {
            Some(search) if self.done.is_none() => search.give_back(item),
            _ => Ok(()),
        }
    }

    /// A solver whose engine has not started yet.
    fn running(engine: Box<dyn Engine>, plan: Plan, clock: Clock) -> Self {
        Self { engine, plan, clock, done: None, trace: Vec::new(), anytime_deadline: None, stronger: None }
    }

    /// Goes on with the plan's stronger databases from where it is ([`PdbIdaStar::switch_heuristic`](crate::search::pdb_idastar::PdbIdaStar::switch_heuristic));
    /// answers whether they were taken (not another set, after the end, or by a recorded search).
    pub fn switch_databases(&mut self, set: &Arc<DatabaseSet>) -> bool {
        if self.done.is_some() || self.stronger.is_some() || self.plan.stronger_databases() != Some(set.key()) {
            return false;
        }
        let Ok(pdb) = PdbHeuristic::new(Arc::clone(set), self.plan.goal()) else { return false };
        let Some(search) = self.engine.lender() else { return false };
        search.switch_heuristic(&pdb);
        self.stronger = Some(Box::new(self.plan.clone().with_databases_at_hand(|key| key == set.key()).0));
        true
    }

    /// Once the stronger set given is looked up ([`Stats::switched_at`]), the plan (and the
    /// report's heuristic) is the one naming it.
    fn note_switch(&mut self) {
        let switched = self.stats().switched_at.is_some();
        if let Some(plan) = self.stronger.take_if(|_| switched) {
            self.plan = *plan;
        }
    }

    /// Whether the solve has nothing to search until a helper answers.
    pub fn waiting(&mut self) -> bool {
        self.done.is_none() && self.engine.lender().is_some_and(|search| search.waiting())
    }

    /// What the solve runs.
    #[must_use]
    pub const fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The counts so far.
    #[must_use]
    pub fn stats(&self) -> &Stats {
        self.engine.stats()
    }

    fn elapsed_ms(&self) -> f64 {
        (self.clock)()
    }

    /// Takes at most `max` recorded events not taken yet, when the search is recorded
    /// ([`Plan::record`]) and there are some.
    pub fn take_record(&mut self, max: usize) -> Option<search::record::Chunk> {
        self.engine.record()?.take_chunk(max)
    }

    /// The recording so far, when the search is recorded.
    pub fn record(&mut self) -> Option<&Record> {
        self.engine.record().map(|record| &*record)
    }

    /// Estimated bytes held for the states stored now.
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        self.engine.memory_bytes()
    }

    /// Estimated bytes held for the most states stored at once so far (at least what is held
    /// now: the anytime search counts its memory by its own rule).
    #[must_use]
    pub fn peak_memory_bytes(&self) -> u64 {
        let states = self.engine.stats().max_stored.saturating_mul(self.engine.bytes_per_state());
        u64::try_from(states).unwrap_or(u64::MAX).max(self.memory_bytes())
    }

    /// Searches for at most `budget` more expansions (fewer if a limit is nearer).
    pub fn run(&mut self, budget: u64) -> Status {
        if let Some(report) = &self.done {
            return Status::Done(report.clone());
        }
        let limits = self.plan.limits();
        if self.plan.algorithm() == Algorithm::Anytime && limits.max_ms.is_none() && self.anytime_deadline.is_none() {
            self.anytime_deadline = Some(self.elapsed_ms() + ANYTIME_MS);
        }
        let remaining = limits.max_expanded.map_or(u64::MAX, |max| max.saturating_sub(self.stats().expanded));
        // An expansion stores at most four new states: stay within the memory limit's room.
        let per_expansion = 4 * u64::try_from(self.engine.bytes_per_state()).unwrap_or(u64::MAX);
        let room = limits.max_memory_mb.map_or(u64::MAX, |mb| {
            (mb.saturating_mul(1 << 20)).saturating_sub(self.memory_bytes()) / per_expansion + 1
        });
        // The time limit may have run out before the search began (a database build).
        let step = if limits.max_ms.is_some_and(|ms| self.elapsed_ms() >= ms) {
            Step::Running
        } else {
            self.engine.run(budget.min(remaining).min(room))
        };
        self.note_progress();
        let outcome = match step {
            Step::Found(blanks) => Some((Outcome::Solved(self.replay(&blanks, None)), None)),
            Step::Exhausted => Some(self.stopped(StopReason::DepthLimit)),
            Step::Running => self.limit_reached().map(|reason| self.best_or_stopped(reason)),
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

    /// Stops the run keeping what it found: the anytime search's best solution so far, with
    /// its lower bound; a search with nothing in hand reports that it was stopped (as a cancel).
    pub fn stop(&mut self) -> Report {
        if let Some(report) = &self.done {
            return report.clone();
        }
        let outcome = self.best_or_stopped(StopReason::Cancelled);
        self.finish(outcome)
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
        let limits = self.plan.limits();
        if limits.max_expanded.is_some_and(|max| self.stats().expanded >= max) {
            Some(StopReason::ExpandedLimit)
        } else if limits.max_memory_mb.is_some_and(|mb| self.memory_bytes() >= mb.saturating_mul(1 << 20)) {
            Some(StopReason::MemoryLimit)
        } else if limits.max_ms.is_some_and(|ms| self.elapsed_ms() >= ms) || self.anytime_settled() {
            Some(StopReason::TimeLimit)
        } else {
            None
        }
    }

    /// Whether the anytime search, given no time limit, has had its own budget and holds an
    /// answer to give (it never stops empty-handed for want of a limit nobody set).
    fn anytime_settled(&self) -> bool {
        self.anytime_deadline.is_some_and(|ms| self.elapsed_ms() >= ms) && self.stats().best.is_some()
    }

    /// The anytime search's best solution, when it holds one: what a limit or a stop answers.
    fn best_or_stopped(&self, reason: StopReason) -> (Outcome, Option<Retry>) {
        match self.engine.incumbent() {
            Some(Incumbent { path, lower_bound }) => (Outcome::Solved(self.replay(&path, Some(lower_bound))), None),
            None => self.stopped(reason),
        }
    }

    /// Adds a trace point when the anytime search's best length or lower bound changed.
    fn note_progress(&mut self) {
        let stats = self.engine.stats();
        let (Some(length), Some(bound)) = (stats.best, stats.lower_bound) else { return };
        if self.trace.last().is_none_or(|last| (last.length, last.bound) != (length, bound)) {
            let ms = self.elapsed_ms();
            self.trace.push(TracePoint { ms, length, bound });
        }
    }

    /// The outcome of a search stopped for `reason`, in plain words with the choice that would
    /// succeed (its reason the message's end), and that choice.
    fn stopped(&self, reason: StopReason) -> (Outcome, Option<Retry>) {
        let stats = self.stats();
        let limits = self.plan.limits();
        let retry = self.plan.retry(reason);
        let advice = retry.as_ref().map_or_else(|| self.plan.algorithm().suggestion(), |retry| retry.why.clone());
        let message = match reason {
            StopReason::ExpandedLimit => Message::new("solve-stopped-node-limit"),
            StopReason::MemoryLimit => Message::new("solve-stopped-memory-limit")
                .count("mb", limits.max_memory_mb.unwrap_or_default())
                .count("stored", stats.stored),
            StopReason::TimeLimit => {
                Message::new("solve-stopped-time-limit").number("ms", self.elapsed_ms().round(), 0)
            }
            StopReason::Cancelled => Message::new("solve-cancelled"),
            StopReason::DepthLimit => Message::new("solve-stopped-depth-limit").count("depth", self.plan.depth_limit()),
        };
        let message = message.count("count", stats.expanded).message("advice", advice);
        (Outcome::Stopped { reason, message }, retry)
    }

    fn finish(&mut self, (outcome, retry): (Outcome, Option<Retry>)) -> Report {
        self.note_switch();
        let report = Report {
            algorithm: self.plan.algorithm(),
            heuristic: self.plan.heuristic(),
            weight: self.plan.weight().map(Weight::value),
            outcome,
            stats: self.stats().clone(),
            elapsed_ms: self.elapsed_ms(),
            memory_bytes: self.memory_bytes(),
            peak_memory_bytes: self.peak_memory_bytes(),
            retry: retry.map(Box::new),
            trace: self.trace.clone(),
        };
        self.done = Some(report.clone());
        report
    }

    /// The moves along a path of blank cells, replayed on the board; the replay must end on
    /// the goal, so a wrong answer can never be reported as a solution. `lower_bound`: the
    /// anytime search's for a solution not proved optimal.
    fn replay(&self, blanks: &[u8], lower_bound: Option<u32>) -> Solution {
        let mut board = self.plan.board().clone();
        let mut moves = Vec::with_capacity(blanks.len().saturating_sub(1));
        for &next_blank in blanks.iter().skip(1) {
            let tile = board.tile_at(usize::from(next_blank));
            let direction = board.slide_tile(u32::from(tile)).expect("consecutive search nodes differ by one slide");
            moves.push(SolutionMove { tile, direction });
        }
        assert!(self.plan.goal().is_solved(&board), "a search returned a path that does not reach the goal");
        let length = u32::try_from(moves.len()).unwrap_or(u32::MAX);
        // The anytime search ends on its own only with a solution proved optimal.
        let anytime = self.plan.algorithm() == Algorithm::Anytime;
        let lower_bound = lower_bound.or(anytime.then_some(length)).map(|bound| bound.min(length));
        let optimal = self.plan.optimal() || lower_bound == Some(length);
        Solution { moves, optimal, bound_factor: self.plan.bound_factor(), lower_bound }
    }
}

/// Solves `board` to the end with the system clock, building the pattern databases first
/// when the search needs them (a few seconds for 6-6-3: keep them, with [`Plan::databases`]
/// and [`DatabaseSet::build`], to solve many boards). On 5x5, `auto`'s anytime search ends at a
/// limit of the options (or when it proves its answer optimal).
///
/// ```
/// use npuzzle::{Goal, parse_board, solve::{Outcome, options::SolveOptions, solve}};
///
/// let board = parse_board("1 2 3 4 5 6 7 0 8")?;
/// let report = solve(&board, &Goal::blank_last(board.shape()), &SolveOptions::default())?;
/// assert!(matches!(report.outcome, Outcome::Solved(ref s) if s.moves.len() == 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`Plan::new`].
#[cfg(not(target_arch = "wasm32"))]
pub fn solve(
    board: &crate::model::board::Board,
    goal: &crate::model::goal::Goal,
    options: &super::options::SolveOptions,
) -> Result<Report, SolveError> {
    let plan = Plan::new(board.clone(), goal.clone(), options, super::plan::Platform::Native)?;
    let databases = plan.databases().map(|key| Arc::new(DatabaseSet::build(key, |_| {})));
    let mut solver = match plan.databases_5x5() {
        Some(key) => Solver::with_databases_5x5(plan, Arc::new(Set24::build(key, |_| {})), system_clock())?,
        None => Solver::new(plan, databases, system_clock())?,
    };
    Ok(solver.run_to_end())
}
