//! A set's bytes: the compact form [`DatabaseSet::write`] writes and [`DatabaseSet::read`]
//! reads back (a header, each database's entries as built, a checksum), and the same for one
//! database built elsewhere ([`write_part`], [`read_part`]).

use std::io::{self, Read, Write};

use super::checksum::{self, Checksummed, Damage, invalid};
use super::database::PatternDatabase;
use super::key::DatabaseKey;
use super::partition::Partition;
use super::pattern::Pattern;
use super::set::DatabaseSet;
use super::table::Table;

impl DatabaseSet {
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
        write_header(&mut out, *MAGIC, self.key())?;
        for database in self.databases() {
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
        Ok(Self::from_parts(key, databases))
    }
}

/// Writes database `part` of `partition`'s set, built on its own (see [`SetBuilder::elsewhere`](super::SetBuilder::elsewhere)),
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
    let key = DatabaseKey::new(partition, database.blank_goal()).map_err(|_| invalid(Damage::BlankOffBoard))?;
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
        .ok_or_else(|| invalid(Damage::NoSuchPart))?;
    let database = read_block(&mut input, Pattern::new(&cells), key.blank_goal())?;
    input.verify()?;
    Ok((key.partition(), part, database))
}

/// The magic bytes, the partition's name and the blank's goal cell.
fn write_header(out: &mut impl Write, magic: [u8; 8], key: DatabaseKey) -> io::Result<()> {
    checksum::write_header(out, magic, key.partition().name(), key.blank_goal())
}

fn read_header(input: &mut impl Read, magic: [u8; 8]) -> io::Result<DatabaseKey> {
    let (partition, blank_goal) = checksum::read_header::<Partition>(input, magic)?;
    DatabaseKey::new(partition, blank_goal).map_err(|_| invalid(Damage::BlankOffBoard))
}

/// One database's entries as built, after its largest entry and its count of saturated ones.
fn write_block(out: &mut impl Write, database: &PatternDatabase) -> io::Result<()> {
    checksum::write_block_header(out, database.max_moves(), database.saturated())?;
    out.write_all(database.entries())
}

fn read_block(input: &mut impl Read, pattern: Pattern, blank_goal: u8) -> io::Result<PatternDatabase> {
    let (max_moves, saturated) = checksum::read_block_header(input)?;
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
