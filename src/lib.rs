//! npuzzle: an n-puzzle (8-, 15-, 24-puzzle and beyond) solver playground.
//!
//! The crate is a pure Rust core (board model, text formats, solvability, random boards,
//! heuristics and search) that builds and tests natively. The only WebAssembly code lives in
//! the [`wasm`] boundary module, compiled for `wasm32` alone.
//!
//! ```
//! use npuzzle::{Goal, parse_board};
//!
//! let board = parse_board("1 2 3\n4 5 6\n7 _ 8")?;
//! let goal = Goal::blank_last(board.shape());
//! assert!(npuzzle::solvability::check(&board, &goal).solvable);
//! # Ok::<(), npuzzle::ParseError>(())
//! ```

pub mod algorithm;
pub mod bench;
pub mod board;
pub mod fast;
pub mod goal;
pub mod heuristic;
pub mod moves;
pub mod names;
pub mod options;
pub mod parse;
pub mod pdb;
pub mod plan;
pub mod random;
pub mod search;
pub mod shape;
pub mod solvability;
pub mod solve;
pub mod state;
pub mod summary;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::{Board, BoardError};
pub use goal::{Goal, GoalError, GoalSpec};
pub use moves::{Direction, MoveError};
pub use parse::{ParseError, parse_board};
pub use shape::{Shape, ShapeError};
