//! The daily puzzle: one board a UTC day for each size it comes in, the same on every machine.
//! The day and the size make a seed (whole numbers only); the seed makes candidate boards one
//! after another; the first candidate whose optimal length falls in the size's band is the
//! day's puzzle, and that length is its par. Each candidate is proved by IDA* with linear
//! conflict, cut as soon as its bound passes the band (the board is then longer than par may
//! be), so a day's puzzle takes a few IDA* runs of at most the band's depth.
//!
//! The board depends only on the seed, the candidates' recipe and the optimal lengths, never on
//! how a search gets there: `tests/play.rs` pins the boards of a few days, so a change that
//! would give a day another puzzle fails there first.

use thiserror::Error;

use super::calendar::UtcDate;
use crate::heuristic::HeuristicKind;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::random::{Rng, random_solvable, scramble};
use crate::model::shape::Shape;
use crate::solve::algorithm::Algorithm;
use crate::solve::options::SolveOptions;
use crate::solve::plan::{Plan, Platform};
use crate::solve::{Outcome, Solution, SolveError, Solver, Status};
use crate::words::{Message, Said};

/// Why there is no daily puzzle.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum DailyError {
    /// A size the daily puzzle does not come in (the sizes of `RECIPES`, which a test keeps in
    /// step with these words).
    Size(Shape),
    /// The solver refused a candidate (never expected: each is solvable by construction).
    Solve(#[from] SolveError),
    /// No candidate of the first [`MAX_CANDIDATES`] fell in the band (never seen).
    NoneInBand {
        /// The size.
        shape: Shape,
        /// Its band.
        band: Band,
        /// The day.
        date: UtcDate,
    },
}

impl Said for DailyError {
    fn message(&self) -> Message {
        match self {
            Self::Size(shape) => Message::new("play-daily-no-size").text("shape", shape),
            Self::Solve(error) => error.message(),
            Self::NoneInBand { shape, band, date } => Message::new("play-daily-none-in-band")
                .text("shape", shape)
                .text("band", band)
                .text("candidates", MAX_CANDIDATES)
                .text("date", date),
        }
    }
}

crate::words::english_display!(DailyError);

/// The optimal lengths a size's daily puzzle may have, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// The fewest moves.
    pub min: usize,
    /// The most moves.
    pub max: usize,
}

impl std::fmt::Display for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.min, self.max)
    }
}

/// How a size's candidate boards are made.
#[derive(Debug, Clone, Copy)]
enum Candidates {
    /// Uniformly random solvable boards (their optimal lengths centre on the 3x3's band).
    Uniform,
    /// This many random moves from the goal: uniform 4x4 boards are mostly longer than its
    /// band, and proving them would take pattern databases.
    Walk(usize),
}

/// A size the daily puzzle comes in: its side, its band and its candidates.
struct Recipe {
    side: usize,
    band: Band,
    candidates: Candidates,
}

impl Recipe {
    fn makes(&self, shape: Shape) -> bool {
        shape.rows() == self.side && shape.cols() == self.side
    }
}

const RECIPES: [Recipe; 2] = [
    Recipe { side: 3, band: Band { min: 20, max: 24 }, candidates: Candidates::Uniform },
    Recipe { side: 4, band: Band { min: 38, max: 44 }, candidates: Candidates::Walk(60) },
];

/// Candidates tried before giving up (about one in two falls in its band).
pub const MAX_CANDIDATES: usize = 1000;

/// Expansions a candidate's search runs between two looks at its bound.
const SLICE: u64 = 4096;

/// A day's puzzle: its board (goal: blank last) and an optimal solution, whose length is par.
#[derive(Debug, Clone, PartialEq)]
pub struct DailyPuzzle {
    /// The day.
    pub date: UtcDate,
    /// The board to solve.
    pub board: Board,
    /// A shortest solution.
    pub solution: Solution,
}

impl DailyPuzzle {
    /// The optimal number of moves.
    #[must_use]
    pub fn par(&self) -> usize {
        self.solution.moves.len()
    }
}

/// The band of optimal lengths for `shape`'s daily puzzle.
///
/// ```
/// use npuzzle::{Shape, play::band};
///
/// assert_eq!(band(Shape::square(3)?)?.to_string(), "20-24");
/// assert_eq!(band(Shape::square(4)?)?.to_string(), "38-44");
/// assert_eq!(band(Shape::square(5)?).unwrap_err().to_string(), "the daily puzzle comes in 3x3 or 4x4, not 5x5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`DailyError::Size`] for a size without a daily puzzle.
pub fn band(shape: Shape) -> Result<Band, DailyError> {
    recipe(shape).map(|recipe| recipe.band)
}

fn recipe(shape: Shape) -> Result<&'static Recipe, DailyError> {
    RECIPES.iter().find(|recipe| recipe.makes(shape)).ok_or(DailyError::Size(shape))
}

/// `date`'s puzzle of `shape` (3x3 or 4x4), goal blank last.
///
/// ```
/// use npuzzle::{Goal, Shape, play::{UtcDate, band, daily}};
///
/// let day: UtcDate = "2026-11-25".parse()?;
/// let puzzle = daily(day, Shape::square(3)?)?;
/// assert_eq!(puzzle, daily(day, Shape::square(3)?)?);
/// let band = band(Shape::square(3)?)?;
/// assert!((band.min..=band.max).contains(&puzzle.par()));
/// assert!(npuzzle::model::solvability::check(&puzzle.board, &Goal::blank_last(Shape::square(3)?)).solvable);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`DailyError::Size`] for a size without a daily puzzle.
pub fn daily(date: UtcDate, shape: Shape) -> Result<DailyPuzzle, DailyError> {
    let recipe = recipe(shape)?;
    let goal = Goal::blank_last(shape);
    let mut rng = Rng::new(seed(date, shape));
    for _ in 0..MAX_CANDIDATES {
        let board = match recipe.candidates {
            Candidates::Uniform => random_solvable(&goal, &mut rng),
            Candidates::Walk(moves) => scramble(goal.board(), moves, &mut rng),
        };
        if let Some(solution) = optimal_within(&board, &goal, recipe.band)? {
            return Ok(DailyPuzzle { date, board, solution });
        }
    }
    Err(DailyError::NoneInBand { shape, band: recipe.band, date })
}

/// The seed of `date`'s puzzle of `shape`: the day and the size, mixed by the generator itself.
fn seed(date: UtcDate, shape: Shape) -> u64 {
    const DAILY: u64 = 0x6e70_757a_7a6c_6544; // "npuzzleD"
    let day = date.days().unsigned_abs();
    let size = u64::try_from(shape.rows() << 4 | shape.cols()).unwrap_or_default();
    Rng::new(DAILY ^ (day << 8) ^ size).next_u64()
}

/// An optimal solution of `board` when its length is in `band`, else `None`. The search stops
/// once its bound passes the band's top: no solution that short is left.
fn optimal_within(board: &Board, goal: &Goal, band: Band) -> Result<Option<Solution>, DailyError> {
    let options = SolveOptions {
        algorithm: Algorithm::Idastar,
        heuristic: HeuristicKind::LinearConflict,
        ..SolveOptions::default()
    };
    let plan = Plan::new(board.clone(), goal.clone(), &options, Platform::Browser).map_err(SolveError::from)?;
    // No time limit is set, so the clock only stamps the report.
    let mut solver = Solver::generic(plan, Box::new(|| 0.0))?;
    loop {
        match solver.run(SLICE) {
            Status::Running { stats, .. } if usize::try_from(stats.bound).is_ok_and(|bound| bound > band.max) => {
                return Ok(None);
            }
            Status::Running { .. } => {}
            Status::Done(report) => {
                return Ok(match report.outcome {
                    Outcome::Solved(solution) if (band.min..=band.max).contains(&solution.moves.len()) => {
                        Some(solution)
                    }
                    _ => None,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_names_the_sizes_there_are() {
        let sides: Vec<usize> = RECIPES.iter().map(|recipe| recipe.side).collect();
        assert_eq!(sides, [3, 4], "DailyError::Size's words list these sizes");
    }
}
