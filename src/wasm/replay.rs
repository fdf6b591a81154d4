//! A recorded search replayed on the page's main thread: `new SearchReplay(board, options)`
//! (the board and options the search was recorded with), `append(chunk)` as the worker's
//! chunks arrive, `seek(step)`, and what the step shows: node states, counts, the frontier in
//! the algorithm's order, the facts of `why()`, each node's board. The core decides all of it.

use wasm_bindgen::prelude::*;

use super::transfer::{error, object, optional, refused, solve_request, whole};
use crate::model::board::Board;
use crate::search::discipline::{Discipline, Key, TieRule};
use crate::search::record::Chunk;
use crate::search::replay::{Pick, Replay, Skip};
use crate::solve::plan::{Plan, Platform};
use crate::words::Message;

/// A recorded search, stepped through.
#[wasm_bindgen]
pub struct SearchReplay {
    pub(super) replay: Replay,
    start: Board,
    uses_heuristic: bool,
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
        let discipline = plan
            .discipline()
            .ok_or_else(|| refused(Message::new("replay-no-frontier").text("algorithm", plan.algorithm())))?;
        Ok(Self { replay: Replay::new(discipline), start: board, uses_heuristic: plan.algorithm().uses_heuristic() })
    }

    /// The order's facts: `{order, key, tieRule, weight, depthLimit, usesHeuristic}` (the
    /// states' names are `recordFacts().states`).
    #[must_use]
    pub fn facts(&self) -> JsValue {
        let discipline = self.replay.discipline();
        let depth_limit = match discipline {
            Discipline::Stack { depth_limit } => Some(depth_limit),
            _ => None,
        };
        object(&[
            ("order", discipline.name().into()),
            ("key", optional(discipline.key().map(Key::name))),
            ("tieRule", optional(discipline.tie_rule().map(TieRule::name))),
            ("weight", discipline.weight().into()),
            ("depthLimit", optional(depth_limit)),
            ("usesHeuristic", self.uses_heuristic.into()),
        ])
    }

    /// Appends a chunk of the worker's, its columns one by one (`kind, fate, node, parent,
    /// other, g, h, label` typed arrays, and `stopped`).
    ///
    /// # Errors
    /// A JS `Error` naming what in the chunk does not continue the record (nothing is taken then).
    #[expect(clippy::too_many_arguments, reason = "a chunk's columns, each a typed array moved in as it is")]
    pub fn append(
        &mut self,
        kind: Vec<u8>,
        fate: Vec<u8>,
        node: Vec<u32>,
        parent: Vec<u32>,
        other: Vec<u32>,
        g: Vec<u32>,
        h: Vec<u32>,
        label: Vec<u16>,
        stopped: bool,
    ) -> Result<(), JsError> {
        let chunk = Chunk { kind, fate, node, parent, g, h, label, other, stopped };
        self.replay.append(&chunk).map_err(refused)
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

    /// Where the replay is, in one answer (asked after each seek or chunk): `{step, expansions,
    /// nodes, stopped, found, foundByNow, iterative, iteration, bound, current, frontier,
    /// explored, treeNodes, from, to}`; `found`, `bound` and `current` may be `null`; the tree
    /// shown is the nodes `[from, to)` (every node, or the iteration's), with `treeNodes` born.
    #[must_use]
    pub fn status(&self) -> JsValue {
        let r = &self.replay;
        let counts = r.counts();
        let shown = r.shown();
        object(&[
            ("step", r.step().into()),
            ("expansions", r.expansions().into()),
            ("nodes", r.nodes().into()),
            ("stopped", r.stopped().into()),
            ("found", optional(r.found())),
            ("foundByNow", r.found_by_now().into()),
            ("iterative", r.iterative().into()),
            ("iteration", r.iteration().into()),
            ("bound", optional(r.bound())),
            ("current", optional(r.current())),
            ("frontier", counts.frontier.into()),
            ("explored", counts.explored.into()),
            ("treeNodes", counts.nodes.into()),
            ("from", shown.start.into()),
            ("to", shown.end.into()),
        ])
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

    /// The next `count` tree nodes in the algorithm's order (the path, deepest first, for IDA*
    /// and IDDFS).
    #[must_use]
    pub fn frontier(&self, count: u32) -> Vec<u32> {
        self.replay.frontier(count as usize)
    }

    /// What is drawn of the nodes `ids`, one after another: each node's tiles (cells of them),
    /// then the tile that moved to reach it (0 at a root).
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    pub fn boards(&self, ids: &[u32]) -> Result<Vec<u8>, JsError> {
        let mut out = Vec::with_capacity(ids.len() * (self.start.tiles().len() + 1));
        for &id in ids {
            let (board, moved) = self.replay.board(&self.start, id).map_err(refused)?;
            out.extend_from_slice(board.tiles());
            out.push(moved.unwrap_or(0));
        }
        Ok(out)
    }

    /// The costs of the nodes `ids`, four numbers each: parent (-1 at a root), g, h and f (as
    /// the order writes it: `g + w·h` for weighted A*).
    #[must_use]
    pub fn costs(&self, ids: &[u32]) -> Vec<f64> {
        let r = &self.replay;
        let mut costs = Vec::with_capacity(ids.len() * 4);
        for &id in ids {
            costs.extend([r.parent(id).map_or(-1.0, f64::from), f64::from(r.g(id)), f64::from(r.h(id)), r.f(id)]);
        }
        costs
    }

    /// The boards of the nodes `ids`, each row by row on one line (`1 2 3 / 4 _ 6 / 7 5 8`),
    /// a line a node.
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    pub fn lines(&self, ids: &[u32]) -> Result<String, JsError> {
        let mut lines = Vec::with_capacity(ids.len());
        for &id in ids {
            lines.push(self.replay.board(&self.start, id).map_err(refused)?.0.rows_line());
        }
        Ok(lines.join("\n"))
    }

    /// The facts behind the expansion at the step shown, or `null` before the first:
    /// `{node, depth, pick ('oldest', 'newest', 'lowest' or 'within-bound'), key, value, f,
    /// bound, depthLimit, frontier, predicted, tiedCount, tied, tieRule, replaced, passedOver,
    /// generated (each `{node, parent, fate, other, back}`), iterationStarts, goal, goalTest}`.
    pub fn why(&mut self) -> JsValue {
        let Some(why) = self.replay.why() else { return JsValue::NULL };
        let (pick, key, value, f, depth_limit) = match why.pick {
            Pick::Oldest => ("oldest", None, None, None, None),
            Pick::Newest { depth_limit } => ("newest", None, None, None, Some(depth_limit)),
            Pick::Lowest { key, value } => ("lowest", Some(key.name()), Some(value), None, None),
            Pick::WithinBound { f, .. } => ("within-bound", None, None, Some(f), None),
        };
        let skips = |list: &[Skip]| -> JsValue {
            let array = js_sys::Array::new();
            for one in list {
                array.push(&skip(one));
            }
            array.into()
        };
        let tied = js_sys::Uint32Array::from(why.tied.as_slice());
        object(&[
            ("node", why.node.into()),
            ("depth", why.depth.into()),
            ("pick", pick.into()),
            ("key", optional(key)),
            ("value", optional(value)),
            ("f", optional(f)),
            ("bound", optional(why.bound)),
            ("depthLimit", optional(depth_limit)),
            ("frontier", why.frontier.into()),
            ("predicted", optional(why.predicted)),
            ("tiedCount", why.tied_count.into()),
            ("tied", tied.into()),
            ("tieRule", optional(why.tie_rule.map(TieRule::name))),
            ("replaced", optional(why.replaced)),
            ("passedOver", skips(&why.passed_over)),
            ("generated", skips(&why.generated)),
            ("iterationStarts", why.iteration_starts.into()),
            ("goal", optional(why.goal)),
            ("goalTest", why.goal_test.name().into()),
        ])
    }
}

/// A node generated or passed over: `{node, parent, fate, other, back}` (`back`: the move back
/// to its parent's parent).
fn skip(skip: &Skip) -> JsValue {
    object(&[
        ("node", skip.node.into()),
        ("parent", optional(skip.parent)),
        ("fate", skip.fate.name().into()),
        ("other", optional(skip.other)),
        ("back", skip.back.into()),
    ])
}
