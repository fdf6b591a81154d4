//! What the 4x4 and 5x5 pattern databases share about naming a set: a partition of a square
//! board's tiles ([`PartitionOf`]: its patterns, their sizes and bytes, turned for the blank's
//! corner) and one key over it ([`SetKey`]: the partition and the blank's goal cell, its cache
//! key, file name and description), so the two boards name their sets one way.
//! [`crate::heuristic::pdb::DatabaseKey`] and [`crate::heuristic::pdb24::Key24`] are its two
//! keys.

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use crate::model::goal::Goal;
use crate::model::names::echo;
use crate::model::shape::Shape;
use crate::words::{Message, Said};

/// A split of a square board's tiles into disjoint patterns whose databases add up, drawn for
/// a goal with the blank in the top-left corner.
pub trait PartitionOf: Copy {
    /// The board's side: 4 for the 4x4 board.
    const SIDE: u8;

    /// The name used by the CLI and the wasm API (`6-6-3`).
    fn name(self) -> &'static str;

    /// Whether its databases serve boards of `shape`: the square board of side [`Self::SIDE`].
    #[must_use]
    fn serves(shape: Shape) -> bool {
        let side = usize::from(Self::SIDE);
        shape.rows() == side && shape.cols() == side
    }

    /// The patterns' goal cells for a goal whose blank is on cell 0.
    fn top_left_patterns(self) -> &'static [&'static [u8]];

    /// The board's cells.
    #[must_use]
    fn cells() -> usize {
        usize::from(Self::SIDE) * usize::from(Self::SIDE)
    }

    /// Placements of `k` tiles on the board's cells: cells!/(cells-k)!.
    #[must_use]
    fn placements(k: usize) -> usize {
        (0..k).map(|i| Self::cells() - i).product()
    }

    /// How many tiles each pattern holds.
    #[must_use]
    fn pattern_sizes(self) -> Vec<usize> {
        self.top_left_patterns().iter().map(|pattern| pattern.len()).collect()
    }

    /// Bytes the databases take as stored: four bits an entry, an entry per placement of each
    /// pattern's tiles.
    #[must_use]
    fn bytes(self) -> usize {
        self.pattern_sizes().into_iter().map(|k| Self::placements(k).div_ceil(2)).sum()
    }

    /// The patterns' goal cells for a goal whose blank is on `blank` (a cell of the board):
    /// the top-left drawing turned or mirrored when the blank is in another corner, and
    /// otherwise with the blank's cell and cell 0 exchanged.
    ///
    /// ```
    /// use npuzzle::heuristic::{PartitionOf, pdb::Partition};
    ///
    /// let patterns = |blank| PartitionOf::patterns_for_blank(Partition::SixSixThree, blank);
    /// assert_eq!(patterns(0)[2], [13, 14, 15]);
    /// assert_eq!(patterns(3)[2], [14, 13, 12]); // mirrored left to right
    /// assert_eq!(patterns(12)[2], [1, 2, 3]); // mirrored top to bottom
    /// assert_eq!(patterns(15)[2], [2, 1, 0]); // turned half a turn
    /// assert_eq!(patterns(5)[0], [1, 4, 0, 8, 9, 12]); // cells 5 and 0 exchanged
    /// ```
    #[must_use]
    fn patterns_for_blank(self, blank: u8) -> Vec<Vec<u8>> {
        let side = Self::SIDE;
        let last = side * side - 1;
        let map = |cell: u8| match blank {
            0 => cell,
            _ if blank == side - 1 => (cell / side) * side + (side - 1 - cell % side), // mirrored left to right
            _ if blank == last + 1 - side => (side - 1 - cell / side) * side + cell % side, // mirrored top to bottom
            _ if blank == last => last - cell,                                         // turned half a turn
            _ if cell == blank => 0,
            _ => cell,
        };
        self.top_left_patterns().iter().map(|pattern| pattern.iter().map(|&cell| map(cell)).collect()).collect()
    }
}

/// How a board's sets of pattern databases are named, and the errors that say why a key does
/// not name one.
pub trait SetNaming: PartitionOf + Eq + Hash + fmt::Debug + fmt::Display + FromStr {
    /// Why a set cannot serve a goal, or text does not name one.
    type Error;

    /// What cache keys and file names start with, before the version: `pdb`.
    const KEY_NAME: &'static str;
    /// The version of the bytes a set is written in, which every cache key and file name carries.
    const FORMAT_VERSION: u32;
    /// The message key that describes a set: its partition and the blank's goal cell.
    const DESCRIPTION: &'static str;

    /// A goal on a board of another shape.
    fn wrong_shape(shape: Shape) -> Self::Error;
    /// A blank goal cell off the board.
    fn no_such_cell(cell: u8) -> Self::Error;
    /// Text that is not a [`SetKey::cache_key`] (echoed).
    fn unknown_key(text: String) -> Self::Error;
}

/// One set of pattern databases: those of `partition` for goals whose blank ends on
/// `blank_goal`. Goals with the blank on the same cell share a set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SetKey<P> {
    pub(super) partition: P,
    pub(super) blank_goal: u8,
}

impl<P: SetNaming> SetKey<P> {
    /// The set of `partition` for the blank ending on cell `blank_goal`.
    ///
    /// # Errors
    /// The partition's [`SetNaming::no_such_cell`] when `blank_goal` is not a cell of the board.
    pub fn new(partition: P, blank_goal: u8) -> Result<Self, P::Error> {
        if usize::from(blank_goal) >= P::cells() {
            return Err(P::no_such_cell(blank_goal));
        }
        Ok(Self { partition, blank_goal })
    }

    /// The set of `partition` that serves `goal`.
    ///
    /// # Errors
    /// The partition's [`SetNaming::wrong_shape`] for a goal of another shape.
    pub fn for_goal(partition: P, goal: &Goal) -> Result<Self, P::Error> {
        let shape = goal.shape();
        if !P::serves(shape) {
            return Err(P::wrong_shape(shape));
        }
        Self::new(partition, u8::try_from(goal.position_of(0)).unwrap_or(u8::MAX))
    }

    /// The partition.
    #[must_use]
    pub const fn partition(self) -> P {
        self.partition
    }

    /// The blank's goal cell.
    #[must_use]
    pub const fn blank_goal(self) -> u8 {
        self.blank_goal
    }

    /// The name a persistent cache keeps the set's bytes under (a browser's `IndexedDB`).
    #[must_use]
    pub fn cache_key(self) -> String {
        format!("{}/{}/{}", Self::versioned(), self.partition.name(), self.blank_goal)
    }

    /// The file a cache directory keeps the set's bytes in.
    #[must_use]
    pub fn file_name(self) -> String {
        format!("{}-{}-blank{}.bin", Self::versioned(), self.partition.name(), self.blank_goal)
    }

    /// What cache keys and file names start with: the name and the format's version (`pdb-v3`).
    fn versioned() -> String {
        format!("{}-v{}", P::KEY_NAME, P::FORMAT_VERSION)
    }
}

impl<P: SetNaming> Said for SetKey<P> {
    fn message(&self) -> Message {
        Message::new(P::DESCRIPTION).text("partition", self.partition).text("cell", self.blank_goal)
    }
}

impl<P: SetNaming> fmt::Display for SetKey<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

/// Reads back a [`SetKey::cache_key`].
impl<P: SetNaming> FromStr for SetKey<P> {
    type Err = P::Error;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let unknown = || P::unknown_key(echo(text, 40));
        let rest = text.strip_prefix(&format!("{}/", Self::versioned())).ok_or_else(unknown)?;
        let (partition, cell) = rest.split_once('/').ok_or_else(unknown)?;
        let partition = partition.parse::<P>().map_err(|_| unknown())?;
        let cell = cell.parse::<u8>().map_err(|_| unknown())?;
        Self::new(partition, cell)
    }
}
