//! A checksum over written databases: a flipped bit in an entry would otherwise overestimate a
//! distance and cost an answer its optimality, silently.

use std::io::{self, Read, Write};

/// An error for bytes that are not what they claim to be.
pub(super) fn invalid(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("not a pattern database: {what}"))
}

/// A reader or writer that keeps the 64-bit FNV-1a hash of the bytes passing through.
pub(super) struct Checksummed<T> {
    pub(super) inner: T,
    pub(super) sum: u64,
}

impl<T> Checksummed<T> {
    /// Writes the hash of what went through, after it (not hashed itself).
    pub(super) fn finish(mut self) -> io::Result<()>
    where
        T: Write,
    {
        let sum = self.sum.to_le_bytes();
        self.inner.write_all(&sum)?;
        self.inner.flush()
    }

    /// Reads the hash that follows and checks it against what went through, and that
    /// nothing follows it.
    pub(super) fn verify(mut self) -> io::Result<()>
    where
        T: Read,
    {
        let mut sum = [0; 8];
        self.inner.read_exact(&mut sum)?;
        if u64::from_le_bytes(sum) != self.sum {
            return Err(invalid("checksum mismatch (the data is damaged)"));
        }
        if self.inner.read(&mut [0])? != 0 {
            return Err(invalid("more bytes after the end"));
        }
        Ok(())
    }

    pub(super) const fn new(inner: T) -> Self {
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
