//! `play`: the game around the board: today's date, the daily puzzle, a game's result in
//! words (the time, the result sentence, the share line) and whether a move was a good one.
//! Uses the model, the heuristics and the solve layer (the daily puzzle's optimal length); the
//! boundary uses it.
//!
//! The page keeps a game's state (its clock, its records) and asks this layer every rule: which
//! board is today's, how long it takes at best, how a time is written, what a finished game
//! says, whether a move brought the goal closer, how long a streak of daily puzzles is.

pub mod calendar;
pub mod daily;
pub mod score;

pub use calendar::{DateError, UtcDate, streak};
pub use daily::{Band, DailyError, DailyPuzzle, band, daily};
pub use score::{Judgement, Played, ShareLine, format_time, judge};
