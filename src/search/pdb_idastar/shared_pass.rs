//! One pass of [`PdbIdaStar`] shared with helpers that hold their own copy of the databases
//! (a page's other workers, each with its own wasm instance): the protocol between the search
//! that owns the pass and the helpers.
//!
//! The owner splits each pass as the threads' search does (the same [`PdbIdaStar`] split) and
//! lends subtrees, a few at a time, as [`WorkItem`]s: bytes that carry everything a search needs
//! besides the databases (the set's key, goal, start, pass, bound and the subtrees' paths). A
//! helper searches them in turn for a budget ([`search_item`]) and answers an [`ItemResult`]:
//! its counts, the goal if it found it, and what is left over (the path to where it paused, and
//! the subtrees it did not reach). The owner merges ([`PdbIdaStar::settle`]): counts summed, the
//! least next bound, the first goal found, what is left back on its stack. Meanwhile it searches the subtrees it did not lend itself; a
//! pass ends when none is left, here or out, so every subtree of a pass is searched under its
//! bound and the answer is as long as one search's.
//!
//! ```
//! use std::sync::Arc;
//! use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}};
//! use npuzzle::search::pdb_idastar::{ItemResult, PdbIdaStar, WorkItem, search_item};
//! use npuzzle::search::{Search, Step};
//!
//! let board = parse_board("1 2 3 7 4 5 6 11 8 9 10 0 12 13 14 15")?;
//! let goal = Goal::blank_first(board.shape());
//! let set = Arc::new(DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {}));
//! let pdb = PdbHeuristic::new(Arc::clone(&set), &goal)?;
//! let mut owner = PdbIdaStar::new(&pdb, board.tiles());
//! owner.share_passes(1, &goal);
//! let answer = loop {
//!     match owner.run(100) {
//!         Step::Found(path) => break path,
//!         Step::Exhausted => unreachable!("solvable"),
//!         Step::Running => {}
//!     }
//!     // A helper's turn: one subtree, as bytes both ways.
//!     if let Some(item) = owner.lend() {
//!         let result = search_item(&set, &WorkItem::from_bytes(&item.to_bytes())?, 100)?;
//!         owner.settle(&ItemResult::from_bytes(&result.to_bytes())?)?;
//!     }
//! };
//! let Step::Found(alone) = PdbIdaStar::new(&pdb, board.tiles()).run(u64::MAX) else { unreachable!() };
//! assert_eq!(answer.len(), alone.len()); // as long as one search's
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::sync::Arc;

use thiserror::Error;

use super::descent::Tally;
use super::engine::PdbIdaStar;
use super::subtrees::{Lending, Reach, Subtree};
use super::tables::byte;
use crate::heuristic::pdb::{CELLS, DatabaseKey, DatabaseSet, PdbError, PdbHeuristic};
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::shape::Shape;

/// The bytes' format; any other is refused.
const VERSION: u8 = 1;

/// The most subtrees lent at once: enough that a helper rarely waits for the owner (whose
/// slices answer its messages), few enough that the pass's end is shared out.
const MAX_BATCH: usize = 16;

/// The most helpers a solve shares its passes with: each holds a copy of the databases (up to
/// 64 MB), so four instances in all.
pub const MAX_HELPERS: usize = 3;

/// How many helpers a solve shares its passes with on a machine of `cores` cores: one for each
/// core beside the owner's, at most [`MAX_HELPERS`]; none on one core.
///
/// ```
/// assert_eq!(npuzzle::search::pdb_idastar::helpers_for(1), 0);
/// assert_eq!(npuzzle::search::pdb_idastar::helpers_for(2), 1);
/// assert_eq!(npuzzle::search::pdb_idastar::helpers_for(16), npuzzle::search::pdb_idastar::MAX_HELPERS);
/// ```
#[must_use]
pub fn helpers_for(cores: usize) -> usize {
    cores.saturating_sub(1).min(MAX_HELPERS)
}

/// Why a work item or result was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// The bytes end too soon.
    #[error("the {0} is cut short")]
    Short(&'static str),
    /// Bytes of another format.
    #[error("the {what} is of format {found}, not {VERSION}")]
    Version {
        /// Item or result.
        what: &'static str,
        /// The format byte read.
        found: u8,
    },
    /// A value out of its range.
    #[error("the {what} is malformed: {why}")]
    Malformed {
        /// Item or result.
        what: &'static str,
        /// Which value, and what it should be.
        why: String,
    },
    /// The helper holds another set than the owner searches with.
    #[error("a subtree searched with {item} cannot be searched with {held}")]
    OtherSet {
        /// The owner's set.
        item: DatabaseKey,
        /// The helper's.
        held: DatabaseKey,
    },
    /// The databases do not fit the item's goal.
    #[error(transparent)]
    Databases(#[from] PdbError),
    /// A result for an earlier pass, or with nothing lent out.
    #[error("the result is for pass {found}, but pass {current} has {lent} subtrees out")]
    NotLent {
        /// The result's pass.
        found: u32,
        /// The pass under way.
        current: u32,
        /// Subtrees lent in it.
        lent: usize,
    },
}

/// Subtrees of a pass lent to a helper, the next first: everything its search needs but the
/// databases.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkItem {
    key: DatabaseKey,
    goal: [u8; CELLS],
    start: [u8; CELLS],
    pass: u32,
    bound: u32,
    subtrees: Vec<Subtree>,
}

/// What a helper's slice of a [`WorkItem`] counted, the goal if it found it, and the subtrees
/// left (where it paused first, then those it did not reach).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemResult {
    pass: u32,
    tally: Tally,
    found: Option<Vec<u8>>,
    left: Vec<Subtree>,
}

impl ItemResult {
    /// Nodes the helper expanded in this slice (what its progress adds).
    #[must_use]
    pub const fn expanded(&self) -> u64 {
        self.tally.expanded
    }
}

/// Searches `item` for at most `budget` expansions with `set` (the helper's copy of the
/// owner's databases).
///
/// # Errors
/// [`ProtocolError::OtherSet`] when `set` is not the owner's set, or
/// [`ProtocolError::Databases`] when it does not fit the item's goal.
pub fn search_item(set: &Arc<DatabaseSet>, item: &WorkItem, budget: u64) -> Result<ItemResult, ProtocolError> {
    if set.key() != item.key {
        return Err(ProtocolError::OtherSet { item: item.key, held: set.key() });
    }
    let goal = Goal::new(board(&item.goal, "item")?);
    let pdb = PdbHeuristic::new(Arc::clone(set), &goal)?;
    let mut search = PdbIdaStar::new(&pdb, &item.start);
    search.bound = item.bound;
    let mut tally = Tally::new();
    let mut found = None;
    let mut left = Vec::new();
    for subtree in &item.subtrees {
        if found.is_some() || tally.expanded >= budget {
            left.push(subtree.clone());
            continue;
        }
        let (part, reach) = search.search_subtree(subtree, budget - tally.expanded);
        tally.merge(&part);
        match reach {
            Reach::Exhausted => {}
            Reach::Found(path) => found = Some(path),
            Reach::Paused(rest) => left.push(rest),
        }
    }
    Ok(ItemResult { pass: item.pass, tally, found, left })
}

/// A 4x4 board from 16 tiles, checked (one of each, a blank).
fn board(tiles: &[u8; CELLS], what: &'static str) -> Result<Board, ProtocolError> {
    let shape = Shape::square(4).map_err(|e| ProtocolError::Malformed { what, why: e.to_string() })?;
    Board::new(shape, &tiles.map(u32::from)).map_err(|e| ProtocolError::Malformed { what, why: e.to_string() })
}

impl PdbIdaStar {
    /// Shares this search's passes with `helpers` helpers (in other instances) that take
    /// subtrees with [`Self::lend`] and answer with [`Self::settle`]; `goal` is the goal the
    /// databases were applied to. Alone (no helper answering), it searches every subtree
    /// itself. Called before the first slice.
    pub fn share_passes(&mut self, helpers: usize, goal: &Goal) {
        let mut tiles = [0; CELLS];
        for (tile, &goal_tile) in tiles.iter_mut().zip(goal.board().tiles()) {
            *tile = goal_tile;
        }
        // The split gives every searcher, this one and the helpers, its share of subtrees.
        self.threads = helpers + 1;
        self.lending = Some(Lending { goal: tiles, ..Lending::default() });
    }

    /// Subtrees of the pass under way for a helper, or `None` when none is left to lend (or
    /// no pass is under way, or its passes are not shared): a share of those left, so every
    /// searcher gets some, at most `MAX_BATCH`.
    pub fn lend(&mut self) -> Option<WorkItem> {
        if !self.in_pass || self.lending.as_ref()?.found.is_some() {
            return None;
        }
        if self.subtrees.is_none() {
            self.subtrees = Some(self.split_pass());
        }
        let stack = self.subtrees.as_mut()?;
        let batch = (stack.len() / (2 * self.threads)).clamp(1, MAX_BATCH);
        let subtrees: Vec<Subtree> = (0..batch).map_while(|_| stack.pop()).collect();
        if subtrees.is_empty() {
            return None;
        }
        let key = self.key();
        let lending = self.lending.as_mut()?;
        lending.lent += 1;
        Some(WorkItem { key, goal: lending.goal, start: self.start, pass: lending.pass, bound: self.bound, subtrees })
    }

    /// Takes a helper's result for a subtree lent: its counts added, the goal it found kept
    /// (the first one), what it left over back on the stack.
    ///
    /// # Errors
    /// [`ProtocolError::NotLent`] for a result of another pass or with nothing lent out.
    pub fn settle(&mut self, result: &ItemResult) -> Result<(), ProtocolError> {
        self.returned(result.pass)?;
        self.absorb(&result.tally);
        if let Some(path) = &result.found {
            self.lending.get_or_insert_default().found.get_or_insert_with(|| path.clone());
        }
        self.take_back(&result.left);
        Ok(())
    }

    /// Puts `subtrees` back on the stack, the first on top.
    fn take_back(&mut self, subtrees: &[Subtree]) {
        self.subtrees.get_or_insert_default().extend(subtrees.iter().rev().cloned());
    }

    /// Takes back a subtree lent whose helper failed: it is searched here (or lent again).
    ///
    /// # Errors
    /// [`ProtocolError::NotLent`] for an item of another pass or with nothing lent out.
    pub fn give_back(&mut self, item: &WorkItem) -> Result<(), ProtocolError> {
        self.returned(item.pass)?;
        self.take_back(&item.subtrees);
        Ok(())
    }

    /// Counts a subtree of `pass` back in.
    fn returned(&mut self, pass: u32) -> Result<(), ProtocolError> {
        let lending = self.lending.get_or_insert_default();
        if lending.pass != pass || lending.lent == 0 || !self.in_pass {
            return Err(ProtocolError::NotLent { found: pass, current: lending.pass, lent: lending.lent });
        }
        lending.lent -= 1;
        Ok(())
    }

    /// Whether there is nothing to search here until a helper answers: every subtree left in
    /// the pass is lent out.
    #[must_use]
    pub fn waiting(&self) -> bool {
        self.in_pass
            && self.subtrees.as_ref().is_some_and(Vec::is_empty)
            && self.lending.as_ref().is_some_and(|lending| lending.lent > 0 && lending.found.is_none())
    }
}

impl WorkItem {
    /// The item as bytes, for another instance.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let key = self.key.cache_key();
        let mut bytes = vec![VERSION, byte(key.len())];
        bytes.extend_from_slice(key.as_bytes());
        bytes.extend_from_slice(&self.goal);
        bytes.extend_from_slice(&self.start);
        bytes.extend_from_slice(&self.pass.to_le_bytes());
        bytes.extend_from_slice(&self.bound.to_le_bytes());
        write_subtrees(&mut bytes, &self.subtrees);
        bytes
    }

    /// An item from [`Self::to_bytes`]'s bytes, checked.
    ///
    /// # Errors
    /// A [`ProtocolError`] saying what is cut short or out of range.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, ProtocolError> {
        let mut read = Reader::new(bytes, "work item")?;
        let length = usize::from(read.u8()?);
        let key = std::str::from_utf8(read.take(length)?)
            .map_err(|_| read.malformed("its key is not text".to_string()))?
            .parse::<DatabaseKey>()?;
        let goal = read.cells()?;
        let start = read.cells()?;
        board(&goal, "work item")?;
        board(&start, "work item")?;
        let pass = read.u32()?;
        let bound = read.u32()?;
        let subtrees = read.subtrees()?;
        if subtrees.is_empty() {
            return Err(read.malformed("it holds no subtree".to_string()));
        }
        read.end()?;
        Ok(Self { key, goal, start, pass, bound, subtrees })
    }
}

impl ItemResult {
    /// The result as bytes, for the owner.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = vec![VERSION];
        bytes.extend_from_slice(&self.pass.to_le_bytes());
        bytes.extend_from_slice(&self.tally.expanded.to_le_bytes());
        bytes.extend_from_slice(&self.tally.generated.to_le_bytes());
        bytes.extend_from_slice(&self.tally.next_bound.to_le_bytes());
        bytes.push(byte(self.tally.deepest));
        let path = self.found.as_deref().unwrap_or_default();
        bytes.push(byte(path.len()));
        bytes.extend_from_slice(path);
        write_subtrees(&mut bytes, &self.left);
        bytes
    }

    /// A result from [`Self::to_bytes`]'s bytes, checked.
    ///
    /// # Errors
    /// A [`ProtocolError`] saying what is cut short or out of range.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, ProtocolError> {
        let mut read = Reader::new(bytes, "result")?;
        let pass = read.u32()?;
        let tally = Tally {
            expanded: read.u64()?,
            generated: read.u64()?,
            next_bound: read.u32()?,
            deepest: usize::from(read.u8()?),
        };
        // The goal's path, empty when not found.
        let length = usize::from(read.u8()?);
        let path = read.take(length)?;
        if path.iter().any(|&cell| usize::from(cell) >= CELLS) {
            return Err(read.malformed("its path holds a cell past 15".to_string()));
        }
        let found = (!path.is_empty()).then(|| path.to_vec());
        let left = read.subtrees()?;
        read.end()?;
        Ok(Self { pass, tally, found, left })
    }
}

/// Their count, then each one's floor and the child numbers to where it resumes.
fn write_subtrees(bytes: &mut Vec<u8>, subtrees: &[Subtree]) {
    bytes.push(byte(subtrees.len()));
    for subtree in subtrees {
        bytes.extend([byte(subtree.floor), byte(subtree.resume.len())]);
        bytes.extend_from_slice(&subtree.resume);
    }
}

/// Reads an item or result, naming it in its errors.
struct Reader<'a> {
    bytes: &'a [u8],
    what: &'static str,
}

impl<'a> Reader<'a> {
    /// A reader past the format byte, which must be [`VERSION`].
    fn new(bytes: &'a [u8], what: &'static str) -> Result<Self, ProtocolError> {
        let mut reader = Self { bytes, what };
        match reader.u8()? {
            VERSION => Ok(reader),
            found => Err(ProtocolError::Version { what, found }),
        }
    }

    fn malformed(&self, why: String) -> ProtocolError {
        ProtocolError::Malformed { what: self.what, why }
    }

    fn take(&mut self, count: usize) -> Result<&'a [u8], ProtocolError> {
        if self.bytes.len() < count {
            return Err(ProtocolError::Short(self.what));
        }
        let (taken, rest) = self.bytes.split_at(count);
        self.bytes = rest;
        Ok(taken)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], ProtocolError> {
        let mut array = [0; N];
        array.copy_from_slice(self.take(N)?);
        Ok(array)
    }

    fn u8(&mut self) -> Result<u8, ProtocolError> {
        Ok(self.array::<1>()?[0])
    }

    fn u32(&mut self) -> Result<u32, ProtocolError> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    fn u64(&mut self) -> Result<u64, ProtocolError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    fn cells(&mut self) -> Result<[u8; CELLS], ProtocolError> {
        self.array()
    }

    /// Subtrees as [`write_subtrees`] wrote them; each path's child numbers are below four.
    fn subtrees(&mut self) -> Result<Vec<Subtree>, ProtocolError> {
        let count = self.u8()?;
        let mut subtrees = Vec::with_capacity(usize::from(count));
        for _ in 0..count {
            let floor = usize::from(self.u8()?);
            let length = usize::from(self.u8()?);
            let resume = self.take(length)?.to_vec();
            if floor > resume.len() || resume.iter().any(|&number| number >= 4) {
                return Err(self.malformed(format!("a subtree's path of {length} moves (floor {floor}) is no path")));
            }
            subtrees.push(Subtree { floor, resume });
        }
        Ok(subtrees)
    }

    /// Checks that nothing follows.
    fn end(self) -> Result<(), ProtocolError> {
        if self.bytes.is_empty() {
            Ok(())
        } else {
            Err(self.malformed(format!("{} bytes follow its end", self.bytes.len())))
        }
    }
}
