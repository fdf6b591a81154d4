//! The 5x5 databases of one partition for one goal cell of the blank, held together: built one
//! after another in slices ([`SetBuilder24`]), written and read back in a compact checked form,
//! and sampled for consistency when loaded.

use std::io::{self, Read, Write};

use super::build::Database24Builder;
use super::database::Database24;
use super::key::{Key24, Partition24};
use super::pattern::Pattern24;
use crate::heuristic::pdb::{
    BuildStep, Checksummed, Damage, SAMPLES, SetStep, Table, invalid, read_block_header, read_header,
    write_block_header, write_header,
};
use crate::model::random::Rng;

/// Every database of a 5x5 partition, for goals with the blank on one cell.
///
/// ```
/// use npuzzle::heuristic::pdb24::{Key24, Partition24, Set24};
///
/// let set = Set24::build(Key24::new(Partition24::FiveFiveFiveFiveFour, 0)?, |_| {});
/// assert_eq!(set.databases().len(), 5);
/// let mut bytes = Vec::new();
/// set.write(&mut bytes)?;
/// assert_eq!(bytes.len(), Set24::written_bytes(set.key()));
/// assert_eq!(Set24::read(bytes.as_slice())?, set);
/// bytes[1000] ^= 1;
/// assert!(Set24::read(bytes.as_slice()).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Set24 {
    key: Key24,
    databases: Vec<Database24>,
}

impl Set24 {
    /// Builds the databases `key` names, calling `progress` with the fraction done now and then.
    ///
    /// # Panics
    /// Never: the build runs until it has finished.
    #[must_use]
    pub fn build(key: Key24, mut progress: impl FnMut(f64)) -> Self {
        let mut builder = SetBuilder24::new(key);
        while let SetStep::Running(fraction) = builder.run(1 << 18) {
            progress(fraction);
        }
        progress(1.0);
        builder.into_set().expect("the build has finished")
    }

    /// Which set this is.
    #[must_use]
    pub const fn key(&self) -> Key24 {
        self.key
    }

    /// The databases, one per pattern, in the partition's order.
    #[must_use]
    pub fn databases(&self) -> &[Database24] {
        &self.databases
    }

    /// Bytes the entries take as searched.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.databases.iter().map(Database24::memory_bytes).sum()
    }

    /// Writes the set in the compact form [`Set24::read`] reads back: a header naming the
    /// partition and blank cell, then each database's entries, one per placement (not per
    /// address), then a checksum over it all.
    ///
    /// # Errors
    /// Any error of `out`.
    pub fn write(&self, out: impl Write) -> io::Result<()> {
        let mut out = Checksummed::new(out);
        write_header(&mut out, *MAGIC, self.key.partition().name(), self.key.blank_goal())?;
        for database in &self.databases {
            write_block_header(&mut out, database.max_moves(), database.saturated())?;
            let mut piece = Vec::with_capacity(PIECE);
            let (mut low, mut result) = (None, Ok(()));
            database.pattern().for_each_placement(|address| {
                let nibble = u8::try_from(database.half_excess(address)).unwrap_or(15);
                match low.take() {
                    None => low = Some(nibble),
                    Some(first) => piece.push(first | nibble << 4),
                }
                if piece.len() == PIECE {
                    if result.is_ok() {
                        result = out.write_all(&piece);
                    }
                    piece.clear();
                }
            });
            piece.extend(low);
            result?;
            out.write_all(&piece)?;
        }
        out.finish()
    }

    /// How many bytes [`Set24::write`] writes for the set `key` names.
    #[must_use]
    pub fn written_bytes(key: Key24) -> usize {
        let blocks: usize = key
            .partition()
            .patterns_for_blank(key.blank_goal())
            .iter()
            .map(|cells| 4 + 8 + Pattern24::new(cells).placements().div_ceil(2))
            .sum();
        MAGIC.len() + 1 + key.partition().name().len() + 1 + blocks + 8
    }

    /// Reads a set written by [`Set24::write`].
    ///
    /// # Errors
    /// [`io::ErrorKind::InvalidData`] when the bytes are not such a set (damaged, cut short or
    /// followed by more), or any error of `input`.
    pub fn read(input: impl Read) -> io::Result<Self> {
        let mut input = Checksummed::new(input);
        let (partition, blank_goal) = read_header::<Partition24>(&mut input, *MAGIC)?;
        let key = Key24::new(partition, blank_goal).map_err(|_| invalid(Damage::BlankOffBoard))?;
        let databases = partition
            .patterns_for_blank(key.blank_goal())
            .iter()
            .map(|cells| read_database(&mut input, Pattern24::new(cells)))
            .collect::<io::Result<_>>()?;
        input.verify()?;
        Ok(Self { key, databases })
    }

    /// Checks [`SAMPLES`] placements of each database, drawn from `seed`, for consistency with
    /// their neighbours ([`Database24::check_sample`]): what a loader runs after [`Set24::read`].
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

/// One database's entries from the compact form, spread to their addresses.
fn read_database(input: &mut impl Read, pattern: Pattern24) -> io::Result<Database24> {
    let (max_moves, saturated) = read_block_header(input)?;
    let mut entries = Table::zeroed(pattern.addresses().div_ceil(2));
    let mut left = pattern.placements().div_ceil(2);
    let mut piece = vec![0; PIECE.min(left)];
    let (mut at, mut nibble, mut result) = (piece.len(), 0, Ok(()));
    pattern.for_each_placement(|address| {
        if nibble == 0 && at == piece.len() {
            let take = PIECE.min(left);
            piece.truncate(take);
            if result.is_ok() {
                result = input.read_exact(&mut piece);
            }
            left -= take;
            at = 0;
        }
        let value = (piece.get(at).copied().unwrap_or(0) >> (4 * nibble)) & 0xF;
        entries[address / 2] |= value << (4 * (address % 2));
        nibble ^= 1;
        if nibble == 0 {
            at += 1;
        }
    });
    result?;
    Ok(Database24::from_parts(pattern, entries, max_moves, saturated))
}

/// Bytes written or read at a time.
const PIECE: usize = 256 << 10;

/// The first bytes of a written set, with the format's version.
const MAGIC: &[u8; 8] = b"npuz24S1";

/// A resumable build of a [`Set24`]: its databases one after another.
///
/// ```
/// use npuzzle::heuristic::pdb::SetStep;
/// use npuzzle::heuristic::pdb24::{Key24, Partition24, SetBuilder24};
///
/// let mut builder = SetBuilder24::new(Key24::new(Partition24::FiveFiveFiveFiveFour, 24)?);
/// while let SetStep::Running(fraction) = builder.run(1 << 16) {
///     assert!((0.0..=1.0).contains(&fraction));
/// }
/// assert_eq!(builder.into_set().map(|set| set.key().blank_goal()), Some(24));
/// # Ok::<(), npuzzle::heuristic::pdb24::Pdb24Error>(())
/// ```
#[derive(Debug)]
pub struct SetBuilder24 {
    key: Key24,
    patterns: Vec<Pattern24>,
    built: Vec<Database24>,
    current: Option<Database24Builder>,
    peak_bytes: usize,
}

impl SetBuilder24 {
    /// A build of the databases `key` names.
    #[must_use]
    pub fn new(key: Key24) -> Self {
        let patterns =
            key.partition().patterns_for_blank(key.blank_goal()).iter().map(|cells| Pattern24::new(cells)).collect();
        Self { key, patterns, built: Vec::new(), current: None, peak_bytes: 0 }
    }

    /// Which set is being built.
    #[must_use]
    pub const fn key(&self) -> Key24 {
        self.key
    }

    /// How many databases are built so far.
    #[must_use]
    pub fn built(&self) -> usize {
        self.built.len()
    }

    /// The most bytes the build has held at once.
    #[must_use]
    pub const fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// The fraction of all placements whose entry is known.
    #[must_use]
    pub fn progress(&self) -> f64 {
        let sizes: Vec<usize> = self.patterns.iter().map(Pattern24::placements).collect();
        let done: usize = sizes[..self.built.len()].iter().sum();
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let current = self
            .current
            .as_ref()
            .map_or(0.0, |builder| builder.progress() * sizes.get(self.built.len()).copied().unwrap_or(0) as f64);
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let fraction = (done as f64 + current) / sizes.iter().sum::<usize>().max(1) as f64;
        fraction
    }

    /// Visits at most about `budget` placements.
    pub fn run(&mut self, budget: usize) -> SetStep {
        let Some(pattern) = self.patterns.get(self.built.len()) else { return SetStep::Finished };
        let builder = self.current.get_or_insert_with(|| Database24Builder::new(pattern.clone()));
        let held: usize = self.built.iter().map(Database24::memory_bytes).sum();
        self.peak_bytes = self.peak_bytes.max(held + builder.memory_bytes());
        if builder.run(budget) == BuildStep::Finished {
            self.built.extend(self.current.take().and_then(Database24Builder::into_database));
        }
        if self.built.len() == self.patterns.len() { SetStep::Finished } else { SetStep::Running(self.progress()) }
    }

    /// The set, once the build has finished (`None` before).
    #[must_use]
    pub fn into_set(self) -> Option<Set24> {
        (self.built.len() == self.patterns.len()).then_some(Set24 { key: self.key, databases: self.built })
    }
}
