//! A recorded search replayed: the events of a [`Record`](super::record::Record), appended
//! chunk by chunk as they stream in, and a cursor that moves to any expansion and back,
//! keeping each tree node's state and the counts exactly as they were then. The frontier is
//! listed in the engine's own order ([`Discipline`], ties included) and [`Replay::why`] gives
//! the facts behind each expansion: the one place that knows which node comes next, and why.
//!
//! Step `k` shows expansion `k` with what it generated: every event before the next expansion
//! (every event, at the last step), less a new iteration's start and root, which belong with
//! that iteration's first expansion, so the last tree stays shown till then.

mod cursor;
mod grade;
mod why;

pub use grade::{
    BadQuestionCount, CHOICES, DEFAULT_QUESTIONS, Expanded, MAX_QUESTIONS, Predicted, Question, UnknownQuestion,
    Valued, question_count,
};
pub use why::{Pick, Skip, TIED_LISTED, Why};

use thiserror::Error;

use crate::words::{Message, Said};

use super::discipline::Discipline;
use super::record::{Chunk, EventKind, Fate, NONE};
use crate::model::board::Board;

/// Why a chunk cannot be replayed, or a node not shown.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The columns of a chunk differ in length.
    Ragged,
    /// A kind byte that is no [`EventKind`].
    Kind {
        /// The event's index in the record.
        event: usize,
        /// The byte.
        value: u8,
    },
    /// A fate byte that is no [`Fate`].
    Fate {
        /// The event's index in the record.
        event: usize,
        /// The byte.
        value: u8,
    },
    /// A new tree node whose id is not the next one.
    OutOfOrder {
        /// The event's index in the record.
        event: usize,
        /// The next id.
        expected: u32,
        /// The id given.
        found: u32,
    },
    /// An event about a tree node not generated yet.
    UnknownNode {
        /// The event's index in the record.
        event: usize,
        /// The id given.
        node: u32,
    },
    /// A tree node asked for that was never generated.
    NoSuchNode(u32),
    /// A question asked where no expansion follows.
    NoQuestion(u32),
    /// An answer naming a node that is not among the choices.
    NotAChoice(u32),
    /// A tree node whose blank cell is not one move from its parent's.
    NotAMove {
        /// The tree node.
        node: u32,
        /// Its label, the blank's cell.
        cell: u16,
    },
}

impl Said for ReplayError {
    fn message(&self) -> Message {
        match self {
            Self::Ragged => Message::new("replay-ragged"),
            Self::Kind { event, value } => Message::new("replay-kind").text("event", event).text("value", value),
            Self::Fate { event, value } => Message::new("replay-fate").text("event", event).text("value", value),
            Self::OutOfOrder { event, expected, found } => {
                Message::new("replay-out-of-order").text("event", event).text("node", found).text("expected", expected)
            }
            Self::UnknownNode { event, node } => {
                Message::new("replay-unknown-node").text("event", event).text("node", node)
            }
            Self::NoSuchNode(node) => Message::new("replay-no-such-node").text("node", node),
            Self::NoQuestion(step) => Message::new("replay-no-question").text("step", step),
            Self::NotAChoice(node) => Message::new("replay-not-a-choice").text("node", node),
            Self::NotAMove { node, cell } => Message::new("replay-not-a-move").text("node", node).text("cell", cell),
        }
    }
}

crate::words::english_display!(ReplayError);

/// What a tree node is at the cursor: its colour in the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum NodeState {
    /// Not generated yet.
    Unborn = 0,
    /// On the frontier.
    Open = 1,
    /// Expanded.
    Closed = 2,
    /// Generated, skipped as already seen.
    Duplicate = 3,
    /// Generated, beyond the bound or the depth limit.
    Pruned = 4,
    /// Left the frontier unexpanded (depth-first search).
    Dropped = 5,
    /// Replaced on the frontier by a cheaper path to the same state.
    Superseded = 6,
    /// The goal, taken off the frontier where the search stopped (not expanded).
    Goal = 7,
}

impl NodeState {
    /// Every state, by its number.
    pub const ALL: [Self; 8] = [
        Self::Unborn,
        Self::Open,
        Self::Closed,
        Self::Duplicate,
        Self::Pruned,
        Self::Dropped,
        Self::Superseded,
        Self::Goal,
    ];

    /// Its name: `unborn`, `open`, `closed`, `duplicate`, `pruned`, `dropped`, `superseded`, `goal`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Unborn => "unborn",
            Self::Open => "open",
            Self::Closed => "closed",
            Self::Duplicate => "duplicate",
            Self::Pruned => "pruned",
            Self::Dropped => "dropped",
            Self::Superseded => "superseded",
            Self::Goal => "goal",
        }
    }
}

/// The counts of the tree shown.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Nodes on the frontier.
    pub frontier: u32,
    /// Nodes expanded.
    pub explored: u32,
    /// Nodes in the tree shown (this iteration's, for the bounded searches).
    pub nodes: u32,
}

/// A recorded search, replayed: see the [module](self).
#[derive(Debug)]
pub struct Replay {
    discipline: Discipline,
    // Per event.
    kind: Vec<EventKind>,
    fate: Vec<Fate>,
    node: Vec<u32>,
    other: Vec<u32>,
    /// The event of each expansion, in order.
    expansions: Vec<u32>,
    // Per tree node: its parent, g, h, label, the iteration it belongs to, the event that made it.
    parent: Vec<u32>,
    g: Vec<u32>,
    h: Vec<u32>,
    label: Vec<u16>,
    iteration: Vec<u32>,
    made: Vec<u32>,
    /// Each iteration's bound (bounded searches).
    bounds: Vec<u32>,
    found: u32,
    stopped: bool,
    cursor: Cursor,
}

/// A position: after `step` expansions, every event before `applied` applied.
#[derive(Debug, Default)]
struct Cursor {
    /// Per tree node, its [`NodeState`] as a byte.
    state: Vec<u8>,
    /// Per event: the state of the node it changed, before it changed it (to undo it).
    before: Vec<u8>,
    /// The counts each finished iteration ended with, to return to them going back.
    finished: Vec<Counts>,
    applied: usize,
    step: u32,
    iteration: u32,
    counts: Counts,
    found: bool,
}

impl Replay {
    /// An empty replay of a search that follows `discipline`.
    #[must_use]
    pub fn new(discipline: Discipline) -> Self {
        Self {
            discipline,
            kind: Vec::new(),
            fate: Vec::new(),
            node: Vec::new(),
            other: Vec::new(),
            expansions: Vec::new(),
            parent: Vec::new(),
            g: Vec::new(),
            h: Vec::new(),
            label: Vec::new(),
            iteration: Vec::new(),
            made: Vec::new(),
            bounds: Vec::new(),
            found: NONE,
            stopped: false,
            cursor: Cursor::default(),
        }
    }

    /// The order the replayed engine follows.
    #[must_use]
    pub const fn discipline(&self) -> Discipline {
        self.discipline
    }

    /// Appends a chunk of events, checked whole first: a chunk that does not continue the
    /// record leaves the replay as it was.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first event that is not one, or ragged columns.
    pub fn append(&mut self, chunk: &Chunk) -> Result<(), ReplayError> {
        let len = chunk.len();
        let columns = [chunk.fate.len(), chunk.node.len(), chunk.parent.len(), chunk.other.len()];
        if columns.iter().chain(&[chunk.g.len(), chunk.h.len(), chunk.label.len()]).any(|&l| l != len) {
            return Err(ReplayError::Ragged);
        }
        let kinds = self.check(chunk)?;
        for (i, kind) in kinds.into_iter().enumerate() {
            let event = u32::try_from(self.kind.len()).unwrap_or(NONE);
            let fate = Fate::ALL[usize::from(chunk.fate[i])];
            let node = chunk.node[i];
            match kind {
                EventKind::Iteration => self.bounds.push(node),
                EventKind::Root | EventKind::Child => {
                    self.parent.push(chunk.parent[i]);
                    self.g.push(chunk.g[i]);
                    self.h.push(chunk.h[i]);
                    self.label.push(chunk.label[i]);
                    self.iteration.push(u32::try_from(self.bounds.len().saturating_sub(1)).unwrap_or(0));
                    self.made.push(event);
                }
                EventKind::Expand => self.expansions.push(event),
                EventKind::Found => self.found = node,
                EventKind::Drop => {}
            }
            self.kind.push(kind);
            self.fate.push(fate);
            self.node.push(node);
            self.other.push(chunk.other[i]);
        }
        self.stopped = chunk.stopped;
        self.cursor.state.resize(self.parent.len(), NodeState::Unborn as u8);
        self.cursor.before.resize(self.kind.len(), NodeState::Unborn as u8);
        Ok(())
    }

    /// Each event's kind, once every event of `chunk` is known to continue the record.
    fn check(&self, chunk: &Chunk) -> Result<Vec<EventKind>, ReplayError> {
        let mut nodes = u32::try_from(self.parent.len()).unwrap_or(NONE);
        let mut kinds = Vec::with_capacity(chunk.len());
        for i in 0..chunk.len() {
            let event = self.kind.len() + i;
            let value = chunk.kind[i];
            let kind = *EventKind::ALL.get(usize::from(value)).ok_or(ReplayError::Kind { event, value })?;
            let value = chunk.fate[i];
            if usize::from(value) >= Fate::ALL.len() {
                return Err(ReplayError::Fate { event, value });
            }
            let node = chunk.node[i];
            let known = |id: u32, nodes: u32| id < nodes;
            match kind {
                EventKind::Iteration => {}
                EventKind::Root | EventKind::Child => {
                    if node != nodes {
                        return Err(ReplayError::OutOfOrder { event, expected: nodes, found: node });
                    }
                    let parent = chunk.parent[i];
                    if (kind == EventKind::Child || parent != NONE) && !known(parent, nodes) {
                        return Err(ReplayError::UnknownNode { event, node: parent });
                    }
                    nodes += 1;
                }
                _ if !known(node, nodes) => return Err(ReplayError::UnknownNode { event, node }),
                _ => {}
            }
            let other = chunk.other[i];
            if other != NONE && !known(other, nodes) {
                return Err(ReplayError::UnknownNode { event, node: other });
            }
            kinds.push(kind);
        }
        Ok(kinds)
    }

    /// Expansions recorded.
    #[must_use]
    pub fn expansions(&self) -> u32 {
        u32::try_from(self.expansions.len()).unwrap_or(NONE)
    }

    /// Tree nodes recorded.
    #[must_use]
    pub fn nodes(&self) -> u32 {
        u32::try_from(self.parent.len()).unwrap_or(NONE)
    }

    /// Events recorded.
    #[must_use]
    pub fn events(&self) -> usize {
        self.kind.len()
    }

    /// Whether the recording stopped at its cap while the search went on.
    #[must_use]
    pub const fn stopped(&self) -> bool {
        self.stopped
    }

    /// The goal's tree node, if it was found while recording.
    #[must_use]
    pub fn found(&self) -> Option<u32> {
        (self.found != NONE).then_some(self.found)
    }

    /// Whether the search runs in iterations, each starting a tree afresh.
    #[must_use]
    pub fn iterative(&self) -> bool {
        !self.bounds.is_empty()
    }

    /// Each iteration's bound, so far.
    #[must_use]
    pub fn bounds(&self) -> &[u32] {
        &self.bounds
    }

    // --- The frontier ----------------------------------------------------------------------------

    /// The next `count` nodes in the order the engine takes them: the oldest of the queue, the
    /// newest of the stack, the smallest key of the open list (ties to the newer node), or for
    /// the bounded searches, which keep no frontier, the current path, deepest first.
    #[must_use]
    pub fn frontier(&self, count: usize) -> Vec<u32> {
        let open = |id: &u32| self.cursor.state[*id as usize] == NodeState::Open as u8;
        let all = 0..self.nodes();
        match self.discipline {
            Discipline::Queue => all.filter(open).take(count).collect(),
            Discipline::Stack { .. } => all.rev().filter(open).take(count).collect(),
            Discipline::Bounded => {
                let deepest = self.current().or_else(|| self.path_root());
                deepest.map(|id| self.path_to(id).into_iter().rev().take(count).collect()).unwrap_or_default()
            }
            Discipline::BestFirst(_) => {
                // The `count` smallest keys, kept sorted; from the newest, so that equal keys
                // stay newest first.
                let mut best: Vec<(u64, u32)> = Vec::with_capacity(count + 1);
                for id in all.rev().filter(open) {
                    let key = self.key(id);
                    if best.len() == count && best.last().is_some_and(|&(last, _)| key >= last) {
                        continue;
                    }
                    let at = best.partition_point(|&(k, _)| k <= key);
                    best.insert(at, (key, id));
                    best.truncate(count);
                }
                best.into_iter().map(|(_, id)| id).collect()
            }
        }
    }

    /// The root of the tree shown, before its first expansion.
    fn path_root(&self) -> Option<u32> {
        (0..self.nodes()).rev().find(|&id| self.parent[id as usize] == NONE && self.shows(id))
    }

    /// The order's key of tree node `id`.
    fn key(&self, id: u32) -> u64 {
        self.discipline.priority(self.g[id as usize], self.h[id as usize])
    }

    // --- Tree nodes --------------------------------------------------------------------------

    fn known(&self, id: u32) -> Result<usize, ReplayError> {
        let index = id as usize;
        if index < self.parent.len() { Ok(index) } else { Err(ReplayError::NoSuchNode(id)) }
    }

    /// Tree node `id`'s parent (`None` for a root).
    #[must_use]
    pub fn parent(&self, id: u32) -> Option<u32> {
        self.parent.get(id as usize).copied().filter(|&p| p != NONE)
    }

    /// Tree node `id`'s path cost `g` (its depth: moves cost one).
    #[must_use]
    pub fn g(&self, id: u32) -> u32 {
        self.g.get(id as usize).copied().unwrap_or(0)
    }

    /// Tree node `id`'s estimate `h` (0 for the uninformed searches).
    #[must_use]
    pub fn h(&self, id: u32) -> u32 {
        self.h.get(id as usize).copied().unwrap_or(0)
    }

    /// Tree node `id`'s `f`, as the order writes it (`g + w·h` for weighted A*).
    #[must_use]
    pub fn f(&self, id: u32) -> f64 {
        self.discipline.f(self.g(id), self.h(id))
    }

    /// The parent, g and h columns of every tree node, for layout and drawing.
    #[must_use]
    pub fn columns(&self) -> (&[u32], &[u32], &[u32]) {
        (&self.parent, &self.g, &self.h)
    }

    /// The tree nodes from the root of `id`'s tree to `id`.
    #[must_use]
    pub fn path_to(&self, id: u32) -> Vec<u32> {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(&parent) = self.parent.get(at as usize) {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// Tree node `id`'s board, from the `start` board the search began with, and the tile that
    /// moved to reach it (`None` for a root).
    ///
    /// # Errors
    /// [`ReplayError`] for a node not recorded, or a path that is not a sequence of moves from
    /// `start` (a record of another board).
    pub fn board(&self, start: &Board, id: u32) -> Result<(Board, Option<u8>), ReplayError> {
        self.known(id)?;
        let path = self.path_to(id);
        let root = path[0];
        if usize::from(self.label[root as usize]) != start.blank() {
            return Err(ReplayError::NotAMove { node: root, cell: self.label[root as usize] });
        }
        let mut board = start.clone();
        let mut moved = None;
        for &at in &path[1..] {
            let cell = self.label[at as usize];
            let blank = board.blank();
            match board.slide_from(usize::from(cell)) {
                Ok(slid) if slid.len() == 1 => moved = Some(board.tile_at(blank)),
                _ => return Err(ReplayError::NotAMove { node: at, cell }),
            }
        }
        Ok((board, moved))
    }
}
