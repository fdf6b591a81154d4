//! What a check of a heuristic answers: the verdicts, the counts, the histogram of estimates
//! against true distances, and the boards that show a verdict.

use serde::Serialize;

use super::distances::Distances;

/// A board as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LabBoard {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Tiles in reading order, 0 the blank.
    pub tiles: Vec<u8>,
}

impl LabBoard {
    /// The state numbered `rank`.
    pub(super) fn new(distances: &Distances, rank: u32) -> Self {
        let shape = distances.shape();
        let mut tiles = vec![0; shape.cells()];
        distances.numbering().unrank(rank, &mut tiles);
        Self { rows: shape.rows(), cols: shape.cols(), tiles }
    }
}

/// How many states there are at each estimate and true distance: `counts[row * columns + h*]`,
/// a row holding `bin` estimates (rounded up to whole moves) from `row * bin`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Histogram {
    /// Estimates a row holds (1 unless they spread over more than [`MAX_ROWS`]).
    pub bin: u32,
    /// Rows: estimates from 0 up.
    pub rows: u32,
    /// Columns: true distances from 0 to the farthest.
    pub columns: u32,
    /// The counts, row by row.
    pub counts: Vec<u32>,
}

/// The most rows a histogram has.
pub const MAX_ROWS: u32 = 40;

/// A state whose estimate is above its true distance.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counterexample {
    /// The board.
    pub board: LabBoard,
    /// The heuristic's exact estimate for it.
    pub h: f64,
    /// Its true distance.
    pub true_distance: u32,
    /// What A* with the heuristic answered for it (`None` for a heuristic no solver runs).
    pub astar_length: Option<u32>,
    /// Whether that is longer than the shortest: A* misled.
    pub misled: bool,
    /// How many of the worst boards A* was run on to find it.
    pub tried: u32,
}

/// A move across which the estimate drops by more than one.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Inconsistency {
    /// The board before the move.
    pub board: LabBoard,
    /// Its estimate.
    pub h: f64,
    /// The board after it.
    pub next: LabBoard,
    /// Its estimate.
    pub next_h: f64,
}

/// What the lab found.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// The size, `3x3`.
    pub size: String,
    /// The heuristic, as [`super::LabHeuristic`] writes it.
    pub heuristic: String,
    /// A custom heuristic's sum as a formula: `1.5 × Manhattan`.
    pub formula: Option<String>,
    /// States that reach the goal, each checked.
    pub states: u32,
    /// The largest true distance.
    pub farthest: u32,
    /// States at each true distance.
    pub depths: Vec<u64>,
    /// Never above the true distance.
    pub admissible: bool,
    /// States whose estimate is above their true distance.
    pub overestimated: u32,
    /// States where a custom sum (with a negative weight) is below 0: each counts as 0, the
    /// estimate a search uses, so it is checked as 0.
    pub below_zero: u32,
    /// Never drops by more than one across a move.
    pub consistent: bool,
    /// States with a move across which the estimate drops by more than one.
    pub inconsistent: u32,
    /// The mean of h/h* over every state but the goal.
    pub mean_ratio: f64,
    /// The largest estimate.
    pub largest: f64,
    /// Estimates against true distances.
    pub histogram: Histogram,
    /// When not admissible: the board A* is shown on.
    pub counterexample: Option<Counterexample>,
    /// When not consistent: one move that shows it.
    pub inconsistency: Option<Inconsistency>,
}

/// Where a check is: its phase and how far through it, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CheckPhase {
    /// `estimates`, `moves` or `counterexample`.
    pub phase: &'static str,
    /// From 0 to 1, over the whole check.
    pub fraction: f64,
}
