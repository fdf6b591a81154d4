//! Which pattern databases: a partition and the blank's goal cell ([`DatabaseKey`], named for
//! people, a browser's cache and a file as [`SetKey`] names every board's sets), the sets a site
//! serves prebuilt, and why a set cannot serve a goal ([`PdbError`]).

use thiserror::Error;

use super::partition::Partition;
use crate::heuristic::set_key::{SetKey, SetNaming};
use crate::model::shape::Shape;
use crate::words::{Message, Said};

/// The version of the bytes [`super::DatabaseSet::write`] writes (its header says `npuzPDB3`; 3 ends with XXH64 where 2 ended with FNV-1a);
/// every cache key and file name carries it, so bytes of an old layout are never read.
pub const FORMAT_VERSION: u32 = 3;

/// The directory, relative to the site's root (where `index.html` is), that a site serves the
/// [`DatabaseKey::PREBUILT`] sets from under their [`DatabaseKey::file_name`]s; `make build`
/// puts them there (`npuzzle databases`).
pub const SERVED_DIR: &str = "pdb";

/// Why pattern databases cannot serve a goal.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PdbError {
    /// The databases are for the 4x4 board only.
    NotFourByFour(Shape),
    /// A blank goal cell off the 4x4 board.
    NoSuchCell(u8),
    /// Text that is not a [`DatabaseKey::cache_key`].
    UnknownKey(String),
    /// A set built for another goal cell of the blank.
    BlankMismatch {
        /// The set's blank goal cell.
        built: u8,
        /// The goal's.
        goal: u8,
    },
}

impl Said for PdbError {
    fn message(&self) -> Message {
        match self {
            Self::NotFourByFour(shape) => Message::new("pdb-not-four-by-four").text("shape", shape),
            Self::NoSuchCell(cell) => Message::new("pdb-no-such-cell").text("last", 15).text("cell", cell),
            Self::UnknownKey(text) => Message::new("pdb-unknown-key").text("text", text),
            Self::BlankMismatch { built, goal } => {
                Message::new("pdb-blank-mismatch").text("built", built).text("goal", goal)
            }
        }
    }
}

crate::words::english_display!(PdbError);

/// One set of pattern databases: those of a [`Partition`] for goals whose blank ends on a given
/// cell ([`SetKey`]). Goals with the blank on the same cell share a set.
///
/// ```
/// use npuzzle::{Goal, Shape, heuristic::pdb::{DatabaseKey, Partition}};
///
/// let key = DatabaseKey::for_goal(Partition::SixSixThree, &Goal::blank_first(Shape::square(4)?))?;
/// assert_eq!(key.cache_key(), "pdb-v3/6-6-3/0");
/// assert_eq!(key.file_name(), "pdb-v3-6-6-3-blank0.bin");
/// assert_eq!(key.to_string(), "the 6-6-3 pattern databases for the blank ending on cell 0");
///
/// let key = DatabaseKey::new(Partition::FiveFiveFive, 15)?;
/// assert_eq!(key.cache_key().parse::<DatabaseKey>()?, key);
/// assert!("pdb-v1/5-5-5/15".parse::<DatabaseKey>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type DatabaseKey = SetKey<Partition>;

impl SetNaming for Partition {
    type Error = PdbError;

    const KEY_NAME: &'static str = "pdb";
    const FORMAT_VERSION: u32 = FORMAT_VERSION;
    const DESCRIPTION: &'static str = "pdb-set";

    fn wrong_shape(shape: Shape) -> PdbError {
        PdbError::NotFourByFour(shape)
    }

    fn no_such_cell(cell: u8) -> PdbError {
        PdbError::NoSuchCell(cell)
    }

    fn unknown_key(text: String) -> PdbError {
        PdbError::UnknownKey(text)
    }
}

impl DatabaseKey {
    /// The sets a site serves prebuilt, for the two goals the page offers by name, blank last
    /// (the default) and blank first (Korf's): the default 6-6-3, so that a first visit
    /// downloads 5.8 MB (a fraction of a second) instead of building it (seconds), and 7-7-1
    /// (57.7 MB), which a browser cannot build at all and fetches after a first answer
    /// ([`crate::solve::plan::Platform::stronger`]). Any other set is built where it is needed.
    pub const PREBUILT: [Self; 4] = [
        Self { partition: Partition::SixSixThree, blank_goal: 15 },
        Self { partition: Partition::SixSixThree, blank_goal: 0 },
        Self { partition: Partition::SevenSevenOne, blank_goal: 15 },
        Self { partition: Partition::SevenSevenOne, blank_goal: 0 },
    ];

    /// Where a site serves this set prebuilt, relative to its root, when it is one of
    /// [`DatabaseKey::PREBUILT`]: the page fetches it from there before building it (or
    /// instead: a browser never builds 7-7-1).
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, Partition};
    ///
    /// let served = DatabaseKey::new(Partition::SixSixThree, 15)?.served_path();
    /// assert_eq!(served.as_deref(), Some("pdb/pdb-v3-6-6-3-blank15.bin"));
    /// assert_eq!(DatabaseKey::new(Partition::SixSixThree, 5)?.served_path(), None);
    /// assert_eq!(DatabaseKey::new(Partition::FiveFiveFive, 0)?.served_path(), None);
    /// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
    /// ```
    #[must_use]
    pub fn served_path(self) -> Option<String> {
        Self::PREBUILT.contains(&self).then(|| format!("{SERVED_DIR}/{}", self.file_name()))
    }
}
