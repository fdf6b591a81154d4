//! What to try when a search stops at a limit: the one choice that would succeed on its board,
//! and how to say it. A search that is not `auto`'s pick for the board is retried with that
//! pick (IDA* with the pattern databases on 4x4, IDA* with linear conflict on small boards, the
//! anytime search on 5x5, the fast solver on larger ones); a search that already is stops only at a limit the caller set,
//! and is retried without it. The page shows [`Retry::label`] on its one button and the CLI
//! names the flags; both read it from the report, never work it out again.

use super::algorithm::Algorithm;
use super::options::{Limits, SolveOptions};
use super::plan::{Plan, Platform};
use super::report::{Retry, StopReason};
use crate::heuristic::HeuristicKind;
use crate::words::Message;

impl Plan {
    /// The choice that would succeed after this plan's search stopped for `reason`; `None`
    /// after a cancel (the user stopped it), or when nothing would do better.
    ///
    /// ```
    /// use npuzzle::{Goal, parse_board, solve::{StopReason, algorithm::Algorithm, options::SolveOptions}};
    /// use npuzzle::solve::plan::{Plan, Platform};
    ///
    /// let board = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")?; // Korf #1
    /// let astar = SolveOptions { algorithm: Algorithm::Astar, ..SolveOptions::default() };
    /// let plan = Plan::new(board, Goal::blank_first(npuzzle::Shape::square(4)?), &astar, Platform::Browser)?;
    /// let retry = plan.retry(StopReason::MemoryLimit).expect("a better choice");
    /// assert_eq!(retry.label.to_string(), "Solve with IDA* + databases");
    /// assert_eq!((retry.algorithm.name(), retry.heuristic.name()), ("idastar", "pdb"));
    /// assert_eq!(plan.retry(StopReason::Cancelled), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn retry(&self, reason: StopReason) -> Option<Retry> {
        if reason == StopReason::Cancelled {
            return None;
        }
        let (algorithm, heuristic) = self.best_choice();
        let already = self.algorithm() == algorithm
            && (self.heuristic() == heuristic
                || matches!((self.heuristic(), heuristic), (HeuristicKind::Pdb(_), HeuristicKind::Pdb(_))));
        let mut limits = self.limits().clone();
        let defaults = Limits::default();
        if !already {
            // The other limits stay as the caller set them; the one this search stopped at
            // goes back to its default (at least), so that it is not what stops the retry.
            match reason {
                StopReason::ExpandedLimit => limits.max_expanded = defaults.max_expanded,
                StopReason::TimeLimit => limits.max_ms = defaults.max_ms,
                StopReason::MemoryLimit => limits.max_memory_mb = limits.max_memory_mb.max(defaults.max_memory_mb),
                StopReason::DepthLimit | StopReason::Cancelled => {}
            }
            let (label, why) = match (algorithm, heuristic) {
                (Algorithm::Idastar, HeuristicKind::Pdb(_)) => {
                    ("solve-retry-idastar-databases", "solve-why-idastar-databases")
                }
                (Algorithm::Anytime, _) => ("solve-retry-anytime", "solve-why-anytime"),
                (Algorithm::Idastar, _) => ("solve-retry-idastar-linear-conflict", "solve-why-idastar-linear-conflict"),
                _ => ("solve-retry-fast", "solve-why-fast"),
            };
            // The anytime search is asked for as `auto`, which picks it on 5x5.
            let algorithm = if algorithm == Algorithm::Anytime { Algorithm::Auto } else { algorithm };
            return Some(Retry { algorithm, heuristic, limits, label: Message::new(label), why: Message::new(why) });
        }
        let (label, why) = match reason {
            StopReason::ExpandedLimit => {
                limits.max_expanded = None;
                (Message::new("solve-retry-without-node-limit"), Message::new("solve-why-node-limit"))
            }
            StopReason::TimeLimit => {
                limits.max_ms = None;
                (Message::new("solve-retry-without-time-limit"), Message::new("solve-why-time-limit"))
            }
            StopReason::MemoryLimit => {
                let most = self.platform().max_memory_mb();
                if limits.max_memory_mb.is_none_or(|mb| mb >= most) {
                    return None;
                }
                // Natively there is no edge: the retry runs without a limit.
                limits.max_memory_mb = (self.platform() == Platform::Browser).then_some(most);
                let label = limits.max_memory_mb.map_or_else(
                    || Message::new("solve-retry-without-memory-limit"),
                    |mb| Message::new("solve-retry-with-memory").count("mb", mb),
                );
                (label, Message::new("solve-why-memory-limit"))
            }
            StopReason::DepthLimit | StopReason::Cancelled => return None,
        };
        Some(Retry { algorithm, heuristic, limits, label, why })
    }

    /// What `auto` picks for this board, when a plan of it holds (a goal the pattern databases
    /// cannot serve falls back to IDA* with linear conflict).
    fn best_choice(&self) -> (Algorithm, HeuristicKind) {
        let options =
            SolveOptions { algorithm: Algorithm::Auto, limits: self.limits().clone(), ..SolveOptions::default() };
        match Plan::new(self.board().clone(), self.goal().clone(), &options, self.platform()) {
            Ok(plan) => (plan.algorithm(), plan.heuristic()),
            Err(_) => (Algorithm::Idastar, HeuristicKind::LinearConflict),
        }
    }
}
