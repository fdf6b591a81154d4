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
//! - `lab`: the heuristic lab's sizes and heuristics read.
//! - `play`: the game: today's date, the daily puzzle, the clock, results and shares in words.
//!
//! With the `lab` feature it is the second module instead, which a worker loads when first
//! needed (so a first visit never downloads it): `checks`, the heuristic lab's true distances
//! and checks, and "Explain h".

#[cfg(not(feature = "lab"))]
mod boards;
#[cfg(feature = "lab")]
mod checks;
#[cfg(not(feature = "lab"))]
mod choices;
#[cfg(not(feature = "lab"))]
mod databases;
#[cfg(not(feature = "lab"))]
mod exercise;
#[cfg(not(feature = "lab"))]
mod lab;
#[cfg(not(feature = "lab"))]
mod play;
#[cfg(not(feature = "lab"))]
mod records;
#[cfg(not(feature = "lab"))]
mod replay;
#[cfg(not(feature = "lab"))]
mod sharing;
#[cfg(not(feature = "lab"))]
mod solving;
#[cfg_attr(feature = "lab", expect(dead_code, reason = "the second module needs a few of the conversions"))]
mod transfer;

#[cfg(not(feature = "lab"))]
pub use boards::*;
#[cfg(feature = "lab")]
pub use checks::*;
#[cfg(not(feature = "lab"))]
pub use choices::*;
#[cfg(not(feature = "lab"))]
pub use databases::{DatabaseBuild, Databases};
#[cfg(not(feature = "lab"))]
pub use lab::*;
#[cfg(not(feature = "lab"))]
pub use play::*;
#[cfg(not(feature = "lab"))]
pub use records::record_facts;
#[cfg(not(feature = "lab"))]
pub use replay::SearchReplay;
#[cfg(not(feature = "lab"))]
pub use sharing::search_subtree;
#[cfg(not(feature = "lab"))]
pub use solving::*;

use wasm_bindgen::prelude::*;

/// Installs the panic hook so a Rust panic shows its message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
