//! The databases of one partition for one goal cell of the blank, built one after another.

use std::io::{self, Read, Write};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use thiserror::Error;

use super::build::{BuildStep, DatabaseBuilder};
use super::checksum::{Checksummed, invalid};
use super::database::{Inconsistent, PatternDatabase};
use super::key::DatabaseKey;
use super::partition::Partition;
use super::pattern::Pattern;
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
    /// Builds the databases `key` names, calling `progress` with the fraction done (by
    /// entries) now and then.
    ///
    /// # Panics
    /// Never: the build runs until it has finished.
    #[must_use]
    pub fn build(key: DatabaseKey, mut progress: impl FnMut(f64)) -> Self {
        let mut builder = SetBuilder::new(key);
        while let SetStep::Running(fraction) = builder.run(1 << 18) {
            progress(fraction);
        }
        progress(1.0);
        builder.into_set().expect("the build has finished")
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

    /// Writes the set in a compact binary form that [`DatabaseSet::read`] reads back: a
    /// header naming the partition and blank cell, then each database's entries as built.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0)?, |_| {});
    /// let mut bytes = Vec::new();
    /// set.write(&mut bytes)?;
    /// assert_eq!(DatabaseSet::read(bytes.as_slice())?, set);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Any error of `out`.
    pub fn write(&self, out: impl Write) -> io::Result<()> {
        let mut out = Checksummed::new(out);
        write_header(&mut out, *MAGIC, self.key)?;
        for database in &self.databases {
            write_block(&mut out, database)?;
        }
        out.finish()
    }

    /// How many bytes [`DatabaseSet::write`] writes for the set `key` names: a downloader's
    /// progress, and the most it reads before refusing what it is sent.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
    ///
    /// let key = DatabaseKey::new(Partition::FiveFiveFive, 0)?;
    /// let mut bytes = Vec::new();
    /// DatabaseSet::build(key, |_| {}).write(&mut bytes)?;
    /// assert_eq!(DatabaseSet::written_bytes(key), bytes.len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn written_bytes(key: DatabaseKey) -> usize {
        const HEADER: usize = MAGIC.len() + 1 + 1; // the name's length and the blank's cell
        const BLOCK_HEADER: usize = 4 + 8; // the largest entry and the count of saturated ones
        const CHECKSUM: usize = 8;
        let blocks: usize = key
            .partition()
            .patterns_for_blank(key.blank_goal())
            .iter()
            .map(|cells| BLOCK_HEADER + Pattern::new(cells).placements().div_ceil(2))
            .sum();
        HEADER + key.partition().name().len() + blocks + CHECKSUM
    }

    /// Reads a set written by [`DatabaseSet::write`].
    ///
    /// A trailing checksum guards against damaged files and caches: a flipped bit in an entry
    /// would otherwise overestimate a distance and cost the answer its optimality.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0)?, |_| {});
    /// let mut bytes = Vec::new();
    /// set.write(&mut bytes)?;
    /// bytes[1000] ^= 1;
    /// assert!(DatabaseSet::read(bytes.as_slice()).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`io::ErrorKind::InvalidData`] when the bytes are not such a set (damaged, cut short or
    /// followed by more), or any error of `input`.
    pub fn read(input: impl Read) -> io::Result<Self> {
        let mut input = Checksummed::new(input);
        let key = read_header(&mut input, *MAGIC)?;
        let databases = key
            .partition()
            .patterns_for_blank(key.blank_goal())
            .iter()
            .map(|cells| read_block(&mut input, Pattern::new(cells), key.blank_goal()))
            .collect::<io::Result<_>>()?;
        input.verify()?;
        Ok(Self { key, databases, direct: OnceLock::new(), withheld: Withheld::default() })
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
            database.check_sample(SAMPLES, &mut rng).map_err(|Inconsistent { index, moves, neighbour }| {
                invalid(&format!(
                    "entry {index} of database {} is inconsistent: {moves} moves, but {neighbour} one move away (the entries were altered)",
                    number + 1
                ))
            })?;
        }
        Ok(())
    }
}

/// Placements of each database [`DatabaseSet::check_sample`] checks: with their neighbours,
/// about 80,000 entries of each database, in milliseconds.
pub const SAMPLES: usize = 1 << 12;

/// Writes database `part` of `partition`'s set, built on its own (see [`SetBuilder::elsewhere`]),
/// in the form [`read_part`] reads back: how a second worker hands over its half of a build.
///
/// ```
/// use npuzzle::heuristic::pdb::{Partition, PatternDatabase, Pattern, read_part, write_part};
///
/// let cells = &Partition::FiveFiveFive.patterns_for_blank(0)[2];
/// let database = PatternDatabase::build(Pattern::new(cells), 0, |_| {});
/// let mut bytes = Vec::new();
/// write_part(&mut bytes, Partition::FiveFiveFive, 2, &database)?;
/// assert_eq!(read_part(bytes.as_slice())?, (Partition::FiveFiveFive, 2, database));
/// bytes[100] ^= 1;
/// assert!(read_part(bytes.as_slice()).is_err());
/// # Ok::<(), std::io::Error>(())
/// ```
///
/// # Errors
/// Any error of `out`.
pub fn write_part(out: impl Write, partition: Partition, part: usize, database: &PatternDatabase) -> io::Result<()> {
    let mut out = Checksummed::new(out);
    let key = DatabaseKey::new(partition, database.blank_goal()).map_err(|_| invalid("blank cell out of range"))?;
    write_header(&mut out, *PART_MAGIC, key)?;
    out.write_all(&[u8::try_from(part).unwrap_or(u8::MAX)])?;
    write_block(&mut out, database)?;
    out.finish()
}

/// Reads what [`write_part`] wrote: the partition, the part's number and its database.
///
/// # Errors
/// [`io::ErrorKind::InvalidData`] when the bytes are not such a part (damaged, cut short or
/// followed by more), or any error of `input`.
pub fn read_part(input: impl Read) -> io::Result<(Partition, usize, PatternDatabase)> {
    let mut input = Checksummed::new(input);
    let key = read_header(&mut input, *PART_MAGIC)?;
    let mut part = [0; 1];
    input.read_exact(&mut part)?;
    let part = usize::from(part[0]);
    let cells = key
        .partition()
        .patterns_for_blank(key.blank_goal())
        .into_iter()
        .nth(part)
        .ok_or_else(|| invalid("no such part"))?;
    let database = read_block(&mut input, Pattern::new(&cells), key.blank_goal())?;
    input.verify()?;
    Ok((key.partition(), part, database))
}

/// The magic bytes, the partition's name and the blank's goal cell.
fn write_header(out: &mut impl Write, magic: [u8; 8], key: DatabaseKey) -> io::Result<()> {
    out.write_all(&magic)?;
    let name = key.partition().name().as_bytes();
    out.write_all(&[u8::try_from(name.len()).unwrap_or(u8::MAX)])?;
    out.write_all(name)?;
    out.write_all(&[key.blank_goal()])
}

fn read_header(input: &mut impl Read, magic: [u8; 8]) -> io::Result<DatabaseKey> {
    let mut found = [0; 8];
    input.read_exact(&mut found)?;
    if found != magic {
        return Err(invalid("wrong header"));
    }
    let mut byte = [0; 1];
    input.read_exact(&mut byte)?;
    let mut name = vec![0; usize::from(byte[0])];
    input.read_exact(&mut name)?;
    let partition = std::str::from_utf8(&name)
        .ok()
        .and_then(|name| name.parse::<Partition>().ok())
        .ok_or_else(|| invalid("unknown partition"))?;
    input.read_exact(&mut byte)?;
    DatabaseKey::new(partition, byte[0]).map_err(|_| invalid("blank cell out of range"))
}

/// One database's entries as built, after its largest entry and its count of saturated ones.
fn write_block(out: &mut impl Write, database: &PatternDatabase) -> io::Result<()> {
    out.write_all(&database.max_moves().to_le_bytes())?;
    out.write_all(&(database.saturated() as u64).to_le_bytes())?;
    out.write_all(database.entries())
}

fn read_block(input: &mut impl Read, pattern: Pattern, blank_goal: u8) -> io::Result<PatternDatabase> {
    let mut word = [0; 4];
    input.read_exact(&mut word)?;
    let max_moves = u32::from_le_bytes(word);
    let mut long = [0; 8];
    input.read_exact(&mut long)?;
    let saturated = usize::try_from(u64::from_le_bytes(long)).map_err(|_| invalid("bad count"))?;
    let mut entries = Table::zeroed(pattern.placements().div_ceil(2));
    // A piece at a time, so the checksum reads each piece while it is still in the cache.
    for piece in entries.chunks_mut(READ_PIECE) {
        input.read_exact(piece)?;
    }
    Ok(PatternDatabase::from_parts(pattern, blank_goal, entries, max_moves, saturated))
}

/// Bytes of entries read at a time: well within a core's cache.
const READ_PIECE: usize = 256 << 10;

/// The first bytes of a written part, with the format's version.
const PART_MAGIC: &[u8; 8] = b"npuzPRT3";

/// The first bytes of a written set, with the format's version.
const MAGIC: &[u8; 8] = b"npuzPDB3";

/// Where a set's build is after a slice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SetStep {
    /// Still building: the fraction of all entries known.
    Running(f64),
    /// Its own databases are built; the one built elsewhere is still to be
    /// [adopted](SetBuilder::adopt). The fraction of all entries known, counting that one's as
    /// unknown.
    Waiting(f64),
    /// Finished: [`SetBuilder::into_set`] hands the set over.
    Finished,
}

/// A resumable build of a [`DatabaseSet`], for callers that slice their work.
///
/// ```
/// use npuzzle::heuristic::pdb::{DatabaseKey, Partition, SetBuilder, SetStep};
///
/// let mut builder = SetBuilder::new(DatabaseKey::new(Partition::FiveFiveFive, 15)?);
/// let mut slices = 0;
/// while let SetStep::Running(fraction) = builder.run(100_000) {
///     assert!((0.0..=1.0).contains(&fraction));
///     slices += 1;
/// }
/// assert!(slices > 10);
/// assert_eq!(builder.into_set().expect("finished").blank_goal(), 15);
/// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
/// ```
#[derive(Debug)]
pub struct SetBuilder {
    key: DatabaseKey,
    patterns: Vec<Pattern>,
    /// Each pattern's database, once built or adopted.
    built: Vec<Option<PatternDatabase>>,
    /// The pattern whose database another builder makes, if any.
    elsewhere: Option<usize>,
    /// The pattern being built, and its builder.
    current: Option<(usize, DatabaseBuilder)>,
    peak_bytes: usize,
}

/// A database offered to [`SetBuilder::adopt`] that does not fit the set.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("the database offered is not part {part} of {key}")]
pub struct WrongPart {
    /// The part it was offered as.
    pub part: usize,
    /// The set being built.
    pub key: DatabaseKey,
}

impl SetBuilder {
    /// A build of the databases `key` names.
    #[must_use]
    pub fn new(key: DatabaseKey) -> Self {
        let patterns: Vec<Pattern> =
            key.partition().patterns_for_blank(key.blank_goal()).iter().map(|cells| Pattern::new(cells)).collect();
        let built = vec![None; patterns.len()];
        Self { key, patterns, built, elsewhere: None, current: None, peak_bytes: 0 }
    }

    /// Which set is being built.
    #[must_use]
    pub const fn key(&self) -> DatabaseKey {
        self.key
    }

    /// Leaves database `part` to another builder (a second worker, say, building it with a
    /// [`DatabaseBuilder`] at the same time): this one builds the others and then
    /// [waits](SetStep::Waiting) for it to be [adopted](SetBuilder::adopt). The largest part
    /// is the one to hand out. Has no effect on a part already started, or out of range.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PatternDatabase, Pattern, SetBuilder, SetStep};
    ///
    /// let key = DatabaseKey::new(Partition::FiveFiveFive, 0)?;
    /// let mut builder = SetBuilder::new(key);
    /// builder.elsewhere(0);
    /// while let SetStep::Running(_) = builder.run(100_000) {}
    /// assert!(matches!(builder.run(1), SetStep::Waiting(_)));
    /// let cells = &Partition::FiveFiveFive.patterns_for_blank(0)[0];
    /// builder.adopt(0, PatternDatabase::build(Pattern::new(cells), 0, |_| {}))?;
    /// assert_eq!(builder.run(1), SetStep::Finished);
    /// assert_eq!(builder.into_set(), Some(DatabaseSet::build(key, |_| {})));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn elsewhere(&mut self, part: usize) {
        if part < self.patterns.len() && self.current.as_ref().is_none_or(|(building, _)| *building != part) {
            self.elsewhere = Some(part);
        }
    }

    /// The part with the most entries: the one to hand to another builder.
    #[must_use]
    pub fn largest_part(&self) -> usize {
        (0..self.patterns.len()).max_by_key(|&part| self.patterns[part].placements()).unwrap_or(0)
    }

    /// Takes back the part left [`SetBuilder::elsewhere`] (the other builder failed): this one
    /// builds it after its own.
    pub fn take_back(&mut self) {
        self.elsewhere = None;
    }

    /// Takes database `part`, built elsewhere.
    ///
    /// # Errors
    /// [`WrongPart`] when `database` is not that part's (another pattern or blank goal cell).
    pub fn adopt(&mut self, part: usize, database: PatternDatabase) -> Result<(), WrongPart> {
        let fits =
            self.patterns.get(part) == Some(database.pattern()) && database.blank_goal() == self.key.blank_goal();
        if !fits {
            return Err(WrongPart { part, key: self.key });
        }
        if self.current.as_ref().is_some_and(|(building, _)| *building == part) {
            self.current = None; // built twice: the adopted one will do
        }
        self.built[part] = Some(database);
        Ok(())
    }

    /// The fraction of all entries known.
    #[must_use]
    pub fn progress(&self) -> f64 {
        let sizes: Vec<usize> = self.patterns.iter().map(Pattern::placements).collect();
        let total: usize = sizes.iter().sum();
        let done: usize =
            sizes.iter().zip(&self.built).filter(|(_, built)| built.is_some()).map(|(size, _)| size).sum();
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let current = self.current.as_ref().map_or(0.0, |(part, builder)| builder.progress() * sizes[*part] as f64);
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let fraction = (done as f64 + current) / total as f64;
        fraction
    }

    /// The share of all entries that database `part` holds (0 for a part out of range): what
    /// its own progress weighs when it is built elsewhere.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, Partition, SetBuilder};
    ///
    /// assert!((SetBuilder::new(DatabaseKey::new(Partition::FiveFiveFive, 0)?).part_share(1) - 1.0 / 3.0).abs() < 1e-12);
    /// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
    /// ```
    #[must_use]
    pub fn part_share(&self, part: usize) -> f64 {
        let total: usize = self.patterns.iter().map(Pattern::placements).sum();
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let share = self.patterns.get(part).map_or(0.0, |pattern| pattern.placements() as f64 / total as f64);
        share
    }

    /// How many databases are built (or adopted) so far.
    #[must_use]
    pub fn built(&self) -> usize {
        self.built.iter().filter(|built| built.is_some()).count()
    }

    /// The most bytes the build has held at once (databases done plus the one in progress).
    #[must_use]
    pub const fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// Scans at most `budget` placements.
    pub fn run(&mut self, budget: usize) -> SetStep {
        if self.current.is_none() {
            let next =
                (0..self.patterns.len()).find(|&part| self.built[part].is_none() && self.elsewhere != Some(part));
            let Some(part) = next else {
                return if self.built() == self.patterns.len() {
                    SetStep::Finished
                } else {
                    SetStep::Waiting(self.progress())
                };
            };
            self.current = Some((part, DatabaseBuilder::new(self.patterns[part].clone(), self.key.blank_goal())));
        }
        let Some((part, builder)) = self.current.as_mut() else { return SetStep::Running(self.progress()) };
        let held: usize = self.built.iter().flatten().map(PatternDatabase::memory_bytes).sum();
        self.peak_bytes = self.peak_bytes.max(held + builder.memory_bytes());
        if builder.run(budget) == BuildStep::Finished {
            let part = *part;
            self.built[part] = self.current.take().and_then(|(_, builder)| builder.into_database());
        }
        if self.built() == self.patterns.len() { SetStep::Finished } else { SetStep::Running(self.progress()) }
    }

    /// The set, once the build has finished (`None` before).
    #[must_use]
    pub fn into_set(self) -> Option<DatabaseSet> {
        let databases: Option<Vec<PatternDatabase>> = self.built.into_iter().collect();
        Some(DatabaseSet {
            key: self.key,
            databases: databases?,
            direct: OnceLock::new(),
            withheld: Withheld::default(),
        })
    }
}
