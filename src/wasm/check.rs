//! Checking a student's work, in the full module only (a page's worker imports it when a check
//! is first asked for, so it adds nothing to a first visit): a search trace read and checked in
//! slices (`TraceCheck` over the core's `SearchCheck`), and a move list checked
//! (`checkSolution`). The verdicts are the core's facts and sentence, as plain data; the
//! checked trace's tree (`TraceTree`, a search record) crosses in chunks of typed arrays, as a
//! recorded search's does.

use wasm_bindgen::prelude::*;

use super::records::record_chunk;
use super::transfer::{board_from, budget, error, goal_from, object, optional, text_from, to_js, whole};
use super::words::said;
use crate::check::solution::{Convention, read_solution};
use crate::check::trace_input::read_trace;
use crate::check::{Mistake, Progress, SearchCheck, SearchSpec, SearchSummary, SearchVerdict, TraceTree};
use crate::heuristic::HeuristicKind;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::solve::algorithm::Algorithm;

/// A trace being checked: `new TraceCheck(board, goal, text, algorithm, heuristic)` reads the
/// trace (the boards a program expanded, in any format the core reads), then `run(budget)`
/// answers `{done: false, step, total, hinting}` until `{done: true, verdict, drawn, wrongNode}`;
/// then `takeRecord(max)` hands over the trace drawn as a search record.
#[wasm_bindgen]
pub struct TraceCheck {
    check: SearchCheck,
    start: Board,
    goal: Goal,
    boards: Vec<Board>,
    tree: Option<TraceTree>,
}

/// A search's verdict as the page shows it: the core's summary, and `board`, the wrong
/// expansion's board when the mistake names one (`{rows, cols, tiles}`).
fn verdict_to_js(verdict: &SearchVerdict) -> Result<JsValue, JsError> {
    let value = to_js(&SearchSummary::worded(verdict, said))?;
    let board = verdict.mistake.as_ref().and_then(Mistake::board).map(super::transfer::BoardDto::from);
    js_sys::Reflect::set(&value, &"board".into(), &to_js(&board)?)
        .map_err(|_| JsError::new("the verdict could not be built"))?;
    Ok(value)
}

#[wasm_bindgen]
impl TraceCheck {
    /// The trace in `text` from `board` towards `goal` (as `isSolvable` takes them), against
    /// `algorithm` and `heuristic` (names the core reads), not started.
    ///
    /// # Errors
    /// A JS `Error` for a bad board, goal, name or trace (a bad board named by its index and
    /// line), or a trace that cannot be checked (empty, another shape, pattern databases).
    #[wasm_bindgen(constructor)]
    pub fn new(
        board: JsValue,
        goal: JsValue,
        text: &JsValue,
        algorithm: &JsValue,
        heuristic: &JsValue,
    ) -> Result<TraceCheck, JsError> {
        let start = board_from(board)?;
        let goal = goal_from(goal, start.shape())?;
        let algorithm = text_from(algorithm, "an algorithm")?.parse::<Algorithm>().map_err(error)?;
        let heuristic = text_from(heuristic, "a heuristic")?.parse::<HeuristicKind>().map_err(error)?;
        let boards = read_trace(&text_from(text, "a trace")?, start.shape()).map_err(|e| JsError::new(&said(&e)))?;
        let spec = SearchSpec::new(algorithm, heuristic);
        let check = SearchCheck::new(&start, &goal, boards.clone(), &spec).map_err(|e| JsError::new(&said(&e)))?;
        Ok(Self { check, start, goal, boards, tree: None })
    }

    /// Checks at most `budget` more steps of the trace. Once done, the answer says how many of
    /// the trace's boards its tree holds (`drawn`, from the first) and the tree node of the first
    /// wrong expansion (`wrongNode`, or `null`).
    ///
    /// # Errors
    /// A JS `Error` for a budget that is not a number.
    pub fn run(&mut self, budget_value: f64) -> Result<JsValue, JsError> {
        match self.check.run(budget(budget_value, 1e9)?) {
            Progress::Running { step, total, hinting } => Ok(object(&[
                ("done", false.into()),
                ("step", step.into()),
                ("total", total.into()),
                ("hinting", hinting.into()),
            ])),
            Progress::Done(verdict) => {
                let tree = TraceTree::new(&self.start, &self.goal, &self.boards, &verdict);
                let answer = object(&[
                    ("done", true.into()),
                    ("verdict", verdict_to_js(&verdict)?),
                    ("drawn", tree.drawn().into()),
                    ("wrongNode", optional(tree.wrong_node())),
                ]);
                self.tree = Some(tree);
                Ok(answer)
            }
        }
    }

    /// The checked trace's tree, once done: at most `max` more of its events as a recorded
    /// search's chunk (`SolveJob.takeRecord`'s shape), or `null` when none is left.
    ///
    /// # Errors
    /// A JS `Error` for a `max` that is not a whole positive number.
    #[wasm_bindgen(js_name = takeRecord)]
    pub fn take_record(&mut self, max: f64) -> Result<JsValue, JsError> {
        let max = usize::try_from(whole(max, "the chunk size", 1..=1 << 24)?).unwrap_or(usize::MAX);
        self.tree.as_mut().and_then(|tree| tree.take_chunk(max)).map_or(Ok(JsValue::NULL), |chunk| record_chunk(&chunk))
    }
}

/// A move list (`text`, in any notation the core reads) checked from `board` towards `goal`,
/// without searching for the optimal length: `{valid, step, message, convention, played, tiles,
/// directions}`, where `step` is the first wrong move (from 1) or `null`, `played` how many
/// moves were legal, and `tiles` (a `Uint8Array`) and `directions` (`"LURD"`) those moves as a
/// solve's solution names them.
///
/// # Errors
/// A JS `Error` for a bad board or goal, or moves that cannot be read (or read two ways).
#[wasm_bindgen(js_name = checkSolution)]
pub fn check_solution(board: JsValue, goal: JsValue, text: &JsValue) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    let goal = goal_from(goal, board.shape())?;
    let verdict = read_solution(&board, &goal, &text_from(text, "a move list")?, Convention::Auto)
        .map_err(|e| JsError::new(&said(&e)))?;
    Ok(object(&[
        ("valid", verdict.valid().into()),
        ("step", optional(verdict.wrong.as_ref().map(|wrong| u32::try_from(wrong.step()).unwrap_or(u32::MAX)))),
        ("message", said(&verdict).into()),
        ("convention", verdict.notation.name().into()),
        ("played", verdict.played.into()),
        ("tiles", js_sys::Uint8Array::from(verdict.path.iter().map(|m| m.tile).collect::<Vec<_>>().as_slice()).into()),
        ("directions", verdict.path.iter().map(|m| m.direction.letter()).collect::<String>().into()),
    ]))
}
