//! A recorded search replayed on the page's main thread: `new SearchReplay(board, options)`
//! (the board and options the search was recorded with), `append(chunk)` as the worker's
//! chunks arrive, `seek(step)`, and what the step shows: node states, counts, the frontier in
//! the algorithm's order, the facts of `why()`, each node's board. The core decides all of it.

use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::transfer::{error, solve_request, to_js, whole};
use crate::model::board::Board;
use crate::search::discipline::{Discipline, Key, TieRule};
use crate::search::record::Chunk;
use crate::search::replay::{NodeState, Pick, Replay, Skip};
use crate::solve::plan::{Plan, Platform};

/// A recorded search, stepped through.
#[wasm_bindgen]
pub struct SearchReplay {
    replay: Replay,
    start: Board,
    uses_heuristic: bool,
}

/// What the replay's order is, for the view's words: `{order, key, tieRule, weight,
/// depthLimit, usesHeuristic, states}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FactsDto {
    order: &'static str,
    key: Option<&'static str>,
    tie_rule: Option<&'static str>,
    weight: f64,
    depth_limit: Option<u32>,
    uses_heuristic: bool,
    states: Vec<&'static str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NodeDto {
    id: u32,
    parent: Option<u32>,
    g: u32,
    h: u32,
    f: f64,
    state: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CountsDto {
    frontier: u32,
    explored: u32,
    nodes: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SkipDto {
    node: u32,
    parent: Option<u32>,
    fate: &'static str,
    other: Option<u32>,
}

impl From<&Skip> for SkipDto {
    fn from(skip: &Skip) -> Self {
        Self { node: skip.node, parent: skip.parent, fate: skip.fate.name(), other: skip.other }
    }
}

/// The facts of `why()`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct WhyDto {
    node: u32,
    depth: u32,
    /// `oldest`, `newest`, `lowest` or `within-bound`.
    pick: &'static str,
    key: Option<&'static str>,
    value: Option<f64>,
    f: Option<u32>,
    bound: Option<u32>,
    depth_limit: Option<u32>,
    frontier: u32,
    predicted: Option<u32>,
    tied_count: u32,
    tied: Vec<u32>,
    tie_rule: Option<&'static str>,
    replaced: Option<u32>,
    passed_over: Vec<SkipDto>,
    generated: Vec<SkipDto>,
    iteration_starts: bool,
    goal: Option<u32>,
    /// `generated` (breadth-first search tests a node as it generates it) or `taken`.
    goal_test: &'static str,
}

#[wasm_bindgen]
impl SearchReplay {
    /// A replay of the search `options` records from `board` (read as `SolvePlan` reads them).
    ///
    /// # Errors
    /// A JS `Error` when the options are not a recordable search of this board.
    #[wasm_bindgen(constructor)]
    pub fn new(board: JsValue, options: JsValue) -> Result<Self, JsError> {
        let (board, goal, options) = solve_request(board, options)?;
        let plan = Plan::new(board.clone(), goal, &options, Platform::Browser).map_err(error)?;
        let discipline =
            plan.discipline().ok_or_else(|| error(format!("{} keeps no frontier to replay", plan.algorithm())))?;
        Ok(Self { replay: Replay::new(discipline), start: board, uses_heuristic: plan.algorithm().uses_heuristic() })
    }

    /// The order's facts: `{order, key, tieRule, weight, depthLimit, usesHeuristic, states}`.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn facts(&self) -> Result<JsValue, JsError> {
        let discipline = self.replay.discipline();
        to_js(&FactsDto {
            order: discipline.name(),
            key: discipline.key().map(Key::name),
            tie_rule: discipline.tie_rule().map(TieRule::name),
            weight: discipline.weight(),
            depth_limit: match discipline {
                Discipline::Stack { depth_limit } => Some(depth_limit),
                _ => None,
            },
            uses_heuristic: self.uses_heuristic,
            states: NodeState::ALL.iter().map(|state| state.name()).collect(),
        })
    }

    /// Appends a chunk of the worker's (`{kind, fate, node, parent, other, g, h, label, stopped}`).
    ///
    /// # Errors
    /// A JS `Error` naming what in the chunk does not continue the record (nothing is taken then).
    pub fn append(&mut self, chunk: &JsValue) -> Result<(), JsError> {
        let column = |key: &str| js_sys::Reflect::get(chunk, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
        let missing = |key: &str| error(format!("a record chunk's {key} is missing or not a typed array"));
        let bytes =
            |key: &str| column(key).dyn_into::<js_sys::Uint8Array>().map(|a| a.to_vec()).map_err(|_| missing(key));
        let words =
            |key: &str| column(key).dyn_into::<js_sys::Uint32Array>().map(|a| a.to_vec()).map_err(|_| missing(key));
        let chunk = Chunk {
            kind: bytes("kind")?,
            fate: bytes("fate")?,
            node: words("node")?,
            parent: words("parent")?,
            other: words("other")?,
            g: words("g")?,
            h: words("h")?,
            label: column("label")
                .dyn_into::<js_sys::Uint16Array>()
                .map(|a| a.to_vec())
                .map_err(|_| missing("label"))?,
            stopped: column("stopped").as_bool().unwrap_or(false),
        };
        self.replay.append(&chunk).map_err(error)
    }

    /// Moves to expansion `step` (at most the last recorded); the step reached.
    ///
    /// # Errors
    /// A JS `Error` when `step` is not a whole number from 0.
    pub fn seek(&mut self, step: f64) -> Result<u32, JsError> {
        let step =
            if step == f64::INFINITY { u64::from(u32::MAX) } else { whole(step, "a step", 0..=u64::from(u32::MAX))? };
        Ok(self.replay.seek(u32::try_from(step).unwrap_or(u32::MAX)))
    }

    /// The step shown.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn step(&self) -> u32 {
        self.replay.step()
    }

    /// Expansions recorded.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn expansions(&self) -> u32 {
        self.replay.expansions()
    }

    /// Tree nodes recorded.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn nodes(&self) -> u32 {
        self.replay.nodes()
    }

    /// Whether the recording stopped at its cap while the search went on.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn stopped(&self) -> bool {
        self.replay.stopped()
    }

    /// The goal's tree node, if found while recording.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn found(&self) -> Option<u32> {
        self.replay.found()
    }

    /// Whether the goal is found by the step shown.
    #[wasm_bindgen(getter, js_name = foundByNow)]
    #[must_use]
    pub fn found_by_now(&self) -> bool {
        self.replay.found_by_now()
    }

    /// Whether the search runs in iterations (IDA*, IDDFS), each tree afresh.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn iterative(&self) -> bool {
        self.replay.iterative()
    }

    /// The iteration shown (from 1; 0 for searches that do not iterate).
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn iteration(&self) -> u32 {
        self.replay.iteration()
    }

    /// The bound of the iteration shown.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn bound(&self) -> Option<u32> {
        self.replay.bound()
    }

    /// The node expanded at the step shown.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn current(&self) -> Option<u32> {
        self.replay.current()
    }

    /// `{frontier, explored, nodes}` of the tree shown.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn counts(&self) -> Result<JsValue, JsError> {
        let counts = self.replay.counts();
        to_js(&CountsDto { frontier: counts.frontier, explored: counts.explored, nodes: counts.nodes })
    }

    /// Every tree node's state (`facts().states` names them), a copy.
    #[must_use]
    pub fn states(&self) -> Vec<u8> {
        self.replay.states().to_vec()
    }

    /// Every tree node's parent (`0xffffffff` for a root), a copy.
    #[must_use]
    pub fn parents(&self) -> Vec<u32> {
        self.replay.columns().0.to_vec()
    }

    /// The tree shown, `[from, to)`: the ids of every node, or of the iteration's.
    #[must_use]
    pub fn shown(&self) -> Vec<u32> {
        let range = self.replay.shown();
        vec![range.start, range.end]
    }

    /// The next `count` tree nodes in the algorithm's order (the path, deepest first, for IDA*
    /// and IDDFS).
    #[must_use]
    pub fn frontier(&self, count: u32) -> Vec<u32> {
        self.replay.frontier(count as usize)
    }

    /// Tree node `id`: `{id, parent, g, h, f, state}`.
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    pub fn node(&self, id: u32) -> Result<JsValue, JsError> {
        if id >= self.replay.nodes() {
            return Err(error(format!("there is no tree node {id}")));
        }
        let r = &self.replay;
        to_js(&NodeDto { id, parent: r.parent(id), g: r.g(id), h: r.h(id), f: r.f(id), state: r.state(id).name() })
    }

    /// The tree nodes from `id`'s root to `id`.
    #[wasm_bindgen(js_name = pathTo)]
    #[must_use]
    pub fn path_to(&self, id: u32) -> Vec<u32> {
        self.replay.path_to(id)
    }

    /// The boards of the nodes `ids`, their tiles one after another (cells each).
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    pub fn boards(&self, ids: &[u32]) -> Result<Vec<u8>, JsError> {
        let mut tiles = Vec::with_capacity(ids.len() * self.start.tiles().len());
        for &id in ids {
            tiles.extend_from_slice(self.replay.board(&self.start, id).map_err(error)?.0.tiles());
        }
        Ok(tiles)
    }

    /// The tile that moved to reach each of the nodes `ids` (0 for a root).
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    pub fn moved(&self, ids: &[u32]) -> Result<Vec<u8>, JsError> {
        ids.iter().map(|&id| Ok(self.replay.board(&self.start, id).map_err(error)?.1.unwrap_or(0))).collect()
    }

    /// Node `id`'s board, row by row on one line: `1 2 3 / 4 _ 6 / 7 5 8`.
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    pub fn line(&self, id: u32) -> Result<String, JsError> {
        Ok(self.replay.board(&self.start, id).map_err(error)?.0.rows_line())
    }

    /// The facts behind the expansion at the step shown, or `null` before the first.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn why(&mut self) -> Result<JsValue, JsError> {
        let Some(why) = self.replay.why() else { return Ok(JsValue::NULL) };
        let (pick, key, value, f, depth_limit) = match why.pick {
            Pick::Oldest => ("oldest", None, None, None, None),
            Pick::Newest { depth_limit } => ("newest", None, None, None, Some(depth_limit)),
            Pick::Lowest { key, value } => ("lowest", Some(key.name()), Some(value), None, None),
            Pick::WithinBound { f, .. } => ("within-bound", None, None, Some(f), None),
        };
        to_js(&WhyDto {
            node: why.node,
            depth: why.depth,
            pick,
            key,
            value,
            f,
            bound: why.bound,
            depth_limit,
            frontier: why.frontier,
            predicted: why.predicted,
            tied_count: why.tied_count,
            tied: why.tied,
            tie_rule: why.tie_rule.map(TieRule::name),
            replaced: why.replaced,
            passed_over: why.passed_over.iter().map(SkipDto::from).collect(),
            generated: why.generated.iter().map(SkipDto::from).collect(),
            iteration_starts: why.iteration_starts,
            goal: why.goal,
            goal_test: why.goal_test.name(),
        })
    }
}
