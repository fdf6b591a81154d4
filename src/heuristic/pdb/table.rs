//! The memory a database's entries live in.
//!
//! The search reads entries at random across tens of megabytes: with the usual 4 KiB pages
//! nearly every lookup also misses the processor's address-translation cache and walks the
//! page tables. Natively a large table is therefore mapped on its own and the kernel is asked
//! to back it with huge pages (2 MiB, `madvise(MADV_HUGEPAGE)`, through `memmap2`), which
//! took about 11 % off the 7-7-1 search's CPU time (BENCHMARKS.md). Elsewhere, or when the
//! mapping is refused, it is an ordinary vector; either way it reads as a byte slice.

use std::fmt;
use std::ops::{Deref, DerefMut};

/// Tables smaller than this stay on the heap: they fit the translation cache anyway.
#[cfg(not(target_arch = "wasm32"))]
const MAPPED_FROM: usize = 4 << 20;

/// Bytes of a table, zeroed when made, possibly on huge pages (see the module's notes).
///
/// ```
/// use npuzzle::heuristic::pdb::Table;
///
/// let mut table = Table::zeroed(10 << 20);
/// assert_eq!(table.len(), 10 << 20);
/// assert!(table.iter().all(|&byte| byte == 0));
/// table[12_345] = 7;
/// assert_eq!(table.clone()[12_345], 7);
/// ```
pub struct Table(Storage);

enum Storage {
    Heap(Vec<u8>),
    #[cfg(not(target_arch = "wasm32"))]
    Mapped(memmap2::MmapMut),
}

impl Table {
    /// `len` zero bytes.
    #[must_use]
    pub fn zeroed(len: usize) -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        if len >= MAPPED_FROM
            && let Ok(map) = memmap2::MmapMut::map_anon(len)
        {
            // Only advice: without huge pages the table still works, a little slower.
            let _ = map.advise(memmap2::Advice::HugePage);
            return Self(Storage::Mapped(map));
        }
        Self(Storage::Heap(vec![0; len]))
    }
}

impl From<&[u8]> for Table {
    fn from(bytes: &[u8]) -> Self {
        let mut table = Self::zeroed(bytes.len());
        table.copy_from_slice(bytes);
        table
    }
}

impl Deref for Table {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match &self.0 {
            Storage::Heap(bytes) => bytes,
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Mapped(map) => map,
        }
    }
}

impl DerefMut for Table {
    fn deref_mut(&mut self) -> &mut [u8] {
        match &mut self.0 {
            Storage::Heap(bytes) => bytes,
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Mapped(map) => map,
        }
    }
}

impl Clone for Table {
    fn clone(&self) -> Self {
        Self::from(&**self)
    }
}

/// Tables are equal when their bytes are, wherever they live.
impl PartialEq for Table {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for Table {}

/// The length only: the bytes are megabytes.
impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Table({} bytes)", self.len())
    }
}
