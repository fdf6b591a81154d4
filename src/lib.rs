//! npuzzle: an n-puzzle (8-, 15-, 24-puzzle and beyond) solver playground.
//!
//! The crate is a pure Rust core (board model, text formats, solvability, random boards,
//! heuristics and search) that builds and tests natively. The only WebAssembly code lives in
//! the `wasm` boundary module, compiled for `wasm32` alone.
//!
//! It is built in layers, each a folder that uses only the layers above it in this table:
//!
//! | layer | what it is |
//! |---|---|
//! | [`words`] | message keys with arguments, the catalogues that word them, one a language, and the languages |
//! | [`model`] | the puzzle: shapes, boards, goals, moves, the text formats, solvability, random boards |
//! | [`heuristic`] | lower bounds on the moves left, with the 4x4 pattern databases beneath ([`heuristic::pdb`]) |
//! | [`search`] | the resumable engines, one a file, the n-puzzle's nodes, and the database-driven IDA* |
//! | [`fast`] | the suboptimal solver for big boards, piece by piece |
//! | [`solve`] | algorithms, options, the plan that decides, the solver that runs it, its summary |
//! | [`lab`] | the heuristic lab: every state's true distance on a small board, a heuristic checked against it |
//! | [`play`] | the game: today's date, the daily puzzle, results in words, whether a move was good |
//! | [`check`] | a solution or a search trace from outside, checked against the rules: the first wrong step and what it does match |
//! | `wasm`, the CLI | the boundary (`wasm32` only) and `npuzzle` on the command line: they convert and print |
//!
//! [`bench`](mod@bench) (the bench files and random instance specs) uses the model only.
//!
//! ```
//! use npuzzle::{Goal, parse_board};
//!
//! let board = parse_board("1 2 3\n4 5 6\n7 _ 8")?;
//! let goal = Goal::blank_last(board.shape());
//! assert!(npuzzle::model::solvability::check(&board, &goal).solvable);
//! # Ok::<(), npuzzle::ParseError>(())
//! ```

pub mod bench;
pub mod check;
pub mod fast;
pub mod heuristic;
pub mod lab;
pub mod model;
pub mod play;
pub mod search;
pub mod solve;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
pub mod words;

pub use model::board::{Board, BoardError};
pub use model::goal::{Goal, GoalError, GoalSpec};
pub use model::moves::{Direction, MoveError};
pub use model::parse::{ParseError, parse_board};
pub use model::shape::{Shape, ShapeError};
