//! A recorded search handed to the page: its events in chunks of typed arrays (the worker
//! transfers their buffers), and what the events mean and cost.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{refused, text_from, to_js};
use crate::search::record::{self, Chunk, EventKind, Fate};
use crate::search::replay::NodeState;
use crate::words::Message;

/// A chunk of a recorded search as one object of typed arrays, one entry an event:
/// `{kind: Uint8Array, fate: Uint8Array, node, parent, other, g, h: Uint32Array, label:
/// Uint16Array, stopped}`. A worker transfers the arrays' buffers to the page.
pub(super) fn record_chunk(chunk: &Chunk) -> Result<JsValue, JsError> {
    let object = js_sys::Object::new();
    let set = |key: &str, value: JsValue| {
        js_sys::Reflect::set(&object, &JsValue::from_str(key), &value)
            .map_err(|_| refused(Message::new("record-chunk-unbuilt")))
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
/// treeNodeBytes, kinds: [names by number], fates: [names by number], states: [a replayed
/// node's states' names by number], none}`.
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
        states: Vec<&'static str>,
        none: u32,
    }
    to_js(&Facts {
        default_cap: record::DEFAULT_EXPANSIONS,
        max_cap: record::MAX_EXPANSIONS,
        event_bytes: record::EVENT_BYTES,
        tree_node_bytes: record::TREE_NODE_BYTES,
        kinds: EventKind::ALL.iter().map(|kind| kind.name()).collect(),
        fates: Fate::ALL.iter().map(|fate| fate.name()).collect(),
        states: NodeState::ALL.iter().map(|state| state.name()).collect(),
        none: record::NONE,
    })
}

/// "Expansions to record" read as the core reads a cap: a whole number from 1 to `maxCap`.
///
/// # Errors
/// A JS `Error` saying the range and echoing what was given ("a search records 1 to 100,000
/// expansions, not 0").
#[wasm_bindgen(js_name = parseRecordCap)]
pub fn parse_record_cap(text: &JsValue) -> Result<u32, JsError> {
    Ok(text_from(text, "a number of expansions")?.parse::<record::Cap>().map_err(refused)?.get())
}
