//! The engine of `auto` on 5x5: the fast solver's answer first, a solution in hand within
//! milliseconds, then the anytime search over the 5x5 pattern databases, which takes it as the
//! best to beat and improves on it ([`Anytime24`]).

use std::sync::Arc;

use super::engine::{Engine, Incumbent};
use super::plan::Plan;
use crate::fast::Fast;
use crate::heuristic::pdb24::{Heuristic24, Set24};
use crate::search::anytime::Anytime24;
use crate::search::record::Record;
use crate::search::{Search, Stats, Step};

/// The fast solver, then the anytime search.
pub(super) struct AnytimeEngine {
    fast: Option<Fast>,
    search: Anytime24,
    /// The fast solver's counts and the anytime search's, added.
    stats: Stats,
    fast_stats: Stats,
}

impl AnytimeEngine {
    /// The engine for `plan` over `set` (the one it names), its beam passes within the plan's
    /// memory limit less a tenth (for what the estimate leaves out).
    pub(super) fn new(plan: &Plan, set: &Arc<Set24>) -> Option<Self> {
        let (board, goal) = (plan.board(), plan.goal());
        let max_bytes = plan
            .limits()
            .max_memory_mb
            .map_or(usize::MAX, |mb| usize::try_from(mb.saturating_mul(1 << 20) / 10 * 9).unwrap_or(usize::MAX));
        let heuristic = Heuristic24::new(Arc::clone(set), goal).ok()?;
        let search = Anytime24::new(heuristic, board.tiles(), max_bytes);
        let stats = search.stats().clone();
        Some(Self { fast: Some(Fast::new(board, goal)), search, stats, fast_stats: Stats::default() })
    }
}

impl Engine for AnytimeEngine {
    fn run(&mut self, budget: u64) -> Step<u8> {
        let step = match &mut self.fast {
            Some(fast) => {
                if let Step::Found(path) = fast.run(budget) {
                    self.fast_stats = fast.stats().clone();
                    self.fast = None;
                    self.search.offer(path);
                } else {
                    self.fast_stats = fast.stats().clone();
                }
                Step::Running
            }
            None => self.search.run(budget),
        };
        let search = self.search.stats();
        self.stats = Stats {
            expanded: self.fast_stats.expanded + search.expanded,
            generated: self.fast_stats.generated + search.generated,
            max_frontier: self.fast_stats.max_frontier.max(search.max_frontier),
            ..search.clone()
        };
        step
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }

    fn bytes_per_state(&self) -> usize {
        Anytime24::BYTES_PER_STATE
    }

    fn memory_bytes(&self) -> u64 {
        u64::try_from(self.search.memory_bytes()).unwrap_or(u64::MAX)
    }

    fn record(&mut self) -> Option<&mut Record> {
        None
    }

    fn incumbent(&self) -> Option<Incumbent> {
        let path = self.search.best()?.to_vec();
        Some(Incumbent { path, lower_bound: self.search.lower_bound() })
    }
}
