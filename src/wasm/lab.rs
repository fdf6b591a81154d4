//! The heuristic lab's choices for the page: the sizes it checks and its heuristics read as the
//! core reads them. The checks themselves, and "Explain h", are in the full module only
//! (`checks`), which a worker loads when first needed.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{error, text_from, to_js};
use crate::lab::{LabHeuristic, SHAPES, lab_shape, states};
use crate::model::shape::Shape;

/// A size the lab checks, and how many states it has.
#[derive(Serialize)]
struct LabSizeDto {
    size: String,
    states: u32,
}

/// The sizes the lab checks: `[{size: '3x3', states: 181440}, ...]`.
///
/// # Errors
/// Only if the answer cannot be handed to JavaScript.
#[wasm_bindgen(js_name = labSizes)]
pub fn lab_sizes() -> Result<JsValue, JsError> {
    let sizes: Vec<LabSizeDto> = SHAPES
        .iter()
        .filter_map(|&(rows, cols)| Shape::new(rows, cols).ok())
        .map(|shape| LabSizeDto { size: shape.to_string(), states: states(shape).unwrap_or(0) })
        .collect();
    to_js(&sizes)
}

/// The lab size written `text` (`3x3`), as the lab writes it.
///
/// # Errors
/// A JS `Error` naming the sizes the lab checks.
#[wasm_bindgen(js_name = parseLabSize)]
pub fn parse_lab_size(text: &JsValue) -> Result<String, JsError> {
    Ok(lab_shape(&text_from(text, "a lab size")?).map_err(error)?.to_string())
}

/// The lab heuristic written `text` (`manhattan`, `pdb`, `custom:0,1.5,0,0`), as the lab writes it.
///
/// # Errors
/// A JS `Error` saying what is wrong (a custom heuristic's weights named).
#[wasm_bindgen(js_name = parseLabHeuristic)]
pub fn parse_lab_heuristic(text: &JsValue) -> Result<String, JsError> {
    Ok(text_from(text, "a heuristic")?.parse::<LabHeuristic>().map_err(error)?.to_string())
}
