//! Bench: instances to solve in bulk, from bench files and random specs.
//! Uses the puzzle model only.
//!
//! Benchmark instances: the bench-file format (`id optimal t0 t1 ...` a line, `#` comments)
//! and seeded random boards (`random:RxC:COUNT[:SEED]`). The one reader the CLI's `bench`, the
//! tests and the in-browser bench share.

use std::str::FromStr;

use thiserror::Error;

use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::names::echo;
use crate::model::parse::{ParseError, parse_board};
use crate::model::random::{Rng, random_solvable};
use crate::model::shape::{Shape, ShapeError};
use crate::words::{Message, Said};

/// The most bytes of a bench file read: Korf's 100 take 5 KB.
pub const MAX_FILE_BYTES: usize = 16 << 20;

/// The most instances a file or a random spec may hold.
pub const MAX_INSTANCES: usize = 100_000;

/// What is wrong with a bench file or a random spec.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BenchError {
    /// A line that is not `id optimal t0 t1 ...`.
    Line {
        /// The line, from 1.
        line: usize,
        /// What is wrong.
        what: LineProblem,
    },
    /// No instance at all.
    Empty,
    /// More than [`MAX_FILE_BYTES`] or [`MAX_INSTANCES`].
    TooLarge,
    /// A `random:` spec that is not `RxC:COUNT[:SEED]`.
    BadRandom(String),
    /// The spec's shape.
    #[error(transparent)]
    Shape(#[from] ShapeError),
}

/// What is wrong with a line of a bench file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblem {
    /// Only an id: no optimal length and no board.
    NoOptimal,
    /// The optimal length written, which is not a whole number.
    BadOptimal(String),
    /// The board's text is not a board.
    Board(ParseError),
}

impl Said for BenchError {
    fn message(&self) -> Message {
        match self {
            Self::Line { line, what } => {
                let what = match what {
                    LineProblem::NoOptimal => Message::new("bench-no-optimal"),
                    LineProblem::BadOptimal(text) => Message::new("bench-bad-optimal").text("text", text),
                    LineProblem::Board(error) => error.message(),
                };
                Message::new("bench-line").text("line", line).message("problem", what)
            }
            Self::Empty => Message::new("bench-empty"),
            Self::TooLarge => Message::new("bench-too-large").count("most", MAX_INSTANCES),
            Self::BadRandom(spec) => Message::new("bench-bad-random").text("spec", spec),
            Self::Shape(error) => error.message(),
        }
    }
}

crate::words::english_display!(BenchError);

/// One instance to solve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// Its name in the file (or its number among random ones).
    pub id: String,
    /// The optimal solution length, when the file gives it.
    pub optimal: Option<usize>,
    /// The board.
    pub board: Board,
}

/// Reads a bench file: lines `id optimal t0 t1 ...`, blank lines and `#` comments skipped.
///
/// ```
/// use npuzzle::bench::read_instances;
///
/// let instances = read_instances("# two\n1 2 1 2 3 4 5 6 7 0 8\n2 0 1 2 3 4 5 6 7 8 0\n")?;
/// assert_eq!((instances[0].id.as_str(), instances[0].optimal), ("1", Some(2)));
/// assert_eq!(read_instances("1 x 1 2 3 0").unwrap_err().to_string(), "line 1: 'x' is not an optimal length (a whole number)");
/// # Ok::<(), npuzzle::bench::BenchError>(())
/// ```
///
/// # Errors
/// [`BenchError`] naming the first line that is not an instance, or a file with none or too many.
pub fn read_instances(text: &str) -> Result<Vec<Instance>, BenchError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(BenchError::TooLarge);
    }
    let mut instances = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if instances.len() == MAX_INSTANCES {
            return Err(BenchError::TooLarge);
        }
        let bad = |what: LineProblem| BenchError::Line { line: index + 1, what };
        let mut words = line.split_whitespace();
        let id = words.next().unwrap_or_default();
        let optimal = words.next().ok_or_else(|| bad(LineProblem::NoOptimal))?;
        let optimal = optimal.parse::<usize>().map_err(|_| bad(LineProblem::BadOptimal(echo(optimal, 20))))?;
        let board = parse_board(&words.collect::<Vec<_>>().join(" ")).map_err(|e| bad(LineProblem::Board(e)))?;
        instances.push(Instance { id: echo(id, 20), optimal: Some(optimal), board });
    }
    if instances.is_empty() {
        return Err(BenchError::Empty);
    }
    Ok(instances)
}

/// Seeded random solvable boards of one shape: `RxC:COUNT[:SEED]` (the seed 1 when none).
///
/// ```
/// use npuzzle::{Goal, bench::RandomSpec};
///
/// let spec: RandomSpec = "3x3:5:42".parse()?;
/// let boards = spec.instances(&Goal::blank_last(spec.shape));
/// assert_eq!(boards.len(), 5);
/// assert_eq!(boards, spec.instances(&Goal::blank_last(spec.shape)));
/// assert!("3x3:0".parse::<RandomSpec>().is_err());
/// # Ok::<(), npuzzle::bench::BenchError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RandomSpec {
    /// The boards' shape.
    pub shape: Shape,
    /// How many (1 to [`MAX_INSTANCES`]).
    pub count: usize,
    /// The seed.
    pub seed: u64,
}

impl RandomSpec {
    /// The boards, uniformly random among those that reach `goal`, numbered from 1.
    #[must_use]
    pub fn instances(&self, goal: &Goal) -> Vec<Instance> {
        let mut rng = Rng::new(self.seed);
        (1..=self.count)
            .map(|id| Instance { id: id.to_string(), optimal: None, board: random_solvable(goal, &mut rng) })
            .collect()
    }
}

impl FromStr for RandomSpec {
    type Err = BenchError;

    fn from_str(spec: &str) -> Result<Self, Self::Err> {
        let bad = || BenchError::BadRandom(echo(spec, 40));
        let mut parts = spec.split(':');
        let (Some(shape), Some(count)) = (parts.next(), parts.next()) else { return Err(bad()) };
        let shape = shape.parse::<Shape>()?;
        let count = count.parse::<usize>().ok().filter(|count| (1..=MAX_INSTANCES).contains(count)).ok_or_else(bad)?;
        let seed = parts.next().map_or(Ok(1), str::parse::<u64>).map_err(|_| bad())?;
        if parts.next().is_some() {
            return Err(bad());
        }
        Ok(Self { shape, count, seed })
    }
}
