//! The heuristic lab: checks a heuristic against the true distance of every state of a small
//! board. Uses the model, the heuristics and the search engines (A* on a counterexample).
//!
//! [`DistanceSearch`] finds every state's true distance h* by one breadth-first search
//! backwards from the goal, over a perfect index of arrangements ([`Permutations`]); a
//! [`Check`] then estimates every state with the heuristic (a [`LabHeuristic`]: one the solvers
//! use, a custom weighted sum, or the small board's pattern databases) and answers a
//! [`Report`]: whether it is admissible (never above h*) and consistent (never drops by more
//! than one across a move), how many states break each, the mean h/h*, a histogram of h
//! against h*, and for a heuristic that overestimates, a board where it does, on which A*
//! with it returns a longer path than the shortest when such a board is found. Both jobs run
//! in slices (`run(budget)`), as the page's worker runs searches.
//!
//! ```
//! use npuzzle::{Goal, lab::{Check, DistanceSearch, LabHeuristic, lab_shape}};
//!
//! let goal = Goal::blank_last(lab_shape("2x3")?);
//! let mut search = DistanceSearch::new(&goal).unwrap();
//! while !search.run(1000) {}
//! let mut check = Check::new(search.finish().into(), "custom:0,1.5,0,0".parse::<LabHeuristic>()?);
//! let report = loop {
//!     if let Some(report) = check.run(10_000) {
//!         break report;
//!     }
//! };
//! assert_eq!(report.states, 360);
//! assert!(!report.admissible);
//! let counterexample = report.counterexample.unwrap();
//! assert!(counterexample.h > f64::from(counterexample.true_distance));
//! # Ok::<(), npuzzle::lab::LabError>(())
//! ```

mod check;
mod distances;
mod permutation;
mod report;

pub use check::{Check, LabHeuristic};
pub use distances::{DistanceSearch, Distances, UNREACHED};
pub use permutation::Permutations;
pub use report::{CheckPhase, Counterexample, Histogram, Inconsistency, LabBoard, MAX_ROWS, Report};

use thiserror::Error;

use crate::heuristic::UnknownHeuristic;
use crate::model::shape::{Shape, ShapeError};
use crate::words::{Message, Said};

/// The sizes the lab checks: every state of 3x4 (239,500,800 of them) would take a browser
/// tab minutes and gigabytes.
pub const SHAPES: [(usize, usize); 4] = [(2, 2), (2, 3), (3, 3), (2, 4)];

/// Why the lab cannot check what was asked.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LabError {
    /// Not a size.
    Shape(#[from] ShapeError),
    /// A size the lab does not check.
    Size(Shape),
    /// Not a heuristic.
    Heuristic(#[from] UnknownHeuristic),
    /// One of the 4x4 board's pattern databases.
    FourByFour(String),
}

impl Said for LabError {
    fn message(&self) -> Message {
        match self {
            Self::Shape(error) => error.message(),
            Self::Size(shape) => Message::new("lab-error-size").text("shape", shape),
            Self::Heuristic(error) => error.message(),
            Self::FourByFour(name) => Message::new("lab-error-four-by-four").text("name", name),
        }
    }
}

crate::words::english_display!(LabError);

/// How many states of `shape` reach the goal: half of its arrangements (the other half are
/// the unsolvable ones), `None` above the 12 cells the lab can index.
///
/// ```
/// use npuzzle::{Shape, lab::states};
///
/// assert_eq!(states(Shape::square(3)?), Some(181_440));
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[must_use]
pub fn states(shape: Shape) -> Option<u32> {
    Permutations::new(shape).map(|numbering| numbering.count() / 2)
}

/// The size written `text` (`3x3`), if the lab checks it.
///
/// # Errors
/// [`LabError::Shape`] for text that is not a size, [`LabError::Size`] for one the lab does not check.
pub fn lab_shape(text: &str) -> Result<Shape, LabError> {
    let shape: Shape = text.parse()?;
    if SHAPES.contains(&(shape.rows(), shape.cols())) { Ok(shape) } else { Err(LabError::Size(shape)) }
}
