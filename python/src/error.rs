//! The core's errors, typed, and the one place they become Python exceptions: a request the
//! core refuses is a `ValueError` carrying the core's message; a value of a type no board or
//! name can be is a `TypeError`; a Ctrl-C between a search's slices is Python's own
//! `KeyboardInterrupt`.

use npuzzle::check::SearchCheckError;
use npuzzle::check::solution::{SolutionInputError, UnknownConvention};
use npuzzle::heuristic::UnknownHeuristic;
use npuzzle::heuristic::pdb::PdbError;
use npuzzle::search::replay::ReplayError;
use npuzzle::solve::SolveError;
use npuzzle::solve::algorithm::UnknownAlgorithm;
use npuzzle::solve::options::BadWeight;
use npuzzle::solve::plan::PlanError;
use npuzzle::{GoalError, MoveError, ParseError};
use pyo3::PyErr;
use pyo3::exceptions::{PyTypeError, PyValueError};
use thiserror::Error;

/// Why a call into the core was refused.
#[derive(Debug, Error)]
pub enum Error {
    /// Not a board.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// Not a goal, or one of another shape.
    #[error(transparent)]
    Goal(#[from] GoalError),
    /// A move that cannot be played.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// No such heuristic.
    #[error(transparent)]
    Heuristic(#[from] UnknownHeuristic),
    /// No such algorithm.
    #[error(transparent)]
    Algorithm(#[from] UnknownAlgorithm),
    /// A weight out of range.
    #[error(transparent)]
    Weight(#[from] BadWeight),
    /// A request the plan refuses (an unsolvable board, a limit, pattern databases off 4x4).
    #[error(transparent)]
    Plan(#[from] PlanError),
    /// A solver that cannot start.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// Pattern databases that cannot serve this goal.
    #[error(transparent)]
    Pdb(#[from] PdbError),
    /// A trace that cannot be checked (empty, boards of another shape, an algorithm the checks
    /// do not know).
    #[error(transparent)]
    SearchCheck(#[from] SearchCheckError),
    /// Moves that cannot be read.
    #[error(transparent)]
    Solution(#[from] SolutionInputError),
    /// No such convention for direction letters.
    #[error(transparent)]
    Convention(#[from] UnknownConvention),
    /// A board of a list that is not one, the list's name and the board's index there.
    #[error("{list}[{index}]: {error}")]
    Listed {
        /// The list's name, as the caller's keyword names it (`expanded`, `moves`).
        list: &'static str,
        /// Its index in the list.
        index: usize,
        /// What is wrong with it.
        error: Box<Error>,
    },
    /// A record that does not replay.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// A Python value of a type that cannot stand for what was asked (said in Python's words).
    #[error("{0}")]
    Type(String),
    /// An exception Python raised meanwhile (a Ctrl-C, an object whose `tolist()` failed).
    #[error("{0}")]
    Python(#[from] PyErr),
}

impl From<Error> for PyErr {
    fn from(error: Error) -> Self {
        match error {
            Error::Python(raised) => raised,
            Error::Type(message) => PyTypeError::new_err(message),
            refused => PyValueError::new_err(refused.to_string()),
        }
    }
}

/// What the binding's functions answer.
pub type Result<T> = std::result::Result<T, Error>;
