//! The heuristics by name: [`HeuristicKind::ALL`], the one list the CLI, the wasm boundary and
//! the page read, the custom weighted sum (`custom:a,b,c,d`), and what a misspelt name is told.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::custom::{CustomWeights, CustomWeightsError};
use super::pdb::Partition;
use super::pdb24::Partition24;
use super::set_key::PartitionOf;
use crate::model::names::{echo, find_named};
use crate::model::shape::Shape;
use crate::words::{Message, Said, one_of};

/// A heuristic name that is none of them.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UnknownHeuristic {
    /// No such name.
    Name(String),
    /// `custom:` with weights that are not.
    Weights(#[from] CustomWeightsError),
}

impl Said for UnknownHeuristic {
    fn message(&self) -> Message {
        match self {
            Self::Name(name) => Message::new("heuristic-unknown")
                .text("name", echo(name, 40))
                .message("known", one_of(HeuristicKind::ALL)),
            Self::Weights(error) => error.message(),
        }
    }
}

crate::words::english_display!(UnknownHeuristic);

/// The heuristics every informed search can use. Each but [`HeuristicKind::Custom`] never
/// overestimates (admissible).
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
    /// `a·Hamming + b·Manhattan + c·LC + d` ([`CustomWeights`]), which may overestimate: written
    /// `custom:a,b,c,d`, and not in [`HeuristicKind::ALL`].
    Custom(CustomWeights),
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

    /// The name used by the CLI, the wasm API and URLs (`custom` for every custom one, whose
    /// weights [`fmt::Display`] adds: `custom:0,1.5,0,0`).
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
            Self::Custom(_) => "custom",
        }
    }

    /// Whether it can guide a search on a board of `shape`: a pattern database only on the size
    /// its set is made for (the 4x4 sets on 4x4, the 5x5 one on 5x5), the others on any.
    ///
    /// ```
    /// use npuzzle::heuristic::{HeuristicKind, pdb::Partition};
    /// use npuzzle::Shape;
    ///
    /// let four = Shape::square(4)?;
    /// assert!(HeuristicKind::Pdb(Partition::FiveFiveFive).serves(four));
    /// assert!(!HeuristicKind::Pdb(Partition::FiveFiveFive).serves(Shape::square(3)?));
    /// assert!(HeuristicKind::Manhattan.serves(Shape::new(2, 5)?));
    /// # Ok::<(), npuzzle::ShapeError>(())
    /// ```
    #[must_use]
    pub fn serves(self, shape: Shape) -> bool {
        match self {
            Self::Pdb(_) => Partition::serves(shape),
            Self::Pdb24(_) => Partition24::serves(shape),
            _ => true,
        }
    }

    /// Whether it never overestimates on any board: every heuristic but a custom one whose
    /// weights may ([`CustomWeights::known_admissible`]). A search's answer is guaranteed
    /// shortest only then.
    #[must_use]
    pub fn known_admissible(self) -> bool {
        match self {
            Self::Custom(weights) => weights.known_admissible(),
            _ => true,
        }
    }
}

/// The name, and a custom heuristic's weights after it: what [`FromStr`] reads back.
impl fmt::Display for HeuristicKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Custom(weights) => write!(f, "custom:{weights}"),
            _ => f.write_str(self.name()),
        }
    }
}

impl FromStr for HeuristicKind {
    type Err = UnknownHeuristic;

    /// A name of [`HeuristicKind::ALL`], or `custom:` and four weights.
    ///
    /// ```
    /// use npuzzle::heuristic::HeuristicKind;
    ///
    /// let custom: HeuristicKind = "custom:0,1.5,0,0".parse()?;
    /// assert_eq!(custom.to_string(), "custom:0,1.5,0,0");
    /// assert!(!custom.known_admissible());
    /// assert!("custom:1,2".parse::<HeuristicKind>().is_err());
    /// # Ok::<(), npuzzle::heuristic::UnknownHeuristic>(())
    /// ```
    fn from_str(name: &str) -> Result<Self, Self::Err> {
        let name = name.trim();
        if let Some(weights) = name.get(..7).filter(|prefix| prefix.eq_ignore_ascii_case("custom:")).and(name.get(7..))
        {
            return Ok(Self::Custom(weights.parse()?));
        }
        find_named(Self::ALL, name, Self::name).ok_or_else(|| UnknownHeuristic::Name(name.to_string()))
    }
}
