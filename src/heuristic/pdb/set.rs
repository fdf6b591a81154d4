//! The databases of one partition for one goal cell of the blank, held together: what a
//! search looks up, and the check a loader runs. Building a set and its bytes have modules of
//! their own ([`super::set_build`], [`super::set_file`]).

use std::io;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use super::database::PatternDatabase;
use super::key::DatabaseKey;
use super::partition::Partition;
use super::table::Table;
use crate::model::random::Rng;

/// Every database of a partition, for goals with the blank on one cell. Tiles are known by
/// their goal cells, so one set serves every goal with that blank cell.
///
/// ```
/// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
///
/// let set = DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0)?, |_| {});
/// assert_eq!(set.databases().len(), 3);
/// assert_eq!(set.memory_bytes(), 3 * 524_160 / 2);
/// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
/// ```
#[derive(Debug, Clone)]
pub struct DatabaseSet {
    key: DatabaseKey,
    databases: Vec<PatternDatabase>,
    /// The entries addressed directly, made on first use (when every pattern is small enough).
    direct: OnceLock<Option<Vec<Table>>>,
    /// While set, the direct tables are not made ([`DatabaseSet::withhold_direct`]).
    withheld: Withheld,
}

/// Whether a set's direct tables are withheld: a flag its clones copy.
#[derive(Debug, Default)]
struct Withheld(AtomicBool);

impl Clone for Withheld {
    fn clone(&self) -> Self {
        Self(AtomicBool::new(self.0.load(Ordering::Relaxed)))
    }
}

/// Sets are equal when their databases are; whether the direct tables were made is no matter.
impl PartialEq for DatabaseSet {
    fn eq(&self, other: &Self) -> bool {
        (self.key, &self.databases) == (other.key, &other.databases)
    }
}

impl Eq for DatabaseSet {}

impl DatabaseSet {
    /// The set of `databases`, those `key` names in its partition's order (built or read).
    pub(super) fn from_parts(key: DatabaseKey, databases: Vec<PatternDatabase>) -> Self {
        Self { key, databases, direct: OnceLock::new(), withheld: Withheld::default() }
    }

    /// Which set this is.
    #[must_use]
    pub const fn key(&self) -> DatabaseKey {
        self.key
    }

    /// The partition.
    #[must_use]
    pub const fn partition(&self) -> Partition {
        self.key.partition()
    }

    /// The blank's goal cell.
    #[must_use]
    pub const fn blank_goal(&self) -> u8 {
        self.key.blank_goal()
    }

    /// The databases, one per pattern, in the partition's order.
    #[must_use]
    pub fn databases(&self) -> &[PatternDatabase] {
        &self.databases
    }

    /// Bytes the packed entries take.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.databases.iter().map(PatternDatabase::memory_bytes).sum()
    }

    /// Every database's entries addressed directly ([`PatternDatabase::direct_entries`]),
    /// made on first use (a few tens of milliseconds) and kept; `None` when a pattern has
    /// more than [`super::DIRECT_MAX_TILES`] tiles (the 7-8 partition).
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0)?, |_| {});
    /// assert_eq!(set.direct_entries().map(|tables| tables.len()), Some(3));
    /// assert_eq!(set.direct_bytes(), 3 * (1 << 20) / 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn direct_entries(&self) -> Option<&[Table]> {
        // Once made they are always answered: a search that began with them goes on with them.
        if self.direct.get().is_none() && self.withheld.0.load(Ordering::Relaxed) {
            return None;
        }
        self.direct.get_or_init(|| self.databases.iter().map(PatternDatabase::direct_entries).collect()).as_deref()
    }

    /// Whether to keep from making the direct tables (until told otherwise; once made, they
    /// stay): searches started meanwhile read the packed entries, a quarter slower per node.
    /// What a browser's worker asks while a stronger set is on its way to replace this one: a
    /// wasm instance never gives memory back, so the 16.5 MB of 6-6-3's direct tables would
    /// stay beside the 57.7 MB of 7-7-1 for good, past the 64 MB an instance may hold.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0)?, |_| {});
    /// set.withhold_direct(true);
    /// assert!(set.direct_entries().is_none());
    /// set.withhold_direct(false);
    /// assert_eq!(set.direct_entries().map(|tables| tables.len()), Some(3));
    /// set.withhold_direct(true);
    /// assert_eq!(set.direct_entries().map(|tables| tables.len()), Some(3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn withhold_direct(&self, withhold: bool) {
        self.withheld.0.store(withhold, Ordering::Relaxed);
    }

    /// Bytes the directly addressed entries take, once made (0 before).
    #[must_use]
    pub fn direct_bytes(&self) -> usize {
        self.direct.get().and_then(Option::as_ref).map_or(0, |tables| tables.iter().map(|table| table.len()).sum())
    }

    /// Checks [`SAMPLES`] placements of each database, drawn from `seed`, for consistency with
    /// their neighbours ([`PatternDatabase::check_sample`]): what a loader runs after
    /// [`DatabaseSet::read`], since a checksum can be recomputed by whoever alters the entries.
    /// A random seed each load means no fixed set of entries goes unchecked.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0)?, |_| {});
    /// assert!(set.check_sample(7).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`io::ErrorKind::InvalidData`] naming the database and entry that are inconsistent.
    pub fn check_sample(&self, seed: u64) -> io::Result<()> {
        let mut rng = Rng::new(seed);
        for (number, database) in self.databases.iter().enumerate() {
            database.check_sample(SAMPLES, &mut rng).map_err(|inconsistent| inconsistent.into_error(number))?;
        }
        Ok(())
    }
}

/// Placements of each database [`DatabaseSet::check_sample`] checks: with their neighbours,
/// about 80,000 entries of each database, in milliseconds.
pub const SAMPLES: usize = 1 << 12;
