//! The heuristic lab's exports, in the full module only (a page's worker imports it when the Lab
//! or "Explain h" is first used, so they add nothing to a first visit): a lab size's true
//! distances (`LabTable`, searched in slices), a heuristic checked against them (`LabCheck`, in
//! slices), and a heuristic's estimate for one board taken apart (`explainHeuristic`; a pattern
//! database's lookups come from the set held: `Databases.lookups`). Every verdict and every word
//! is the core's.

use std::rc::Rc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{board_from, budget, error, goal_from, text_from, to_js, whole};
use crate::heuristic::pdb::DatabaseKey;
use crate::heuristic::{Explanation, Heuristic, HeuristicKind, Lookups, explain, explain_awaiting, explain_lookups};
use crate::lab::{Check, CheckPhase, DistanceSearch, Distances, LabHeuristic, Report, lab_shape};
use crate::model::goal::Goal;
use crate::solve::plan::Platform;

use super::words::said;

/// Every state's true distance for a lab size, towards the blank-last goal: `new LabTable(size)`,
/// then `run(budget)` until it answers `{done: true}`; `check(heuristic)` starts a check.
#[wasm_bindgen]
pub struct LabTable {
    search: Option<DistanceSearch>,
    distances: Option<Rc<Distances>>,
}

#[derive(Serialize)]
struct TableStep {
    done: bool,
    fraction: f64,
}

#[wasm_bindgen]
impl LabTable {
    /// The search for `size` (`3x3`), not started.
    ///
    /// # Errors
    /// A JS `Error` for a size the lab does not check.
    #[wasm_bindgen(constructor)]
    pub fn new(size: &JsValue) -> Result<LabTable, JsError> {
        let shape = lab_shape(&text_from(size, "a lab size")?).map_err(|e| JsError::new(&said(&e)))?;
        let search =
            DistanceSearch::new(&Goal::blank_last(shape)).ok_or_else(|| error("the lab cannot index this size"))?;
        Ok(Self { search: Some(search), distances: None })
    }

    /// Searches at most `budget` more states: `{done, fraction}`.
    ///
    /// # Errors
    /// A JS `Error` for a budget that is not a number.
    pub fn run(&mut self, budget_value: f64) -> Result<JsValue, JsError> {
        let budget = budget(budget_value, 1e9)?;
        if let Some(search) = &mut self.search {
            if search.run(budget) {
                self.distances = self.search.take().map(|search| Rc::new(search.finish()));
            } else {
                return to_js(&TableStep { done: false, fraction: search.fraction() });
            }
        }
        to_js(&TableStep { done: true, fraction: 1.0 })
    }

    /// A check of `heuristic` (as `parseLabHeuristic` reads it) against the distances.
    ///
    /// # Errors
    /// A JS `Error` for a heuristic the lab does not know, or before the search is done.
    pub fn check(&self, heuristic: &JsValue) -> Result<LabCheck, JsError> {
        let heuristic =
            text_from(heuristic, "a heuristic")?.parse::<LabHeuristic>().map_err(|e| JsError::new(&said(&e)))?;
        let distances = self
            .distances
            .as_ref()
            .ok_or_else(|| error("the true distances are not searched yet: run the table first"))?;
        Ok(LabCheck { check: Check::new(Rc::clone(distances), heuristic) })
    }
}

/// A heuristic being checked: `run(budget)` answers `{done: false, progress: {phase, fraction}}`
/// or `{done: true, result}`, the result the core's `Report`.
#[wasm_bindgen]
pub struct LabCheck {
    check: Check,
}

#[derive(Serialize)]
struct CheckStep {
    done: bool,
    progress: Option<CheckPhase>,
    result: Option<Report>,
}

#[wasm_bindgen]
impl LabCheck {
    /// Goes on for at most `budget` states (or A* expansions on a counterexample).
    ///
    /// # Errors
    /// A JS `Error` for a budget that is not a number.
    pub fn run(&mut self, budget_value: f64) -> Result<JsValue, JsError> {
        let result = self.check.run(budget(budget_value, 1e9)?);
        let progress = result.is_none().then(|| self.check.progress());
        to_js(&CheckStep { done: result.is_some(), progress, result })
    }
}

/// What `heuristic` counts on `board` towards `goal` (as `isSolvable` takes them):
/// `{explanation: {heuristic, h, exact, trueDistance, shown, tiles, lines, groups, otherGroups,
/// reflected, sum}, databases}`. For pattern databases, `lookups` are the held set's
/// (`Databases.lookups`); without them `databases` names the sets that
/// would answer (`{key, stronger}`, cache keys) and the explanation is linear conflict's meanwhile.
///
/// # Errors
/// A JS `Error` for an invalid board, goal, heuristic, true distance or lookups.
#[wasm_bindgen(js_name = explainHeuristic)]
pub fn explain_heuristic(
    board: JsValue,
    goal: JsValue,
    heuristic: &JsValue,
    true_distance: Option<f64>,
    lookups: JsValue,
) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    let goal = goal_from(goal, board.shape())?;
    let kind = text_from(heuristic, "a heuristic")?.parse::<HeuristicKind>().map_err(error)?;
    let true_distance = true_distance
        .map(|moves| {
            whole(moves, "the true distance", 0..=100_000).map(|moves| u32::try_from(moves).unwrap_or(u32::MAX))
        })
        .transpose()?;
    let dto = match kind {
        HeuristicKind::Pdb(_) if !lookups.is_null() && !lookups.is_undefined() => {
            let lookups: Lookups =
                serde_wasm_bindgen::from_value(lookups).map_err(|e| error(format!("the lookups: {e}")))?;
            let marks = Heuristic::new(HeuristicKind::Manhattan, &goal);
            ExplainDto { explanation: explain_lookups(&marks, &board, lookups, true_distance), databases: None }
        }
        HeuristicKind::Pdb(partition) => {
            let key = DatabaseKey::for_goal(partition, &goal).map_err(error)?;
            let stronger = Platform::Browser.stronger(key, false).map(DatabaseKey::cache_key);
            ExplainDto {
                explanation: explain_awaiting(partition, &goal, &board, true_distance),
                databases: Some(KeysDto { key: key.cache_key(), stronger }),
            }
        }
        _ => ExplainDto { explanation: explain(&Heuristic::new(kind, &goal), &board, true_distance), databases: None },
    };
    // The sum line is worded here, in the reader's language, into the explanation's `sum`.
    let value = to_js(&dto)?;
    if let Ok(explanation) = js_sys::Reflect::get(&value, &"explanation".into()) {
        // Setting a property of a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&explanation, &"sum".into(), &said(&dto.explanation.sum).into());
    }
    Ok(value)
}

/// An explanation, and for pattern databases not given the sets whose lookups would explain it.
#[derive(Serialize)]
struct ExplainDto {
    explanation: Explanation,
    /// The cache keys of the sets a worker may hold for it: `{key, stronger}`.
    databases: Option<KeysDto>,
}

#[derive(Serialize)]
struct KeysDto {
    key: String,
    stronger: Option<String>,
}
