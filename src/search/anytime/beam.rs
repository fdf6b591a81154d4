//! One pass of beam search over the 24-puzzle: level by level, every child of the level's
//! states generated, and only the `width` with the smallest estimate kept for the next level
//! (all of a level share `g`, so that is the smallest `g + h`). Children that cannot lead to a
//! solution shorter than the best in hand (`g + h` at least that long, `h` admissible) are
//! dropped, and so are those reached twice within a level. A pass that never had to leave a
//! child out and ends without a solution has proved the best in hand optimal.
//!
//! Each level keeps, per state, four bytes to walk the path back (its parent's place in the
//! level before and the blank's cell), so a pass of width `w` holds about `4 w` bytes a level
//! besides the two levels it works on.

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
            expanded: 0,
            generated: 0,
        }
    }

    /// Bytes a pass of `width` holds, about, for solutions of `moves` moves: its trail, the
    /// level expanded and the one made of its children (about twice as many), and the set of
    /// the children kept.
    pub(super) const fn bytes_for(width: usize, moves: usize) -> usize {
        width * (4 * moves + 2 * size_of::<Node>() + 3 * size_of::<Child>() + 3 * size_of::<Packed>())
    }

    /// States held now: the trail's, and those of the two levels being worked on.
    pub(super) fn stored(&self) -> usize {
        self.trail.iter().map(Vec::len).sum::<usize>() + self.level.len() + self.children.len()
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
        self.children.clear();
        self.next = 0;
        None
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
