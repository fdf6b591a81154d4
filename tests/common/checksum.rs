//! The checksum stored pattern databases end with, recomputed as someone altering entries on
//! purpose would: for the tests that the sampled consistency check still refuses such bytes.

/// The checksum the set's format ends with ([`npuzzle::heuristic::pdb::checksum`] of every byte before
/// it), recomputed as someone altering entries would.
pub fn recompute(bytes: &mut [u8]) {
    let body = bytes.len() - 8;
    let sum = npuzzle::heuristic::pdb::checksum(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
}
