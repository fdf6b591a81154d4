//! Recording a search as it runs, for the Search view: every expansion, every generated child
//! and its fate, and each iteration of the iterative engines, in the order they happen.
//! It is one idea: the recorder, its events and its cap (with the cap's errors) are one format.
//!
//! An engine takes a [`Recorder`]: [`Off`] (the default) compiles to nothing, so an engine
//! without recording is the engine as it always was; [`Recording`] keeps the events. Engines
//! name nodes by their own *slots* (an arena index, a record index, a stack depth); the
//! recording turns them into *tree ids*: every node of the search tree, the root and each
//! generated child, gets the next id, so a node reached twice is two tree nodes, as the tree
//! view draws it.
//!
//! Events are stored column by column ([`EVENT_BYTES`] bytes each) and taken in chunks
//! ([`Record::take_chunk`]), which is how they cross into JavaScript as typed arrays.
//!
//! ```
//! use npuzzle::search::record::{EventKind, Recording};
//! use npuzzle::search::{Search, Step, bfs::Bfs};
//!
//! let recording = Recording::new(100, |&n: &u32| u16::try_from(n).unwrap_or(u16::MAX));
//! let mut search = Bfs::new(1u32, |&n: &u32, out: &mut Vec<u32>| out.extend([n + 1, n * 2]), |&n| n == 4)
//!     .with_recorder(recording);
//! assert!(matches!(search.run(u64::MAX), Step::Found(_)));
//! let expanded = search.stats().expanded;
//! let record = search.record().unwrap();
//! assert_eq!(record.solution_labels(), Some(vec![1, 2, 4]));
//! let chunk = record.take_chunk(usize::MAX).unwrap();
//! let expansions = chunk.kind.iter().map(|&k| u64::from(k == EventKind::Expand as u8)).sum::<u64>();
//! assert_eq!(expansions, expanded);
//! ```

use std::str::FromStr;

use crate::model::names::echo;
use crate::words::{Message, Said};

/// The most expansions a recording may hold.
pub const MAX_EXPANSIONS: u32 = 100_000;

/// The expansions a recording holds unless asked for another number: enough for A* to reach the
/// goal of the hardest 8-puzzles (31 moves: 7,631 expansions with Manhattan, 5,267 with linear
/// conflict), so that the Search view's first recording of a homework board ends at its answer.
pub const DEFAULT_EXPANSIONS: u32 = 20_000;

/// How many expansions to record: 1 to [`MAX_EXPANSIONS`], read from what a caller wrote (the
/// Search view's "Expansions to record") or checked by the plan.
///
/// ```
/// use npuzzle::search::record::Cap;
///
/// assert_eq!("5267".parse::<Cap>().map(Cap::get), Ok(5267));
/// assert_eq!("0".parse::<Cap>().unwrap_err().to_string(), "a search records 1 to 100,000 expansions, not 0");
/// assert_eq!("-5".parse::<Cap>().unwrap_err().to_string(), "a search records 1 to 100,000 expansions, not -5");
/// assert_eq!("abc".parse::<Cap>().unwrap_err().to_string(), "a search records 1 to 100,000 expansions, not 'abc'");
/// assert_eq!(Cap::new(100_001).unwrap_err().to_string(), "a search records 1 to 100,000 expansions, not 100,001");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cap(u32);

/// A cap that is not a whole number from 1 to [`MAX_EXPANSIONS`]: the number or text given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct BadCap(Result<i64, String>);

impl Said for BadCap {
    fn message(&self) -> Message {
        let given = match &self.0 {
            Ok(number) => Message::new("record-cap-number").count("number", *number),
            Err(text) => Message::new("record-cap-text").text("text", echo(text, 40)),
        };
        Message::new("record-cap").count("most", MAX_EXPANSIONS).message("given", given)
    }
}

crate::words::english_display!(BadCap);

impl Cap {
    /// `expansions`, when it is 1 to [`MAX_EXPANSIONS`].
    ///
    /// # Errors
    /// [`BadCap`] for any other number.
    pub fn new(expansions: u32) -> Result<Self, BadCap> {
        (1..=MAX_EXPANSIONS).contains(&expansions).then_some(Self(expansions)).ok_or(BadCap(Ok(expansions.into())))
    }

    /// The expansions to record.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl FromStr for Cap {
    type Err = BadCap;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        match text.parse::<i64>() {
            Ok(number) => u32::try_from(number).map_err(|_| BadCap(Ok(number))).and_then(Self::new),
            Err(_) => Err(BadCap(Err(text.to_owned()))),
        }
    }
}

/// Bytes a recorded event takes: its kind and fate (1 byte each), node, parent, other, g and h
/// (4 bytes each) and label (2 bytes).
pub const EVENT_BYTES: usize = 24;

/// Bytes a recorded tree node takes besides its events: its parent, g, h and label, kept to
/// answer for its children. A search generates two or three children an expansion, so
/// 100,000 expansions take about 10 MB.
pub const TREE_NODE_BYTES: usize = 16;

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum EventKind {
    /// An iteration of IDA* or IDDFS begins (`node` holds its bound); the tree starts afresh.
    Iteration = 0,
    /// The root: tree node `node`, with its `h`.
    Root = 1,
    /// A child of `parent` generated, tree node `node`, with its fate.
    Child = 2,
    /// Tree node `node` is expanded: its successors are generated next.
    Expand = 3,
    /// Tree node `node` leaves the frontier unexpanded (depth-first search: reached again no
    /// deeper, or at the depth limit); the fate says which.
    Drop = 4,
    /// Tree node `node` is a goal: the solution is the path from the root to it.
    Found = 5,
}

impl EventKind {
    /// Every kind, by its number.
    pub const ALL: [Self; 6] = [Self::Iteration, Self::Root, Self::Child, Self::Expand, Self::Drop, Self::Found];

    /// Its name: `iteration`, `root`, `child`, `expand`, `drop`, `found`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Iteration => "iteration",
            Self::Root => "root",
            Self::Child => "child",
            Self::Expand => "expand",
            Self::Drop => "drop",
            Self::Found => "found",
        }
    }
}

/// What became of a generated child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Fate {
    /// Put on the frontier (for IDA* and IDDFS: within the bound, entered at once).
    Queued = 0,
    /// Already seen (or the move undoing the last one): skipped. The event's `other` names the
    /// tree node it repeats, when the engine keeps one.
    Duplicate = 1,
    /// Beyond the bound (IDA*) or the depth limit (IDDFS, depth-first search): skipped.
    Pruned = 2,
    /// Seen before but now reached by a cheaper path: put on the frontier again, in place of
    /// the tree node named in the event's `other`.
    Requeued = 3,
}

impl Fate {
    /// Every fate, by its number.
    pub const ALL: [Self; 4] = [Self::Queued, Self::Duplicate, Self::Pruned, Self::Requeued];

    /// Its name: `queued`, `duplicate`, `pruned`, `requeued`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Duplicate => "duplicate",
            Self::Pruned => "pruned",
            Self::Requeued => "requeued",
        }
    }
}

/// What an engine tells its recorder. Every method has an empty default, so [`Off`] is free.
pub trait Recorder<N> {
    /// Whether events are kept: engines skip work done only for the recorder when not.
    const ON: bool;

    /// An iteration with `bound` begins.
    fn iteration(&mut self, _bound: u32) {}

    /// The root, in slot 0.
    fn root(&mut self, _node: &N, _h: u32) {}

    /// A child of the node in slot `parent` is generated. `slot` is where it is kept when
    /// queued or requeued; for a duplicate, where the node it repeats is kept (left there).
    fn child(&mut self, _parent: u32, _slot: Option<u32>, _node: &N, _h: u32, _fate: Fate) {}

    /// The node in `slot` is expanded.
    fn expand(&mut self, _slot: u32) {}

    /// The node in `slot` leaves the frontier unexpanded; `earlier`, for a duplicate, is the
    /// slot of the node it repeats.
    fn drop_node(&mut self, _slot: u32, _fate: Fate, _earlier: Option<u32>) {}

    /// The node in `slot` is a goal.
    fn found(&mut self, _slot: u32) {}

    /// The events kept, if any.
    fn record(&mut self) -> Option<&mut Record> {
        None
    }
}

/// No recording: the engines' default.
#[derive(Debug, Clone, Copy, Default)]
pub struct Off;

impl<N> Recorder<N> for Off {
    const ON: bool = false;
}

/// No tree node.
pub const NONE: u32 = u32::MAX;

/// The events of a search so far, column by column.
#[derive(Debug, Default)]
pub struct Record {
    kind: Vec<u8>,
    fate: Vec<u8>,
    node: Vec<u32>,
    parent: Vec<u32>,
    other: Vec<u32>,
    g: Vec<u32>,
    h: Vec<u32>,
    label: Vec<u16>,
    /// Per tree node: parent, g, h, label.
    tree: Vec<TreeNode>,
    /// Per engine slot: the tree node in it.
    slots: Vec<u32>,
    cap: u32,
    expansions: u32,
    full: bool,
    /// Whether a chunk said the recording stopped: one does, even with no event left to carry.
    told_full: bool,
    found: Option<u32>,
    taken: usize,
}

#[derive(Debug, Clone, Copy)]
struct TreeNode {
    parent: u32,
    g: u32,
    h: u32,
    label: u16,
}

/// Events taken from a [`Record`]: equal-length columns, event `i` being `kind[i]`,
/// `fate[i]`, ... For [`EventKind::Child`] with [`Fate::Requeued`], `other` holds the tree node
/// it replaces on the frontier; with [`Fate::Duplicate`] (and for a duplicate's
/// [`EventKind::Drop`]), the earlier tree node it repeats; for [`EventKind::Iteration`], `node`
/// holds the bound.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Chunk {
    /// [`EventKind`] as a byte.
    pub kind: Vec<u8>,
    /// [`Fate`] as a byte (children and drops; 0 otherwise).
    pub fate: Vec<u8>,
    /// The tree node the event is about (the bound, for an iteration).
    pub node: Vec<u32>,
    /// A child's parent tree node; [`NONE`] for others. For a requeued child, see `other`.
    pub parent: Vec<u32>,
    /// The node's path cost.
    pub g: Vec<u32>,
    /// The node's heuristic estimate (0 for the uninformed searches).
    pub h: Vec<u32>,
    /// The node's label (for the puzzle: the blank's cell), from the recording's labeller.
    pub label: Vec<u16>,
    /// The tree node a requeued child replaces, or the one a duplicate repeats; [`NONE`] otherwise.
    pub other: Vec<u32>,
    /// Whether the recording stopped at its cap before this chunk ended (the search carried on).
    pub stopped: bool,
}

impl Chunk {
    /// The number of events.
    #[must_use]
    pub fn len(&self) -> usize {
        self.kind.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.kind.is_empty()
    }
}

impl Record {
    fn new(cap: u32) -> Self {
        Self { cap: cap.clamp(1, MAX_EXPANSIONS), ..Self::default() }
    }

    /// Expansions recorded.
    #[must_use]
    pub const fn expansions(&self) -> u32 {
        self.expansions
    }

    /// The most expansions this record holds.
    #[must_use]
    pub const fn cap(&self) -> u32 {
        self.cap
    }

    /// Whether the cap was reached: the search went on unrecorded.
    #[must_use]
    pub const fn stopped(&self) -> bool {
        self.full
    }

    /// Events recorded.
    #[must_use]
    pub fn events(&self) -> usize {
        self.kind.len()
    }

    /// The labels from the root to the goal found, if one was found while recording.
    #[must_use]
    pub fn solution_labels(&self) -> Option<Vec<u16>> {
        let mut at = self.found?;
        let mut labels = Vec::new();
        while at != NONE {
            let node = self.tree.get(at as usize)?;
            labels.push(node.label);
            at = node.parent;
        }
        labels.reverse();
        Some(labels)
    }

    /// Takes at most `max` of the events not taken yet, or `None` when there are none. The
    /// cap reached after the last event was taken is told by one more chunk, with no events.
    #[must_use]
    pub fn take_chunk(&mut self, max: usize) -> Option<Chunk> {
        let start = self.taken;
        let end = self.kind.len().min(start.saturating_add(max));
        let stopped = self.full && end == self.kind.len();
        if end == start && (!stopped || self.told_full) {
            return None;
        }
        self.taken = end;
        self.told_full |= stopped;
        Some(Chunk {
            kind: self.kind[start..end].to_vec(),
            fate: self.fate[start..end].to_vec(),
            node: self.node[start..end].to_vec(),
            parent: self.parent[start..end].to_vec(),
            g: self.g[start..end].to_vec(),
            h: self.h[start..end].to_vec(),
            label: self.label[start..end].to_vec(),
            other: self.other[start..end].to_vec(),
            stopped,
        })
    }

    fn push(&mut self, kind: EventKind, fate: Fate, node: u32, other: u32) {
        let at = self.tree.get(node as usize).copied();
        let (parent, g, h, label) = match kind {
            EventKind::Iteration => (NONE, 0, 0, 0),
            _ => at.map_or((NONE, 0, 0, 0), |n| (n.parent, n.g, n.h, n.label)),
        };
        self.kind.push(kind as u8);
        self.fate.push(fate as u8);
        self.node.push(node);
        self.parent.push(parent);
        self.other.push(other);
        self.g.push(g);
        self.h.push(h);
        self.label.push(label);
    }

    /// A new tree node under `parent` (or the root), its id.
    fn grow(&mut self, parent: u32, h: u32, label: u16) -> u32 {
        let g = self.tree.get(parent as usize).map_or(0, |p| p.g.saturating_add(1));
        let id = u32::try_from(self.tree.len()).unwrap_or(NONE);
        self.tree.push(TreeNode { parent, g, h, label });
        id
    }

    fn tree_in(&self, slot: u32) -> u32 {
        self.slots.get(slot as usize).copied().unwrap_or(NONE)
    }

    /// Puts tree node `id` in `slot`; the tree node it held before.
    fn place(&mut self, slot: u32, id: u32) -> u32 {
        let index = slot as usize;
        if self.slots.len() <= index {
            self.slots.resize(index + 1, NONE);
        }
        std::mem::replace(&mut self.slots[index], id)
    }
}

/// A recorder that keeps the events, up to a cap of expansions, labelling each node with
/// `label` (for the puzzle, the blank's cell: with the root board, that names every board).
pub struct Recording<N> {
    record: Record,
    label: fn(&N) -> u16,
}

impl<N> Recording<N> {
    /// Records at most `cap` expansions (1 to [`MAX_EXPANSIONS`]; out-of-range caps are
    /// brought into it).
    #[must_use]
    pub fn new(cap: u32, label: fn(&N) -> u16) -> Self {
        Self { record: Record::new(cap), label }
    }
}

impl<N> Recorder<N> for Recording<N> {
    const ON: bool = true;

    // Kept out of line: a recorded search is one packing but eight engines, each of which
    // would otherwise carry its own copy of the recorder (the page's wasm pays for each).
    #[inline(never)]
    fn iteration(&mut self, bound: u32) {
        let record = &mut self.record;
        if !record.full {
            record.slots.clear();
            record.push(EventKind::Iteration, Fate::Queued, bound, NONE);
        }
    }

    #[inline(never)]
    fn root(&mut self, node: &N, h: u32) {
        let record = &mut self.record;
        if !record.full {
            let id = record.grow(NONE, h, (self.label)(node));
            record.place(0, id);
            record.push(EventKind::Root, Fate::Queued, id, NONE);
        }
    }

    #[inline(never)]
    fn child(&mut self, parent: u32, slot: Option<u32>, node: &N, h: u32, fate: Fate) {
        let record = &mut self.record;
        if !record.full {
            let id = record.grow(record.tree_in(parent), h, (self.label)(node));
            let other = match (fate, slot) {
                (Fate::Duplicate, Some(slot)) => record.tree_in(slot),
                (Fate::Queued | Fate::Requeued, Some(slot)) => {
                    let replaced = record.place(slot, id);
                    if fate == Fate::Requeued { replaced } else { NONE }
                }
                _ => NONE,
            };
            record.push(EventKind::Child, fate, id, other);
        }
    }

    #[inline(never)]
    fn expand(&mut self, slot: u32) {
        let record = &mut self.record;
        if record.full {
            return;
        }
        if record.expansions == record.cap {
            record.full = true;
            return;
        }
        record.expansions += 1;
        let id = record.tree_in(slot);
        record.push(EventKind::Expand, Fate::Queued, id, NONE);
    }

    #[inline(never)]
    fn drop_node(&mut self, slot: u32, fate: Fate, earlier: Option<u32>) {
        let record = &mut self.record;
        if !record.full {
            let id = record.tree_in(slot);
            let other = earlier.map_or(NONE, |slot| record.tree_in(slot));
            record.push(EventKind::Drop, fate, id, other);
        }
    }

    #[inline(never)]
    fn found(&mut self, slot: u32) {
        let record = &mut self.record;
        if !record.full {
            let id = record.tree_in(slot);
            record.found = Some(id);
            record.push(EventKind::Found, Fate::Queued, id, NONE);
        }
    }

    fn record(&mut self) -> Option<&mut Record> {
        Some(&mut self.record)
    }
}
