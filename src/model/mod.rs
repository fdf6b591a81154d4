//! The puzzle model: shapes, boards, goals, moves, the text formats, solvability and random boards.
//! The ground layer: it uses nothing else of the crate but `words`, to say what it finds.
//!
//! Every puzzle rule lives here once; the layers above ask it rather than work a rule out again.

pub mod board;
pub mod cells;
pub mod goal;
pub mod moves;
pub mod names;
pub mod parse;
mod parse_error;
pub mod random;
pub mod shape;
pub mod solvability;
