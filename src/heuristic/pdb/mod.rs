//! Additive pattern databases for the 4x4 board (the 15-puzzle).
//!
//! The tiles are split into disjoint patterns ([`Partition`]: 6-6-3 by default, 5-5-5, or 7-8
//! natively). For each pattern a breadth-first search ([`DatabaseBuilder`]) finds, for every
//! placement of its tiles, the fewest moves *of those tiles* that bring them home. Because no
//! move counts for two patterns, the entries of a board's placements add up to a lower bound
//! on its solution length, far tighter than Manhattan distance or linear conflict. A second
//! lookup on the board mirrored across its main diagonal often gives a larger bound for free
//! ([`PdbHeuristic`]).
//!
//! Building is the expensive part (seconds for 6-6-3), so it is an explicit step: a
//! [`crate::solve::plan::Plan`] names the set a search needs ([`DatabaseKey`]), the caller loads or
//! builds it ([`DatabaseSet::build`], or [`SetBuilder`] in slices), keeps it as long as it
//! likes, and hands it to each solve. A set serves every goal with the blank on the same cell.
//! The search layer's [`PdbIdaStar`](crate::search::pdb_idastar::PdbIdaStar) is the IDA* tuned for them.
//!
//! ```
//! use std::sync::Arc;
//! use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}};
//!
//! let board = parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14")?;
//! let goal = Goal::blank_first(board.shape());
//! let set = DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {});
//! let pdb = PdbHeuristic::new(Arc::new(set), &goal)?;
//! assert!(pdb.estimate(board.tiles()) >= 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod build;
mod cells;
mod checksum;
mod database;
mod key;
mod lookup;
mod partition;
mod pattern;
mod set;
mod set_build;
mod set_file;
mod table;

pub use build::{BuildStep, DatabaseBuilder};
pub use checksum::Damage;
pub use checksum::checksum;
pub(crate) use checksum::{Checksummed, invalid, read_block_header, read_header, write_block_header, write_header};
pub use database::{DIRECT_MAX_TILES, Inconsistent, PatternDatabase};
pub use key::{DatabaseKey, FORMAT_VERSION, PdbError, SERVED_DIR};
pub(crate) use lookup::transpose;
pub use lookup::{MAX_PATTERNS, PdbHeuristic, Placements};
pub use partition::{Partition, UnknownPartition};
pub use pattern::{CELLS, MAX_TILES, Pattern};
pub use set::{DatabaseSet, SAMPLES};
pub use set_build::{SetBuilder, SetStep, WrongPart};
pub use set_file::{read_part, write_part};
pub use table::Table;
