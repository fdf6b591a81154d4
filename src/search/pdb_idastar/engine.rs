//! IDA* tuned for the 4x4 board with additive pattern databases: the search behind `idastar`
//! with a `pdb` heuristic (and `auto` on 4x4).
//!
//! The board is a 16-byte array; a node carries its Manhattan distance and each pattern's
//! database address, all updated move by move (one tile moves, so one address per lookup
//! changes: by a shift when the entries are addressed directly by cells, as they are for
//! patterns of up to six tiles, else by the digits of the tiles it passes in the packed
//! numbering); a move that would make the path a duplicate of an earlier or shorter one (the
//! move that undoes the last one among them) is never tried ([`MoveMachine`]); children are tried most promising first; the mirror lookup is skipped for
//! children the plain one already rules out; and a child whose estimate puts its parent past
//! the bound prunes the parent's other children too (bidirectional pathmax, one level). The depth-first pass is a plain recursion, whose
//! state the compiler keeps in registers, and nothing is allocated per node.
//!
//! It is still resumable: a slice that runs out of budget unwinds and keeps the child numbers
//! on the path to the node it stopped at, and the next slice walks back down that path
//! (re-evaluating, not re-counting, the nodes on it) and goes on from there.
//!
//! With several threads ([`PdbIdaStar::with_threads`], native only) each pass is first split
//! into subtrees: the child numbers of every path within the bound to a depth that yields
//! enough of them. The calling thread and the others take subtrees from a shared stack and
//! search each as a slice that never climbs above the subtree's root, drawing the slice's
//! budget from a shared pool in small pieces ([`Pool`]), so they all stop within a piece of
//! each other; a thread that stops puts its subtree back with the path to where it paused. Near
//! the end of a pass, when fewer subtrees are left than threads, paused ones are split further
//! ([`spread`]). Every subtree of a pass shares its bound,
//! so the answer is as long as one thread's (the same length, perhaps other moves).

use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::moves::{MoveMachine, NEIGHBOURS, PRUNED};
use crate::heuristic::pdb::{CELLS, DatabaseKey, DatabaseSet, MAX_TILES, Pattern, PdbHeuristic, transpose};
use crate::search::{Iteration, Search, Stats, Step};

/// Room for every pattern, a power of two so a masked index needs no bounds check.
const PATTERN_ROOM: usize = 4;
/// Masks a pattern's number into [`PATTERN_ROOM`].
#[expect(clippy::cast_possible_truncation, reason = "PATTERN_ROOM is 4, and a const has no try_from")]
const PATTERN_MASK: u8 = (PATTERN_ROOM - 1) as u8;

/// The slot of the blank, in no pattern.
const NO_SLOT: u8 = u8::MAX;

/// Subtrees a parallel pass is split into, per thread, at least (when the tree is that wide).
const SUBTREES_PER_THREAD: usize = 64;

/// The deepest a parallel pass is split at.
const MAX_SPLIT_DEPTH: usize = 16;

/// A node: the blank, where it came from, and the heuristic's parts.
#[derive(Debug, Clone, Copy, Default)]
struct Node {
    blank: u8,
    /// The state of the path to here in the machine that prunes duplicate paths
    /// ([`MoveMachine`]; it also prunes the move that undoes the last one).
    moves: u16,
    manhattan: u8,
    /// The sums of the patterns' half excesses, for the board and its mirror image.
    sum: u8,
    mirror_sum: u8,
    /// `h`, kept to order children.
    h: u8,
    /// Each pattern's stored half excess and database index, for the board and its mirror.
    half_excess: [u8; PATTERN_ROOM],
    mirror_half_excess: [u8; PATTERN_ROOM],
    index: [u32; PATTERN_ROOM],
    mirror_index: [u32; PATTERN_ROOM],
}

/// A child as [`Descent::children`] finds it: only what differs from its parent (one pattern's
/// address and entry, and the mirror's), 20 bytes rather than a [`Node`]'s 48, so that making
/// and ranking the children moves little, and only the children searched are made whole
/// ([`Child::of`]). wasm copies a node eight bytes at a time: this took about 5 % off its
/// search, for about 3 % more natively, where a node is copied in three (BENCHMARKS.md).
#[derive(Debug, Clone, Copy, Default)]
struct Child {
    h: u8,
    blank: u8,
    moves: u16,
    manhattan: u8,
    sum: u8,
    mirror_sum: u8,
    /// The pattern of the tile that moved, and its stored half excess and address after the move.
    pattern: u8,
    half_excess: u8,
    /// The same in the mirror image (where there is no mirror, pattern 0 unchanged).
    mirror_pattern: u8,
    mirror_half_excess: u8,
    index: u32,
    mirror_index: u32,
}

const _: () = assert!(size_of::<Child>() == 20, "a child is the 20 bytes its notes say");

impl Child {
    /// The child node of `parent`.
    #[inline]
    fn of(&self, parent: &Node) -> Node {
        let mut node = *parent;
        node.blank = self.blank;
        node.moves = self.moves;
        node.manhattan = self.manhattan;
        node.sum = self.sum;
        node.mirror_sum = self.mirror_sum;
        node.h = self.h;
        let pattern = usize::from(self.pattern & PATTERN_MASK);
        node.index[pattern] = self.index;
        node.half_excess[pattern] = self.half_excess;
        let mirror_pattern = usize::from(self.mirror_pattern & PATTERN_MASK);
        node.mirror_index[mirror_pattern] = self.mirror_index;
        node.mirror_half_excess[mirror_pattern] = self.mirror_half_excess;
        node
    }
}

/// Everything fixed for a search, flattened for the inner loop.
struct Tables {
    set: Arc<DatabaseSet>,
    /// Whether entries are addressed directly by cells ([`Direct`]) rather than packed.
    direct: bool,
    reflects: bool,
    /// `distance[tile][cell]`: Manhattan distance of `tile` on `cell` from its goal cell.
    distance: [[u8; CELLS]; CELLS],
    /// Each tile's pattern (high four bits) and slot (low four), `NO_SLOT` for the blank.
    slot: [u8; CELLS],
    /// The same for the tile that stands for it in the mirror image.
    mirror_slot: [u8; CELLS],
    /// Each pattern's address step per slot: the packed numbering's weights, or powers of 16.
    weights: [[u32; MAX_TILES]; PATTERN_ROOM],
    machine: &'static MoveMachine,
}

/// `value` as a byte, for values known to be small (cells, tiles, slots, distances, lengths).
pub(super) fn byte(value: impl TryInto<u8>) -> u8 {
    value.try_into().unwrap_or(u8::MAX)
}

impl Tables {
    fn new(pdb: &PdbHeuristic) -> Self {
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
    fn entries(&self) -> [&[u8]; PATTERN_ROOM] {
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
trait Addressing {
    /// Each slot's step in the address.
    fn weights(pattern: &Pattern) -> [u32; MAX_TILES];

    /// The address after the tile in `slot` (pattern in the high four bits) steps from `from`
    /// to the empty neighbouring cell `to`; `slot_on(cell)` gives the slot of the tile on a cell.
    fn moved(address: u32, weights: &[u32; MAX_TILES], slot: u8, from: u8, to: u8, slot_on: impl Fn(u8) -> u8) -> u32;
}

/// The packed numbering of [`Pattern::index`]: compact, but a move changes the digits of the
/// tiles it passes.
struct Packed;

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
struct Direct;

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
fn entry(entries: &[u8], index: u32) -> u8 {
    let at = usize::try_from(index >> 1).unwrap_or(usize::MAX);
    (entries[at] >> ((index & 1) * 4)) & 0xF
}

/// How the search of a subtree ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// Nothing found within the bound.
    Exhausted,
    /// The goal: the path leads there.
    Found,
    /// The budget ran out; the path to the node not yet expanded is in `paused_at`.
    Paused,
}

/// One slice of a depth-first pass: the tables and the state the recursion shares.
struct Descent<'a, A> {
    addressing: PhantomData<A>,
    tables: &'a Tables,
    entries: [&'a [u8]; PATTERN_ROOM],
    /// The board at the current node.
    tiles: [u8; CELLS],
    bound: u32,
    next_bound: u32,
    expanded: u64,
    generated: u64,
    stop_at: u64,
    /// With several threads, the slice's expansions not yet handed to a thread, and whether a
    /// thread has run out of subtrees (see [`Pool`]).
    pool: Option<&'a Pool>,
    /// The child numbers leading to where the last slice paused, and how many of them are
    /// still to be followed (0 once there).
    resume: &'a [u8],
    replaying: usize,
    /// Above this depth only the child `resume` names is searched: the slice stays in the
    /// subtree below that path's first `floor` moves (0: the whole tree).
    floor: usize,
    /// Filled when pausing: the child numbers from the paused node up to the root.
    paused_at: Vec<u8>,
    /// The blank's cells from the root to the current node.
    path: Vec<u8>,
    deepest: usize,
}

impl<A: Addressing> Descent<'_, A> {
    /// Searches below `node`, at `depth`, which is within the bound and not the goal.
    fn search(&mut self, node: &Node, depth: usize) -> Flow {
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
    fn split(&mut self, node: &Node, depth: usize, split: usize, numbers: &mut Vec<u8>, subtrees: &mut Vec<Vec<u8>>) {
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

/// IDA* over a 4x4 board with [`PdbHeuristic`]; the nodes it reports are blank cells.
///
/// ```
/// use std::sync::Arc;
/// use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}, search::pdb_idastar::PdbIdaStar};
/// use npuzzle::search::{Search, Step};
///
/// let board = parse_board("4 1 2 3 0 5 6 7 8 9 10 11 12 13 14 15")?;
/// let goal = Goal::blank_first(board.shape());
/// let set = DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {});
/// let pdb = PdbHeuristic::new(Arc::new(set), &goal)?;
/// let mut search = PdbIdaStar::new(&pdb, board.tiles());
/// assert_eq!(search.run(u64::MAX), Step::Found(vec![4, 0])); // the blank's cells, start to goal
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct PdbIdaStar {
    tables: Tables,
    root: Node,
    pub(super) start: [u8; CELLS],
    pub(super) bound: u32,
    next_bound: u32,
    /// Whether a pass is under way (paused), and the expansions before it began.
    pub(super) in_pass: bool,
    pass_start: u64,
    /// The child numbers from the root to where the last slice paused.
    resume: Vec<u8>,
    path: Vec<u8>,
    deepest: usize,
    stats: Stats,
    pub(super) threads: usize,
    /// With several threads, the pass's subtrees not yet searched (`None` before the pass is
    /// split), the next on top.
    pub(super) subtrees: Option<Vec<Subtree>>,
    /// With helpers elsewhere (other instances, [`super::shared_pass`]): the subtrees lent to
    /// them and what they found.
    pub(super) lending: Option<Lending>,
}

/// A subtree of a parallel pass: the child numbers from the root to its root (`floor` of
/// them), or, once a slice paused in it, to where that slice stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Subtree {
    pub(super) floor: usize,
    pub(super) resume: Vec<u8>,
}

/// Where a slice of one subtree ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Reach {
    /// Nothing within the bound below it.
    Exhausted,
    /// The goal: the blank's cells from the search's root.
    Found(Vec<u8>),
    /// The budget ran out: what is left of it.
    Paused(Subtree),
}

/// A pass shared with helpers: how many subtrees are out, and the first answer one brought.
#[derive(Debug, Default)]
pub(super) struct Lending {
    pub(super) lent: usize,
    pub(super) found: Option<Vec<u8>>,
    /// Counts the passes, so a result from an earlier one is told apart.
    pub(super) pass: u32,
    /// The goal, for the helpers' own searches.
    pub(super) goal: [u8; CELLS],
}

/// A parallel slice's budget, handed to its threads in small pieces as they go, so that a thread
/// that starts late or works faster takes more of it: the threads stop within a piece of each
/// other. A thread that finds no subtree left marks the pool starved; the others then pause at
/// their next piece, so the slice ends and the next one shares their subtrees ([`spread`]).
struct Pool {
    left: AtomicU64,
    piece: u64,
    starved: AtomicBool,
}

impl Pool {
    /// Pieces of at most 256 expansions (about 35 microseconds: a slice's threads stop within
    /// that of each other), and at least 64 per thread.
    fn new(budget: u64, threads: usize) -> Self {
        let piece = (budget / (64 * threads as u64)).clamp(1, 256);
        Self { left: AtomicU64::new(budget), piece, starved: AtomicBool::new(false) }
    }

    /// Whether some budget is left.
    fn left(&self) -> bool {
        self.left.load(Ordering::Relaxed) > 0
    }

    /// A piece of the budget: 0 when it is spent, or when a thread starves and the claimant
    /// has `started` (expanded a node of its subtree), so each slice gets somewhere.
    fn claim(&self, started: bool) -> u64 {
        if started && self.starved.load(Ordering::Relaxed) {
            return 0;
        }
        let taken =
            self.left.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| Some(left - left.min(self.piece)));
        taken.map_or(0, |left| left.min(self.piece))
    }

    fn give_back(&self, unspent: u64) {
        self.left.fetch_add(unspent, Ordering::Relaxed);
    }

    fn starve(&self) {
        self.starved.store(true, Ordering::Relaxed);
    }
}

/// `subtrees` with paused ones split until there are at least `threads` (where they can be):
/// a subtree paused below its root keeps the child it is in, and the root's later children
/// become subtrees of their own (numbers past the last child make empty ones). Near a pass's
/// end this gives an idle thread part of the last large subtree.
fn spread(mut subtrees: Vec<Subtree>, threads: usize) -> Vec<Subtree> {
    while subtrees.len() < threads {
        let Some(at) = subtrees.iter().position(|subtree| subtree.resume.len() > subtree.floor) else { break };
        let paused = &mut subtrees[at];
        let floor = paused.floor;
        let (prefix, next) = (paused.resume[..floor].to_vec(), paused.resume[floor]);
        paused.floor = floor + 1;
        for number in next + 1..4 {
            let mut resume = prefix.clone();
            resume.push(number);
            subtrees.push(Subtree { floor: floor + 1, resume });
        }
    }
    subtrees
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

    fn add<A>(&mut self, descent: &Descent<'_, A>) {
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

impl PdbIdaStar {
    /// A search from the 16 `tiles` (reading order, 0 the blank) to `pdb`'s goal.
    ///
    /// # Panics
    /// If `tiles` does not hold 16 values with one blank: the caller has a checked board.
    #[must_use]
    pub fn new(pdb: &PdbHeuristic, tiles: &[u8]) -> Self {
        let start: [u8; CELLS] = tiles.try_into().expect("a 4x4 board has 16 cells");
        let blank = start.iter().position(|&t| t == 0).expect("a board has a blank");
        let tables = Tables::new(pdb);
        let mut root = Node {
            blank: byte(blank),
            moves: tables.machine.start(byte(blank)),
            manhattan: byte(pdb.manhattan(&start)),
            ..Node::default()
        };
        let lookups = [
            (false, &mut root.index, &mut root.half_excess),
            (true, &mut root.mirror_index, &mut root.mirror_half_excess),
        ];
        for (reflected, index, half_excess) in lookups {
            if reflected && !pdb.reflects() {
                continue;
            }
            let placements = pdb.placements(&start, reflected);
            let entries = tables.entries();
            for (p, database) in tables.set.databases().iter().enumerate() {
                let cells = &placements[p][..database.pattern().len()];
                let address = if tables.direct {
                    cells.iter().zip(&tables.weights[p]).map(|(&cell, &weight)| u32::from(cell) * weight).sum()
                } else {
                    u32::try_from(database.pattern().index(cells)).unwrap_or(u32::MAX)
                };
                index[p] = address;
                half_excess[p] = entry(entries[p], address);
            }
        }
        root.sum = root.half_excess.iter().sum();
        root.mirror_sum = root.mirror_half_excess.iter().sum();
        let h = u32::from(root.manhattan) + 2 * u32::from(root.sum.max(root.mirror_sum));
        root.h = byte(h);
        Self {
            tables,
            root,
            start,
            bound: h,
            next_bound: u32::MAX,
            in_pass: false,
            pass_start: 0,
            resume: Vec::new(),
            path: Vec::new(),
            deepest: 0,
            stats: Stats { bound: h, ..Stats::default() },
            threads: 1,
            subtrees: None,
            lending: None,
        }
    }

    /// The same search spread over `threads` threads (at least one); the answer's length is
    /// the same, and `run(budget)` still does about `budget` expansions in all.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}, search::pdb_idastar::PdbIdaStar};
    /// use npuzzle::search::{Search, Step};
    ///
    /// let board = parse_board("1 2 3 7 4 5 6 11 8 9 10 0 12 13 14 15")?;
    /// let goal = Goal::blank_first(board.shape());
    /// let set = DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {});
    /// let pdb = PdbHeuristic::new(Arc::new(set), &goal)?;
    /// let one = PdbIdaStar::new(&pdb, board.tiles()).run(u64::MAX);
    /// let two = PdbIdaStar::new(&pdb, board.tiles()).with_threads(2).run(u64::MAX);
    /// match (one, two) {
    ///     (Step::Found(one), Step::Found(two)) => assert_eq!(one.len(), two.len()),
    ///     _ => unreachable!("both solve it"),
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// A descent from the root that follows `resume`, stays below its first `floor` moves and
    /// expands at most `budget` nodes, counting from zero.
    fn descent<'a, A>(&'a self, resume: &'a [u8], floor: usize, budget: u64) -> Descent<'a, A> {
        Descent {
            addressing: PhantomData,
            tables: &self.tables,
            entries: self.tables.entries(),
            tiles: self.start,
            bound: self.bound,
            next_bound: u32::MAX,
            expanded: 0,
            generated: 0,
            stop_at: budget,
            pool: None,
            resume,
            replaying: resume.len(),
            floor,
            paused_at: Vec::new(),
            path: vec![self.root.blank],
            deepest: 0,
        }
    }

    /// Keeps what slices counted.
    pub(super) fn absorb(&mut self, tally: &Tally) {
        self.next_bound = self.next_bound.min(tally.next_bound);
        self.deepest = self.deepest.max(tally.deepest);
        self.stats.expanded += tally.expanded;
        self.stats.generated += tally.generated;
        self.stats.max_frontier = self.deepest;
    }

    /// The databases' key.
    pub(super) fn key(&self) -> DatabaseKey {
        self.tables.set.key()
    }

    /// [`Self::split`] with this search's addressing.
    pub(super) fn split_pass(&mut self) -> Vec<Subtree> {
        if self.tables.direct { self.split::<Direct>() } else { self.split::<Packed>() }
    }

    /// Splits the pass into subtrees, at the shallowest depth that gives every thread
    /// [`SUBTREES_PER_THREAD`] of them; counts the nodes above them as expanded.
    fn split<A: Addressing>(&mut self) -> Vec<Subtree> {
        let mut subtrees = Vec::new();
        let mut tally = Tally::new();
        for depth in 1..=MAX_SPLIT_DEPTH {
            let mut descent = self.descent::<A>(&[], 0, u64::MAX);
            subtrees.clear();
            descent.split(&self.root, 0, depth, &mut Vec::new(), &mut subtrees);
            if subtrees.len() >= SUBTREES_PER_THREAD * self.threads || depth == MAX_SPLIT_DEPTH {
                tally.add(&descent);
                break;
            }
        }
        self.absorb(&tally);
        // Taken from the end: the first subtree on top.
        subtrees.into_iter().rev().map(|resume| Subtree { floor: resume.len(), resume }).collect()
    }

    /// A slice of one subtree with at most `budget` expansions, searched from this search's
    /// root under its bound: on a thread (which claims more from `pool` as it goes), here, or
    /// in a helper's instance. Also says how many of the expansions allowed are left.
    fn subtree_slice<'a, A: Addressing>(
        &'a self,
        subtree: &'a Subtree,
        budget: u64,
        pool: Option<&'a Pool>,
    ) -> (Tally, Reach, u64) {
        let mut descent = self.descent::<A>(&subtree.resume, subtree.floor, budget);
        descent.pool = pool;
        let flow = descent.search(&self.root, 0);
        let left = descent.stop_at - descent.expanded;
        let mut tally = Tally::new();
        tally.add(&descent);
        let reach = match flow {
            Flow::Exhausted => Reach::Exhausted,
            Flow::Found => Reach::Found(descent.path),
            Flow::Paused => {
                let mut resume = descent.paused_at;
                resume.reverse();
                Reach::Paused(Subtree { floor: subtree.floor, resume })
            }
        };
        (tally, reach, left)
    }

    /// [`Self::subtree_slice`] with this search's addressing.
    pub(super) fn search_subtree(&self, subtree: &Subtree, budget: u64) -> (Tally, Reach) {
        let (tally, reach, _) = if self.tables.direct {
            self.subtree_slice::<Direct>(subtree, budget, None)
        } else {
            self.subtree_slice::<Packed>(subtree, budget, None)
        };
        (tally, reach)
    }

    /// One thread's part of a parallel slice: subtrees from `stack` until the `pool`'s budget
    /// is spent or the goal is found (here or, as `found` says, in another thread).
    fn work<A: Addressing>(
        &self,
        stack: &Mutex<Vec<Subtree>>,
        found: &AtomicBool,
        pool: &Pool,
    ) -> (Tally, Option<Vec<u8>>) {
        let mut tally = Tally::new();
        // Expansions claimed from the pool and not yet spent, carried from subtree to subtree.
        let mut allowance = 0;
        while !found.load(Ordering::Relaxed) && (allowance > 0 || pool.left()) {
            let Some(subtree) = stack.lock().ok().and_then(|mut stack| stack.pop()) else {
                pool.starve();
                break;
            };
            let (part, reach, left) = self.subtree_slice::<A>(&subtree, allowance, Some(pool));
            allowance = left;
            tally.merge(&part);
            match reach {
                Reach::Exhausted => {}
                Reach::Found(path) => {
                    found.store(true, Ordering::Relaxed);
                    // The other threads stop at their next piece.
                    pool.starve();
                    return (tally, Some(path));
                }
                Reach::Paused(rest) => {
                    if let Ok(mut stack) = stack.lock() {
                        stack.push(rest);
                    }
                    break;
                }
            }
        }
        pool.give_back(allowance);
        (tally, None)
    }

    /// A slice of the pass over every thread, with `budget` expansions in all.
    fn parallel_slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        let subtrees = match self.subtrees.take() {
            Some(subtrees) => subtrees,
            None => self.split::<A>(),
        };
        let stack = Mutex::new(spread(subtrees, self.threads));
        let found = AtomicBool::new(false);
        let pool = Pool::new(budget, self.threads);
        let this = &*self;
        let parts: Vec<(Tally, Option<Vec<u8>>)> = std::thread::scope(|scope| {
            let workers: Vec<_> =
                (1..this.threads).map(|_| scope.spawn(|| this.work::<A>(&stack, &found, &pool))).collect();
            let mut parts = vec![this.work::<A>(&stack, &found, &pool)];
            parts.extend(workers.into_iter().filter_map(|worker| worker.join().ok()));
            parts
        });
        let mut path = None;
        for (tally, found) in parts {
            self.absorb(&tally);
            path = path.or(found);
        }
        let stack = stack.into_inner().unwrap_or_default();
        self.stats.stored = stack.iter().map(|subtree| subtree.resume.len() + 1).sum::<usize>().max(1);
        self.stats.frontier = self.stats.stored;
        if let Some(path) = path {
            self.path = path;
            Flow::Found
        } else if stack.is_empty() {
            Flow::Exhausted
        } else {
            self.subtrees = Some(stack);
            Flow::Paused
        }
    }

    /// Searches on from where the last slice stopped (or the root), with `A` addressing, and
    /// keeps what the descent ends with.
    fn slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        let resume = std::mem::take(&mut self.resume);
        let mut descent = self.descent::<A>(&resume, 0, budget);
        let flow = descent.search(&self.root, 0);
        let mut tally = Tally::new();
        tally.add(&descent);
        let Descent { mut paused_at, path, .. } = descent;
        self.absorb(&tally);
        self.stats.stored = path.len();
        self.stats.frontier = path.len();
        if flow == Flow::Paused {
            // The path was unwound; the paused node is as deep as the child numbers leading to it.
            paused_at.reverse();
            self.resume = paused_at;
            self.stats.stored = self.resume.len() + 1;
            self.stats.frontier = self.stats.stored;
        }
        self.path = path;
        flow
    }

    /// A slice of a pass shared with helpers ([`super::shared_pass`]): the subtrees not lent
    /// out are searched here, one after another. The pass is exhausted once none is left here
    /// or out; with none here and some out, the slice does nothing (`waiting`).
    fn shared_slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        let mut stack = match self.subtrees.take() {
            Some(subtrees) => subtrees,
            None => self.split::<A>(),
        };
        let mut tally = Tally::new();
        let mut found = None;
        while tally.expanded < budget {
            let Some(subtree) = stack.pop() else { break };
            let (part, reach, _) = self.subtree_slice::<A>(&subtree, budget - tally.expanded, None);
            tally.merge(&part);
            match reach {
                Reach::Exhausted => {}
                Reach::Found(path) => found = Some(path),
                Reach::Paused(rest) => stack.push(rest),
            }
            if found.is_some() || tally.expanded >= budget {
                break;
            }
        }
        self.absorb(&tally);
        self.stats.stored = stack.iter().map(|subtree| subtree.resume.len() + 1).sum::<usize>().max(1);
        self.stats.frontier = self.stats.stored;
        let lending = self.lending.get_or_insert_default();
        if let Some(path) = found.or_else(|| lending.found.take()) {
            self.path = path;
            return Flow::Found;
        }
        if stack.is_empty() && lending.lent == 0 {
            return Flow::Exhausted;
        }
        self.subtrees = Some(stack);
        Flow::Paused
    }

    /// The next slice, on one thread or several.
    fn next_slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        if self.lending.is_some() {
            return self.shared_slice::<A>(budget);
        }
        // wasm has no threads: there the parallel code is left out of the module altogether.
        if cfg!(not(target_arch = "wasm32")) && self.threads > 1 {
            self.parallel_slice::<A>(budget)
        } else {
            self.slice::<A>(budget)
        }
    }

    /// Bytes held per node of the path (the path is all that is stored): a node on the
    /// recursion's stack, with its children.
    #[must_use]
    pub const fn bytes_per_state(&self) -> usize {
        size_of::<Node>() + 4 * size_of::<Child>()
    }
}

impl Search<u8> for PdbIdaStar {
    fn run(&mut self, budget: u64) -> Step<u8> {
        if self.root.manhattan == 0 {
            return Step::Found(vec![self.root.blank]);
        }
        let stop_at = self.stats.expanded.saturating_add(budget);
        loop {
            if !self.in_pass {
                self.in_pass = true;
                self.pass_start = self.stats.expanded;
                self.next_bound = u32::MAX;
                self.resume.clear();
                self.subtrees = None;
                if let Some(lending) = &mut self.lending {
                    lending.pass += 1;
                }
            }
            let budget = stop_at.saturating_sub(self.stats.expanded);
            if budget == 0 {
                return Step::Running;
            }
            let flow =
                if self.tables.direct { self.next_slice::<Direct>(budget) } else { self.next_slice::<Packed>(budget) };
            match flow {
                Flow::Found => return Step::Found(self.path.clone()),
                Flow::Paused => return Step::Running,
                Flow::Exhausted => {
                    self.in_pass = false;
                    let expanded = self.stats.expanded - self.pass_start;
                    self.stats.iterations.push(Iteration { bound: self.bound, expanded });
                    if self.next_bound == u32::MAX {
                        return Step::Exhausted;
                    }
                    self.bound = self.next_bound;
                    self.stats.bound = self.bound;
                }
            }
        }
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paused_subtree_is_spread_into_its_child_and_the_later_siblings() {
        // Paused at child numbers 0, 1, 2, 0 in the subtree rooted after 0, 1.
        let subtrees = spread(vec![Subtree { floor: 2, resume: vec![0, 1, 2, 0] }], 2);
        let parts: Vec<_> = subtrees.iter().map(|subtree| (subtree.floor, subtree.resume.clone())).collect();
        assert_eq!(parts, [(3, vec![0, 1, 2, 0]), (3, vec![0, 1, 3])]);
        // A subtree not yet begun cannot be split.
        let fresh = spread(vec![Subtree { floor: 2, resume: vec![0, 1] }], 2);
        assert_eq!(fresh.len(), 1);
    }
}
