//! What a page may choose, and its choices read as the core reads them: the algorithms and
//! heuristics the core offers (from its `ALL` lists, with what each guarantees), names and
//! weights parsed, and bench files.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{board_from, error, object, optional, refused, shape_from, text_from, to_js};
#[cfg(not(feature = "light"))]
use crate::bench::read_instances;
use crate::heuristic::HeuristicKind;
use crate::solve::algorithm::{Algorithm, AlgorithmEntry};
use crate::solve::options::{SolveOptions, Weight};
use crate::solve::plan::Platform;
use crate::words::Message;

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

/// What runs on the board's shape when `algorithm` is asked for with `heuristic`:
/// `{algorithm, heuristic}`, as a solve resolves them (`auto` picks for the board, `fast` uses
/// its own heuristic, the uninformed searches none). What a view shows for a choice that does
/// not apply.
///
/// # Errors
/// A JS `Error` for an invalid board or an unknown name.
#[wasm_bindgen(js_name = resolveChoice)]
pub fn resolve_choice(board: JsValue, algorithm: &JsValue, heuristic: &JsValue) -> Result<JsValue, JsError> {
    let shape = board_from(board)?.shape();
    let algorithm = text_from(algorithm, "an algorithm")?.parse::<Algorithm>().map_err(error)?;
    let heuristic = text_from(heuristic, "a heuristic")?.parse::<HeuristicKind>().map_err(refused)?;
    let (algorithm, heuristic) = algorithm.resolve(shape, heuristic);
    to_js(&ChoiceDto { algorithm: algorithm.name(), heuristic: heuristic.name(), weight: None })
}

/// What a solve starts on when nothing is chosen, as the CLI's flags do: the core's
/// `SolveOptions::default()`, `{algorithm: 'auto', heuristic, weight}` (the page, the widget and
/// `embed.html` all start on it).
///
/// # Errors
/// Only if the answer cannot be handed to JavaScript.
#[wasm_bindgen(js_name = defaultChoice)]
pub fn default_choice() -> Result<JsValue, JsError> {
    let defaults = SolveOptions::default();
    to_js(&ChoiceDto {
        algorithm: defaults.algorithm.name(),
        heuristic: defaults.heuristic.name(),
        weight: Some(defaults.weight.value()),
    })
}

#[derive(Serialize)]
struct ChoiceDto {
    algorithm: &'static str,
    heuristic: &'static str,
    /// The weight of h, where a choice names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    weight: Option<f64>,
}

/// The heuristic names a browser can run, weakest first.
#[wasm_bindgen]
#[must_use]
pub fn heuristics() -> Vec<String> {
    HeuristicKind::ALL.into_iter().filter(|&h| Platform::Browser.offers(h)).map(|h| h.name().to_string()).collect()
}

/// The heuristic names a browser can run on a board of `rows` x `cols`, weakest first: the
/// pattern databases only on the size their set serves.
///
/// # Errors
/// A JS `Error` for a size that is none.
#[wasm_bindgen(js_name = heuristicsFor)]
pub fn heuristics_for(rows: f64, cols: f64) -> Result<Vec<String>, JsError> {
    let shape = shape_from(rows, cols)?;
    Ok(HeuristicKind::ALL
        .into_iter()
        .filter(|&h| Platform::Browser.offers(h) && h.serves(shape))
        .map(|h| h.name().to_string())
        .collect())
}

/// The algorithm named `text` (trimmed), as the core names it.
///
/// # Errors
/// A JS `Error` listing the algorithms.
#[wasm_bindgen(js_name = parseAlgorithm)]
pub fn parse_algorithm(text: &JsValue) -> Result<String, JsError> {
    Ok(text_from(text, "an algorithm")?.parse::<Algorithm>().map_err(error)?.name().to_string())
}

/// An entry of a list of algorithms, `astar` or `astar:hamming`, as the core reads it:
/// `{algorithm, heuristic (null when it names none), name (as the core writes it)}`.
///
/// # Errors
/// A JS `Error` naming what is wrong: the algorithm, the heuristic, a heuristic for an
/// algorithm that uses none, or one a browser cannot run.
#[wasm_bindgen(js_name = parseAlgorithmEntry)]
pub fn parse_algorithm_entry(text: &JsValue) -> Result<JsValue, JsError> {
    let entry = text_from(text, "an algorithm")?.trim().parse::<AlgorithmEntry>().map_err(error)?;
    if let Some(heuristic) = entry.heuristic.filter(|&h| !Platform::Browser.offers(h)) {
        return Err(refused(Message::new("heuristic-too-large-for-tab").text("heuristic", heuristic)));
    }
    Ok(object(&[
        ("algorithm", entry.algorithm.name().into()),
        ("heuristic", optional(entry.heuristic.map(HeuristicKind::name))),
        ("name", entry.to_string().into()),
    ]))
}

/// The heuristic named `text`, if a browser can run it.
///
/// # Errors
/// A JS `Error` listing the heuristics, or saying why this one cannot run in a browser.
#[wasm_bindgen(js_name = parseHeuristic)]
pub fn parse_heuristic(text: &JsValue) -> Result<String, JsError> {
    let heuristic = text_from(text, "a heuristic")?.parse::<HeuristicKind>().map_err(refused)?;
    if !Platform::Browser.offers(heuristic) {
        return Err(refused(Message::new("heuristic-too-large-for-tab").text("heuristic", heuristic)));
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
#[cfg(not(feature = "light"))]
#[derive(Serialize)]
struct InstanceDto {
    id: String,
    optimal: Option<usize>,
    board: super::transfer::BoardDto,
}

/// The instances of a bench file (`id optimal t0 t1 ...` a line, `#` comments), as the CLI's
/// `bench` reads them: `[{id, optimal, board}]`.
///
/// # Errors
/// A JS `Error` naming the first line that is not an instance.
#[cfg(not(feature = "light"))] // bench.html's alone: the full module's
#[wasm_bindgen(js_name = readBenchFile)]
pub fn read_bench_file(text: &JsValue) -> Result<JsValue, JsError> {
    let instances = read_instances(&text_from(text, "a bench file")?).map_err(refused)?;
    let list: Vec<InstanceDto> = instances
        .iter()
        .map(|i| InstanceDto { id: i.id.clone(), optimal: i.optimal, board: super::transfer::BoardDto::from(&i.board) })
        .collect();
    to_js(&list)
}
