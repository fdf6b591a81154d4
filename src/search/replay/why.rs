//! Why the node expanded at a step came next: the facts a textbook gives, read from the record
//! and the engine's [`Discipline`], never reasoned elsewhere.

use super::super::discipline::{Discipline, GoalTest, Key, TieRule};
use super::super::record::{EventKind, Fate, NONE};
use super::{NodeState, Replay};

/// How many of the nodes tied with the one picked [`Why::tied`] lists.
pub const TIED_LISTED: usize = 12;

/// How the node expanded was picked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pick {
    /// The oldest entry of the queue (first in, first out).
    Oldest,
    /// The newest entry of the stack (last in, first out), under a depth limit.
    Newest {
        /// Nodes this deep are dropped unexpanded.
        depth_limit: u32,
    },
    /// The lowest key on the open list.
    Lowest {
        /// What the key counts.
        key: Key,
        /// Its value for the node picked (`f` as written, `g + w·h` for weighted A*).
        value: f64,
    },
    /// The next child, in move order, whose `f` is within the bound (depth-first).
    WithinBound {
        /// The node's `f = g + h`.
        f: u32,
        /// The iteration's bound.
        bound: u32,
    },
}

/// A node generated or passed over, and what became of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Skip {
    /// The tree node.
    pub node: u32,
    /// Its parent.
    pub parent: Option<u32>,
    /// What became of it.
    pub fate: Fate,
    /// The earlier tree node a duplicate repeats, or the one a requeued node replaces.
    pub other: Option<u32>,
    /// Whether it is the move back: a duplicate of its parent's parent, the board the node
    /// expanded came from.
    pub back: bool,
}

/// The facts behind the expansion at a step.
#[derive(Debug, Clone, PartialEq)]
pub struct Why {
    /// The tree node expanded.
    pub node: u32,
    /// Its depth (its `g`: moves cost one).
    pub depth: u32,
    /// How it was picked.
    pub pick: Pick,
    /// The entries on the frontier when it was picked (the path's length, for a bounded search).
    pub frontier: u32,
    /// What the order put first at the step before: the node itself, for every order that
    /// keeps a frontier (`None` for the bounded searches, whose next child is not recorded
    /// until it is tried).
    pub predicted: Option<u32>,
    /// How many other frontier entries had the same key.
    pub tied_count: u32,
    /// The first [`TIED_LISTED`] of them, in the order they would follow.
    pub tied: Vec<u32>,
    /// How the tie was broken, where the order can tie.
    pub tie_rule: Option<TieRule>,
    /// The tree node it replaced on the frontier, reached again by a cheaper path.
    pub replaced: Option<u32>,
    /// What was passed over just before it: nodes taken off the stack and dropped (depth-first
    /// search), or its siblings tried and skipped (the bounded searches).
    pub passed_over: Vec<Skip>,
    /// The children generated at this step, with their fates.
    pub generated: Vec<Skip>,
    /// The iteration's bound (bounded searches).
    pub bound: Option<u32>,
    /// Whether an iteration begins with this expansion.
    pub iteration_starts: bool,
    /// The goal, generated at this step or taken right after (the search ends there).
    pub goal: Option<u32>,
    /// When the engine tested for the goal.
    pub goal_test: GoalTest,
}

impl Replay {
    /// The facts behind the expansion at this step, or `None` before the first.
    pub fn why(&mut self) -> Option<Why> {
        let step = self.cursor.step;
        let k = (step as usize).checked_sub(1)?;
        let at = self.expansions[k] as usize;
        let node = self.node[at];
        let previous = k.checked_sub(1).map_or(0, |j| self.expansions[j] as usize);
        let next = self.expansions.get(k + 1).map_or(self.kind.len(), |&e| e as usize);

        // The frontier as it stood when the node was picked.
        self.seek(step - 1);
        let bounded = self.discipline == Discipline::Bounded;
        let predicted = if bounded { None } else { self.frontier(1).first().copied() };
        let frontier =
            if bounded { u32::try_from(self.path_to(node).len() - 1).unwrap_or(0) } else { self.counts().frontier };
        let key = self.key(node);
        let mut tied: Vec<u32> = Vec::new();
        let mut tied_count = 0;
        if self.discipline.tie_rule().is_some() {
            for id in (0..self.nodes()).rev() {
                if id != node && self.state(id) == NodeState::Open && self.key(id) == key {
                    tied_count += 1;
                    if tied.len() < TIED_LISTED {
                        tied.push(id);
                    }
                }
            }
        }
        self.seek(step);

        let g = self.g(node);
        let (pick, bound) = self.pick(node);
        let made = self.made[node as usize] as usize;
        let replaced = (self.fate[made] == Fate::Requeued).then(|| self.other[made]).filter(|&o| o != NONE);
        let parent = self.parent(node);
        let passed_over = (previous..at)
            .filter(|&i| match self.kind[i] {
                EventKind::Drop => true,
                EventKind::Child => {
                    bounded && i < made && self.fate[i] != Fate::Queued && self.parent(self.node[i]) == parent
                }
                _ => false,
            })
            .map(|i| self.skip(i))
            .collect();
        let generated = ((at + 1)..next).filter(|&i| self.kind[i] == EventKind::Child).map(|i| self.skip(i)).collect();
        let goal = (next == self.kind.len()).then(|| self.found()).flatten().filter(|_| self.cursor.found);
        Some(Why {
            node,
            depth: g,
            pick,
            frontier,
            predicted,
            tied_count,
            tied,
            tie_rule: self.discipline.tie_rule(),
            replaced,
            passed_over,
            generated,
            bound,
            iteration_starts: self.kind[previous..at].contains(&EventKind::Iteration),
            goal,
            goal_test: self.discipline.goal_test(),
        })
    }

    /// How the order picks tree node `node`, and its iteration's bound (bounded searches).
    pub(super) fn pick(&self, node: u32) -> (Pick, Option<u32>) {
        let (g, h) = (self.g(node), self.h(node));
        let bound = if self.discipline == Discipline::Bounded {
            self.bounds.get(self.iteration[node as usize] as usize).copied()
        } else {
            None
        };
        let pick = match self.discipline {
            Discipline::Queue => Pick::Oldest,
            Discipline::Stack { depth_limit } => Pick::Newest { depth_limit },
            Discipline::Bounded => Pick::WithinBound { f: g + h, bound: bound.unwrap_or(0) },
            Discipline::BestFirst(_) => {
                Pick::Lowest { key: self.discipline.key().unwrap_or(Key::F), value: self.discipline.value(g, h) }
            }
        };
        (pick, bound)
    }

    pub(super) fn skip(&self, event: usize) -> Skip {
        let node = self.node[event];
        let parent = self.parent(node);
        let fate = self.fate[event];
        let other = Some(self.other[event]).filter(|&other| other != NONE);
        let back = fate == Fate::Duplicate && other.is_some() && other == parent.and_then(|p| self.parent(p));
        Skip { node, parent, fate, other, back }
    }
}
