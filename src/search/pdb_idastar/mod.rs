//! The database-driven IDA* for the 4x4 board: [`PdbIdaStar`], the move machine that prunes
//! duplicate paths, and a pass shared with helpers in other instances.

mod descent;
mod engine;
mod moves;
mod node;
mod shared_pass;
mod subtrees;
mod switch;
mod tables;

pub use engine::PdbIdaStar;
pub use shared_pass::{ItemResult, MAX_HELPERS, ProtocolError, WorkItem, helpers_for, search_item};
