//! The game for the page: today's date, the daily puzzle, the clock's format, what a finished
//! game says, the share line, par mode's verdict and the daily streak. Every rule is the
//! core's (`src/play/`); this converts.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{BoardDto, error, shape_from, text_from, to_js, whole};
use super::words::said;
use crate::play::score::Optimal;
use crate::play::{DateError, Played, ShareLine, UtcDate, daily, format_time, judge, streak};

/// The largest count of moves the game functions take.
const MAX_MOVES: u64 = 1_000_000_000;
/// The largest time in milliseconds (about 285 years), and the largest moment (2^53 ms).
const MAX_MS: u64 = 1 << 53;

fn date_from(value: &JsValue) -> Result<UtcDate, JsError> {
    text_from(value, "a date")?.parse().map_err(|e: DateError| JsError::new(&said(&e)))
}

fn count(value: f64, what: &str) -> Result<usize, JsError> {
    usize::try_from(whole(value, what, 0..=MAX_MOVES)?).map_err(error)
}

/// The UTC day of a moment in milliseconds since 1970 (`Date.now()`), as `2026-11-25`.
///
/// # Errors
/// A JS `Error` when `ms` is not a whole number of milliseconds from 1970 to 9999.
#[wasm_bindgen(js_name = utcDate)]
pub fn utc_date(ms: f64) -> Result<String, JsError> {
    let ms = i64::try_from(whole(ms, "a moment in milliseconds", 0..=MAX_MS)?).map_err(error)?;
    Ok(UtcDate::from_unix_ms(ms).map_err(|e| JsError::new(&said(&e)))?.to_string())
}

/// A day's puzzle, as the page shows it.
#[derive(Serialize)]
struct DailyDto {
    date: String,
    board: BoardDto,
    par: usize,
    /// A shortest solution's tiles, in order.
    tiles: Vec<u8>,
}

/// The daily puzzle of `date` (`2026-11-25`) for `rows` x `cols` (3x3 or 4x4): `{date, board,
/// par, tiles}`, `tiles` an optimal solution. The same for everyone on that UTC day.
///
/// # Errors
/// A JS `Error` when the date is not a day of the calendar or the size has no daily puzzle.
#[wasm_bindgen(js_name = dailyPuzzle)]
pub fn daily_puzzle(date: &JsValue, rows: f64, cols: f64) -> Result<JsValue, JsError> {
    let puzzle = daily(date_from(date)?, shape_from(rows, cols)?).map_err(|e| JsError::new(&said(&e)))?;
    to_js(&DailyDto {
        date: puzzle.date.to_string(),
        board: BoardDto::from(&puzzle.board),
        par: puzzle.par(),
        tiles: puzzle.solution.moves.iter().map(|step| step.tile).collect(),
    })
}

/// A time as the game's clock shows it: `0:41.3` under a minute, `2:13` from a minute.
///
/// # Errors
/// A JS `Error` when `ms` is not a whole number of milliseconds.
#[wasm_bindgen(js_name = formatTime)]
pub fn format_time_js(ms: f64) -> Result<String, JsError> {
    Ok(format_time(whole(ms, "a time in milliseconds", 0..=MAX_MS)?))
}

/// What a finished game says: `Solved in 23 moves, 0:41.3. Optimal: 21 moves (+2).`, with
/// `Best known` when `proven` is false, and no comparison while `optimal` is null.
///
/// # Errors
/// A JS `Error` when a count or the time is not a whole number in range.
#[wasm_bindgen(js_name = playedSentence)]
pub fn played_sentence(moves: f64, time_ms: f64, optimal: Option<f64>, proven: bool) -> Result<String, JsError> {
    let optimal = optimal.map(|value| count(value, "the optimal moves")).transpose()?;
    let played = Played {
        moves: count(moves, "the moves")?,
        time_ms: whole(time_ms, "a time in milliseconds", 0..=MAX_MS)?,
        optimal: optimal.map(|moves| Optimal { moves, proven }),
    };
    Ok(said(&played))
}

/// The line a daily puzzle's result is shared as, without the board:
/// `npuzzle daily 2026-11-25 4x4: 52 moves (par 48), 2:13`.
///
/// # Errors
/// A JS `Error` when the date, the size, a count or the time is not valid.
#[wasm_bindgen(js_name = shareLine)]
pub fn share_line(date: &JsValue, rows: f64, cols: f64, moves: f64, time_ms: f64, par: f64) -> Result<String, JsError> {
    let line = ShareLine {
        date: date_from(date)?,
        shape: shape_from(rows, cols)?,
        moves: count(moves, "the moves")?,
        time_ms: whole(time_ms, "a time in milliseconds", 0..=MAX_MS)?,
        par: count(par, "par")?,
    };
    Ok(said(&line))
}

/// Par mode's verdict on moving `tiles` tiles from a board `before` moves from the goal to one
/// `after` moves from it (optimal counts): `good` or `away`.
///
/// # Errors
/// A JS `Error` when a count is not a whole number in range.
#[wasm_bindgen(js_name = judgeMove)]
pub fn judge_move(before: f64, after: f64, tiles: f64) -> Result<String, JsError> {
    let verdict =
        judge(count(before, "the moves before")?, count(after, "the moves after")?, count(tiles, "the tiles moved")?);
    Ok(verdict.name().to_owned())
}

/// How many days in a row, ending `today` or the day before, are among `dates` (`2026-11-25`
/// texts, separated by spaces): the daily streak.
///
/// # Errors
/// A JS `Error` naming the first value that is not a date.
#[wasm_bindgen(js_name = dailyStreak)]
pub fn daily_streak(dates: &JsValue, today: &JsValue) -> Result<u32, JsError> {
    // Text rather than an array: reading an array of strings would weigh kilobytes of wasm.
    let mut days = Vec::new();
    for text in text_from(dates, "the days played")?.split(' ').filter(|text| !text.is_empty()) {
        days.push(text.parse::<UtcDate>().map_err(|e| JsError::new(&said(&e)))?);
    }
    Ok(streak(&days, date_from(today)?))
}
