//! Checking a search trace: the boards a program expanded, in order, from a start board, against
//! a named algorithm and heuristic. A trace is valid when some run of the algorithm could expand
//! exactly those boards in that order, with any tie-breaking and any successor order, in one of
//! the variants textbooks teach ([`Variant`]); each is simulated side by side, and the check
//! names the variants that fit or, when none does, the first step none allows ([`Mistake`])
//! and what the trace does match ([`Hint`]).
//!
//! Every move costs 1; the heuristics are the core's own ([`crate::heuristic::Heuristic`]), the
//! priorities the engines' ([`crate::search::best_first::Priority`]). Steps are 0-based in the
//! facts; the words count expansions from 1 ([`verdict`]).
//!
//! ```
//! use npuzzle::check::{SearchSpec, check_search};
//! use npuzzle::heuristic::HeuristicKind;
//! use npuzzle::solve::algorithm::Algorithm;
//! use npuzzle::words::Said;
//! use npuzzle::{Goal, parse_board};
//!
//! let start = parse_board("1 2 3 4 5 6 0 7 8")?;
//! let goal = Goal::blank_last(start.shape());
//! let trace = ["1 2 3 4 5 6 0 7 8", "1 2 3 4 5 6 7 0 8", "1 2 3 4 5 6 7 8 0"]
//!     .map(|board| parse_board(board).unwrap());
//! let spec = SearchSpec::new(Algorithm::Astar, HeuristicKind::Manhattan);
//! let verdict = check_search(&start, &goal, &trace, &spec)?;
//! assert!(verdict.valid, "{}", verdict.message());
//! let verdict = check_search(&start, &goal, &trace[..1], &spec)?;
//! assert_eq!(verdict.message().to_string(), "the trace ends before the goal was expanded");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod best_first;
mod blocks;
mod hint;
mod run;
mod summary;
mod ties;
mod trace;
mod variant;
pub mod verdict;

use thiserror::Error;

use self::best_first::BestFirst;
use self::blocks::{Blocks, Order};
use self::run::{Frontier, Reading, Run};
pub use self::summary::SearchSummary;
use self::trace::Trace;
pub use self::variant::{Repeats, Variant};
pub use self::verdict::{Hint, Iteration, Mistake, SearchVerdict};
use crate::heuristic::HeuristicKind;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::shape::Shape;
use crate::search::discipline::{Discipline, Key};
use crate::solve::algorithm::Algorithm;
use crate::solve::options::Weight;
use crate::words::{Message, Said};

/// What a trace is checked against.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchSpec {
    /// The algorithm: BFS, DFS, IDDFS, uniform-cost, greedy, A*, weighted A* or IDA*.
    pub algorithm: Algorithm,
    /// The heuristic of greedy, A*, weighted A* and IDA* (the others ignore it).
    pub heuristic: HeuristicKind,
    /// Weighted A*'s weight.
    pub weight: Weight,
}

impl SearchSpec {
    /// `algorithm` with `heuristic`, weighted A*'s weight the default.
    #[must_use]
    pub fn new(algorithm: Algorithm, heuristic: HeuristicKind) -> Self {
        Self { algorithm, heuristic, weight: Weight::default() }
    }
}

/// Input a trace cannot be checked with (not an invalid trace: that is a [`SearchVerdict`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SearchCheckError {
    /// No boards.
    EmptyTrace,
    /// A board of another shape than the start.
    TraceShape {
        /// Its number, from 1.
        expansion: usize,
        /// Its shape.
        found: Shape,
        /// The start's.
        expected: Shape,
    },
    /// A goal of another shape than the start.
    GoalShape {
        /// The goal's shape.
        found: Shape,
        /// The start's.
        expected: Shape,
    },
    /// An algorithm that runs other searches.
    Algorithm(Algorithm),
    /// Pattern databases, not held here.
    Databases(HeuristicKind),
}

impl Said for SearchCheckError {
    fn message(&self) -> Message {
        match self {
            Self::EmptyTrace => Message::new("check-error-empty-trace"),
            Self::TraceShape { expansion, found, expected } => Message::new("check-error-trace-shape")
                .text("expansion", expansion)
                .text("found", found)
                .text("expected", expected),
            Self::GoalShape { found, expected } => {
                Message::new("check-error-goal-shape").text("found", found).text("expected", expected)
            }
            Self::Algorithm(algorithm) => Message::new("check-error-algorithm").text("algorithm", algorithm),
            Self::Databases(heuristic) => Message::new("check-error-databases").text("heuristic", heuristic),
        }
    }
}

crate::words::english_display!(SearchCheckError);

/// How far a check in slices has gone.
#[derive(Debug, Clone, PartialEq)]
pub enum Progress {
    /// Still checking: steps of the trace checked, of `total`; `hinting` once the trace is found
    /// invalid and other algorithms are tried.
    Running {
        /// Steps checked against the current algorithm.
        step: usize,
        /// The trace's length.
        total: usize,
        /// Whether the other algorithms are being tried.
        hinting: bool,
    },
    /// The verdict.
    Done(Box<SearchVerdict>),
}

/// One algorithm's variants run along the trace.
struct Check {
    spec: SearchSpec,
    runs: Vec<Run>,
    next: usize,
}

impl Check {
    fn new(spec: SearchSpec, trace: &mut Trace) -> Self {
        let heuristic = trace.heuristic(spec.heuristic);
        let both = Variant::goal_test_when_generated(spec.algorithm);
        let runs = Repeats::of(spec.algorithm)
            .iter()
            .map(|&repeats| {
                let frontier: Box<dyn Frontier> = match spec.algorithm.discipline(spec.weight.value(), 0) {
                    Some(Discipline::BestFirst(priority)) => {
                        let key = Discipline::BestFirst(priority).key().unwrap_or(Key::F);
                        Box::new(BestFirst::new(repeats, priority, key, heuristic, trace))
                    }
                    Some(Discipline::Queue) => Box::new(Blocks::new(Order::Queue, repeats, heuristic, trace.start)),
                    Some(Discipline::Stack { .. }) => {
                        Box::new(Blocks::new(Order::Stack, repeats, heuristic, trace.start))
                    }
                    _ => Box::new(Blocks::new(Order::Bounded, repeats, heuristic, trace.start)),
                };
                Run::new(repeats, frontier, both)
            })
            .collect();
        Self { spec, runs, next: 0 }
    }

    /// Checks up to `budget` more steps; whether every run is settled.
    fn advance(&mut self, trace: &mut Trace, budget: &mut u64) -> bool {
        while self.next < trace.len() && *budget > 0 {
            if self.runs.iter().all(Run::settled) {
                return true;
            }
            trace.prepare(self.next);
            for run in &mut self.runs {
                run.step(self.next, trace);
            }
            self.next += 1;
            *budget -= 1;
        }
        if self.next == trace.len() {
            let start_is_goal = trace.start == trace.goal_id;
            self.runs.iter_mut().for_each(|run| run.finish(trace.len(), start_is_goal));
            return true;
        }
        self.runs.iter().all(Run::settled)
    }

    /// The verdict of the settled runs (without a hint).
    fn verdict(&self, expansions: usize) -> SearchVerdict {
        let readings = || self.runs.iter().flat_map(|run| run.readings().map(move |(v, r)| (run, v, r)));
        let mut valid: Vec<_> = readings().filter(|(_, _, reading)| **reading == Reading::Valid).collect();
        // A variant whose ties grew too many to follow was not refused, but not proved either:
        // named only when no variant checked to the end fits.
        if valid.iter().any(|(run, _, _)| run.frontier().unchecked_from().is_none()) {
            valid.retain(|(run, _, _)| run.frontier().unchecked_from().is_none());
        }
        let furthest = readings()
            .filter_map(|(run, variant, reading)| match reading {
                Reading::Failed(step, mistake) => Some((run, variant, *step, mistake)),
                _ => None,
            })
            .min_by_key(|(_, _, step, _)| std::cmp::Reverse(*step));
        let mut verdict = SearchVerdict {
            spec: self.spec,
            valid: !valid.is_empty(),
            variants: valid.iter().map(|(_, variant, _)| *variant).collect(),
            step: None,
            mistake: None,
            hint: None,
            expansions,
            iterations: Vec::new(),
            depth_limit: None,
            unchecked_from: None,
        };
        let shown = if let Some((run, _, _)) = valid.first() {
            verdict.unchecked_from = run.frontier().unchecked_from();
            Some(*run)
        } else if let Some((run, variant, step, mistake)) = furthest {
            verdict.variants = vec![variant];
            verdict.step = Some(step);
            verdict.mistake = Some(mistake.clone());
            Some(run)
        } else {
            None
        };
        if let Some(run) = shown {
            verdict.iterations = run.frontier().iterations();
            verdict.depth_limit = run.frontier().depth_limit();
        }
        verdict
    }
}

/// A trace checked in slices, as the engines run: [`SearchCheck::run`] with a budget of steps
/// until it answers [`Progress::Done`].
pub struct SearchCheck {
    trace: Trace,
    check: Check,
    /// The verdict against the spec asked, once settled, and the other specs still to try.
    verdict: Option<SearchVerdict>,
    candidates: std::vec::IntoIter<SearchSpec>,
}

impl SearchCheck {
    /// A check of `expanded` (the boards in the order expanded, the start first) from `start`
    /// towards `goal` against `spec`.
    ///
    /// # Errors
    /// [`SearchCheckError`] when the input cannot be checked: an empty trace, a board or goal of
    /// another shape than the start, an algorithm that runs other searches, pattern databases.
    pub fn new(start: &Board, goal: &Goal, expanded: Vec<Board>, spec: &SearchSpec) -> Result<Self, SearchCheckError> {
        let expected = start.shape();
        if goal.shape() != expected {
            return Err(SearchCheckError::GoalShape { found: goal.shape(), expected });
        }
        if expanded.is_empty() {
            return Err(SearchCheckError::EmptyTrace);
        }
        if let Some(at) = expanded.iter().position(|board| board.shape() != expected) {
            return Err(SearchCheckError::TraceShape { expansion: at + 1, found: expanded[at].shape(), expected });
        }
        if matches!(spec.algorithm, Algorithm::Fast | Algorithm::Auto | Algorithm::Anytime) {
            return Err(SearchCheckError::Algorithm(spec.algorithm));
        }
        let mut spec = *spec;
        if !spec.algorithm.uses_heuristic() {
            spec.heuristic = HeuristicKind::None;
        } else if matches!(spec.heuristic, HeuristicKind::Pdb(_) | HeuristicKind::Pdb24(_)) {
            return Err(SearchCheckError::Databases(spec.heuristic));
        }
        let mut trace = Trace::new(start, goal, expanded);
        let check = Check::new(spec, &mut trace);
        Ok(Self { trace, check, verdict: None, candidates: Vec::new().into_iter() })
    }

    /// Checks up to `budget` more steps (a step is one board against every variant).
    pub fn run(&mut self, mut budget: u64) -> Progress {
        loop {
            let settled = self.check.advance(&mut self.trace, &mut budget);
            if !settled {
                let hinting = self.verdict.is_some();
                return Progress::Running { step: self.check.next, total: self.trace.len(), hinting };
            }
            let verdict = self.check.verdict(self.trace.len());
            let Some(asked) = &mut self.verdict else {
                if verdict.valid {
                    return Progress::Done(Box::new(verdict));
                }
                self.candidates = hint::candidates(verdict.spec).into_iter();
                self.verdict = Some(verdict.clone());
                if self.next_candidate() {
                    continue;
                }
                return Progress::Done(Box::new(verdict));
            };
            if let Some(&variant) = verdict.variants.first().filter(|_| verdict.valid) {
                asked.hint = Some(Hint { matches: verdict.spec, asked: asked.spec, variant });
                return Progress::Done(Box::new(asked.clone()));
            }
            if !self.next_candidate() {
                return Progress::Done(Box::new(self.verdict.clone().unwrap_or(verdict)));
            }
        }
    }

    /// Starts checking the next candidate of a hint; false when none is left.
    fn next_candidate(&mut self) -> bool {
        let Some(spec) = self.candidates.next() else { return false };
        self.check = Check::new(spec, &mut self.trace);
        true
    }
}

/// Checks `expanded` (the boards a program expanded, in order, the start first) from `start`
/// towards `goal` against `spec`, to the end: [`SearchCheck`] in one slice.
///
/// # Errors
/// [`SearchCheckError`] when the input cannot be checked (see [`SearchCheck::new`]).
pub fn check_search(
    start: &Board,
    goal: &Goal,
    expanded: &[Board],
    spec: &SearchSpec,
) -> Result<SearchVerdict, SearchCheckError> {
    let mut check = SearchCheck::new(start, goal, expanded.to_vec(), spec)?;
    loop {
        if let Progress::Done(verdict) = check.run(u64::MAX) {
            return Ok(*verdict);
        }
    }
}
