//! The WebAssembly boundary: the only code that knows about JavaScript; it converts, nothing more.
//! It may use every layer of the core, and no layer uses it: every rule and decision is the core's.
//!
//! - `transfer`: boards, goals, options and numbers in; plain objects and errors out.
//! - `boards`: parsing, printing, solvability, random boards and slides.
//! - `choices`: the algorithms and heuristics offered, names and weights parsed, bench files.
//! - `solving`: plans and the resumable solve; `sharing`: a solve shared across workers;
//!   `records`: a recorded search's events, as typed arrays; `replay`: a recorded search
//!   stepped through (`SearchReplay`); `exercise`: questions on it, graded by the core.
//! - `databases`: pattern databases held by the instance, and their builds.
//! - `lab`: the heuristic lab's sizes and heuristics read; `checks`: its true distances and
//!   checks, and "Explain h".
//! - `check`: a student's search trace checked in slices (`TraceCheck`), and a move list.
//! - `words`: the instance's language (`useCatalogue`), the core's messages worded in it
//!   (`said`), and `say(key, args)` for the page's own words.
//! - `play`: the game: today's date, the daily puzzle, the clock, results and shares in words.
//!
//! It is built twice. The full module (`npuzzle_full.js`, scripts/full-module.sh) has all of
//! it. The first module (`npuzzle.js`, the crate's `light` feature), the only one a first visit
//! downloads, leaves out `databases`, `sharing`, `checks`, `check` and `readBenchFile` (bench.html's), and its solves run on the generic
//! engines only, unrecorded ones for boards of up to 16 cells ([`crate::solve::Solver::runs_generic`]):
//! the pattern databases, the fast and anytime solvers, the larger boards' engines and the lab
//! stay in the full module, which a worker imports when a plan or the Lab first needs it.

mod boards;
#[cfg(not(feature = "light"))]
mod check;
#[cfg(not(feature = "light"))]
mod checks;
mod choices;
#[cfg(not(feature = "light"))]
mod databases;
mod exercise;
mod lab;
mod plain;
mod play;
mod records;
mod replay;
#[cfg(not(feature = "light"))]
mod sharing;
mod solving;
mod transfer;
mod words;

pub use boards::*;
#[cfg(not(feature = "light"))]
pub use check::*;
#[cfg(not(feature = "light"))]
pub use checks::*;
pub use choices::*;
#[cfg(not(feature = "light"))]
pub use databases::{DatabaseBuild, Databases};
pub use exercise::{exercise_facts, parse_exercise, parse_question_count};
pub use lab::*;
pub use play::*;
pub use records::{parse_record_cap, record_facts};
pub use replay::SearchReplay;
#[cfg(not(feature = "light"))]
pub use sharing::search_subtree;
pub use solving::*;
pub use words::{complete_english, languages, nearest_language, say, use_catalogue, words_complete};

use wasm_bindgen::prelude::*;

/// Installs the panic hook so a Rust panic shows its message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
