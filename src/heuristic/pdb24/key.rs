//! Which 5x5 pattern databases: a partition of the 24 tiles and the blank's goal cell. The one
//! place that names them for people, for a browser's cache and for a file, and says why a set
//! cannot serve a goal ([`Pdb24Error`]).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::geometry::{CELLS, SIDE};
use crate::heuristic::set_key::{PartitionOf, SetKey, SetNaming};
use crate::model::names::{echo, find_named};
use crate::model::shape::Shape;
use crate::words::{Message, Said, one_of};

/// The version of the bytes [`super::Set24::write`] writes; every cache key and file name
/// carries it, so bytes of an old layout are never read.
pub const FORMAT_VERSION: u32 = 1;

/// Why 5x5 pattern databases cannot serve a goal, or a name is not one of theirs.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Pdb24Error {
    /// These databases are for the 5x5 board only.
    NotFiveByFive(Shape),
    /// A blank goal cell off the board.
    NoSuchCell(u8),
    /// An unknown partition name.
    UnknownPartition(String),
    /// A set built for another goal cell of the blank.
    BlankMismatch {
        /// The set's blank goal cell.
        built: u8,
        /// The goal's.
        goal: u8,
    },
    /// Text that is not a [`Key24::cache_key`].
    UnknownKey(String),
}

impl Said for Pdb24Error {
    fn message(&self) -> Message {
        match self {
            Self::NotFiveByFive(shape) => Message::new("pdb24-not-five-by-five").text("shape", shape),
            Self::NoSuchCell(cell) => Message::new("pdb-no-such-cell").text("last", CELLS - 1).text("cell", cell),
            Self::UnknownPartition(name) => Message::new("pdb24-unknown-partition")
                .text("name", echo(name, 40))
                .message("known", one_of(Partition24::ALL)),
            Self::BlankMismatch { built, goal } => {
                Message::new("pdb-blank-mismatch").text("built", built).text("goal", goal)
            }
            Self::UnknownKey(text) => Message::new("pdb24-unknown-key").text("text", text),
        }
    }
}

crate::words::english_display!(Pdb24Error);

/// A split of the 5x5 board's 24 tiles into disjoint patterns, each with its own database; the
/// databases' values add up. Drawn for a goal with the blank in the top-left corner and turned
/// or mirrored for another blank corner ([`Partition24::patterns_for_blank`]).
///
/// One partition only: Korf and Felner's 6-6-6-6 (four patterns of six tiles, 255 MB stored and
/// 488 MB searched, a build of over a minute) guided the anytime search no better on the ten
/// Korf-Taylor instances (BENCHMARKS.md), so it is not offered.
///
/// ```
/// use npuzzle::heuristic::{PartitionOf, pdb24::Partition24};
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

    /// The patterns' goal cells for a goal whose blank is on `blank` (below 25), turned or
    /// mirrored for the blank's corner ([`PartitionOf::patterns_for_blank`]).
    ///
    /// ```
    /// use npuzzle::heuristic::pdb24::Partition24;
    ///
    /// assert_eq!(Partition24::FiveFiveFiveFiveFour.patterns_for_blank(24)[4], [3, 2, 1, 0]);
    /// ```
    #[must_use]
    pub fn patterns_for_blank(self, blank: u8) -> Vec<Vec<u8>> {
        PartitionOf::patterns_for_blank(self, blank)
    }
}

impl PartitionOf for Partition24 {
    const SIDE: u8 = SIDE;

    fn name(self) -> &'static str {
        Partition24::name(self)
    }

    fn top_left_patterns(self) -> &'static [&'static [u8]] {
        match self {
            // Around the blank, the top right, the left below, the middle, the bottom row.
            Self::FiveFiveFiveFiveFour => {
                &[&[1, 2, 5, 6, 7], &[3, 4, 8, 9, 14], &[10, 11, 15, 16, 20], &[12, 13, 17, 18, 19], &[21, 22, 23, 24]]
            }
        }
    }
}

impl SetNaming for Partition24 {
    type Error = Pdb24Error;

    const KEY_NAME: &'static str = "pdb5x5";
    const FORMAT_VERSION: u32 = FORMAT_VERSION;
    const DESCRIPTION: &'static str = "pdb24-set";

    fn wrong_shape(shape: Shape) -> Pdb24Error {
        Pdb24Error::NotFiveByFive(shape)
    }

    fn no_such_cell(cell: u8) -> Pdb24Error {
        Pdb24Error::NoSuchCell(cell)
    }

    fn unknown_key(text: String) -> Pdb24Error {
        Pdb24Error::UnknownKey(text)
    }
}

impl fmt::Display for Partition24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Partition24 {
    type Err = Pdb24Error;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        find_named(Self::ALL, name, Self::name).ok_or_else(|| Pdb24Error::UnknownPartition(name.to_string()))
    }
}

/// One set of 5x5 pattern databases: those of a [`Partition24`] for goals whose blank ends on a
/// given cell ([`SetKey`]).
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
pub type Key24 = SetKey<Partition24>;
