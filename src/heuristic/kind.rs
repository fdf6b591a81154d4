//! The heuristics by name: [`HeuristicKind::ALL`], the one list the CLI, the wasm boundary and
//! the page read, and what a misspelt name is told.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::pdb::Partition;
use super::pdb24::Partition24;
use crate::model::names::{echo, one_of};

/// An unknown heuristic name.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown heuristic '{}': use {} (the pdb ones on 4x4 boards only)", echo(.0, 40), one_of(HeuristicKind::ALL))]
pub struct UnknownHeuristic(pub String);

/// The heuristics every informed search can use; each never overestimates (admissible).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum HeuristicKind {
    /// Zero: turns A* into uniform-cost search.
    None,
    /// The number of tiles not on their goal cell.
    Hamming,
    /// The sum of each tile's taxicab distance to its goal cell.
    Manhattan,
    /// Manhattan plus two moves for each tile that must leave its row or column to let
    /// another tile of that line pass it.
    #[default]
    LinearConflict,
    /// Additive pattern databases, for the 4x4 board only (see [`super::pdb`]): `pdb` is the
    /// 6-6-3 partition, `pdb-5-5-5`, `pdb-7-8` and `pdb-7-7-1` the others.
    Pdb(Partition),
    /// Additive pattern databases for the 5x5 board (see [`super::pdb24`]), `pdb-5-5-5-5-4`:
    /// what `auto`'s anytime search on 5x5 uses, not asked for by name.
    Pdb24(Partition24),
}

impl HeuristicKind {
    /// Every heuristic a caller may ask for, weakest first (not [`HeuristicKind::Pdb24`]).
    pub const ALL: [Self; 8] = [
        Self::None,
        Self::Hamming,
        Self::Manhattan,
        Self::LinearConflict,
        Self::Pdb(Partition::SixSixThree),
        Self::Pdb(Partition::FiveFiveFive),
        Self::Pdb(Partition::SevenEight),
        Self::Pdb(Partition::SevenSevenOne),
    ];

    /// The name used by the CLI, the wasm API and URLs.
    ///
    /// ```
    /// use npuzzle::heuristic::{HeuristicKind, pdb::Partition};
    ///
    /// assert_eq!(HeuristicKind::Pdb(Partition::SixSixThree).name(), "pdb");
    /// assert_eq!("pdb-7-8".parse(), Ok(HeuristicKind::Pdb(Partition::SevenEight)));
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Hamming => "hamming",
            Self::Manhattan => "manhattan",
            Self::LinearConflict => "linear-conflict",
            Self::Pdb(Partition::SixSixThree) => "pdb",
            Self::Pdb(Partition::FiveFiveFive) => "pdb-5-5-5",
            Self::Pdb(Partition::SevenEight) => "pdb-7-8",
            Self::Pdb(Partition::SevenSevenOne) => "pdb-7-7-1",
            Self::Pdb24(Partition24::FiveFiveFiveFiveFour) => "pdb-5-5-5-5-4",
        }
    }
}

impl fmt::Display for HeuristicKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for HeuristicKind {
    type Err = UnknownHeuristic;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::ALL.into_iter().find(|kind| kind.name() == name.trim()).ok_or_else(|| UnknownHeuristic(name.to_string()))
    }
}
