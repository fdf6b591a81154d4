//! A checksum over written databases: a flipped bit in an entry would otherwise overestimate a
//! distance and cost an answer its optimality, silently.
//!
//! It is XXH64 (seed 0): four independent lanes over 8-byte words, so it runs at memory speed
//! natively and in wasm (64-bit multiplies are native there). The byte-at-a-time FNV-1a of
//! format 2 cost about 70 ms of the 7-7-1 set's load, one dependent multiply per byte.

use std::io::{self, Read, Write};

use crate::words::{Message, Said};

/// What is wrong with bytes that claim to be pattern databases: carried inside the
/// [`io::ErrorKind::InvalidData`] error a loader returns (`get_ref`), so a boundary can word it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    /// The magic bytes are not the format's.
    WrongHeader,
    /// The partition named is none of the board's.
    UnknownPartition,
    /// A count too large for this machine.
    BadCount,
    /// The checksum does not match the bytes.
    ChecksumMismatch,
    /// Bytes follow the checksum.
    TrailingBytes,
    /// The blank's goal cell is off the board.
    BlankOffBoard,
    /// A part number the set does not have.
    NoSuchPart,
    /// An entry that contradicts its neighbour's (altered bytes).
    Inconsistent {
        /// The entry's index.
        entry: usize,
        /// The database, from 1.
        database: usize,
        /// The entry's moves.
        moves: u32,
        /// The neighbour's.
        neighbour: u32,
    },
}

impl Said for Damage {
    fn message(&self) -> Message {
        let problem = match self {
            Self::WrongHeader => Message::new("pdb-damage-header"),
            Self::UnknownPartition => Message::new("pdb-damage-partition"),
            Self::BadCount => Message::new("pdb-damage-count"),
            Self::ChecksumMismatch => Message::new("pdb-damage-checksum"),
            Self::TrailingBytes => Message::new("pdb-damage-trailing"),
            Self::BlankOffBoard => Message::new("pdb-damage-blank"),
            Self::NoSuchPart => Message::new("pdb-damage-part"),
            Self::Inconsistent { entry, database, moves, neighbour } => Message::new("pdb-damage-inconsistent")
                .text("entry", entry)
                .text("database", database)
                .count("moves", *moves)
                .count("neighbour", *neighbour),
        };
        Message::new("pdb-damage").message("problem", problem)
    }
}

crate::words::english_display!(Damage);

/// An error for bytes that are not what they claim to be.
pub(crate) fn invalid(damage: Damage) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, damage)
}

/// Writes the header every stored set begins with: its magic bytes, its partition's name and
/// the blank's goal cell (4x4 and 5x5 sets alike).
pub(crate) fn write_header(out: &mut impl Write, magic: [u8; 8], partition: &str, blank_goal: u8) -> io::Result<()> {
    out.write_all(&magic)?;
    out.write_all(&[u8::try_from(partition.len()).unwrap_or(u8::MAX)])?;
    out.write_all(partition.as_bytes())?;
    out.write_all(&[blank_goal])
}

/// Reads what [`write_header`] wrote: the partition (by its name) and the blank's goal cell.
pub(crate) fn read_header<P: std::str::FromStr>(input: &mut impl Read, magic: [u8; 8]) -> io::Result<(P, u8)> {
    let mut found = [0; 8];
    input.read_exact(&mut found)?;
    if found != magic {
        return Err(invalid(Damage::WrongHeader));
    }
    let mut byte = [0; 1];
    input.read_exact(&mut byte)?;
    let mut name = vec![0; usize::from(byte[0])];
    input.read_exact(&mut name)?;
    let partition = std::str::from_utf8(&name)
        .ok()
        .and_then(|name| name.parse::<P>().ok())
        .ok_or_else(|| invalid(Damage::UnknownPartition))?;
    input.read_exact(&mut byte)?;
    Ok((partition, byte[0]))
}

/// Writes what precedes a database's entries: its largest entry and its count of saturated ones.
pub(crate) fn write_block_header(out: &mut impl Write, max_moves: u32, saturated: usize) -> io::Result<()> {
    out.write_all(&max_moves.to_le_bytes())?;
    out.write_all(&(saturated as u64).to_le_bytes())
}

/// Reads what [`write_block_header`] wrote.
pub(crate) fn read_block_header(input: &mut impl Read) -> io::Result<(u32, usize)> {
    let mut word = [0; 4];
    input.read_exact(&mut word)?;
    let mut long = [0; 8];
    input.read_exact(&mut long)?;
    let saturated = usize::try_from(u64::from_le_bytes(long)).map_err(|_| invalid(Damage::BadCount))?;
    Ok((u32::from_le_bytes(word), saturated))
}

/// The checksum [`super::DatabaseSet::write`] and [`super::write_part`] end their bytes with,
/// over every byte before it: for tools that check such bytes, or that alter them on purpose.
///
/// ```
/// assert_eq!(npuzzle::heuristic::pdb::checksum(b""), 0xef46_db37_51d8_e999); // XXH64's
/// assert_eq!(npuzzle::heuristic::pdb::checksum(b"abc"), 0x44bc_2cf5_ad77_0999);
/// ```
#[must_use]
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut sum = Xxh64::new();
    sum.update(bytes);
    sum.digest()
}

const P1: u64 = 0x9e37_79b1_85eb_ca87;
const P2: u64 = 0xc2b2_ae3d_27d4_eb4f;
const P3: u64 = 0x1656_67b1_9e37_79f9;
const P4: u64 = 0x85eb_ca77_c2b2_ae63;
const P5: u64 = 0x27d4_eb2f_1656_67c5;

/// XXH64 of a stream, fed in pieces of any size.
struct Xxh64 {
    lanes: [u64; 4],
    /// The bytes of a stripe not yet whole.
    pending: [u8; 32],
    pending_len: usize,
    total: u64,
}

/// One lane's step over an 8-byte word.
const fn round(lane: u64, word: u64) -> u64 {
    lane.wrapping_add(word.wrapping_mul(P2)).rotate_left(31).wrapping_mul(P1)
}

/// The little-endian word at the start of `bytes` (which holds at least 8).
fn word(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.first_chunk().copied().unwrap_or_default())
}

impl Xxh64 {
    const fn new() -> Self {
        Self { lanes: [P1.wrapping_add(P2), P2, 0, 0u64.wrapping_sub(P1)], pending: [0; 32], pending_len: 0, total: 0 }
    }

    fn update(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        if self.pending_len > 0 {
            let take = (32 - self.pending_len).min(bytes.len());
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&bytes[..take]);
            self.pending_len += take;
            bytes = &bytes[take..];
            if self.pending_len < 32 {
                return;
            }
            let stripe = self.pending;
            self.stripe(&stripe);
            self.pending_len = 0;
        }
        let mut stripes = bytes.chunks_exact(32);
        for stripe in &mut stripes {
            self.stripe(stripe);
        }
        let rest = stripes.remainder();
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
    }

    fn stripe(&mut self, stripe: &[u8]) {
        for (lane, bytes) in self.lanes.iter_mut().zip(stripe.chunks_exact(8)) {
            *lane = round(*lane, word(bytes));
        }
    }

    fn digest(&self) -> u64 {
        let mut sum = if self.total >= 32 {
            let [a, b, c, d] = self.lanes;
            let mut sum = a
                .rotate_left(1)
                .wrapping_add(b.rotate_left(7))
                .wrapping_add(c.rotate_left(12))
                .wrapping_add(d.rotate_left(18));
            for lane in self.lanes {
                sum = (sum ^ round(0, lane)).wrapping_mul(P1).wrapping_add(P4);
            }
            sum
        } else {
            P5
        };
        sum = sum.wrapping_add(self.total);
        let mut rest = &self.pending[..self.pending_len];
        while rest.len() >= 8 {
            sum = (sum ^ round(0, word(rest))).rotate_left(27).wrapping_mul(P1).wrapping_add(P4);
            rest = &rest[8..];
        }
        if let Some(half) = rest.first_chunk::<4>() {
            sum = (sum ^ u64::from(u32::from_le_bytes(*half)).wrapping_mul(P1))
                .rotate_left(23)
                .wrapping_mul(P2)
                .wrapping_add(P3);
            rest = &rest[4..];
        }
        for &byte in rest {
            sum = (sum ^ u64::from(byte).wrapping_mul(P5)).rotate_left(11).wrapping_mul(P1);
        }
        sum ^= sum >> 33;
        sum = sum.wrapping_mul(P2);
        sum ^= sum >> 29;
        sum = sum.wrapping_mul(P3);
        sum ^ (sum >> 32)
    }
}

/// A reader or writer that keeps the [`checksum`] of the bytes passing through.
pub(crate) struct Checksummed<T> {
    pub(super) inner: T,
    sum: Xxh64,
}

impl<T> Checksummed<T> {
    /// Writes the hash of what went through, after it (not hashed itself).
    pub(crate) fn finish(mut self) -> io::Result<()>
    where
        T: Write,
    {
        let sum = self.sum.digest().to_le_bytes();
        self.inner.write_all(&sum)?;
        self.inner.flush()
    }

    /// Reads the hash that follows and checks it against what went through, and that
    /// nothing follows it.
    pub(crate) fn verify(mut self) -> io::Result<()>
    where
        T: Read,
    {
        let mut sum = [0; 8];
        self.inner.read_exact(&mut sum)?;
        if u64::from_le_bytes(sum) != self.sum.digest() {
            return Err(invalid(Damage::ChecksumMismatch));
        }
        if self.inner.read(&mut [0])? != 0 {
            return Err(invalid(Damage::TrailingBytes));
        }
        Ok(())
    }

    pub(crate) const fn new(inner: T) -> Self {
        Self { inner, sum: Xxh64::new() }
    }
}

impl<W: Write> Write for Checksummed<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(bytes)?;
        self.sum.update(&bytes[..written]);
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl<R: Read> Read for Checksummed<R> {
    fn read(&mut self, bytes: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(bytes)?;
        self.sum.update(&bytes[..read]);
        Ok(read)
    }
}
