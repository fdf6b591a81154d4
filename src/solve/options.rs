//! What a solve is asked to do: the algorithm, heuristic, weight, depth limit and limits, as
//! the CLI, the wasm boundary and the page name them. [`super::plan::Plan`] checks them
//! against the board and the platform.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::algorithm::Algorithm;
use crate::heuristic::HeuristicKind;
use crate::model::names::echo;
use crate::search;
use crate::words::{Message, Said, plain};

/// A weight that is not a number from [`Weight::MIN`] to [`Weight::MAX`].
#[derive(Debug, Clone, PartialEq, Error)]
pub enum BadWeight {
    /// Below 1, or not a number at all.
    TooLow(String),
    /// Above [`Weight::MAX`]: weighted A* is greedy search long before.
    TooHigh(String),
}

impl Said for BadWeight {
    fn message(&self) -> Message {
        match self {
            Self::TooLow(weight) => Message::new("solve-weight-too-low").text("weight", weight),
            Self::TooHigh(weight) => Message::new("solve-weight-too-high").text("weight", weight),
        }
    }
}

crate::words::english_display!(BadWeight);

/// The weight of weighted A*: `f = g + w * h`, `w` from 1 (A*) to 100.
///
/// ```
/// use npuzzle::solve::options::Weight;
///
/// assert_eq!("1.5".parse::<Weight>()?.value(), 1.5);
/// assert_eq!("0.5".parse::<Weight>().unwrap_err().to_string(), "the weight must be a number of at least 1, not 0.5");
/// assert!("NaN".parse::<Weight>().is_err());
/// assert!(Weight::new(1e308).is_err());
/// # Ok::<(), npuzzle::solve::options::BadWeight>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Weight(f64);

impl Weight {
    /// The smallest weight: plain A*.
    pub const MIN: f64 = 1.0;
    /// The largest weight.
    pub const MAX: f64 = 100.0;
    /// The weight when none is given.
    pub const DEFAULT: Self = Self(2.0);

    /// `value` as a weight.
    ///
    /// # Errors
    /// [`BadWeight`] for a value that is not a number from 1 to 100.
    pub fn new(value: f64) -> Result<Self, BadWeight> {
        if value > Self::MAX {
            Err(BadWeight::TooHigh(plain(value)))
        } else if value >= Self::MIN {
            Ok(Self(value))
        } else {
            Err(BadWeight::TooLow(plain(value)))
        }
    }

    /// The number.
    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }
}

impl Default for Weight {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl fmt::Display for Weight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&plain(self.0))
    }
}

impl FromStr for Weight {
    type Err = BadWeight;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let number = text.trim().parse::<f64>().map_err(|_| BadWeight::TooLow(format!("'{}'", echo(text, 40))))?;
        Self::new(number)
    }
}

/// Limits a run stops at; reaching one ends it with a clear message, never a crash. The plan
/// checks them ([`super::plan::Plan::new`]): each is a positive number, and the memory limit
/// fits the platform.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Stop after this many expanded nodes.
    pub max_expanded: Option<u64>,
    /// Stop when the states held would take more than this many megabytes (an estimate from
    /// the number of states stored and their size).
    pub max_memory_mb: Option<u64>,
    /// Stop after this many milliseconds.
    pub max_ms: Option<f64>,
}

/// The memory limit when none is given: keeps a browser tab well under 1 GB.
pub const DEFAULT_MAX_MEMORY_MB: u64 = 256;

impl Default for Limits {
    fn default() -> Self {
        Self { max_expanded: None, max_memory_mb: Some(DEFAULT_MAX_MEMORY_MB), max_ms: None }
    }
}

/// How to solve, as asked: names resolved, not yet checked against a board.
#[derive(Debug, Clone, PartialEq)]
pub struct SolveOptions {
    /// Which search (`auto` picks one for the board).
    pub algorithm: Algorithm,
    /// Which heuristic, for the informed searches (the others ignore it).
    pub heuristic: HeuristicKind,
    /// The weight of weighted A*.
    pub weight: Weight,
    /// The depth limit of depth-first search.
    pub depth_limit: u32,
    /// When to give up.
    pub limits: Limits,
    /// Record the search, at most this many expansions of it (see [`crate::search::record`]);
    /// `None`: not recorded.
    pub record: Option<u32>,
}

impl Default for SolveOptions {
    fn default() -> Self {
        Self {
            algorithm: Algorithm::default(),
            heuristic: HeuristicKind::default(),
            weight: Weight::DEFAULT,
            depth_limit: search::dfs::DEFAULT_DEPTH_LIMIT,
            limits: Limits::default(),
            record: None,
        }
    }
}
