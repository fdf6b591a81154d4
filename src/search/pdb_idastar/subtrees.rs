//! A pass split into subtrees, and who searches them: threads drawing on a shared budget
//! ([`Pool`]), paused subtrees split further near a pass's end ([`spread`]), and those lent
//! to helpers ([`Lending`]).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::heuristic::pdb::CELLS;

/// A subtree of a parallel pass: the child numbers from the root to its root (`floor` of
/// them), or, once a slice paused in it, to where that slice stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Subtree {
    pub(super) floor: usize,
    pub(super) resume: Vec<u8>,
}

/// Where a slice of one subtree ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Reach {
    /// Nothing within the bound below it.
    Exhausted,
    /// The goal: the blank's cells from the search's root.
    Found(Vec<u8>),
    /// The budget ran out: what is left of it.
    Paused(Subtree),
}

/// A pass shared with helpers: how many subtrees are out, and the first answer one brought.
#[derive(Debug, Default)]
pub(super) struct Lending {
    pub(super) lent: usize,
    pub(super) found: Option<Vec<u8>>,
    /// Counts the passes, so a result from an earlier one is told apart.
    pub(super) pass: u32,
    /// The goal, for the helpers' own searches.
    pub(super) goal: [u8; CELLS],
}

/// A parallel slice's budget, handed to its threads in small pieces as they go, so that a thread
/// that starts late or works faster takes more of it: the threads stop within a piece of each
/// other. A thread that finds no subtree left marks the pool starved; the others then pause at
/// their next piece, so the slice ends and the next one shares their subtrees ([`spread`]).
pub(super) struct Pool {
    left: AtomicU64,
    piece: u64,
    starved: AtomicBool,
}

impl Pool {
    /// Pieces of at most 256 expansions (about 35 microseconds: a slice's threads stop within
    /// that of each other), and at least 64 per thread.
    pub(super) fn new(budget: u64, threads: usize) -> Self {
        let piece = (budget / (64 * threads as u64)).clamp(1, 256);
        Self { left: AtomicU64::new(budget), piece, starved: AtomicBool::new(false) }
    }

    /// Whether some budget is left.
    pub(super) fn left(&self) -> bool {
        self.left.load(Ordering::Relaxed) > 0
    }

    /// A piece of the budget: 0 when it is spent, or when a thread starves and the claimant
    /// has `started` (expanded a node of its subtree), so each slice gets somewhere.
    pub(super) fn claim(&self, started: bool) -> u64 {
        if started && self.starved.load(Ordering::Relaxed) {
            return 0;
        }
        let taken =
            self.left.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| Some(left - left.min(self.piece)));
        taken.map_or(0, |left| left.min(self.piece))
    }

    pub(super) fn give_back(&self, unspent: u64) {
        self.left.fetch_add(unspent, Ordering::Relaxed);
    }

    pub(super) fn starve(&self) {
        self.starved.store(true, Ordering::Relaxed);
    }
}

/// `subtrees` with paused ones split until there are at least `threads` (where they can be):
/// a subtree paused below its root keeps the child it is in, and the root's later children
/// become subtrees of their own (numbers past the last child make empty ones). Near a pass's
/// end this gives an idle thread part of the last large subtree.
pub(super) fn spread(mut subtrees: Vec<Subtree>, threads: usize) -> Vec<Subtree> {
    while subtrees.len() < threads {
        let Some(at) = subtrees.iter().position(|subtree| subtree.resume.len() > subtree.floor) else { break };
        let paused = &mut subtrees[at];
        let floor = paused.floor;
        let (prefix, next) = (paused.resume[..floor].to_vec(), paused.resume[floor]);
        paused.floor = floor + 1;
        for number in next + 1..4 {
            let mut resume = prefix.clone();
            resume.push(number);
            subtrees.push(Subtree { floor: floor + 1, resume });
        }
    }
    subtrees
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paused_subtree_is_spread_into_its_child_and_the_later_siblings() {
        // Paused at child numbers 0, 1, 2, 0 in the subtree rooted after 0, 1.
        let subtrees = spread(vec![Subtree { floor: 2, resume: vec![0, 1, 2, 0] }], 2);
        let parts: Vec<_> = subtrees.iter().map(|subtree| (subtree.floor, subtree.resume.clone())).collect();
        assert_eq!(parts, [(3, vec![0, 1, 2, 0]), (3, vec![0, 1, 3])]);
        // A subtree not yet begun cannot be split.
        let fresh = spread(vec![Subtree { floor: 2, resume: vec![0, 1] }], 2);
        assert_eq!(fresh.len(), 1);
    }
}
