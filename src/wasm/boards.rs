//! Boards, moves and goals for the page: parsing, printing, solvability, random boards and
//! slides. Every rule is the core's; this converts.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{BoardDto, board_from, error, goal_from, refused, seed, shape_from, text_from, to_js, whole};
use super::words::said;
use crate::heuristic;
use crate::model::board::Board;
use crate::model::goal::GoalSpec;
use crate::model::moves::{Direction, MoveError};
use crate::model::parse::parse_board;
use crate::model::random::{Rng, random_solvable, scramble};
use crate::model::shape::Shape;
use crate::model::solvability;
use crate::words::{Message, Said};

/// The most moves `scrambleBoard` makes.
const MAX_SCRAMBLE: u64 = 1_000_000;

/// Parses board text in any supported format into `{rows, cols, tiles}`.
///
/// # Errors
/// A JS `Error` whose message names what is wrong and where (or that `text` is not text).
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board_js(text: &JsValue) -> Result<JsValue, JsError> {
    to_js(&BoardDto::from(&parse_board(&text_from(text, "a board")?).map_err(refused)?))
}

/// Parses a size, `RxC` (`4x4`, `3 × 5`), into `{rows, cols}`: the one size syntax of the page,
/// the widget and the CLI.
///
/// # Errors
/// A JS `Error` saying how to write a size, or which sizes there are.
#[wasm_bindgen(js_name = parseShape)]
pub fn parse_shape(text: &JsValue) -> Result<JsValue, JsError> {
    let shape = text_from(text, "a size")?.parse::<Shape>().map_err(refused)?;
    to_js(&ShapeDto { rows: shape.rows(), cols: shape.cols() })
}

#[derive(Serialize)]
struct ShapeDto {
    rows: usize,
    cols: usize,
}

/// Prints a board, one row per line, the blank as `_`.
///
/// # Errors
/// A JS `Error` when `board` is not a board.
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(board: JsValue) -> Result<String, JsError> {
    Ok(board_from(board)?.to_string())
}

/// A board's rows on one line, ` / ` between them, the blank as `_` (`8 6 7 / 2 5 4 / 3 _ 1`):
/// how the page names a board in a sentence, and text `parseBoard` reads back.
///
/// # Errors
/// A JS `Error` when `board` is not a board.
#[wasm_bindgen(js_name = boardLine)]
pub fn board_line(board: JsValue) -> Result<String, JsError> {
    Ok(board_from(board)?.rows_line())
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
        explanation: said(&verdict),
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
pub fn goal_board(rows: f64, cols: f64, goal: JsValue) -> Result<JsValue, JsError> {
    to_js(&BoardDto::from(goal_from(goal, shape_from(rows, cols)?)?.board()))
}

/// The name of the goal `text` names, as the core spells it (`blank-last` or `blank-first`,
/// whatever the case written), or nothing for an arrangement of tiles.
///
/// # Errors
/// A JS `Error` when `text` is neither a goal's name nor a board.
#[wasm_bindgen(js_name = goalName)]
pub fn goal_name(text: &JsValue) -> Result<Option<String>, JsError> {
    let spec = text_from(text, "a goal")?.parse::<GoalSpec>().map_err(refused)?;
    Ok(spec.name().map(str::to_string))
}

/// A uniformly random solvable board for `rows` x `cols` and `goal`, reproducible from `seed`.
///
/// # Errors
/// A JS `Error` when the shape, the goal or the seed is invalid.
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board(rows: f64, cols: f64, goal: JsValue, seed_value: f64) -> Result<JsValue, JsError> {
    let goal = goal_from(goal, shape_from(rows, cols)?)?;
    to_js(&BoardDto::from(&random_solvable(&goal, &mut Rng::new(seed(seed_value)?))))
}

/// `board` after `moves` random moves (never undoing the previous one), reproducible from `seed`.
///
/// # Errors
/// A JS `Error` when `board` is not a board, or `moves` or the seed is not a whole number in range.
#[wasm_bindgen(js_name = scrambleBoard)]
pub fn scramble_board(board: JsValue, moves: f64, seed_value: f64) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    let moves = usize::try_from(whole(moves, "the number of moves", 0..=MAX_SCRAMBLE)?).map_err(error)?;
    to_js(&BoardDto::from(&scramble(&board, moves, &mut Rng::new(seed(seed_value)?))))
}

/// Slides `tile` into the blank; answers the new board, or an `Error` saying why it cannot move.
///
/// # Errors
/// A JS `Error` when `board` is invalid or the tile does not touch the blank.
#[wasm_bindgen(js_name = slideTile)]
pub fn slide_tile(board: JsValue, tile: f64) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let tile = u32::try_from(whole(tile, "a tile", 0..=u64::from(u32::MAX))?).map_err(error)?;
    board.slide_tile(tile).map_err(refused)?;
    to_js(&BoardDto::from(&board))
}

/// A board after some moves, and the moves in the order they happened.
#[derive(Serialize)]
struct MovedDto {
    board: BoardDto,
    moves: Vec<MoveDto>,
}

/// One tile slid one cell: its number and the way it went (`U`, `D`, `L` or `R`).
#[derive(Serialize)]
struct MoveDto {
    tile: u8,
    direction: char,
}

impl MovedDto {
    fn new(board: &Board, moves: &[(u8, Direction)]) -> Self {
        let moves = moves.iter().map(|&(tile, dir)| MoveDto { tile, direction: dir.letter() }).collect();
        Self { board: BoardDto::from(board), moves }
    }
}

/// Pushes the tile on cell `index` (row-major, from 0) towards the blank: every tile between
/// them slides one cell. Answers `{board, moves: [{tile, direction}]}`, the tile nearest the
/// blank first; the blank's own cell answers no moves.
///
/// # Errors
/// A JS `Error` when `board` is invalid, the cell is off the board, or it shares neither the
/// blank's row nor its column.
#[wasm_bindgen(js_name = slideCell)]
pub fn slide_cell(board: JsValue, cell: f64) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    // Any whole number: the core names a cell off the board itself.
    let cell = usize::try_from(whole(cell, "a cell", 0..=u64::from(u32::MAX))?).map_err(error)?;
    let moves = board.slide_from(cell).map_err(refused)?;
    to_js(&MovedDto::new(&board, &moves))
}

/// Slides the tile that can go `direction` (`U`, `D`, `L` or `R`, the way the tile moves).
/// Answers `{board, moves: [{tile, direction}]}`, as `slideCell`.
///
/// # Errors
/// A JS `Error` when `board` is invalid, the letter is not a direction, or no tile can go that
/// way (the blank is at that edge).
#[wasm_bindgen(js_name = slideDirection)]
pub fn slide_direction(board: JsValue, direction: &JsValue) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let direction = text_from(direction, "a direction")?;
    let mut letters = direction.trim().chars();
    let (Some(dir), None) = (letters.next().and_then(Direction::from_letter), letters.next()) else {
        return Err(refused(MoveError::Unreadable(crate::model::names::echo(&direction, 20))));
    };
    let tile = board.slide(dir).map_err(refused)?;
    to_js(&MovedDto::new(&board, &[(tile, dir)]))
}

/// The board with tiles `a` and `b` swapped: not a legal move, but how an unsolvable board is
/// repaired (`isSolvable` names the swap).
///
/// # Errors
/// A JS `Error` when `board` is invalid or `a` or `b` is not one of its tiles.
#[wasm_bindgen(js_name = swapTiles)]
pub fn swap_tiles(board: JsValue, a: f64, b: f64) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let tile = |value: f64| u32::try_from(whole(value, "a tile", 0..=100)?).map_err(error);
    board.try_swap_tiles(tile(a)?, tile(b)?).map_err(refused)?;
    to_js(&BoardDto::from(&board))
}

/// Whether `board` is the goal (`goal` as for `isSolvable`).
///
/// # Errors
/// A JS `Error` when the board or the goal is invalid.
#[wasm_bindgen(js_name = isSolved)]
pub fn is_solved(board: JsValue, goal: JsValue) -> Result<bool, JsError> {
    let board = board_from(board)?;
    Ok(goal_from(goal, board.shape())?.is_solved(&board))
}

/// Every board along a list of moved tiles: `[board, after the first move, ...]`, one more
/// than there are tiles (for stepping through a solution).
///
/// # Errors
/// A JS `Error` naming the first move that cannot be played, and its position.
#[wasm_bindgen(js_name = replayMoves)]
pub fn replay_moves(board: JsValue, tiles: &[u32]) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let mut boards = Vec::with_capacity(tiles.len() + 1);
    boards.push(BoardDto::from(&board));
    for (step, &tile) in tiles.iter().enumerate() {
        board.slide_tile(tile).map_err(|reason| {
            refused(
                Message::new("move-in-list")
                    .count("step", step + 1)
                    .count("count", tiles.len())
                    .message("reason", reason.message()),
            )
        })?;
        boards.push(BoardDto::from(&board));
    }
    to_js(&boards)
}
