//! One pass of beam search over the 24-puzzle: level by level, every child of the level's
//! states generated, and only the `width` with the smallest estimate kept for the next level
//! (all of a level share `g`, so that is the smallest `g + h`). Children that cannot lead to a
//! solution shorter than the best in hand (`g + h` at least that long, `h` admissible) are
//! dropped, and so are those reached twice within a level. A pass that never had to leave a
//! child out and ends without a solution has proved the best in hand optimal.
//!
//! Each level keeps, per state, four bytes to walk the path back (its parent's place in the
//! level before and the blank's cell). Whenever that trail has grown by four widths, the
//! states no state of the level being expanded descends from are dropped from it: a beam's
//! paths share their beginnings, so it keeps about five widths of entries however long the
//! paths (at most 4.5 on the ten Korf-Taylor instances), where it held a width a level:
//! a 256 Ki pass on the first of them ends holding 50 MB rather than 111.

use rustc_hash::FxHashSet;

use super::state::{Packed, pack, slide, tile_at};
use crate::heuristic::pdb24::{Addresses24, Estimate24, Heuristic24, Positions, neighbours};

/// A state of the level being expanded or built, with what its children's estimates are
/// updated from.
#[derive(Debug, Clone, Copy)]
struct Node {
    board: Packed,
    addresses: Addresses24,
    estimate: Estimate24,
    blank: u8,
}

/// A child waiting for the level to be chosen: 32 bytes, its addresses worked out again from
/// its parent's only if it is kept.
#[derive(Debug, Clone, Copy)]
struct Child {
    board: Packed,
    estimate: Estimate24,
    /// Its parent's place in the level expanded, and the blank's cell: a trail entry.
    trail: u32,
    h: u8,
}

/// The trail is compacted when it has grown by this many widths since it last was.
const COMPACT_AFTER_WIDTHS: usize = 4;

/// The most widths of entries the trail is taken to hold: what a compaction keeps (at most
/// 4.5 on the ten Korf-Taylor instances), the widths it grows by before the next, and room.
const TRAIL_WIDTHS: usize = 12;

/// The parent's place in a root's trail entry: none.
const NO_PARENT: u32 = u32::MAX >> 5;

/// What a slice of a pass ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum PassStep {
    /// The budget ran out.
    Running,
    /// A solution shorter than the best in hand: the blank's cells, start to goal.
    Improved(Vec<u8>),
    /// The pass found nothing shorter; `complete` when it left no child out, so that nothing
    /// shorter exists.
    Ended {
        /// Whether the pass kept every child it generated.
        complete: bool,
    },
}

/// A pass of beam search.
#[derive(Debug)]
pub(super) struct BeamPass {
    width: usize,
    goal: Packed,
    level: Vec<Node>,
    /// The level being expanded's next state.
    next: usize,
    children: Vec<Child>,
    /// The boards of the children kept, to drop those reached twice.
    seen: FxHashSet<Packed>,
    /// Per level, from the start's: each state's trail entry.
    trail: Vec<Vec<u32>>,
    truncated: bool,
    /// Entries in the trail, and how many its last compaction kept.
    trail_entries: usize,
    compacted_entries: usize,
    pub(super) expanded: u64,
    pub(super) generated: u64,
}

impl BeamPass {
    /// A pass from `start` towards `goal` keeping `width` states a level.
    pub(super) fn new(heuristic: &Heuristic24, start: &Positions, goal: &Positions, width: usize) -> Self {
        let (estimate, addresses) = heuristic.evaluate(start);
        let root = Node { board: pack(start), addresses, estimate, blank: start[0] };
        Self {
            width: width.max(1),
            goal: pack(goal),
            level: vec![root],
            next: 0,
            children: Vec::new(),
            seen: FxHashSet::default(),
            trail: vec![vec![NO_PARENT << 5 | u32::from(root.blank)]],
            truncated: false,
            trail_entries: 1,
            compacted_entries: 1,
            expanded: 0,
            generated: 0,
        }
    }

    /// Bytes a pass of `width` holds, about, for solutions of `moves` moves: its trail (a
    /// width a level, at most [`TRAIL_WIDTHS`]), the level expanded and the one made of its
    /// children (about twice as many), and the set of the children kept.
    pub(super) const fn bytes_for(width: usize, moves: usize) -> usize {
        let trail = if moves < TRAIL_WIDTHS { moves } else { TRAIL_WIDTHS };
        width * (4 * trail + 2 * size_of::<Node>() + 3 * size_of::<Child>() + 3 * size_of::<Packed>())
    }

    /// States held now: the trail's, and those of the two levels being worked on.
    pub(super) fn stored(&self) -> usize {
        self.trail.iter().map(Vec::len).sum::<usize>() + self.level.len() + self.children.len()
    }

    /// The frontier: the states of the level being expanded not yet expanded, and the children
    /// made so far, from which the next level is chosen.
    pub(super) fn frontier(&self) -> usize {
        self.level.len().saturating_sub(self.next) + self.children.len()
    }

    /// Bytes held now.
    pub(super) fn memory_bytes(&self) -> usize {
        self.trail.iter().map(|level| level.capacity() * size_of::<u32>()).sum::<usize>()
            + self.level.capacity() * size_of::<Node>()
            + self.children.capacity() * size_of::<Child>()
            + self.seen.capacity() * 2 * size_of::<Packed>()
    }

    /// Expands at most `budget` states, dropping children that cannot beat `best` moves.
    pub(super) fn run(&mut self, heuristic: &Heuristic24, budget: u64, best: Option<u32>) -> PassStep {
        // A shorter solution is at least two moves shorter (lengths share the start's parity).
        let limit = best.map_or(u32::MAX, |best| best.saturating_sub(1));
        let g = u32::try_from(self.trail.len()).unwrap_or(u32::MAX);
        for _ in 0..budget {
            let Some(&node) = self.level.get(self.next) else {
                if let Some(step) = self.next_level(heuristic) {
                    return step;
                }
                return PassStep::Running;
            };
            let place = u32::try_from(self.next).unwrap_or(u32::MAX);
            self.next += 1;
            self.expanded += 1;
            let empty = node.blank;
            let came_from =
                self.trail.last().and_then(|level| level.get(place as usize)).map_or(NO_PARENT, |&entry| entry >> 5);
            let parent_blank = self.parent_blank(came_from);
            let mut cells = neighbours(empty);
            while cells != 0 {
                let cell = u8::try_from(cells.trailing_zeros()).unwrap_or(0);
                cells &= cells - 1;
                if Some(cell) == parent_blank {
                    continue;
                }
                self.generated += 1;
                let tile = tile_at(node.board, cell);
                let mut addresses = node.addresses;
                let estimate = heuristic.after_move(node.estimate, &mut addresses, tile, cell, empty);
                let h = estimate.value();
                if g + h >= limit {
                    continue;
                }
                let board = slide(node.board, tile, empty, cell);
                if board == self.goal {
                    return PassStep::Improved(self.path(place, cell));
                }
                let h = u8::try_from(h).unwrap_or(u8::MAX);
                self.children.push(Child { board, estimate, trail: place << 5 | u32::from(cell), h });
            }
        }
        PassStep::Running
    }

    /// The blank's cell in the parent (place `came_from` of the level before the one being
    /// expanded), if any.
    fn parent_blank(&self, came_from: u32) -> Option<u8> {
        let levels = self.trail.len();
        (came_from != NO_PARENT && levels >= 2)
            .then(|| self.trail[levels - 2].get(came_from as usize).map(|&entry| (entry & 0x1F) as u8))
            .flatten()
    }

    /// Keeps the best `width` children as the next level, those reached twice once; ends the
    /// pass when there are none. Duplicates are dropped among the children chosen (an eighth
    /// more than the width) rather than as each is made: a set of them all would be looked up
    /// twice as often, and it misses the cache on nearly every lookup.
    fn next_level(&mut self, heuristic: &Heuristic24) -> Option<PassStep> {
        if self.children.is_empty() {
            return Some(PassStep::Ended { complete: !self.truncated });
        }
        let chosen = self.width + self.width / 8;
        if self.children.len() > chosen {
            self.children.select_nth_unstable_by_key(chosen, |child| child.h);
            self.children.truncate(chosen);
            self.truncated = true;
        }
        self.seen.clear();
        let seen = &mut self.seen;
        self.children.retain(|child| seen.insert(child.board));
        if self.children.len() > self.width {
            self.children.select_nth_unstable_by_key(self.width, |child| child.h);
            self.children.truncate(self.width);
            self.truncated = true;
        }
        let parents = std::mem::take(&mut self.level);
        self.level.extend(self.children.iter().map(|child| {
            let cell = (child.trail & 0x1F) as u8;
            let parent = &parents[(child.trail >> 5) as usize];
            let mut addresses = parent.addresses;
            heuristic.move_addresses(&mut addresses, tile_at(parent.board, cell), cell, parent.blank);
            Node { board: child.board, addresses, estimate: child.estimate, blank: cell }
        }));
        self.trail.push(self.children.iter().map(|child| child.trail).collect());
        self.trail_entries += self.children.len();
        if self.trail_entries > self.compacted_entries + COMPACT_AFTER_WIDTHS * self.width {
            self.compact_trail();
        }
        self.children.clear();
        self.next = 0;
        None
    }

    /// Drops from the trail the states no state of the level being expanded descends from
    /// (most of a level's, a few levels back: a beam's paths share their beginnings), and
    /// renumbers the places their children name.
    fn compact_trail(&mut self) {
        // Each parent's new place, or `DROPPED`.
        const DROPPED: u32 = u32::MAX;
        let mut places = Vec::new();
        for at in (1..self.trail.len()).rev() {
            let (older, newer) = self.trail.split_at_mut(at);
            let (parents, children) = (&mut older[at - 1], &mut newer[0]);
            places.clear();
            places.resize(parents.len(), DROPPED);
            for &entry in children.iter() {
                places[(entry >> 5) as usize] = 0;
            }
            for (place, kept) in places.iter_mut().filter(|place| **place != DROPPED).zip(0..) {
                *place = kept;
            }
            for entry in children.iter_mut() {
                *entry = places[(*entry >> 5) as usize] << 5 | (*entry & 0x1F);
            }
            let mut place = places.iter();
            parents.retain(|_| place.next() != Some(&DROPPED));
            parents.shrink_to_fit();
        }
        self.trail_entries = self.trail.iter().map(Vec::len).sum();
        self.compacted_entries = self.trail_entries;
    }

    /// The blank's cells from the start to the state at `place` of the level being expanded,
    /// then to `cell`.
    fn path(&self, place: u32, cell: u8) -> Vec<u8> {
        let mut path = vec![cell];
        let mut at = place;
        for level in self.trail.iter().rev() {
            let entry = level[at as usize];
            path.push((entry & 0x1F) as u8);
            at = entry >> 5;
        }
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pass holding `trail` only.
    fn with_trail(trail: Vec<Vec<u32>>) -> BeamPass {
        let entries = trail.iter().map(Vec::len).sum();
        BeamPass {
            width: 2,
            goal: 0,
            level: Vec::new(),
            next: 0,
            children: Vec::new(),
            seen: FxHashSet::default(),
            trail,
            truncated: false,
            trail_entries: entries,
            compacted_entries: 1,
            expanded: 0,
            generated: 0,
        }
    }

    const fn entry(parent: u32, cell: u32) -> u32 {
        parent << 5 | cell
    }

    #[test]
    fn compacting_the_trail_drops_dead_states_and_keeps_every_path() {
        // The start on cell 0; three children, of which the middle one (cell 2) has no child in
        // the last level; in the level before the last, the first state has none either.
        let mut pass = with_trail(vec![
            vec![entry(NO_PARENT, 0)],
            vec![entry(0, 1), entry(0, 5), entry(0, 2)],
            vec![entry(0, 6), entry(2, 7), entry(2, 3)],
            vec![entry(2, 8), entry(1, 12), entry(2, 4)],
        ]);
        let paths = |pass: &BeamPass| (0..3).map(|place| pass.path(place, 9)).collect::<Vec<_>>();
        let before = paths(&pass);
        pass.compact_trail();
        assert_eq!(paths(&pass), before);
        assert_eq!(pass.trail[1], [entry(0, 2)]);
        assert_eq!(pass.trail[2], [entry(0, 7), entry(0, 3)]);
        assert_eq!((pass.trail_entries, pass.compacted_entries), (7, 7));
    }
}
