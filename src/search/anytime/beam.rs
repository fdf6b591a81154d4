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

use super::state::{Packed, blank, pack, slide, unpack};
use crate::heuristic::pdb24::{Estimate24, Heuristic24, Positions, neighbours};

/// A state of the level being expanded or built.
#[derive(Debug, Clone, Copy)]
struct Node {
    state: Packed,
    estimate: Estimate24,
}

/// A child waiting for the level to be chosen.
#[derive(Debug, Clone, Copy)]
struct Child {
    node: Node,
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
        let root = Node { state: pack(start), estimate: heuristic.estimate(start) };
        Self {
            width: width.max(1),
            goal: pack(goal),
            level: vec![root],
            next: 0,
            children: Vec::new(),
            seen: FxHashSet::default(),
            trail: vec![vec![NO_PARENT << 5 | u32::from(blank(root.state))]],
            truncated: false,
            expanded: 0,
            generated: 0,
        }
    }

    /// Bytes a pass of `width` holds, about, for solutions of `moves` moves: its trail, and two
    /// levels with their children and the set of a level's states.
    pub(super) const fn bytes_for(width: usize, moves: usize) -> usize {
        width * (4 * moves + size_of::<Node>() + 3 * (size_of::<Child>() + 2 * size_of::<Packed>()))
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
                if let Some(step) = self.next_level() {
                    return step;
                }
                return PassStep::Running;
            };
            let place = u32::try_from(self.next).unwrap_or(u32::MAX);
            self.next += 1;
            self.expanded += 1;
            let (mut positions, board) = unpack(node.state);
            let empty = blank(node.state);
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
                let tile = board[usize::from(cell)];
                positions[usize::from(tile)] = empty;
                positions[0] = cell;
                let estimate = heuristic.after_move(node.estimate, &positions, tile, cell, empty);
                positions[usize::from(tile)] = cell;
                positions[0] = empty;
                let h = estimate.value();
                if g + h >= limit {
                    continue;
                }
                let state = slide(node.state, tile, empty, cell);
                if state == self.goal {
                    return PassStep::Improved(self.path(place, cell));
                }
                if self.seen.insert(state) {
                    let h = u8::try_from(h).unwrap_or(u8::MAX);
                    self.children.push(Child {
                        node: Node { state, estimate },
                        trail: place << 5 | u32::from(cell),
                        h,
                    });
                }
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

    /// Keeps the best `width` children as the next level; ends the pass when there are none.
    fn next_level(&mut self) -> Option<PassStep> {
        if self.children.is_empty() {
            return Some(PassStep::Ended { complete: !self.truncated });
        }
        if self.children.len() > self.width {
            self.children.select_nth_unstable_by_key(self.width, |child| child.h);
            self.children.truncate(self.width);
            self.truncated = true;
        }
        self.level.clear();
        self.level.extend(self.children.iter().map(|child| child.node));
        self.trail.push(self.children.iter().map(|child| child.trail).collect());
        self.children.clear();
        self.seen.clear();
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
