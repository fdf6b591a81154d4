//! Heuristics: lower bounds on the moves from a board to its goal, with the pattern databases beneath.
//! Uses the puzzle model ([`crate::model`]) only.
//!
//! [`HeuristicKind`] names them; a [`Heuristic`] is one prepared for a goal, evaluated from
//! scratch or updated after one move; [`pdb`] holds the 4x4 board's pattern databases, their
//! builds and their lookup; [`SmallPdb`] the additive pattern databases of boards of at most 12
//! cells, built in milliseconds; [`explain()`] takes an estimate apart for the page. A custom
//! heuristic ([`CustomWeights`]) weighs the others' counts, and may overestimate.

mod custom;
mod explain;
mod incremental;
mod kind;
mod linear_conflict;
pub mod pdb;
pub mod pdb24;
mod set_key;
mod small_pdb;

pub use custom::{CustomWeights, CustomWeightsError, Terms, decimal};
pub use explain::{
    Explanation, GroupMark, LineMark, Lookups, Shown, TileMark, explain, explain_awaiting, explain_lookups, lookups,
};
pub use incremental::{Heuristic, manhattan};
pub use kind::{HeuristicKind, UnknownHeuristic};
pub use set_key::{PartitionOf, SetKey, SetNaming};
pub use small_pdb::{SmallPdb, SmallPdbError};
