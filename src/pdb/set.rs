//! The databases of one partition for one goal cell of the blank, built one after another.

use std::io::{self, Read, Write};
use std::sync::OnceLock;

use super::build::{BuildStep, DatabaseBuilder};
use super::database::PatternDatabase;
use super::partition::Partition;
use super::pattern::Pattern;

/// Every database of a partition, for goals with the blank on one cell. Tiles are known by
/// their goal cells, so one set serves every goal with that blank cell.
///
/// ```
/// use npuzzle::pdb::{DatabaseSet, Partition};
///
/// let set = DatabaseSet::build(Partition::FiveFiveFive, 0, |_| {});
/// assert_eq!(set.databases().len(), 3);
/// assert_eq!(set.memory_bytes(), 3 * 524_160 / 2);
/// ```
#[derive(Debug, Clone)]
pub struct DatabaseSet {
    partition: Partition,
    blank_goal: u8,
    databases: Vec<PatternDatabase>,
    /// The entries addressed directly, made on first use (when every pattern is small enough).
    direct: OnceLock<Option<Vec<Vec<u8>>>>,
}

/// Sets are equal when their databases are; whether the direct tables were made is no matter.
impl PartialEq for DatabaseSet {
    fn eq(&self, other: &Self) -> bool {
        (self.partition, self.blank_goal, &self.databases) == (other.partition, other.blank_goal, &other.databases)
    }
}

impl Eq for DatabaseSet {}

impl DatabaseSet {
    /// Builds the databases of `partition` for a blank whose goal cell is `blank_goal`,
    /// calling `progress` with the fraction done (by entries) now and then.
    ///
    /// # Panics
    /// Never: the build runs until it has finished.
    #[must_use]
    pub fn build(partition: Partition, blank_goal: u8, mut progress: impl FnMut(f64)) -> Self {
        let mut builder = SetBuilder::new(partition, blank_goal);
        while let SetStep::Running(fraction) = builder.run(1 << 18) {
            progress(fraction);
        }
        progress(1.0);
        builder.into_set().expect("the build has finished")
    }

    /// The partition.
    #[must_use]
    pub const fn partition(&self) -> Partition {
        self.partition
    }

    /// The blank's goal cell.
    #[must_use]
    pub const fn blank_goal(&self) -> u8 {
        self.blank_goal
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
    /// use npuzzle::pdb::{DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(Partition::FiveFiveFive, 0, |_| {});
    /// assert_eq!(set.direct_entries().map(|tables| tables.len()), Some(3));
    /// assert_eq!(set.direct_bytes(), 3 * (1 << 20) / 2);
    /// ```
    pub fn direct_entries(&self) -> Option<&[Vec<u8>]> {
        self.direct.get_or_init(|| self.databases.iter().map(PatternDatabase::direct_entries).collect()).as_deref()
    }

    /// Bytes the directly addressed entries take, once made (0 before).
    #[must_use]
    pub fn direct_bytes(&self) -> usize {
        self.direct.get().and_then(Option::as_ref).map_or(0, |tables| tables.iter().map(Vec::len).sum())
    }

    /// Writes the set in a compact binary form that [`DatabaseSet::read`] reads back: a
    /// header naming the partition and blank cell, then each database's entries as built.
    ///
    /// ```
    /// use npuzzle::pdb::{DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(Partition::FiveFiveFive, 0, |_| {});
    /// let mut bytes = Vec::new();
    /// set.write(&mut bytes)?;
    /// assert_eq!(DatabaseSet::read(bytes.as_slice())?, set);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    ///
    /// # Errors
    /// Any error of `out`.
    pub fn write(&self, out: impl Write) -> io::Result<()> {
        let mut out = Checksummed::new(out);
        out.write_all(MAGIC)?;
        let name = self.partition.name().as_bytes();
        out.write_all(&[u8::try_from(name.len()).unwrap_or(u8::MAX)])?;
        out.write_all(name)?;
        out.write_all(&[self.blank_goal])?;
        for database in &self.databases {
            out.write_all(&database.max_moves().to_le_bytes())?;
            out.write_all(&(database.saturated() as u64).to_le_bytes())?;
            out.write_all(database.entries())?;
        }
        let sum = out.sum.to_le_bytes();
        out.inner.write_all(&sum)?;
        out.inner.flush()
    }

    /// Reads a set written by [`DatabaseSet::write`].
    ///
    /// A trailing checksum guards against damaged files and caches: a flipped bit in an entry
    /// would otherwise overestimate a distance and cost the answer its optimality.
    ///
    /// ```
    /// use npuzzle::pdb::{DatabaseSet, Partition};
    ///
    /// let set = DatabaseSet::build(Partition::FiveFiveFive, 0, |_| {});
    /// let mut bytes = Vec::new();
    /// set.write(&mut bytes)?;
    /// bytes[1000] ^= 1;
    /// assert!(DatabaseSet::read(bytes.as_slice()).is_err());
    /// # Ok::<(), std::io::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`io::ErrorKind::InvalidData`] when the bytes are not such a set (damaged, cut short or
    /// followed by more), or any error of `input`.
    pub fn read(input: impl Read) -> io::Result<Self> {
        let mut input = Checksummed::new(input);
        let invalid =
            |what: &str| io::Error::new(io::ErrorKind::InvalidData, format!("not a pattern database set: {what}"));
        let mut magic = [0; MAGIC.len()];
        input.read_exact(&mut magic)?;
        if &magic != MAGIC {
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
        let blank_goal = byte[0];
        if usize::from(blank_goal) >= super::CELLS {
            return Err(invalid("blank cell out of range"));
        }
        let mut databases = Vec::new();
        for cells in partition.patterns_for_blank(blank_goal) {
            let pattern = Pattern::new(&cells);
            let mut word = [0; 4];
            input.read_exact(&mut word)?;
            let max_moves = u32::from_le_bytes(word);
            let mut long = [0; 8];
            input.read_exact(&mut long)?;
            let saturated = usize::try_from(u64::from_le_bytes(long)).map_err(|_| invalid("bad count"))?;
            let mut entries = vec![0; pattern.placements().div_ceil(2)];
            input.read_exact(&mut entries)?;
            databases.push(PatternDatabase::from_parts(pattern, blank_goal, entries, max_moves, saturated));
        }
        let expected = input.sum;
        let mut sum = [0; 8];
        input.inner.read_exact(&mut sum)?;
        if u64::from_le_bytes(sum) != expected {
            return Err(invalid("checksum mismatch (the data is damaged)"));
        }
        if input.inner.read(&mut [0])? != 0 {
            return Err(invalid("more bytes after the set"));
        }
        Ok(Self { partition, blank_goal, databases, direct: OnceLock::new() })
    }
}

/// The first bytes of a written set, with the format's version.
const MAGIC: &[u8; 8] = b"npuzPDB2";

/// A reader or writer that keeps the 64-bit FNV-1a hash of the bytes passing through.
struct Checksummed<T> {
    inner: T,
    sum: u64,
}

impl<T> Checksummed<T> {
    const fn new(inner: T) -> Self {
        Self { inner, sum: 0xcbf2_9ce4_8422_2325 }
    }

    fn add(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.sum = (self.sum ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl<W: Write> Write for Checksummed<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(bytes)?;
        self.add(&bytes[..written]);
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl<R: Read> Read for Checksummed<R> {
    fn read(&mut self, bytes: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(bytes)?;
        self.add(&bytes[..read]);
        Ok(read)
    }
}

/// Where a set's build is after a slice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SetStep {
    /// Still building: the fraction of all entries known.
    Running(f64),
    /// Finished: [`SetBuilder::into_set`] hands the set over.
    Finished,
}

/// A resumable build of a [`DatabaseSet`], for callers that slice their work.
///
/// ```
/// use npuzzle::pdb::{Partition, SetBuilder, SetStep};
///
/// let mut builder = SetBuilder::new(Partition::FiveFiveFive, 15);
/// let mut slices = 0;
/// while let SetStep::Running(fraction) = builder.run(100_000) {
///     assert!((0.0..=1.0).contains(&fraction));
///     slices += 1;
/// }
/// assert!(slices > 10);
/// assert_eq!(builder.into_set().expect("finished").blank_goal(), 15);
/// ```
#[derive(Debug)]
pub struct SetBuilder {
    partition: Partition,
    blank_goal: u8,
    patterns: Vec<Pattern>,
    built: Vec<PatternDatabase>,
    current: Option<DatabaseBuilder>,
    peak_bytes: usize,
}

impl SetBuilder {
    /// A build of `partition`'s databases for a blank whose goal cell is `blank_goal` (below 16).
    #[must_use]
    pub fn new(partition: Partition, blank_goal: u8) -> Self {
        let patterns = partition.patterns_for_blank(blank_goal).iter().map(|cells| Pattern::new(cells)).collect();
        Self { partition, blank_goal, patterns, built: Vec::new(), current: None, peak_bytes: 0 }
    }

    /// The fraction of all entries known.
    #[must_use]
    pub fn progress(&self) -> f64 {
        let sizes: Vec<usize> = self.patterns.iter().map(Pattern::placements).collect();
        let total: usize = sizes.iter().sum();
        let done: usize = sizes[..self.built.len()].iter().sum();
        let current = self.current.as_ref().map_or(0.0, |builder| {
            #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
            let size = sizes[self.built.len()] as f64;
            builder.progress() * size
        });
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let fraction = (done as f64 + current) / total as f64;
        fraction
    }

    /// How many databases are built so far.
    #[must_use]
    pub fn built(&self) -> usize {
        self.built.len()
    }

    /// The most bytes the build has held at once (databases done plus the one in progress).
    #[must_use]
    pub const fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// Scans at most `budget` placements.
    pub fn run(&mut self, budget: usize) -> SetStep {
        let Some(pattern) = self.patterns.get(self.built.len()) else {
            return SetStep::Finished;
        };
        let builder = self.current.get_or_insert_with(|| DatabaseBuilder::new(pattern.clone(), self.blank_goal));
        let held: usize = self.built.iter().map(PatternDatabase::memory_bytes).sum();
        self.peak_bytes = self.peak_bytes.max(held + builder.memory_bytes());
        if builder.run(budget) == BuildStep::Finished {
            let database = self.current.take().and_then(DatabaseBuilder::into_database);
            self.built.extend(database);
        }
        if self.built.len() == self.patterns.len() { SetStep::Finished } else { SetStep::Running(self.progress()) }
    }

    /// The set, once the build has finished (`None` before).
    #[must_use]
    pub fn into_set(self) -> Option<DatabaseSet> {
        (self.built.len() == self.patterns.len()).then_some(DatabaseSet {
            partition: self.partition,
            blank_goal: self.blank_goal,
            databases: self.built,
            direct: OnceLock::new(),
        })
    }
}
