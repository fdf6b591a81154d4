//! What a solve answers: a checked solution or why it stopped, what the search did, and where
//! it is between slices.

use super::algorithm::Algorithm;
use super::options::Limits;
use super::options::Weight;
use super::plan::Plan;
use crate::heuristic::HeuristicKind;
use crate::model::moves::Direction;
use crate::search::Stats;
use crate::words::Message;

/// One move of a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolutionMove {
    /// The tile that slides.
    pub tile: u8,
    /// The way it slides.
    pub direction: Direction,
}

/// A path to the goal, checked by replaying it.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// The moves, first to last.
    pub moves: Vec<SolutionMove>,
    /// Whether no shorter solution exists (guaranteed by the algorithm, or proved by the
    /// anytime search: its lower bound met the length).
    pub optimal: bool,
    /// For weighted A*: the length is at most this many times the optimal length.
    pub bound_factor: Option<f64>,
    /// For the anytime search: no solution is shorter than this (proved).
    pub lower_bound: Option<u32>,
}

impl Solution {
    /// The direction letters, e.g. `"LURD"`.
    #[must_use]
    pub fn directions(&self) -> String {
        self.moves.iter().map(|m| m.direction.letter()).collect()
    }
}

/// Why a run ended without a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    /// The expanded-node limit.
    ExpandedLimit,
    /// The memory limit.
    MemoryLimit,
    /// The time limit.
    TimeLimit,
    /// The caller cancelled.
    Cancelled,
    /// Depth-first search explored everything within its depth limit.
    DepthLimit,
}

impl StopReason {
    /// A short name: `expanded-limit`, `memory-limit`, `time-limit`, `cancelled`, `depth-limit`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::ExpandedLimit => "expanded-limit",
            Self::MemoryLimit => "memory-limit",
            Self::TimeLimit => "time-limit",
            Self::Cancelled => "cancelled",
            Self::DepthLimit => "depth-limit",
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// A checked solution.
    Solved(Solution),
    /// No solution, and why, in words.
    Stopped {
        /// Which limit (or a cancel).
        reason: StopReason,
        /// What happened and what to try instead.
        message: Message,
    },
}

/// A moment of an anytime search: the best length in hand and the lower bound then.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TracePoint {
    /// Milliseconds since the solve was asked for.
    pub ms: f64,
    /// The shortest solution's moves.
    pub length: u32,
    /// The lower bound proved.
    pub bound: u32,
}

/// Everything a run reports: the outcome and exactly what the search did.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The algorithm run.
    pub algorithm: Algorithm,
    /// The heuristic used (`none` for uninformed algorithms).
    pub heuristic: HeuristicKind,
    /// The weight, for weighted A*.
    pub weight: Option<f64>,
    /// The solution, or why there is none.
    pub outcome: Outcome,
    /// The search's counts.
    pub stats: Stats,
    /// Milliseconds from the request to the end of the run (preparing the pattern databases
    /// included).
    pub elapsed_ms: f64,
    /// Estimated bytes held for the states stored.
    pub memory_bytes: u64,
    /// Estimated bytes held for the most states stored at once.
    pub peak_memory_bytes: u64,
    /// When it stopped at a limit: the choice that would succeed ([`Plan::retry`]).
    pub retry: Option<Box<Retry>>,
    /// For the anytime search: each time its best length or its lower bound changed.
    pub trace: Vec<TracePoint>,
}

impl Report {
    /// The report of a solve cancelled before its search began (while the pattern databases
    /// it needs were prepared, say), `elapsed_ms` after it was asked for.
    #[must_use]
    pub fn cancelled_before_start(plan: &Plan, elapsed_ms: f64) -> Self {
        let message = Message::new("solve-cancelled-before-start");
        Self::before_start(plan, StopReason::Cancelled, message, elapsed_ms)
    }

    /// The report of a solve whose time limit ran out before its search began, `elapsed_ms`
    /// after it was asked for, while the pattern databases it needs were still being built or
    /// loaded; `None` while it has time left. The limit covers the whole wait: a caller
    /// preparing databases asks this between slices of the build and stops it there.
    #[must_use]
    pub fn out_of_time_before_start(plan: &Plan, elapsed_ms: f64) -> Option<Self> {
        let limit = plan.limits().max_ms.filter(|&ms| elapsed_ms >= ms)?;
        let message =
            Message::new("solve-stopped-before-start").number("ms", elapsed_ms.round(), 0).number("limit", limit, 0);
        Some(Self::before_start(plan, StopReason::TimeLimit, message, elapsed_ms))
    }

    fn before_start(plan: &Plan, reason: StopReason, message: Message, elapsed_ms: f64) -> Self {
        Self {
            algorithm: plan.algorithm(),
            heuristic: plan.heuristic(),
            weight: plan.weight().map(Weight::value),
            outcome: Outcome::Stopped { reason, message },
            stats: Stats::default(),
            elapsed_ms,
            memory_bytes: 0,
            peak_memory_bytes: 0,
            retry: plan.retry(reason).map(Box::new),
            trace: Vec::new(),
        }
    }
}

/// The choice that would succeed where a search stopped at a limit (`Plan::retry`).
#[derive(Debug, Clone, PartialEq)]
pub struct Retry {
    /// The algorithm to run.
    pub algorithm: Algorithm,
    /// Its heuristic.
    pub heuristic: HeuristicKind,
    /// The limits to run it under: the stopped search's, less the one it stopped at when the
    /// choice is the same.
    pub limits: Limits,
    /// What a button that retries says: "Solve with IDA* + databases".
    pub label: Message,
    /// Why it would succeed, the end of the stop's message: "IDA* with the pattern databases
    /// keeps only its path in memory and finds the shortest solution".
    pub why: Message,
}

/// Where a run is after a slice.
#[derive(Debug, Clone, PartialEq)]
pub enum Status {
    /// Still searching: the counts so far, and the time spent.
    Running {
        /// Counts so far.
        stats: Stats,
        /// Milliseconds since the start.
        elapsed_ms: f64,
    },
    /// Finished.
    Done(Report),
}
