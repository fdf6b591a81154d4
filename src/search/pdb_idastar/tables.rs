//! Everything fixed for a search, flattened for the inner loop: distances, each tile's pattern
//! and slot, the databases' entries and how a move changes an entry's address.

use std::sync::Arc;

use super::moves::MoveMachine;
use super::node::PATTERN_ROOM;
use crate::heuristic::pdb::{CELLS, DatabaseSet, MAX_TILES, Pattern, PdbHeuristic};

/// The slot of the blank, in no pattern.
const NO_SLOT: u8 = u8::MAX;

/// Everything fixed for a search, flattened for the inner loop.
pub(super) struct Tables {
    pub(super) set: Arc<DatabaseSet>,
    /// Whether entries are addressed directly by cells ([`Direct`]) rather than packed.
    pub(super) direct: bool,
    pub(super) reflects: bool,
    /// `distance[tile][cell]`: Manhattan distance of `tile` on `cell` from its goal cell.
    pub(super) distance: [[u8; CELLS]; CELLS],
    /// Each tile's pattern (high four bits) and slot (low four), `NO_SLOT` for the blank.
    pub(super) slot: [u8; CELLS],
    /// The same for the tile that stands for it in the mirror image.
    pub(super) mirror_slot: [u8; CELLS],
    /// Each pattern's address step per slot: the packed numbering's weights, or powers of 16.
    pub(super) weights: [[u32; MAX_TILES]; PATTERN_ROOM],
    pub(super) machine: &'static MoveMachine,
}

/// `value` as a byte, for values known to be small (cells, tiles, slots, distances, lengths).
pub(super) fn byte(value: impl TryInto<u8>) -> u8 {
    value.try_into().unwrap_or(u8::MAX)
}

impl Tables {
    pub(super) fn new(pdb: &PdbHeuristic) -> Self {
        let set = Arc::clone(pdb.shared_set());
        let mut distance = [[0; CELLS]; CELLS];
        let mut slot = [NO_SLOT; CELLS];
        let mut mirror_slot = [NO_SLOT; CELLS];
        let packed = |tile: u8| {
            let slot = pdb.slot(tile);
            (slot.pattern << 4) | slot.index
        };
        for tile in 1..byte(CELLS) {
            for cell in 0..byte(CELLS) {
                distance[usize::from(tile)][usize::from(cell)] = byte(pdb.distance(tile, cell));
            }
            slot[usize::from(tile)] = packed(tile);
            mirror_slot[usize::from(tile)] = packed(pdb.mirrored(tile));
        }
        // Directly addressed entries when every pattern allows them (made once per set).
        let direct = set.direct_entries().is_some();
        let mut weights = [[0; MAX_TILES]; PATTERN_ROOM];
        for (weights, database) in weights.iter_mut().zip(set.databases()) {
            let pattern = database.pattern();
            *weights = if direct { Direct::weights(pattern) } else { Packed::weights(pattern) };
        }
        let machine = MoveMachine::get();
        Self { set, direct, reflects: pdb.reflects(), distance, slot, mirror_slot, weights, machine }
    }

    /// Each pattern's entries, as the addressing reads them.
    pub(super) fn entries(&self) -> [&[u8]; PATTERN_ROOM] {
        let mut entries: [&[u8]; PATTERN_ROOM] = [&[]; PATTERN_ROOM];
        match self.set.direct_entries().filter(|_| self.direct) {
            Some(tables) => entries.iter_mut().zip(tables).for_each(|(slice, table)| *slice = &table[..]),
            None => {
                entries.iter_mut().zip(self.set.databases()).for_each(|(slice, database)| *slice = database.entries());
            }
        }
        entries
    }
}

/// How a pattern's entries are addressed, and how a move changes the address.
pub(super) trait Addressing {
    /// Each slot's step in the address.
    fn weights(pattern: &Pattern) -> [u32; MAX_TILES];

    /// The address after the tile in `slot` (pattern in the high four bits) steps from `from`
    /// to the empty neighbouring cell `to`; `slot_on(cell)` gives the slot of the tile on a cell.
    fn moved(address: u32, weights: &[u32; MAX_TILES], slot: u8, from: u8, to: u8, slot_on: impl Fn(u8) -> u8) -> u32;
}

/// The packed numbering of [`Pattern::index`]: compact, but a move changes the digits of the
/// tiles it passes.
pub(super) struct Packed;

impl Addressing for Packed {
    fn weights(pattern: &Pattern) -> [u32; MAX_TILES] {
        pattern.weights()
    }

    /// The inner loop's copy of [`Pattern::index_after_move`], on packed slots.
    #[inline]
    fn moved(address: u32, weights: &[u32; MAX_TILES], slot: u8, from: u8, to: u8, slot_on: impl Fn(u8) -> u8) -> u32 {
        let weight = weights[usize::from(slot & 7)];
        let (low, high) = if from < to { (from, to) } else { (to, from) };
        let change = if high - low == 1 {
            weight
        } else {
            // The three cells between an up or down step's ends.
            let mut change = 4 * weight;
            for cell in [low + 1, low + 2, low + 3] {
                let other = slot_on(cell);
                if other >> 4 == slot >> 4 {
                    change = if other < slot { change - weight } else { change + weights[usize::from(other & 7)] };
                }
            }
            change
        };
        if from < to { address + change } else { address - change }
    }
}

/// The cells themselves, four bits each ([`crate::heuristic::pdb::PatternDatabase::direct_entries`]).
pub(super) struct Direct;

impl Addressing for Direct {
    fn weights(pattern: &Pattern) -> [u32; MAX_TILES] {
        let k = pattern.len();
        let mut weights = [0; MAX_TILES];
        for (slot, weight) in weights.iter_mut().enumerate().take(k) {
            *weight = 1 << (4 * (k - 1 - slot));
        }
        weights
    }

    #[inline]
    fn moved(address: u32, weights: &[u32; MAX_TILES], slot: u8, from: u8, to: u8, _: impl Fn(u8) -> u8) -> u32 {
        let weight = weights[usize::from(slot & 7)];
        address.wrapping_add(weight * u32::from(to)).wrapping_sub(weight * u32::from(from))
    }
}

/// The entry of `index` in packed four-bit `entries`.
#[inline]
pub(super) fn entry(entries: &[u8], index: u32) -> u8 {
    let at = usize::try_from(index >> 1).unwrap_or(usize::MAX);
    (entries[at] >> ((index & 1) * 4)) & 0xF
}
