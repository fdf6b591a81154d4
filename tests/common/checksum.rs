//! The checksum stored pattern databases end with (FNV-1a over every byte before it),
//! recomputed as someone altering entries on purpose would: for the tests that the sampled
//! consistency check still refuses such bytes.

/// The FNV-1a checksum the set's format ends with, recomputed as someone altering entries would.
pub fn recompute(bytes: &mut [u8]) {
    let body = bytes.len() - 8;
    let sum = bytes[..body]
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |sum, &byte| (sum ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3));
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
}
