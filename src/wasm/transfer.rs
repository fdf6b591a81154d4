//! What crosses the boundary and how: boards as `{rows, cols, tiles}` (or text), goals as a
//! preset name, text or a board, solve options as an object with optional fields, numbers
//! as JS numbers checked here (never wrapped into range), and every error as a JS `Error`
//! carrying the core's message.

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::heuristic::HeuristicKind;
use crate::model::board::Board;
use crate::model::goal::{Goal, GoalSpec};
use crate::model::names::{echo, grouped, one_of};
use crate::model::parse::parse_board;
use crate::model::shape::Shape;
use crate::solve::algorithm::Algorithm;
use crate::solve::options::{Limits, SolveOptions, Weight};
use crate::words::Said;

use super::words::said;

/// A JS `Error` with `message`.
pub(super) fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// A JS `Error` saying what the core `found` (a typed error), in the instance's language.
#[expect(clippy::needless_pass_by_value, reason = "taken by value so `.map_err(refused)` reads as one word")]
pub(super) fn refused(found: impl Said) -> JsError {
    JsError::new(&said(&found))
}

/// `value` as a plain JS value (objects, arrays, numbers, strings), a missing value as `null`
/// (as in the CLI's JSON), never `undefined`.
pub(super) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(error)
}

pub(super) use super::plain::object;

/// A value, or `null`.
pub(super) fn optional<T: Into<JsValue>>(value: Option<T>) -> JsValue {
    value.map_or(JsValue::NULL, Into::into)
}

/// A board as JavaScript sees it.
#[derive(Serialize, Deserialize)]
pub(super) struct BoardDto {
    rows: usize,
    cols: usize,
    tiles: Vec<u32>,
}

impl From<&Board> for BoardDto {
    fn from(board: &Board) -> Self {
        let shape = board.shape();
        Self { rows: shape.rows(), cols: shape.cols(), tiles: board.tiles().iter().map(|&t| u32::from(t)).collect() }
    }
}

/// A board from text or from a `{rows, cols, tiles}` object.
pub(super) fn board_from(value: JsValue) -> Result<Board, JsError> {
    if let Some(text) = value.as_string() {
        return parse_board(&text).map_err(refused);
    }
    if !value.is_object() {
        return Err(error(format!("a board is text or {{rows, cols, tiles}}, not {}", kind_of(&value))));
    }
    let dto: BoardDto = serde_wasm_bindgen::from_value(value)
        .map_err(|e| error(format!("a board is text or {{rows, cols, tiles}}: {e}")))?;
    let shape = Shape::new(dto.rows, dto.cols).map_err(refused)?;
    Board::new(shape, &dto.tiles).map_err(refused)
}

/// Text from a JS value that must be a string.
pub(super) fn text_from(value: &JsValue, what: &str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| error(format!("{what} must be text, not {}", kind_of(value))))
}

/// What kind of JS value this is, for messages.
fn kind_of(value: &JsValue) -> String {
    value.js_typeof().as_string().unwrap_or_else(|| "a value".into())
}

/// A goal for `shape` from `undefined` (blank-last), a preset name, board text or a board object.
pub(super) fn goal_from(value: JsValue, shape: Shape) -> Result<Goal, JsError> {
    goal_spec_from(value)?.resolve(shape).map_err(refused)
}

fn goal_spec_from(value: JsValue) -> Result<GoalSpec, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(GoalSpec::default())
    } else if let Some(text) = value.as_string() {
        text.parse::<GoalSpec>().map_err(refused)
    } else {
        Ok(GoalSpec::Custom(board_from(value)?))
    }
}

/// A whole number in `range` from a JS number: never truncated, never wrapped.
pub(super) fn whole(value: f64, what: &str, range: std::ops::RangeInclusive<u64>) -> Result<u64, JsError> {
    #[expect(clippy::cast_precision_loss, reason = "the bounds are far below 2^53")]
    let (low, high) = (*range.start() as f64, *range.end() as f64);
    if value.fract() != 0.0 || !(low..=high).contains(&value) {
        return Err(error(format!(
            "{what} must be a whole number from {} to {}, not {value}",
            grouped(range.start()),
            grouped(range.end())
        )));
    }
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "checked to be a whole number in range"
    )]
    Ok(value as u64)
}

/// A shape from JS numbers, each side checked (never wrapped).
pub(super) fn shape_from(rows: f64, cols: f64) -> Result<Shape, JsError> {
    let side = |value: f64, what: &str| usize::try_from(whole(value, what, 0..=1_000)?).map_err(error);
    Shape::new(side(rows, "the rows")?, side(cols, "the columns")?).map_err(refused)
}

/// A budget of work for one slice: a positive number, at most `max`.
pub(super) fn budget(value: f64, max: f64) -> Result<u64, JsError> {
    if value.is_nan() {
        return Err(error("a budget must be a number"));
    }
    #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "clamped to 1..=max first")]
    Ok(value.clamp(1.0, max) as u64)
}

/// A JS number as a seed: a whole number from 0 to 2^53, used as it is (so seed 42 here is
/// seed 42 in the CLI).
pub(super) fn seed(value: f64) -> Result<u64, JsError> {
    whole(value, "the seed", 0..=(1 << 53))
}

/// Milliseconds from `performance.now()` (in a page or a worker), else `Date.now()`.
pub(super) fn now_ms() -> f64 {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &JsValue::from_str("performance"))
        .ok()
        .filter(JsValue::is_object)
        .and_then(|performance| {
            let now = js_sys::Reflect::get(&performance, &JsValue::from_str("now")).ok()?;
            now.dyn_into::<js_sys::Function>().ok()?.call0(&performance).ok()?.as_f64()
        })
        .unwrap_or_else(js_sys::Date::now)
}

/// A solver's clock: the milliseconds since `asked_ms` (a [`now_ms`] reading taken when the
/// solve was asked for), so the time limit covers the wait for pattern databases.
pub(super) fn clock_since(asked_ms: f64) -> crate::solve::Clock {
    Box::new(move || now_ms() - asked_ms)
}

/// Solve options as JavaScript writes them; every field is optional.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct OptionsDto {
    algorithm: Option<String>,
    heuristic: Option<String>,
    weight: Option<f64>,
    goal: Option<GoalDto>,
    depth_limit: Option<u32>,
    limits: Option<LimitsDto>,
    record: Option<f64>,
}

const OPTION_KEYS: [&str; 7] = ["algorithm", "heuristic", "weight", "goal", "depthLimit", "limits", "record"];
const LIMIT_KEYS: [&str; 3] = ["maxExpanded", "maxMemoryMb", "maxMs"];

/// A goal inside the options: a preset name, board text, or a board object.
#[derive(Deserialize)]
#[serde(untagged)]
enum GoalDto {
    Text(String),
    Board(BoardDto),
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
#[expect(clippy::struct_field_names, reason = "the names JavaScript writes: maxExpanded, maxMemoryMb, maxMs")]
struct LimitsDto {
    max_expanded: Option<f64>,
    max_memory_mb: Option<f64>,
    max_ms: Option<f64>,
}

/// The board, its goal and the options from `options`: an algorithm name or an options
/// object, read once (names, weight and limits checked as numbers and names here; against the
/// board, by the plan).
pub(super) fn solve_request(board: JsValue, options: JsValue) -> Result<(Board, Goal, SolveOptions), JsError> {
    let board = board_from(board)?;
    let dto = if let Some(name) = options.as_string() {
        OptionsDto { algorithm: Some(name), ..OptionsDto::default() }
    } else if options.is_undefined() || options.is_null() {
        OptionsDto::default()
    } else if options.is_object() {
        known_keys_only(&options, &OPTION_KEYS, "option")?;
        if let Ok(limits) = js_sys::Reflect::get(&options, &JsValue::from_str("limits")) {
            known_keys_only(&limits, &LIMIT_KEYS, "limit")?;
        }
        serde_wasm_bindgen::from_value(options).map_err(|e| error(format!("invalid solve options: {e}")))?
    } else {
        return Err(error(format!("the solve options are an algorithm name or an object, not {}", kind_of(&options))));
    };
    let goal = match dto.goal {
        None => GoalSpec::default(),
        Some(GoalDto::Text(text)) => text.parse::<GoalSpec>().map_err(error)?,
        Some(GoalDto::Board(goal)) => GoalSpec::Custom(board_from(to_js(&goal)?)?),
    }
    .resolve(board.shape())
    .map_err(error)?;
    let defaults = SolveOptions::default();
    let limits = dto.limits.unwrap_or_default();
    let count = |value: Option<f64>, what: &str| value.map(|v| whole(v, what, 1..=(1 << 53))).transpose();
    let options = SolveOptions {
        algorithm: dto.algorithm.as_deref().map_or(Ok(defaults.algorithm), str::parse::<Algorithm>).map_err(error)?,
        heuristic: dto
            .heuristic
            .as_deref()
            .map_or(Ok(defaults.heuristic), str::parse::<HeuristicKind>)
            .map_err(error)?,
        weight: dto.weight.map_or(Ok(defaults.weight), Weight::new).map_err(error)?,
        depth_limit: dto.depth_limit.unwrap_or(defaults.depth_limit),
        limits: Limits {
            max_expanded: count(limits.max_expanded, "the expanded-node limit")?,
            max_memory_mb: count(limits.max_memory_mb, "the memory limit")?.or(defaults.limits.max_memory_mb),
            max_ms: limits.max_ms,
        },
        record: dto
            .record
            .map(|cap| whole(cap, "the recording cap", 0..=u64::from(u32::MAX)))
            .transpose()?
            .map(|cap| u32::try_from(cap).unwrap_or(u32::MAX)),
    };
    Ok((board, goal, options))
}

/// Refuses an object with a key outside `known`, so a misspelt option is reported rather than
/// silently ignored (deserializing reads only the known keys).
fn known_keys_only(value: &JsValue, known: &[&str], what: &str) -> Result<(), JsError> {
    let Some(object) = value.dyn_ref::<js_sys::Object>() else {
        return Ok(());
    };
    for key in js_sys::Object::keys(object).iter().filter_map(|key| key.as_string()) {
        if !known.contains(&key.as_str()) {
            return Err(error(format!(
                "invalid solve options: unknown {what} '{}' (expected one of {})",
                echo(&key, 40),
                one_of(known)
            )));
        }
    }
    Ok(())
}
