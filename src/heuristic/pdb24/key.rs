//! Which 5x5 pattern databases: a partition of the 24 tiles and the blank's goal cell. The one
//! place that names them for people, for a browser's cache and for a file, and says why a set
//! cannot serve a goal ([`Pdb24Error`]).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::geometry::{CELLS, LAST};
use crate::model::goal::Goal;
use crate::model::names::{echo, one_of};
use crate::model::shape::Shape;

/// The version of the bytes [`super::Set24::write`] writes; every cache key and file name
/// carries it, so bytes of an old layout are never read.
pub const FORMAT_VERSION: u32 = 1;

/// Why 5x5 pattern databases cannot serve a goal, or a name is not one of theirs.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Pdb24Error {
    /// These databases are for the 5x5 board only.
    #[error("the 5x5 pattern databases are for 5x5 boards, not {0}")]
    NotFiveByFive(Shape),
    /// A blank goal cell off the board.
    #[error("the blank's goal cell is 0 to 24, not {0}")]
    NoSuchCell(u8),
    /// An unknown partition name.
    #[error("unknown 5x5 partition '{}': use {}", echo(.0, 40), one_of(Partition24::ALL))]
    UnknownPartition(String),
    /// A set built for another goal cell of the blank.
    #[error("these databases are for the blank ending on cell {built}, but the goal's blank ends on cell {goal}")]
    BlankMismatch {
        /// The set's blank goal cell.
        built: u8,
        /// The goal's.
        goal: u8,
    },
    /// Text that is not a [`Key24::cache_key`].
    #[error("'{0}' does not name 5x5 pattern databases (like pdb5x5-v1/5-5-5-5-4/0)")]
    UnknownKey(String),
}

/// A split of the 5x5 board's 24 tiles into disjoint patterns, each with its own database; the
/// databases' values add up. Drawn for a goal with the blank in the top-left corner and turned
/// or mirrored for another blank corner ([`Partition24::patterns_for_blank`]).
///
/// One partition only: Korf and Felner's 6-6-6-6 (four patterns of six tiles, 255 MB stored and
/// 488 MB searched, a build of over a minute) guided the anytime search no better on the ten
/// Korf-Taylor instances (BENCHMARKS.md), so it is not offered.
///
/// ```
/// use npuzzle::heuristic::pdb24::Partition24;
///
/// assert_eq!("5-5-5-5-4".parse::<Partition24>()?, Partition24::FiveFiveFiveFiveFour);
/// assert_eq!(Partition24::FiveFiveFiveFiveFour.patterns_for_blank(0).len(), 5);
/// assert_eq!(Partition24::FiveFiveFiveFiveFour.bytes(), 4 * 6_375_600 / 2 + 303_600 / 2);
/// # Ok::<(), npuzzle::heuristic::pdb24::Pdb24Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Partition24 {
    /// Four patterns of five tiles and one of four: 4 x 6,375,600 + 303,600 entries, about
    /// 13 MB as stored and 20 MB as searched; built in a few seconds, in a browser tab too.
    FiveFiveFiveFiveFour,
}

impl Partition24 {
    /// Every partition.
    pub const ALL: [Self; 1] = [Self::FiveFiveFiveFiveFour];

    /// The name used by the CLI and the wasm API: `5-5-5-5-4`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::FiveFiveFiveFiveFour => "5-5-5-5-4",
        }
    }

    /// The patterns' goal cells for a goal whose blank is on cell 0.
    const fn top_left_patterns(self) -> &'static [&'static [u8]] {
        match self {
            // Around the blank, the top right, the left below, the middle, the bottom row.
            Self::FiveFiveFiveFiveFour => {
                &[&[1, 2, 5, 6, 7], &[3, 4, 8, 9, 14], &[10, 11, 15, 16, 20], &[12, 13, 17, 18, 19], &[21, 22, 23, 24]]
            }
        }
    }

    /// How many tiles each pattern holds.
    #[must_use]
    pub fn pattern_sizes(self) -> Vec<usize> {
        self.top_left_patterns().iter().map(|pattern| pattern.len()).collect()
    }

    /// Bytes the databases take as stored: four bits an entry, an entry per placement.
    #[must_use]
    pub fn bytes(self) -> usize {
        self.pattern_sizes().into_iter().map(|k| placements(k).div_ceil(2)).sum()
    }

    /// Bytes the databases take as searched: four bits for each of `25^k` addresses.
    #[must_use]
    pub fn searched_bytes(self) -> usize {
        self.pattern_sizes().into_iter().map(|k| CELLS.pow(u32::try_from(k).unwrap_or(0)).div_ceil(2)).sum()
    }

    /// The most bytes a build holds at once: every database as searched, and the three bits
    /// an address of the largest one's breadth-first search (see [`super::Database24Builder`]).
    #[must_use]
    pub fn build_bytes(self) -> usize {
        let largest = self.pattern_sizes().into_iter().max().unwrap_or(0);
        self.searched_bytes() + 3 * CELLS.pow(u32::try_from(largest).unwrap_or(0)).div_ceil(8)
    }

    /// The patterns' goal cells for a goal whose blank is on `blank` (below 25): the top-left
    /// drawing turned or mirrored when the blank is in another corner, and otherwise with the
    /// blank's cell and cell 0 exchanged.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb24::Partition24;
    ///
    /// assert_eq!(Partition24::FiveFiveFiveFiveFour.patterns_for_blank(24)[4], [3, 2, 1, 0]);
    /// ```
    #[must_use]
    pub fn patterns_for_blank(self, blank: u8) -> Vec<Vec<u8>> {
        let side = 5;
        let map = |cell: u8| match blank {
            0 => cell,
            4 => (cell / side) * side + (side - 1 - cell % side), // mirrored left to right
            20 => (side - 1 - cell / side) * side + cell % side,  // mirrored top to bottom
            LAST => LAST - cell,                                  // turned half a turn
            _ if cell == blank => 0,
            _ => cell,
        };
        self.top_left_patterns().iter().map(|pattern| pattern.iter().map(|&cell| map(cell)).collect()).collect()
    }
}

/// Placements of `k` tiles on the 25 cells: 25!/(25-k)!.
fn placements(k: usize) -> usize {
    (0..k).map(|i| CELLS - i).product()
}

impl fmt::Display for Partition24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Partition24 {
    type Err = Pdb24Error;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|p| p.name() == name.trim())
            .ok_or_else(|| Pdb24Error::UnknownPartition(name.to_string()))
    }
}

/// One set of 5x5 pattern databases: those of `partition` for goals whose blank ends on
/// `blank_goal`.
///
/// ```
/// use npuzzle::{Goal, Shape, heuristic::pdb24::{Key24, Partition24}};
///
/// let key = Key24::for_goal(Partition24::FiveFiveFiveFiveFour, &Goal::blank_first(Shape::square(5)?))?;
/// assert_eq!(key.cache_key(), "pdb5x5-v1/5-5-5-5-4/0");
/// assert_eq!(key.file_name(), "pdb5x5-v1-5-5-5-5-4-blank0.bin");
/// assert_eq!(key.cache_key().parse::<Key24>()?, key);
/// assert_eq!(key.to_string(), "the 5-5-5-5-4 pattern databases of the 5x5 board for the blank ending on cell 0");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key24 {
    partition: Partition24,
    blank_goal: u8,
}

impl Key24 {
    /// The set of `partition` for the blank ending on cell `blank_goal`.
    ///
    /// # Errors
    /// [`Pdb24Error::NoSuchCell`] when `blank_goal` is not a cell of the 5x5 board.
    pub fn new(partition: Partition24, blank_goal: u8) -> Result<Self, Pdb24Error> {
        if usize::from(blank_goal) >= CELLS {
            return Err(Pdb24Error::NoSuchCell(blank_goal));
        }
        Ok(Self { partition, blank_goal })
    }

    /// The set of `partition` that serves `goal`.
    ///
    /// # Errors
    /// [`Pdb24Error::NotFiveByFive`] for a goal of another shape.
    pub fn for_goal(partition: Partition24, goal: &Goal) -> Result<Self, Pdb24Error> {
        let shape = goal.shape();
        if shape.rows() != 5 || shape.cols() != 5 {
            return Err(Pdb24Error::NotFiveByFive(shape));
        }
        Self::new(partition, u8::try_from(goal.position_of(0)).unwrap_or(u8::MAX))
    }

    /// The partition.
    #[must_use]
    pub const fn partition(self) -> Partition24 {
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
        format!("pdb5x5-v{FORMAT_VERSION}/{}/{}", self.partition.name(), self.blank_goal)
    }

    /// The file a cache directory keeps the set's bytes in.
    #[must_use]
    pub fn file_name(self) -> String {
        format!("pdb5x5-v{FORMAT_VERSION}-{}-blank{}.bin", self.partition.name(), self.blank_goal)
    }
}

impl fmt::Display for Key24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} pattern databases of the 5x5 board for the blank ending on cell {}",
            self.partition, self.blank_goal
        )
    }
}

/// Reads back a [`Key24::cache_key`].
impl FromStr for Key24 {
    type Err = Pdb24Error;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let unknown = || Pdb24Error::UnknownKey(echo(text, 40));
        let rest = text.strip_prefix(&format!("pdb5x5-v{FORMAT_VERSION}/")).ok_or_else(unknown)?;
        let (partition, cell) = rest.split_once('/').ok_or_else(unknown)?;
        let partition = partition.parse::<Partition24>().map_err(|_| unknown())?;
        let cell = cell.parse::<u8>().map_err(|_| unknown())?;
        Self::new(partition, cell)
    }
}
