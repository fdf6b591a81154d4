//! Heuristics: lower bounds on the moves from a board to its goal, with the pattern databases beneath.
//! Uses the puzzle model ([`crate::model`]) only.
//!
//! [`HeuristicKind`] names them; a [`Heuristic`] is one prepared for a goal, evaluated from
//! scratch or updated after one move; [`pdb`] holds the 4x4 board's pattern databases, their
//! builds and their lookup.

mod incremental;
mod kind;
mod linear_conflict;
pub mod pdb;
pub mod pdb24;

pub use incremental::{Heuristic, manhattan};
pub use kind::{HeuristicKind, UnknownHeuristic};
