//! Additive pattern databases for the 5x5 board (the 24-puzzle).
//!
//! As for the 4x4 board ([`super::pdb`]), the tiles are split into disjoint patterns
//! ([`Partition24`]: 5-5-5-5-4, which a browser tab builds in seconds),
//! each with a database of the fewest moves of its own tiles from every placement of them, and
//! the entries of a board's placements add up to a lower bound on its solution length. Here a
//! database is addressed directly, by its tiles' cells as digits in base 25 ([`Pattern24`]),
//! and built without following the blank ([`Database24Builder`]); a [`Key24`] names a set, a
//! [`Set24`] holds one (written and read with a checksum, sampled for consistency on loading),
//! and [`Heuristic24`] looks it up for a goal, updated move by move.

mod build;
mod database;
mod geometry;
mod key;
mod lookup;
mod pattern;
mod set;

pub use build::Database24Builder;
pub use database::Database24;
pub use geometry::{CELLS, neighbours, transpose};
pub use key::{FORMAT_VERSION, Key24, Partition24, Pdb24Error};
pub use lookup::{Addresses24, Estimate24, Heuristic24, MAX_PATTERNS, Positions};
pub use pattern::{MAX_TILES, Pattern24};
pub use set::{Set24, SetBuilder24};
