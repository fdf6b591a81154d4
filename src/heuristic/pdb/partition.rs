//! The partitions of the 15 tiles into disjoint patterns whose databases add up.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::heuristic::set_key::PartitionOf;
use crate::model::names::{echo, find_named};
use crate::words::{Message, Said, one_of};

/// An unknown partition name.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct UnknownPartition(pub String);

impl Said for UnknownPartition {
    fn message(&self) -> Message {
        Message::new("pdb-unknown-partition").text("name", echo(&self.0, 40)).message("known", one_of(Partition::ALL))
    }
}

crate::words::english_display!(UnknownPartition);

/// A split of the 4x4 board's tiles into patterns, each with its own database; moves of one
/// pattern's tiles never count in another's, so the databases' values add up.
///
/// The patterns are given by goal cells, drawn for a goal with the blank in the top-left
/// corner; for another blank corner they are turned or mirrored to match (see
/// [`Partition::patterns_for_blank`]), so any goal gets compact patterns.
///
/// ```
/// use npuzzle::heuristic::pdb::Partition;
///
/// assert_eq!("5-5-5".parse::<Partition>()?, Partition::FiveFiveFive);
/// assert_eq!(Partition::default().name(), "6-6-3");
/// assert_eq!(Partition::SixSixThree.patterns_for_blank(0)[2], [13, 14, 15]);
/// # Ok::<(), npuzzle::heuristic::pdb::UnknownPartition>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Partition {
    /// Two patterns of six tiles and one of three: 2 x 5,765,760 + 3,360 entries, about 5.8 MB.
    #[default]
    SixSixThree,
    /// Three patterns of five tiles: 3 x 524,160 entries, about 0.8 MB; quicker to build,
    /// weaker.
    FiveFiveFive,
    /// Seven and eight tiles: 57,657,600 + 518,918,400 entries, about 288 MB, and a build that
    /// needs about 2.3 GB; the strongest, for native use.
    SevenEight,
    /// Two patterns of seven tiles and the last tile alone: 2 x 57,657,600 entries, about
    /// 57.7 MB, within a browser tab's 64 MB of databases; about three times fewer nodes than
    /// 6-6-3, but a build that needs about 288 MB (the marks of a seven-tile pattern).
    SevenSevenOne,
}

impl Partition {
    /// Every partition.
    pub const ALL: [Self; 4] = [Self::SixSixThree, Self::FiveFiveFive, Self::SevenEight, Self::SevenSevenOne];

    /// The name used by the CLI and the wasm API: `6-6-3`, `5-5-5`, `7-8` or `7-7-1`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::SixSixThree => "6-6-3",
            Self::FiveFiveFive => "5-5-5",
            Self::SevenEight => "7-8",
            Self::SevenSevenOne => "7-7-1",
        }
    }

    /// Bytes the built databases take: four bits an entry, an entry per placement of each
    /// pattern's tiles ([`PartitionOf::bytes`]).
    ///
    /// ```
    /// assert_eq!(npuzzle::heuristic::pdb::Partition::FiveFiveFive.bytes(), 3 * 524_160 / 2);
    /// ```
    #[must_use]
    pub fn bytes(self) -> usize {
        PartitionOf::bytes(self)
    }

    /// The most bytes a build holds at once: every database, and the four-byte marks of the
    /// largest while it is built (see [`super::DatabaseBuilder`]).
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::Partition;
    ///
    /// assert!(Partition::SixSixThree.build_bytes() < 32 << 20);
    /// assert!(Partition::SevenEight.build_bytes() > 2 << 30);
    /// ```
    #[must_use]
    pub fn build_bytes(self) -> usize {
        let largest = self.pattern_sizes().into_iter().map(Self::placements).max().unwrap_or(0);
        self.bytes() + 4 * largest
    }

    /// The patterns' goal cells for a goal whose blank is on `blank` (below 16), turned or
    /// mirrored for the blank's corner ([`PartitionOf::patterns_for_blank`]).
    #[must_use]
    pub fn patterns_for_blank(self, blank: u8) -> Vec<Vec<u8>> {
        PartitionOf::patterns_for_blank(self, blank)
    }
}

impl PartitionOf for Partition {
    const SIDE: u8 = 4;

    fn name(self) -> &'static str {
        Partition::name(self)
    }

    fn top_left_patterns(self) -> &'static [&'static [u8]] {
        match self {
            // Left two columns below the blank, the right block, and the bottom row's rest.
            Self::SixSixThree => &[&[1, 4, 5, 8, 9, 12], &[2, 3, 6, 7, 10, 11], &[13, 14, 15]],
            Self::FiveFiveFive => &[&[1, 2, 4, 5, 8], &[3, 6, 7, 10, 11], &[9, 12, 13, 14, 15]],
            Self::SevenEight => &[&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]],
            // The top two rows, the bottom two but the far corner, and that corner.
            Self::SevenSevenOne => &[&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14], &[15]],
        }
    }
}

impl fmt::Display for Partition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Partition {
    type Err = UnknownPartition;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        find_named(Self::ALL, name, Self::name).ok_or_else(|| UnknownPartition(name.to_string()))
    }
}
