//! The WebAssembly boundary: the only module that knows about JavaScript.
//!
//! Boards cross as `{rows, cols, tiles}` objects (or as text, parsed here); goals as a preset
//! name, board text or a board object. Every error becomes a JS `Error` carrying its message.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::goal::{Goal, GoalSpec};
use crate::random::{Rng, random_solvable, scramble};
use crate::shape::Shape;
use crate::{heuristic, parse_board, solvability};

/// Installs the panic hook so a Rust panic shows its message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A board as JavaScript sees it.
#[derive(Serialize, Deserialize)]
struct BoardDto {
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

/// What `isSolvable` answers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolvabilityDto {
    solvable: bool,
    explanation: String,
    inversions: usize,
    blank_row_distance: usize,
    fixing_swap: Option<(u8, u8)>,
    manhattan: usize,
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(error)
}

/// A board from text or from a `{rows, cols, tiles}` object.
fn board_from(value: JsValue) -> Result<Board, JsError> {
    if let Some(text) = value.as_string() {
        return parse_board(&text).map_err(error);
    }
    let dto: BoardDto = serde_wasm_bindgen::from_value(value)
        .map_err(|e| error(format!("a board is text or {{rows, cols, tiles}}: {e}")))?;
    let shape = Shape::new(dto.rows, dto.cols).map_err(error)?;
    Board::new(shape, &dto.tiles).map_err(error)
}

/// A goal for `shape` from `undefined` (blank-last), a preset name, board text or a board object.
fn goal_from(value: JsValue, shape: Shape) -> Result<Goal, JsError> {
    let spec = if value.is_undefined() || value.is_null() {
        GoalSpec::default()
    } else if let Some(text) = value.as_string() {
        text.parse::<GoalSpec>().map_err(error)?
    } else {
        GoalSpec::Custom(board_from(value)?)
    };
    spec.resolve(shape).map_err(error)
}

/// Parses board text in any supported format into `{rows, cols, tiles}`.
///
/// # Errors
/// A JS `Error` whose message names what is wrong and where.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board_js(text: &str) -> Result<JsValue, JsError> {
    to_js(&BoardDto::from(&parse_board(text).map_err(error)?))
}

/// Prints a board, one row per line, the blank as `_`.
///
/// # Errors
/// A JS `Error` when `board` is not a board.
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(board: JsValue) -> Result<String, JsError> {
    Ok(board_from(board)?.to_string())
}

/// `{solvable, explanation, inversions, blankRowDistance, fixingSwap, manhattan}` for a board and goal.
///
/// # Errors
/// A JS `Error` when the board or the goal is invalid.
#[wasm_bindgen(js_name = isSolvable)]
pub fn is_solvable(board: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    let goal = goal_from(goal, board.shape())?;
    let verdict = solvability::check(&board, &goal);
    to_js(&SolvabilityDto {
        solvable: verdict.solvable,
        explanation: verdict.explanation,
        inversions: verdict.inversions,
        blank_row_distance: verdict.blank_row_distance,
        fixing_swap: verdict.fixing_swap,
        manhattan: heuristic::manhattan(&board, &goal),
    })
}

/// The goal board for a shape: `goal` is a preset name, board text or a board object.
///
/// # Errors
/// A JS `Error` when the shape or the goal is invalid.
#[wasm_bindgen(js_name = goalBoard)]
pub fn goal_board(rows: usize, cols: usize, goal: JsValue) -> Result<JsValue, JsError> {
    let shape = Shape::new(rows, cols).map_err(error)?;
    to_js(&BoardDto::from(goal_from(goal, shape)?.board()))
}

/// A uniformly random solvable board for `rows` x `cols` and `goal`, reproducible from `seed`.
///
/// # Errors
/// A JS `Error` when the shape or the goal is invalid.
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board(rows: usize, cols: usize, goal: JsValue, seed: f64) -> Result<JsValue, JsError> {
    let shape = Shape::new(rows, cols).map_err(error)?;
    let goal = goal_from(goal, shape)?;
    to_js(&BoardDto::from(&random_solvable(&goal, &mut Rng::new(seed_bits(seed)))))
}

/// `board` after `moves` random moves (never undoing the previous one), reproducible from `seed`.
///
/// # Errors
/// A JS `Error` when `board` is not a board.
#[wasm_bindgen(js_name = scrambleBoard)]
pub fn scramble_board(board: JsValue, moves: usize, seed: f64) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    to_js(&BoardDto::from(&scramble(&board, moves, &mut Rng::new(seed_bits(seed)))))
}

/// Slides `tile` into the blank; answers the new board, or an `Error` saying why it cannot move.
///
/// # Errors
/// A JS `Error` when `board` is invalid or the tile does not touch the blank.
#[wasm_bindgen(js_name = slideTile)]
pub fn slide_tile(board: JsValue, tile: u32) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    board.slide_tile(tile).map_err(error)?;
    to_js(&BoardDto::from(&board))
}

/// A JS number as a seed: whole numbers are used as they are (so seed 42 here is seed 42 in the
/// CLI); any other number still gives a fixed seed, from its bits.
fn seed_bits(seed: f64) -> u64 {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53: every whole number below is exact
    if seed.fract() == 0.0 && (0.0..EXACT).contains(&seed) {
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a whole number in 0..2^53")]
        return seed as u64;
    }
    seed.to_bits()
}
