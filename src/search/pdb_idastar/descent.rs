//! One slice of a depth-first pass: the recursion below a node, its children best first with
//! their bounds (pathmax, one level of BPMX), pausing when the budget is spent and walking back
//! down to where it paused; and what a slice counted ([`Tally`]).

use std::marker::PhantomData;

use super::moves::{NEIGHBOURS, PRUNED};
use super::node::{Child, Node, PATTERN_MASK, PATTERN_ROOM};
use super::subtrees::Pool;
use super::tables::{Addressing, Tables, byte, entry};
use crate::heuristic::pdb::{CELLS, transpose};

/// How the search of a subtree ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    /// Nothing found within the bound.
    Exhausted,
    /// The goal: the path leads there.
    Found,
    /// The budget ran out; the path to the node not yet expanded is in `paused_at`.
    Paused,
}

/// One slice of a depth-first pass: the tables and the state the recursion shares.
pub(super) struct Descent<'a, A> {
    pub(super) addressing: PhantomData<A>,
    pub(super) tables: &'a Tables,
    pub(super) entries: [&'a [u8]; PATTERN_ROOM],
    /// The board at the current node.
    pub(super) tiles: [u8; CELLS],
    pub(super) bound: u32,
    pub(super) next_bound: u32,
    pub(super) expanded: u64,
    pub(super) generated: u64,
    pub(super) stop_at: u64,
    /// With several threads, the slice's expansions not yet handed to a thread, and whether a
    /// thread has run out of subtrees (see [`Pool`]).
    pub(super) pool: Option<&'a Pool>,
    /// The child numbers leading to where the last slice paused, and how many of them are
    /// still to be followed (0 once there).
    pub(super) resume: &'a [u8],
    pub(super) replaying: usize,
    /// Above this depth only the child `resume` names is searched: the slice stays in the
    /// subtree below that path's first `floor` moves (0: the whole tree).
    pub(super) floor: usize,
    /// Filled when pausing: the child numbers from the paused node up to the root.
    pub(super) paused_at: Vec<u8>,
    /// The blank's cells from the root to the current node.
    pub(super) path: Vec<u8>,
    pub(super) deepest: usize,
}

impl<A: Addressing> Descent<'_, A> {
    /// Searches below `node`, at `depth`, which is within the bound and not the goal.
    pub(super) fn search(&mut self, node: &Node, depth: usize) -> Flow {
        let replaying = depth < self.replaying;
        if !replaying {
            self.replaying = 0;
            if self.expanded >= self.stop_at && !self.claim() {
                return Flow::Paused;
            }
            self.expanded += 1;
            self.deepest = self.deepest.max(depth + 1);
        }
        let mut children = [Child::default(); 4];
        let count = self.children(node, depth, !replaying, &mut children);
        let first = if replaying { usize::from(self.resume[depth]) } else { 0 };
        let last = if depth < self.floor { first + 1 } else { count };
        for (number, child) in children.iter().enumerate().take(count.min(last)).skip(first) {
            let child = &child.of(node);
            let (from, to) = (usize::from(child.blank & 15), usize::from(node.blank & 15));
            self.slide(from, to);
            self.path.push(child.blank);
            if child.manhattan == 0 {
                return Flow::Found;
            }
            let flow = self.search(child, depth + 1);
            if flow == Flow::Found {
                return flow;
            }
            self.path.pop();
            self.slide(to, from);
            if flow == Flow::Paused {
                self.paused_at.push(byte(number));
                return flow;
            }
        }
        Flow::Exhausted
    }

    /// Takes more of the parallel slice's budget, unless it is spent or another thread waits
    /// for work (then this one pauses, so its subtree can be shared).
    #[cold]
    #[inline(never)]
    fn claim(&mut self) -> bool {
        let started = self.expanded > 0;
        let more = self.pool.map_or(0, |pool| pool.claim(started));
        self.stop_at += more;
        more > 0
    }

    /// Moves the tile on cell `from` to the blank's cell `to`.
    #[inline]
    fn slide(&mut self, from: usize, to: usize) {
        self.tiles[to] = self.tiles[from];
        self.tiles[from] = 0;
    }

    /// Expands `node` and the nodes below it down to depth `split`, and adds to `subtrees`
    /// the child numbers of every path within the bound that reaches that depth (or the
    /// goal, sooner). `numbers` holds those leading to `node`.
    pub(super) fn split(
        &mut self,
        node: &Node,
        depth: usize,
        split: usize,
        numbers: &mut Vec<u8>,
        subtrees: &mut Vec<Vec<u8>>,
    ) {
        self.expanded += 1;
        let mut children = [Child::default(); 4];
        let count = self.children(node, depth, true, &mut children);
        for (number, child) in children.iter().enumerate().take(count) {
            let child = &child.of(node);
            numbers.push(byte(number));
            if child.manhattan == 0 || depth + 1 == split {
                subtrees.push(numbers.clone());
            } else {
                let (from, to) = (usize::from(child.blank & 15), usize::from(node.blank & 15));
                self.slide(from, to);
                self.split(child, depth + 1, split, numbers, subtrees);
                self.slide(to, from);
            }
            numbers.pop();
        }
    }

    /// Fills `children` with the children of `node` within the bound, best first, and says
    /// how many; the others lower the next bound. `count` says whether to count them as
    /// generated (not when walking back down to where a slice paused).
    #[inline]
    fn children(&mut self, node: &Node, depth: usize, count: bool, children: &mut [Child; 4]) -> usize {
        let tables = self.tables;
        let tiles = &self.tiles;
        let to = node.blank & 15;
        let g_child = u32::try_from(depth).unwrap_or(u32::MAX) + 1;
        let mut kept = 0;
        let mut largest_h = 0;
        for (step, &from) in NEIGHBOURS.of(to).iter().enumerate() {
            let moves = tables.machine.next(node.moves, step);
            if moves == PRUNED {
                continue;
            }
            if count {
                self.generated += 1;
            }
            let from = from & 15;
            let tile = tiles[usize::from(from)] & 15;
            let distance = &tables.distance[usize::from(tile)];
            let slot = tables.slot[usize::from(tile)];
            let pattern_number = (slot >> 4) & PATTERN_MASK;
            let pattern = usize::from(pattern_number);
            let slot_on = |cell: u8| tables.slot[usize::from(tiles[usize::from(cell & 15)] & 15)];
            let index = A::moved(node.index[pattern], &tables.weights[pattern], slot, from, to, slot_on);
            let half_excess = entry(self.entries[pattern], index);
            let mut child = Child {
                blank: from,
                moves,
                manhattan: node.manhattan + distance[usize::from(to)] - distance[usize::from(from)],
                sum: node.sum - node.half_excess[pattern] + half_excess,
                pattern: pattern_number,
                half_excess,
                index,
                // No mirror: pattern 0's, unchanged.
                mirror_sum: node.mirror_sum,
                mirror_pattern: 0,
                mirror_half_excess: node.mirror_half_excess[0],
                mirror_index: node.mirror_index[0],
                h: 0,
            };
            // The cheaper bound first: many children fail it and skip the mirror lookup.
            let plain_f = g_child + u32::from(child.manhattan) + 2 * u32::from(child.sum);
            if plain_f > self.bound {
                self.next_bound = self.next_bound.min(plain_f);
                largest_h = largest_h.max(plain_f - g_child);
                continue;
            }
            if tables.reflects {
                let slot = tables.mirror_slot[usize::from(tile)];
                let mirror_number = (slot >> 4) & PATTERN_MASK;
                let mirror_pattern = usize::from(mirror_number);
                let mirror_on =
                    |cell: u8| tables.mirror_slot[usize::from(tiles[usize::from(transpose(cell) & 15)] & 15)];
                let index = A::moved(
                    node.mirror_index[mirror_pattern],
                    &tables.weights[mirror_pattern],
                    slot,
                    transpose(from),
                    transpose(to),
                    mirror_on,
                );
                child.mirror_pattern = mirror_number;
                child.mirror_index = index;
                child.mirror_half_excess = entry(self.entries[mirror_pattern], index);
                child.mirror_sum = node.mirror_sum - node.mirror_half_excess[mirror_pattern] + child.mirror_half_excess;
            }
            // Pathmax: a move changes the true distance by one, so the parent's estimate less one
            // bounds the child's too (the databases, minimal over the blank's regions, are not
            // always that consistent by themselves).
            let h = (u32::from(child.manhattan) + 2 * u32::from(child.sum.max(child.mirror_sum)))
                .max(u32::from(node.h).saturating_sub(1));
            largest_h = largest_h.max(h);
            if g_child + h > self.bound {
                self.next_bound = self.next_bound.min(g_child + h);
                continue;
            }
            child.h = byte(h);
            // Insertion by h, so the most promising child is tried first.
            let mut at = kept;
            while at > 0 && children[at - 1].h > child.h {
                children[at] = children[at - 1];
                at -= 1;
            }
            children[at] = child;
            kept += 1;
        }
        // Bidirectional pathmax (BPMX): a move changes the true distance by one, so a child's
        // estimate less one bounds this node's too. The larger of the two databases' sums is
        // not consistent, so a child often sees farther than its parent; when that alone puts
        // this node past the bound, none of its children needs a search, not even those within
        // it. The next bound takes this node's raised f, a lower bound on any path through it.
        let raised_f = g_child - 1 + largest_h.saturating_sub(1);
        if raised_f > self.bound {
            self.next_bound = self.next_bound.min(raised_f);
            return 0;
        }
        kept
    }
}

/// What a slice's descent (or one thread's part of a parallel slice) counted and found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Tally {
    pub(super) expanded: u64,
    pub(super) generated: u64,
    pub(super) next_bound: u32,
    pub(super) deepest: usize,
}

impl Tally {
    /// Nothing counted yet: no next bound seen.
    pub(super) const fn new() -> Self {
        Self { expanded: 0, generated: 0, next_bound: u32::MAX, deepest: 0 }
    }

    pub(super) fn add<A>(&mut self, descent: &Descent<'_, A>) {
        self.merge(&Self {
            expanded: descent.expanded,
            generated: descent.generated,
            next_bound: descent.next_bound,
            deepest: descent.deepest,
        });
    }

    /// Adds another slice's counts: expansions summed, the least next bound, the deepest.
    pub(super) fn merge(&mut self, other: &Self) {
        self.expanded += other.expanded;
        self.generated += other.generated;
        self.next_bound = self.next_bound.min(other.next_bound);
        self.deepest = self.deepest.max(other.deepest);
    }
}
