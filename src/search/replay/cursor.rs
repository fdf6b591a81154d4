//! The replay's cursor: moving to any expansion, forwards or backwards, by applying or undoing
//! the events in between, and what the step shows (states, counts, the tree shown).

use super::super::record::{EventKind, Fate, NONE};
use super::{Counts, NodeState, Replay};

impl Replay {
    /// Moves to `step` (at most the expansions recorded), applying or undoing the events in
    /// between; the step reached.
    pub fn seek(&mut self, step: u32) -> u32 {
        let total = self.expansions();
        let target = step.min(total);
        let mut until = self.expansions.get(target as usize).map_or(self.kind.len(), |&e| e as usize);
        if target > 0 && target < total {
            while until > 0 && matches!(self.kind[until - 1], EventKind::Root | EventKind::Iteration) {
                until -= 1;
            }
        }
        while self.cursor.applied < until {
            self.apply(self.cursor.applied);
        }
        while self.cursor.applied > until {
            self.undo(self.cursor.applied - 1);
        }
        self.cursor.step = target;
        target
    }

    /// The step shown: expansions done (0, before the first).
    #[must_use]
    pub const fn step(&self) -> u32 {
        self.cursor.step
    }

    /// The tree node expanded at this step, if any.
    #[must_use]
    pub fn current(&self) -> Option<u32> {
        let step = self.cursor.step as usize;
        step.checked_sub(1).map(|k| self.node[self.expansions[k] as usize])
    }

    /// The counts of the tree shown.
    #[must_use]
    pub const fn counts(&self) -> Counts {
        self.cursor.counts
    }

    /// The iteration shown (1 for the first; 0 for searches that do not iterate).
    #[must_use]
    pub const fn iteration(&self) -> u32 {
        self.cursor.iteration
    }

    /// The bound of the iteration shown (bounded searches).
    #[must_use]
    pub fn bound(&self) -> Option<u32> {
        self.cursor.iteration.checked_sub(1).and_then(|i| self.bounds.get(i as usize).copied())
    }

    /// Whether the goal has been found by this step (its path is known only from then on).
    #[must_use]
    pub const fn found_by_now(&self) -> bool {
        self.cursor.found
    }

    /// Every tree node's [`NodeState`] at this step, as bytes.
    #[must_use]
    pub fn states(&self) -> &[u8] {
        &self.cursor.state
    }

    /// Tree node `id`'s state at this step.
    #[must_use]
    pub fn state(&self, id: u32) -> NodeState {
        self.cursor.state.get(id as usize).map_or(NodeState::Unborn, |&s| NodeState::ALL[usize::from(s)])
    }

    /// Whether tree node `id` is in the tree shown (the bounded searches start afresh each iteration).
    #[must_use]
    pub fn shows(&self, id: u32) -> bool {
        !self.iterative() || self.iteration.get(id as usize).is_some_and(|&i| i + 1 == self.cursor.iteration)
    }

    /// The tree nodes of the tree shown, a range of ids: every node, or the iteration's (each
    /// iteration's nodes follow the last one's).
    #[must_use]
    pub fn shown(&self) -> std::ops::Range<u32> {
        let Some(iteration) = self.cursor.iteration.checked_sub(1) else { return 0..self.nodes() };
        let from = self.iteration.partition_point(|&i| i < iteration);
        let to = self.iteration.partition_point(|&i| i <= iteration);
        u32::try_from(from).unwrap_or(0)..u32::try_from(to).unwrap_or(0)
    }

    fn set(&mut self, id: u32, value: NodeState) -> u8 {
        let cursor = &mut self.cursor;
        let old = std::mem::replace(&mut cursor.state[id as usize], value as u8);
        let counts = &mut cursor.counts;
        // The frontier and explored counts follow the open and closed nodes.
        if old == NodeState::Open as u8 {
            counts.frontier = counts.frontier.saturating_sub(1);
        } else if old == NodeState::Closed as u8 {
            counts.explored = counts.explored.saturating_sub(1);
        }
        match value {
            NodeState::Open => counts.frontier += 1,
            NodeState::Closed => counts.explored += 1,
            _ => {}
        }
        old
    }

    fn apply(&mut self, i: usize) {
        let (node, fate, other) = (self.node[i], self.fate[i], self.other[i]);
        let before = match self.kind[i] {
            EventKind::Iteration => {
                let cursor = &mut self.cursor;
                cursor.finished.push(cursor.counts);
                cursor.iteration += 1;
                cursor.counts = Counts::default();
                None
            }
            EventKind::Root => {
                self.cursor.counts.nodes += 1;
                Some(self.set(node, NodeState::Open))
            }
            EventKind::Child => {
                self.cursor.counts.nodes += 1;
                let state = match fate {
                    Fate::Duplicate => NodeState::Duplicate,
                    Fate::Pruned => NodeState::Pruned,
                    Fate::Queued | Fate::Requeued => NodeState::Open,
                };
                let before = self.set(node, state);
                if fate == Fate::Requeued && other != NONE && self.state(other) == NodeState::Open {
                    self.set(other, NodeState::Superseded);
                }
                Some(before)
            }
            EventKind::Expand => Some(self.set(node, NodeState::Closed)),
            EventKind::Drop => Some(self.set(node, NodeState::Dropped)),
            EventKind::Found => {
                // The engine takes the goal off the frontier and stops without expanding it.
                self.cursor.found = true;
                Some(self.set(node, NodeState::Goal))
            }
        };
        if let Some(before) = before {
            self.cursor.before[i] = before;
        }
        self.cursor.applied = i + 1;
    }

    fn undo(&mut self, i: usize) {
        let (node, fate, other) = (self.node[i], self.fate[i], self.other[i]);
        let before = NodeState::ALL[usize::from(self.cursor.before[i])];
        match self.kind[i] {
            EventKind::Iteration => {
                let cursor = &mut self.cursor;
                cursor.iteration -= 1;
                cursor.counts = cursor.finished.pop().unwrap_or_default();
            }
            EventKind::Root | EventKind::Child => {
                self.cursor.counts.nodes = self.cursor.counts.nodes.saturating_sub(1);
                if fate == Fate::Requeued && other != NONE && self.state(other) == NodeState::Superseded {
                    self.set(other, NodeState::Open);
                }
                self.set(node, before);
            }
            EventKind::Expand | EventKind::Drop => {
                self.set(node, before);
            }
            EventKind::Found => {
                self.cursor.found = false;
                self.set(node, before);
            }
        }
        self.cursor.applied = i;
    }
}
