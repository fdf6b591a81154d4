//! Solving for the page: the algorithms and heuristics it offers (from the core's `ALL`
//! lists, with what each guarantees), the settings it reads, a plan it asks what a solve
//! needs, and the resumable job a worker runs in slices.

use std::sync::Arc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::databases::Databases;
use super::transfer::{BoardDto, budget, clock_since, error, now_ms, solve_request, text_from, to_js, whole};
use crate::bench::read_instances;
use crate::heuristic::HeuristicKind;
use crate::heuristic::pdb::{DatabaseKey, DatabaseSet};
use crate::search::pdb_idastar::{ItemResult, WorkItem, search_item};
use crate::search::record::{self, Chunk, EventKind, Fate};
use crate::solve::algorithm::Algorithm;
use crate::solve::options::Weight;
use crate::solve::plan::{Plan, Platform};
use crate::solve::summary::{StatsSummary, Summary};
use crate::solve::{Report, Solver, Status};

/// An algorithm as the page lists it, with the facts its views need.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
#[expect(clippy::struct_excessive_bools, reason = "the facts JavaScript reads, each by its name")]
struct AlgorithmDto {
    name: &'static str,
    /// Guided by the heuristic chosen.
    uses_heuristic: bool,
    /// Takes a weight.
    weighted: bool,
    /// Its answers are shortest.
    optimal: bool,
    /// Searches in passes under a rising bound.
    iterative: bool,
    /// How it orders its frontier: `queue`, `stack`, `g`, `h`, `f` or `none`.
    frontier: &'static str,
}

/// The search algorithms the core offers, in teaching order:
/// `[{name, usesHeuristic, weighted, optimal, iterative, frontier}]`.
///
/// # Errors
/// Only if the answer cannot be handed to JavaScript.
#[wasm_bindgen]
pub fn algorithms() -> Result<JsValue, JsError> {
    let list: Vec<AlgorithmDto> = Algorithm::ALL
        .into_iter()
        .map(|a| AlgorithmDto {
            name: a.name(),
            uses_heuristic: a.uses_heuristic(),
            weighted: a.is_weighted(),
            optimal: a.is_optimal(),
            iterative: a.is_iterative(),
            frontier: a.frontier_order().name(),
        })
        .collect();
    to_js(&list)
}

/// The heuristic names a browser can run, weakest first.
#[wasm_bindgen]
#[must_use]
pub fn heuristics() -> Vec<String> {
    HeuristicKind::ALL.into_iter().filter(|&h| Platform::Browser.offers(h)).map(|h| h.name().to_string()).collect()
}

/// The algorithm named `text` (trimmed), as the core names it.
///
/// # Errors
/// A JS `Error` listing the algorithms.
#[wasm_bindgen(js_name = parseAlgorithm)]
pub fn parse_algorithm(text: &JsValue) -> Result<String, JsError> {
    Ok(text_from(text, "an algorithm")?.parse::<Algorithm>().map_err(error)?.name().to_string())
}

/// The heuristic named `text`, if a browser can run it.
///
/// # Errors
/// A JS `Error` listing the heuristics, or saying why this one cannot run in a browser.
#[wasm_bindgen(js_name = parseHeuristic)]
pub fn parse_heuristic(text: &JsValue) -> Result<String, JsError> {
    let heuristic = text_from(text, "a heuristic")?.parse::<HeuristicKind>().map_err(error)?;
    if !Platform::Browser.offers(heuristic) {
        return Err(error(format!("the {heuristic} heuristic needs more memory than a browser tab has")));
    }
    Ok(heuristic.name().to_string())
}

/// The weight written `text`, checked as weighted A* checks it (1 to 100).
///
/// # Errors
/// A JS `Error` saying what a weight is.
#[wasm_bindgen(js_name = parseWeight)]
pub fn parse_weight(text: &JsValue) -> Result<f64, JsError> {
    Ok(text_from(text, "a weight")?.parse::<Weight>().map_err(error)?.value())
}

/// One instance of a bench file, as `readBenchFile` answers it.
#[derive(Serialize)]
struct InstanceDto {
    id: String,
    optimal: Option<usize>,
    board: BoardDto,
}

/// The instances of a bench file (`id optimal t0 t1 ...` a line, `#` comments), as the CLI's
/// `bench` reads them: `[{id, optimal, board}]`.
///
/// # Errors
/// A JS `Error` naming the first line that is not an instance.
#[wasm_bindgen(js_name = readBenchFile)]
pub fn read_bench_file(text: &JsValue) -> Result<JsValue, JsError> {
    let instances = read_instances(&text_from(text, "a bench file")?).map_err(error)?;
    let list: Vec<InstanceDto> = instances
        .iter()
        .map(|i| InstanceDto { id: i.id.clone(), optimal: i.optimal, board: BoardDto::from(&i.board) })
        .collect();
    to_js(&list)
}

/// What a plan tells the page before a search starts.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlanDto {
    algorithm: &'static str,
    heuristic: &'static str,
    weight: Option<f64>,
    optimal: bool,
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
        Ok(Self { plan: Plan::new(board, goal, &options, Platform::Browser).map_err(error)?, asked_ms })
    }

    /// `{algorithm, heuristic, weight, optimal, databases, stronger}`, each of the last two `null` or
    /// `{key, partition, blankGoal, name, served: null | {path, bytes}}`.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    #[wasm_bindgen(getter)]
    pub fn summary(&self) -> Result<JsValue, JsError> {
        let plan = &self.plan;
        to_js(&PlanDto {
            algorithm: plan.algorithm().name(),
            heuristic: plan.heuristic().name(),
            weight: plan.weight().map(Weight::value),
            optimal: plan.optimal(),
            databases: plan.databases().map(DatabasesDto::from),
            stronger: plan.stronger_databases().map(DatabasesDto::from),
        })
    }

    /// Starts a search that needs no pattern databases.
    ///
    /// # Errors
    /// A JS `Error` when the plan needs databases (use `startWith`).
    pub fn start(self) -> Result<SolveJob, JsError> {
        SolveJob::new(self.plan, None, self.asked_ms)
    }

    /// Starts the search with the pattern databases the plan names, or the stronger ones it
    /// names (`summary.stronger`), whose heuristic the answer's summary then reports.
    ///
    /// # Errors
    /// A JS `Error` when `databases` are neither.
    #[wasm_bindgen(js_name = startWith)]
    pub fn start_with(self, databases: &Databases) -> Result<SolveJob, JsError> {
        let set = databases.set();
        let plan = if self.plan.stronger_databases() == Some(set.key()) {
            self.plan.with_stronger_databases()
        } else {
            self.plan
        };
        SolveJob::new(plan, Some(set), self.asked_ms)
    }

    /// The summary of this solve cancelled before its search began (while its databases were
    /// prepared), `elapsedMs` after it was asked for.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn cancelled(&self, elapsed_ms: f64) -> Result<JsValue, JsError> {
        to_js(&Summary::from(&Report::cancelled_before_start(&self.plan, elapsed_ms)))
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
            .map_or(Ok(JsValue::NULL), |report| to_js(&Summary::from(&report)))
    }
}

/// A resumable solve for a worker: `run(budget)` searches for at most `budget` expansions and
/// answers `{done: false, progress}` or `{done: true, result}`; `cancel()` ends it.
#[wasm_bindgen]
pub struct SolveJob {
    solver: Solver,
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
    fn new(plan: Plan, databases: Option<Arc<DatabaseSet>>, asked_ms: f64) -> Result<Self, JsError> {
        Ok(Self { solver: Solver::new(plan, databases, clock_since(asked_ms)).map_err(error)? })
    }

    /// Searches for at most `budget` more expansions.
    ///
    /// # Errors
    /// A JS `Error` for a budget that is not a number.
    pub fn run(&mut self, budget_value: f64) -> Result<JsValue, JsError> {
        let step = match self.solver.run(budget(budget_value, 1e12)?) {
            Status::Running { stats, elapsed_ms } => {
                let memory = self.solver.memory_bytes();
                JobStep { done: false, progress: Some(StatsSummary::new(&stats, elapsed_ms, memory)), result: None }
            }
            Status::Done(report) => JobStep { done: true, progress: None, result: Some(Summary::from(&report)) },
        };
        to_js(&step)
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

    /// How many helper workers this solve shares its passes with on a machine of `cores`
    /// cores (`navigator.hardwareConcurrency`): the core decides (IDA* over pattern databases
    /// with a core to spare), 0 for a solve that goes alone. Asked before the first `run`.
    ///
    /// # Errors
    /// A JS `Error` for a count of cores that is not a whole number from 1 to 1024.
    pub fn share(&mut self, cores: f64) -> Result<u32, JsError> {
        let cores = usize::try_from(whole(cores, "the number of cores", 1..=1024)?).map_err(error)?;
        u32::try_from(self.solver.share(cores)).map_err(error)
    }

    /// A subtree of the pass under way for a helper, as bytes for its `searchSubtree`, or
    /// `undefined` when none is left to lend.
    #[must_use]
    pub fn lend(&mut self) -> Option<Vec<u8>> {
        self.solver.lend().map(|item| item.to_bytes())
    }

    /// Takes a helper's result (what its `searchSubtree` answered): its counts join the
    /// progress, its answer or what it left over the search.
    ///
    /// # Errors
    /// A JS `Error` for bytes that are no result, or of no subtree lent.
    pub fn settle(&mut self, result: &[u8]) -> Result<(), JsError> {
        self.solver.settle(&ItemResult::from_bytes(result).map_err(error)?).map_err(error)
    }

    /// Takes back a subtree lent (`lend`'s bytes) whose helper failed: searched here instead.
    ///
    /// # Errors
    /// A JS `Error` for bytes that are no subtree lent.
    #[wasm_bindgen(js_name = giveBack)]
    pub fn give_back(&mut self, item: &[u8]) -> Result<(), JsError> {
        self.solver.give_back(&WorkItem::from_bytes(item).map_err(error)?).map_err(error)
    }

    /// Whether `run` has nothing to search until a helper's result is settled: every subtree
    /// left in the pass is lent out.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn waiting(&mut self) -> bool {
        self.solver.waiting()
    }

    /// Stops the search and answers its result, which says it was cancelled.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn cancel(&mut self) -> Result<JsValue, JsError> {
        to_js(&Summary::from(&self.solver.cancel()))
    }
}

/// Searches a subtree another worker's solve lent (`SolveJob.lend()`'s bytes) with these
/// databases, the helper's copy of its set, for at most `budget` expansions; answers
/// `{result, expanded}`: the result as bytes for that solve's `settle`, and the nodes expanded.
///
/// # Errors
/// A JS `Error` for bytes that are no subtree, or databases other than the solve's.
#[wasm_bindgen(js_name = searchSubtree)]
pub fn search_subtree(databases: &Databases, item: &[u8], budget_value: f64) -> Result<JsValue, JsError> {
    let item = WorkItem::from_bytes(item).map_err(error)?;
    let result = search_item(&databases.set(), &item, budget(budget_value, 1e12)?).map_err(error)?;
    let object = js_sys::Object::new();
    #[expect(clippy::cast_precision_loss, reason = "a count far below 2^53")]
    let expanded = result.expanded() as f64;
    for (key, value) in
        [("result", js_sys::Uint8Array::from(result.to_bytes().as_slice()).into()), ("expanded", expanded.into())]
    {
        js_sys::Reflect::set(&object, &JsValue::from_str(key), &value).map_err(|_| error("cannot answer a result"))?;
    }
    Ok(object.into())
}

/// A chunk of a recorded search as one object of typed arrays, one entry an event:
/// `{kind: Uint8Array, fate: Uint8Array, node, parent, other, g, h: Uint32Array, label:
/// Uint16Array, stopped}`. A worker transfers the arrays' buffers to the page.
fn record_chunk(chunk: &Chunk) -> Result<JsValue, JsError> {
    let object = js_sys::Object::new();
    let set = |key: &str, value: JsValue| {
        js_sys::Reflect::set(&object, &JsValue::from_str(key), &value).map_err(|_| error("cannot build a record chunk"))
    };
    set("kind", js_sys::Uint8Array::from(chunk.kind.as_slice()).into())?;
    set("fate", js_sys::Uint8Array::from(chunk.fate.as_slice()).into())?;
    for (key, column) in
        [("node", &chunk.node), ("parent", &chunk.parent), ("other", &chunk.other), ("g", &chunk.g), ("h", &chunk.h)]
    {
        set(key, js_sys::Uint32Array::from(column.as_slice()).into())?;
    }
    set("label", js_sys::Uint16Array::from(chunk.label.as_slice()).into())?;
    set("stopped", JsValue::from_bool(chunk.stopped))?;
    Ok(object.into())
}

/// What a recorded search's events mean and cost: `{defaultCap, maxCap, eventBytes,
/// treeNodeBytes, kinds: [names by number], fates: [names by number], none}`.
///
/// # Errors
/// Only if the answer cannot be handed to JavaScript.
#[wasm_bindgen(js_name = recordFacts)]
pub fn record_facts() -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Facts {
        default_cap: u32,
        max_cap: u32,
        event_bytes: usize,
        tree_node_bytes: usize,
        kinds: Vec<&'static str>,
        fates: Vec<&'static str>,
        none: u32,
    }
    to_js(&Facts {
        default_cap: record::DEFAULT_EXPANSIONS,
        max_cap: record::MAX_EXPANSIONS,
        event_bytes: record::EVENT_BYTES,
        tree_node_bytes: record::TREE_NODE_BYTES,
        kinds: EventKind::ALL.iter().map(|kind| kind.name()).collect(),
        fates: Fate::ALL.iter().map(|fate| fate.name()).collect(),
        none: record::NONE,
    })
}

/// Solves `board` to the end, here and now. `options` is an algorithm name (`"astar"`) or an
/// options object `{algorithm, heuristic, weight, goal, depthLimit, limits: {maxExpanded,
/// maxMemoryMb, maxMs}}`. A search with pattern databases builds them first, which takes
/// seconds: a page keeps them in a worker instead (`SolvePlan`, `DatabaseBuild`). Answers
/// `{solved, length, optimal, boundFactor, tiles, directions, algorithm, heuristic, weight,
/// reason, message, stats: {expanded, generated, maxFrontier, frontier, stored, bound,
/// iterations, elapsedMs, memoryBytes}}`; a limit reached answers `solved: false` with a
/// message.
///
/// # Errors
/// A JS `Error` for an invalid board, goal or option, or an unsolvable board (with the explanation).
#[wasm_bindgen]
pub fn solve(board: JsValue, options: JsValue) -> Result<JsValue, JsError> {
    let asked_ms = now_ms();
    let (board, goal, options) = solve_request(board, options)?;
    let plan = Plan::new(board, goal, &options, Platform::Browser).map_err(error)?;
    let databases = plan.databases().map(|key| Arc::new(DatabaseSet::build(key, |_| {})));
    if let Some(report) = Report::out_of_time_before_start(&plan, now_ms() - asked_ms) {
        return to_js(&Summary::from(&report));
    }
    let mut solver = Solver::new(plan, databases, clock_since(asked_ms)).map_err(error)?;
    to_js(&Summary::from(&solver.run_to_end()))
}
