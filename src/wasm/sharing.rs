//! A search shared across workers: the owner's `SolveJob` lends subtrees of its passes to
//! helpers and settles what they bring; a helper searches them with `searchSubtree`.

use wasm_bindgen::prelude::*;

use super::databases::Databases;
use super::solving::SolveJob;
use super::transfer::{budget, error, whole};
use crate::search::pdb_idastar::{ItemResult, WorkItem, search_item};

#[wasm_bindgen]
impl SolveJob {
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
    let set = databases.set().ok_or_else(|| error("a shared search needs 4x4 pattern databases"))?;
    let result = search_item(&set, &item, budget(budget_value, 1e12)?).map_err(error)?;
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
