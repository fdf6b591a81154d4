//! The WebAssembly boundary: the only code that knows about JavaScript; it converts, nothing more.
//! It may use every layer of the core, and no layer uses it: every rule and decision is the core's.
//!
//! - `transfer`: boards, goals, options and numbers in; plain objects and errors out.
//! - `boards`: parsing, printing, solvability, random boards and slides.
//! - `choices`: the algorithms and heuristics offered, names and weights parsed, bench files.
//! - `solving`: plans and the resumable solve; `sharing`: a solve shared across workers;
//!   `records`: a recorded search's events, as typed arrays; `replay`: a recorded search
//!   stepped through (`SearchReplay`).
//! - `databases`: pattern databases held by the instance, and their builds.

mod boards;
mod choices;
mod databases;
mod records;
mod replay;
mod sharing;
mod solving;
mod transfer;

pub use boards::*;
pub use choices::*;
pub use databases::{DatabaseBuild, Databases};
pub use records::record_facts;
pub use replay::SearchReplay;
pub use sharing::search_subtree;
pub use solving::*;

use wasm_bindgen::prelude::*;

/// Installs the panic hook so a Rust panic shows its message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
