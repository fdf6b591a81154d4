//! Solving for the page: a plan it asks what a solve needs, the resumable job a worker runs in
//! slices (shared with helpers in [`super::sharing`], its record taken through
//! [`super::records`]), and the one-shot solve.

#[cfg(not(feature = "light"))]
use std::sync::Arc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(not(feature = "light"))]
use super::databases::Databases;
use super::records::record_chunk;
use super::transfer::{budget, clock_since, now_ms, solve_request, to_js, whole};
use super::words::said;
use crate::heuristic::pdb::{DatabaseKey, DatabaseSet};
use crate::heuristic::pdb24::Key24;
#[cfg(not(feature = "light"))]
use crate::heuristic::pdb24::Set24;
use crate::solve::options::Weight;
use crate::solve::plan::{Plan, Platform};
use crate::solve::summary::{StatsSummary, Summary};
use crate::solve::{Report, Solver, Status};

/// What a plan tells the page before a search starts.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlanDto {
    algorithm: &'static str,
    heuristic: String,
    weight: Option<f64>,
    optimal: bool,
    /// Runs on a generic engine the first module holds (`Solver::runs_generic`): the first
    /// module can start it; any other plan is the full module's.
    generic: bool,
    /// The pattern databases to load or build first: `{key, partition, blankGoal, name, served}`.
    databases: Option<DatabasesDto>,
    /// Stronger ones the search looks up instead when they are held (`startWith` them), never
    /// waited for: fetched beside the searches, after a first answer.
    stronger: Option<DatabasesDto>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DatabasesDto {
    /// The name a persistent cache keeps them under, and `DatabaseBuild`'s argument.
    key: String,
    partition: &'static str,
    blank_goal: u8,
    /// In words, for the page.
    name: String,
    /// Where the site serves them prebuilt, or `null`: fetched before any build, and checked
    /// as bytes from `IndexedDB` are (`Databases.load`).
    served: Option<ServedDto>,
}

impl From<DatabaseKey> for DatabasesDto {
    // Once in the wasm, not inlined at each of a plan's two sets (the page-weight budget).
    #[inline(never)]
    fn from(key: DatabaseKey) -> Self {
        Self {
            key: key.cache_key(),
            partition: key.partition().name(),
            blank_goal: key.blank_goal(),
            name: key.to_string(),
            served: key.served_path().map(|path| ServedDto { path, bytes: DatabaseSet::written_bytes(key) }),
        }
    }
}

impl From<Key24> for DatabasesDto {
    // Built in the worker (a few seconds), never served.
    fn from(key: Key24) -> Self {
        Self {
            key: key.cache_key(),
            partition: key.partition().name(),
            blank_goal: key.blank_goal(),
            name: key.to_string(),
            served: None,
        }
    }
}

#[derive(Serialize)]
struct ServedDto {
    /// The file, relative to the site's root (`pdb/...`).
    path: String,
    /// Its exact length: the download's progress, and more than this is refused.
    bytes: usize,
}

/// A solve decided but not started: `new SolvePlan(board, options)` reads the options once
/// (as for `solve`) and checks the request and the board; `summary` says what will run and
/// which pattern databases it needs; `start()` or `startWith(databases)` begins the search.
#[wasm_bindgen]
pub struct SolvePlan {
    plan: Plan,
    /// When the solve was asked for: its time limit counts from then.
    asked_ms: f64,
}

#[wasm_bindgen]
impl SolvePlan {
    /// Plans a solve of `board` with `options`: an algorithm name or
    /// `{algorithm, heuristic, weight, goal, depthLimit, limits: {maxExpanded, maxMemoryMb, maxMs}}`.
    ///
    /// # Errors
    /// A JS `Error` for an invalid board, goal or option, pattern databases that cannot be
    /// used here, or an unsolvable board (with the explanation).
    #[wasm_bindgen(constructor)]
    pub fn new(board: JsValue, options: JsValue) -> Result<Self, JsError> {
        let asked_ms = now_ms();
        let (board, goal, options) = solve_request(board, options)?;
        Ok(Self {
            plan: Plan::new(board, goal, &options, Platform::Browser).map_err(|e| JsError::new(&said(&e)))?,
            asked_ms,
        })
    }

    /// `{algorithm, heuristic, weight, optimal, generic, databases, stronger}`, each of the last two `null` or
    /// `{key, partition, blankGoal, name, served: null | {path, bytes}}`.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    #[wasm_bindgen(getter)]
    pub fn summary(&self) -> Result<JsValue, JsError> {
        let plan = &self.plan;
        to_js(&PlanDto {
            algorithm: plan.algorithm().name(),
            heuristic: plan.heuristic().to_string(),
            weight: plan.weight().map(Weight::value),
            optimal: plan.optimal(),
            generic: Solver::runs_generic(plan),
            databases: plan
                .databases()
                .map(DatabasesDto::from)
                .or_else(|| plan.databases_5x5().map(DatabasesDto::from)),
            stronger: plan.stronger_databases().map(DatabasesDto::from),
        })
    }

    /// Starts a search that needs no pattern databases.
    ///
    /// # Errors
    /// A JS `Error` when the plan needs databases (use `startWith`), or, in the first module,
    /// when it is not `generic` (the full module's).
    pub fn start(self) -> Result<SolveJob, JsError> {
        SolveJob::new(self.plan, self.asked_ms)
    }

    /// Starts the search with the pattern databases the plan names, or the stronger ones it
    /// names (`summary.stronger`), whose heuristic the answer's summary then reports.
    ///
    /// # Errors
    /// A JS `Error` when `databases` are neither.
    #[cfg(not(feature = "light"))]
    #[wasm_bindgen(js_name = startWith)]
    pub fn start_with(self, databases: &Databases) -> Result<SolveJob, JsError> {
        if let Some(set) = databases.set_5x5() {
            let solver = Solver::with_databases_5x5(self.plan, set, clock_since(self.asked_ms))
                .map_err(|e| JsError::new(&said(&e)))?;
            return Ok(SolveJob { solver });
        }
        let set = databases.set();
        let plan = match &set {
            Some(set) => self.plan.with_databases_at_hand(|key| key == set.key()).0,
            None => self.plan,
        };
        let solver = Solver::new(plan, set, clock_since(self.asked_ms)).map_err(|e| JsError::new(&said(&e)))?;
        Ok(SolveJob { solver })
    }

    /// The summary of this solve cancelled before its search began (while its databases were
    /// prepared), `elapsedMs` after it was asked for.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn cancelled(&self, elapsed_ms: f64) -> Result<JsValue, JsError> {
        to_js(&Summary::worded(&Report::cancelled_before_start(&self.plan, elapsed_ms), said))
    }

    /// The summary of this solve stopped at its time limit before its search began (its
    /// databases still being built or loaded), or `null` while it has time left: a worker asks
    /// between slices of the build.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    #[wasm_bindgen(js_name = outOfTime)]
    pub fn out_of_time(&self) -> Result<JsValue, JsError> {
        Report::out_of_time_before_start(&self.plan, now_ms() - self.asked_ms)
            .map_or(Ok(JsValue::NULL), |report| to_js(&Summary::worded(&report, said)))
    }
}

/// A resumable solve for a worker: `run(budget)` searches for at most `budget` expansions and
/// answers `{done: false, progress}` or `{done: true, result}`; `cancel()` ends it.
#[wasm_bindgen]
pub struct SolveJob {
    pub(super) solver: Solver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JobStep {
    done: bool,
    progress: Option<StatsSummary>,
    result: Option<Summary>,
}

#[wasm_bindgen]
impl SolveJob {
    /// A job for `plan` without databases: on a generic engine in the first module (which holds
    /// no other), on whatever the plan names in the full one.
    fn new(plan: Plan, asked_ms: f64) -> Result<Self, JsError> {
        let clock = clock_since(asked_ms);
        #[cfg(feature = "light")]
        let solver = Solver::generic(plan, clock);
        #[cfg(not(feature = "light"))]
        let solver = Solver::new(plan, None, clock);
        Ok(Self { solver: solver.map_err(|e| JsError::new(&said(&e)))? })
    }

    /// Searches for at most `budget` more expansions.
    ///
    /// # Errors
    /// A JS `Error` for a budget that is not a number.
    pub fn run(&mut self, budget_value: f64) -> Result<JsValue, JsError> {
        let step = match self.solver.run(budget(budget_value, 1e12)?) {
            Status::Running { stats, elapsed_ms } => {
                let (memory, peak) = (self.solver.memory_bytes(), self.solver.peak_memory_bytes());
                JobStep {
                    done: false,
                    progress: Some(StatsSummary::new(&stats, elapsed_ms, memory, peak)),
                    result: None,
                }
            }
            Status::Done(report) => {
                JobStep { done: true, progress: None, result: Some(Summary::worded(&report, said)) }
            }
        };
        to_js(&step)
    }

    /// Goes on with the stronger pattern databases its plan named (`summary.stronger`), now
    /// held, from where the search is: the iteration under way searched again with their
    /// heuristic under the bound it reached, or the next one when it is well on; the counts are
    /// kept, and the answer names their heuristic and `stats.switchedAt`. Answers whether they
    /// were taken (not other databases, nor once the search has ended); `switched` says when
    /// they are looked up.
    #[cfg(not(feature = "light"))]
    #[wasm_bindgen(js_name = switchTo)]
    pub fn switch_to(&mut self, databases: &Databases) -> bool {
        databases.set().is_some_and(|set| self.solver.switch_databases(&set))
    }

    /// Whether the search looks up the stronger databases given by `switchTo` by now.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn switched(&self) -> bool {
        self.solver.stats().switched_at.is_some()
    }

    /// Takes at most `max` recorded events not taken yet, as typed arrays (see
    /// `recordFacts()`), or `null` when the search is not recorded or there are none new.
    ///
    /// # Errors
    /// A JS `Error` for a `max` that is not a whole positive number.
    #[wasm_bindgen(js_name = takeRecord)]
    pub fn take_record(&mut self, max: f64) -> Result<JsValue, JsError> {
        let max = usize::try_from(whole(max, "the chunk size", 1..=1 << 24)?).unwrap_or(usize::MAX);
        self.solver.take_record(max).map_or(Ok(JsValue::NULL), |chunk| record_chunk(&chunk))
    }

    /// Stops the search keeping what it found, and answers its result: the anytime search's
    /// best solution so far with its lower bound (other searches hold none: their result says
    /// they were stopped, as a cancel's does).
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn stop(&mut self) -> Result<JsValue, JsError> {
        to_js(&Summary::worded(&self.solver.stop(), said))
    }

    /// Stops the search and answers its result, which says it was cancelled.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn cancel(&mut self) -> Result<JsValue, JsError> {
        to_js(&Summary::worded(&self.solver.cancel(), said))
    }
}

/// Solves `board` to the end, here and now. `options` is an algorithm name (`"astar"`) or an
/// options object `{algorithm, heuristic, weight, goal, depthLimit, limits: {maxExpanded,
/// maxMemoryMb, maxMs}}`. A search with pattern databases builds them first, which takes
/// seconds: a page keeps them in a worker instead (`SolvePlan`, `DatabaseBuild`); the first
/// module solves `generic` plans only. Answers
/// `{solved, length, optimal, boundFactor, tiles, directions, algorithm, heuristic, weight,
/// reason, message, stats: {expanded, generated, maxFrontier, frontier, stored, bound,
/// iterations, elapsedMs, memoryBytes, peakMemoryBytes}}`; a limit reached answers `solved: false` with a
/// message.
///
/// # Errors
/// A JS `Error` for an invalid board, goal or option, or an unsolvable board (with the explanation).
#[wasm_bindgen]
pub fn solve(board: JsValue, options: JsValue) -> Result<JsValue, JsError> {
    let asked_ms = now_ms();
    let (board, goal, options) = solve_request(board, options)?;
    let plan = Plan::new(board, goal, &options, Platform::Browser).map_err(|e| JsError::new(&said(&e)))?;
    #[cfg(feature = "light")]
    let solver = Solver::generic(plan, clock_since(asked_ms));
    #[cfg(not(feature = "light"))]
    let solver = {
        let databases = plan.databases().map(|key| Arc::new(DatabaseSet::build(key, |_| {})));
        let databases_5x5 = plan.databases_5x5().map(|key| Arc::new(Set24::build(key, |_| {})));
        if let Some(report) = Report::out_of_time_before_start(&plan, now_ms() - asked_ms) {
            return to_js(&Summary::worded(&report, said));
        }
        Solver::with_sets(plan, databases, databases_5x5, clock_since(asked_ms), 1)
    };
    to_js(&Summary::worded(&solver.map_err(|e| JsError::new(&said(&e)))?.run_to_end(), said))
}
