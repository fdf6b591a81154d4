//! Reports in the shape the CLI's `--json` and the wasm API share (camelCase keys).

use serde::Serialize;

use super::options::Limits;
use super::report::{Outcome, Report, Retry, TracePoint};
use crate::search::{Iteration, Stats};
use crate::words::Message;

/// The counts of a run, for display or JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatsSummary {
    /// Nodes expanded.
    pub expanded: u64,
    /// Successors generated.
    pub generated: u64,
    /// The largest frontier.
    pub max_frontier: usize,
    /// The frontier now.
    pub frontier: usize,
    /// States held in memory.
    pub stored: usize,
    /// The current bound or depth (iterative deepening), else the deepest `g` expanded.
    pub bound: u32,
    /// Finished iterations of iterative deepening.
    pub iterations: Vec<IterationSummary>,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// Estimated bytes held for stored states.
    pub memory_bytes: u64,
    /// Estimated bytes held for the most states stored at once.
    pub peak_memory_bytes: u64,
    /// The anytime search's shortest solution so far, in moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best: Option<u32>,
    /// The anytime search's lower bound on the optimal length, proved so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// The iteration (from 1) at which the search went on with stronger pattern databases.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub switched_at: Option<u32>,
}

/// One finished iteration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct IterationSummary {
    /// Its bound.
    pub bound: u32,
    /// Nodes it expanded.
    pub expanded: u64,
}

impl StatsSummary {
    /// The summary of `stats` after `elapsed_ms`, holding `memory_bytes` (`peak_memory_bytes` at most).
    #[must_use]
    pub fn new(stats: &Stats, elapsed_ms: f64, memory_bytes: u64, peak_memory_bytes: u64) -> Self {
        Self {
            expanded: stats.expanded,
            generated: stats.generated,
            max_frontier: stats.max_frontier,
            frontier: stats.frontier,
            stored: stats.stored,
            bound: stats.bound,
            iterations: stats
                .iterations
                .iter()
                .map(|&Iteration { bound, expanded }| IterationSummary { bound, expanded })
                .collect(),
            elapsed_ms,
            memory_bytes,
            peak_memory_bytes,
            best: stats.best,
            lower_bound: stats.lower_bound,
            switched_at: stats.switched_at,
        }
    }
}

/// A finished run: the solution (tile numbers and direction letters) or why there is none.
///
/// ```
/// use npuzzle::{Goal, parse_board, solve::{options::SolveOptions, solve, summary::Summary}};
///
/// let board = parse_board("1 2 3 4 5 6 0 7 8")?;
/// let summary = Summary::from(&solve(&board, &Goal::blank_last(board.shape()), &SolveOptions::default())?);
/// assert_eq!((summary.length, summary.tiles.as_slice(), summary.directions.as_str()), (Some(2), &[7, 8][..], "LL"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// Whether a solution was found.
    pub solved: bool,
    /// The number of moves, when solved.
    pub length: Option<usize>,
    /// Whether the solution is guaranteed shortest.
    pub optimal: bool,
    /// For weighted A*: the length is at most this many times the optimum.
    pub bound_factor: Option<f64>,
    /// For the anytime search: no solution is shorter than this many moves (proved).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// The tiles moved, in order.
    pub tiles: Vec<u8>,
    /// The direction letters, in order (`U`, `D`, `L`, `R`: the way each tile slides).
    pub directions: String,
    /// The algorithm's name.
    pub algorithm: &'static str,
    /// The heuristic's name (`none` for uninformed algorithms; `custom:a,b,c,d` with its weights).
    pub heuristic: String,
    /// The weight of weighted A*.
    pub weight: Option<f64>,
    /// Why the run stopped without a solution (`memory-limit`, `cancelled`, ...).
    pub reason: Option<&'static str>,
    /// What happened, in words, when there is no solution.
    pub message: Option<String>,
    /// When it stopped at a limit: the choice that would succeed.
    pub retry: Option<RetrySummary>,
    /// What the search did.
    pub stats: StatsSummary,
    /// For the anytime search: `{ms, length, bound}` each time its best length or lower bound
    /// changed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub trace: Vec<TracePointSummary>,
}

/// A moment of an anytime search, for JSON.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct TracePointSummary {
    /// Milliseconds since the solve was asked for.
    pub ms: f64,
    /// The shortest solution's moves then.
    pub length: u32,
    /// The lower bound then.
    pub bound: u32,
}

impl From<&Report> for Summary {
    /// The summary in English: the CLI's JSON and the Python package.
    fn from(report: &Report) -> Self {
        Self::worded(report, std::string::ToString::to_string)
    }
}

impl Summary {
    /// The summary with its sentences worded by `word` (a catalogue: the page's language).
    pub fn worded(report: &Report, word: impl Fn(&Message) -> String) -> Self {
        let stats = StatsSummary::new(&report.stats, report.elapsed_ms, report.memory_bytes, report.peak_memory_bytes);
        let mut summary = Self {
            solved: false,
            length: None,
            optimal: false,
            bound_factor: None,
            tiles: Vec::new(),
            directions: String::new(),
            algorithm: report.algorithm.name(),
            heuristic: report.heuristic.to_string(),
            weight: report.weight,
            reason: None,
            message: None,
            retry: report.retry.as_deref().map(|retry| RetrySummary::worded(retry, &word)),
            stats,
            lower_bound: None,
            trace: report
                .trace
                .iter()
                .map(|&TracePoint { ms, length, bound }| TracePointSummary { ms, length, bound })
                .collect(),
        };
        match &report.outcome {
            Outcome::Solved(solution) => {
                summary.solved = true;
                summary.length = Some(solution.moves.len());
                summary.optimal = solution.optimal;
                summary.bound_factor = solution.bound_factor;
                summary.lower_bound = solution.lower_bound;
                summary.tiles = solution.moves.iter().map(|m| m.tile).collect();
                summary.directions = solution.directions();
            }
            Outcome::Stopped { reason, message } => {
                summary.reason = Some(reason.name());
                summary.message = Some(word(message));
            }
        }
        summary
    }
}

/// The choice that would succeed after a stop ([`Retry`]): what to run, under which limits, and
/// the words of the one button (or hint) that offers it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrySummary {
    /// The algorithm's name.
    pub algorithm: &'static str,
    /// The heuristic's name.
    pub heuristic: &'static str,
    /// The limits to run it under, as a solve's options name them.
    pub limits: LimitsSummary,
    /// "Solve with IDA* + databases".
    pub label: String,
}

/// Limits as a solve's options name them; `null` for none.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LimitsSummary {
    /// The most nodes expanded.
    pub max_expanded: Option<u64>,
    /// The most megabytes held.
    pub max_memory_mb: Option<u64>,
    /// The most milliseconds.
    pub max_ms: Option<f64>,
}

impl From<&Retry> for RetrySummary {
    /// The retry in English.
    fn from(retry: &Retry) -> Self {
        Self::worded(retry, std::string::ToString::to_string)
    }
}

impl RetrySummary {
    /// The retry with its label worded by `word`.
    pub fn worded(retry: &Retry, word: impl Fn(&Message) -> String) -> Self {
        let Limits { max_expanded, max_memory_mb, max_ms } = retry.limits.clone();
        Self {
            algorithm: retry.algorithm.name(),
            heuristic: retry.heuristic.name(),
            limits: LimitsSummary { max_expanded, max_memory_mb, max_ms },
            label: word(&retry.label),
        }
    }
}
