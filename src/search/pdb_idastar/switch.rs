//! A stronger heuristic taken mid-search ([`PdbIdaStar::switch_heuristic`]): a page's first hard
//! solve starts on the quick 6-6-3 set while 7-7-1 downloads, and goes on with 7-7-1 from where
//! it is. An IDA* bound reached is a lower bound on the optimal length whatever the heuristic,
//! so the pass under way is searched again at that bound with the new one, or, when it is well
//! on, the new one takes over at the next pass.

use super::engine::PdbIdaStar;
use super::node::Node;
use super::tables::Tables;
use crate::heuristic::pdb::PdbHeuristic;
#[cfg(doc)]
use crate::search::Stats;

/// The share of a pass's expected expansions below which a stronger heuristic, arrived
/// mid-pass, searches it again rather than waiting for it to end: a stronger set (7-7-1 over
/// 6-6-3) expands 3 to 11 times fewer nodes, each costing about 1.3 times as much, so giving
/// up half a pass still pays.
const RESTART_BEFORE: f64 = 0.5;

impl PdbIdaStar {
    /// Goes on with `pdb`'s heuristic instead (a stronger admissible set for the same goal,
    /// arrived while this search runs), keeping the counts. When the pass under way is less
    /// than about half done ([`RESTART_BEFORE`] of what it should expand, reckoned from how the
    /// last two passes grew), it is searched again from the root with the new heuristic under
    /// the bound it reached: every pass below that bound was searched to the end without
    /// reaching the goal, so it is still a lower bound on the optimal length, and the answer
    /// stays optimal (the root's new estimate is taken instead when it is higher). Further on,
    /// giving up its work would cost more than the stronger heuristic saves on what is left of
    /// it, so the new heuristic takes over when the pass ends. Answers whether it took over at
    /// once; [`Stats::switched_at`] says at which iteration it did, once it has. Subtrees lent to
    /// helpers in a pass given up are of the old set, and their results are refused as of an
    /// earlier pass ([`ProtocolError::NotLent`](super::ProtocolError::NotLent)).
    ///
    /// ```
    /// use std::sync::Arc;
    /// use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}};
    /// use npuzzle::search::{Search, Step, pdb_idastar::PdbIdaStar};
    ///
    /// let board = parse_board("1 2 3 7 4 5 6 11 8 9 10 0 12 13 14 15")?;
    /// let goal = Goal::blank_first(board.shape());
    /// let key = DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?;
    /// let pdb = PdbHeuristic::new(Arc::new(DatabaseSet::build(key, |_| {})), &goal)?;
    /// let mut search = PdbIdaStar::new(&pdb, board.tiles());
    /// assert_eq!(search.run(1), Step::Running);
    /// // A page switches 6-6-3 for 7-7-1 once it arrives; any admissible set for the goal will do.
    /// assert!(search.switch_heuristic(&pdb));
    /// let Step::Found(path) = search.run(u64::MAX) else { unreachable!("solvable") };
    /// assert_eq!(path.len(), 6); // the blank's cells: five moves
    /// assert_eq!(search.stats().switched_at, Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn switch_heuristic(&mut self, pdb: &PdbHeuristic) -> bool {
        let prepared = Self::prepare(pdb, &self.start);
        if self.in_pass && !self.worth_restarting() {
            self.pending = Some(Box::new(prepared));
            return false;
        }
        self.adopt(prepared);
        true
    }

    /// Whether the pass under way is young enough to search again with a stronger heuristic:
    /// fewer than two passes ended (too little to reckon by, and little to lose), or it has
    /// expanded less than [`RESTART_BEFORE`] of what the last pass expanded times the last
    /// growth.
    fn worth_restarting(&self) -> bool {
        let [.., before, last] = self.stats.iterations.as_slice() else { return true };
        #[expect(clippy::cast_precision_loss, reason = "an estimate: counts far below 2^52")]
        let expected = last.expanded as f64 * (last.expanded as f64 / before.expanded.max(1) as f64);
        #[expect(clippy::cast_precision_loss, reason = "an estimate")]
        let done = (self.stats.expanded - self.pass_start) as f64;
        done < RESTART_BEFORE * expected
    }

    /// Looks up the new tables from now on: the pass under way (if any) again from the root.
    pub(super) fn adopt(&mut self, (tables, root): (Tables, Node)) {
        self.tables = tables;
        self.root = root;
        self.pending = None;
        self.bound = self.bound.max(u32::from(root.h));
        self.stats.bound = self.bound;
        self.next_bound = u32::MAX;
        self.resume.clear();
        self.subtrees = None;
        if let Some(lending) = &mut self.lending {
            // What is out belongs to the pass given up: a result of it is refused. A goal a
            // helper found is kept: within a bound no longer than the optimal length, it is optimal.
            lending.lent = 0;
            if self.in_pass {
                lending.pass += 1;
            }
        }
        let iteration = u32::try_from(self.stats.iterations.len() + 1).unwrap_or(u32::MAX);
        self.stats.switched_at = Some(iteration);
    }
}
