//! The best-first orders (uniform-cost, greedy, A*, weighted A*): the next expansion has the
//! smallest priority waiting, any of those tied. The frontier is kept as buckets by priority
//! with their counts, so "2 boards with f = 8 were waiting" costs a lookup.
//!
//! A tree search that never generates the board it came from may take a board waiting under
//! two parents with one priority from either, and which it took decides which successor it
//! prunes: each choice is followed as a world of an open tie ([`ties`](super::ties)) over this
//! shared frontier. Worlds that come out the same are merged and a change every world of a tie
//! makes is folded into the shared frontier, so a tie costs only while the trace leaves it
//! open (until the board's other copy is taken, or the child one world lacks is needed or
//! forbidden).

use std::collections::BTreeMap;

use super::run::{Frontier, missing};
use super::ties::{Change, World, change, groups, product, shift, split_shared};
use super::trace::{NEVER, Trace};
use super::variant::Repeats;
use super::verdict::Mistake;
use crate::search::best_first::Priority;
use crate::search::discipline::Key;

/// The boards waiting with one priority in the shared frontier: how many, and the ids pushed
/// there (some since gone).
#[derive(Debug, Default)]
struct Bucket {
    live: usize,
    pushed: Vec<u32>,
}

/// A board waiting: its g and the board it came from.
#[derive(Debug, Clone, Copy)]
struct Entry {
    g: u32,
    parent: u32,
}

/// Every board's entries, as lists threaded through one slab: no allocation per board.
#[derive(Debug, Default)]
struct Entries {
    /// By id: its first entry's slot (`NEVER` for none).
    head: Vec<u32>,
    /// Each slot's entry and the next slot of its list.
    slab: Vec<(Entry, u32)>,
    free: Vec<u32>,
}

impl Entries {
    fn grow(&mut self, ids: usize) {
        self.head.resize(ids.max(self.head.len()), NEVER);
    }

    fn push(&mut self, id: u32, entry: Entry) {
        let next = self.head[id as usize];
        let slot = if let Some(slot) = self.free.pop() {
            self.slab[slot as usize] = (entry, next);
            slot
        } else {
            self.slab.push((entry, next));
            u32::try_from(self.slab.len() - 1).unwrap_or(NEVER)
        };
        self.head[id as usize] = slot;
    }

    /// `id`'s entries with their slots.
    fn of(&self, id: u32) -> impl Iterator<Item = (u32, Entry)> + '_ {
        let mut slot = self.head[id as usize];
        std::iter::from_fn(move || {
            let (entry, next) = *self.slab.get(slot as usize)?;
            let this = slot;
            slot = next;
            Some((this, entry))
        })
    }

    /// Takes the entry in `slot` out of `id`'s list.
    fn remove(&mut self, id: u32, slot: u32) -> Entry {
        let (entry, next) = self.slab[slot as usize];
        if self.head[id as usize] == slot {
            self.head[id as usize] = next;
        } else {
            let before = self.of(id).find(|&(at, _)| self.slab[at as usize].1 == slot).map(|(at, _)| at);
            if let Some(before) = before {
                self.slab[before as usize].1 = next;
            }
        }
        self.free.push(slot);
        entry
    }

    fn first(&self, id: u32) -> Option<u32> {
        Some(self.head[id as usize]).filter(|&slot| slot != NEVER)
    }

    /// The slot of an entry of `id` with `g` and `parent`.
    fn slot_of(&self, id: u32, g: u32, parent: u32) -> Option<u32> {
        self.of(id).find(|(_, e)| e.g == g && e.parent == parent).map(|(slot, _)| slot)
    }
}

/// Copies of one board waiting in a world: its g, its parent and how many.
type Copies = Vec<(u32, u32, i64)>;

/// A board and g an open tie's worlds touch: the tie, the board, g, its key and its copies in
/// the shared frontier.
#[derive(Debug, Clone, Copy)]
struct Held {
    tie: usize,
    id: u32,
    g: u32,
    key: u64,
    shared: i64,
}

/// One variant's best-first frontier.
pub(super) struct BestFirst {
    repeats: Repeats,
    heuristic: usize,
    priority: Priority,
    key: Key,
    /// By id: its entries waiting in the shared frontier.
    entries: Entries,
    /// By id: the shortest path found to it, and whether it was expanded.
    best_g: Vec<u32>,
    closed: Vec<bool>,
    buckets: BTreeMap<u64, Bucket>,
    /// The open ties (pruning the parent only): each one's worlds, none touching another's boards.
    ties: Vec<Vec<World>>,
    /// The board just taken: the worlds of its tie, if open, and by world (or for the shared
    /// frontier) the g and parent of the copy taken.
    taking: Option<Vec<World>>,
    taken: Vec<(u32, u32)>,
}

impl BestFirst {
    /// A frontier ordered by `priority` (an engine's own, counting `key`) for the variant
    /// `repeats`, holding the start; `heuristic` is the trace's slot of the estimates.
    pub fn new(repeats: Repeats, priority: Priority, key: Key, heuristic: usize, trace: &mut Trace) -> Self {
        let mut frontier = Self {
            repeats,
            heuristic,
            priority,
            key,
            entries: Entries::default(),
            best_g: Vec::new(),
            closed: Vec::new(),
            buckets: BTreeMap::new(),
            ties: Vec::new(),
            taking: None,
            taken: Vec::new(),
        };
        frontier.grow(trace.ids());
        frontier.best_g[trace.start as usize] = 0;
        frontier.push(trace.start, Entry { g: 0, parent: NEVER }, trace);
        frontier
    }

    fn grow(&mut self, ids: usize) {
        if self.closed.len() < ids {
            self.entries.grow(ids);
            self.best_g.resize(ids, NEVER);
            self.closed.resize(ids, false);
        }
    }

    fn key_of(&self, id: u32, g: u32, trace: &mut Trace) -> u64 {
        self.priority.key(g, trace.h(self.heuristic, id))
    }

    /// The key in thousandths of its value: uniform-cost and greedy keys count whole moves.
    fn thousandths(&self, key: u64) -> u64 {
        let scale = if self.priority.g_weight > 0 { self.priority.g_weight } else { self.priority.h_weight };
        key.saturating_mul(1000) / scale.max(1)
    }

    /// The g of a child of a board taken at `g`. Greedy search's priority has no g, so a tree
    /// search that prunes the parent counts none: copies of a board that differ only in g would
    /// keep worlds apart that no later step tells apart.
    fn child_g(&self, g: u32) -> u32 {
        if self.repeats == Repeats::NotParent && self.priority.g_weight == 0 { 0 } else { g + 1 }
    }

    fn push(&mut self, id: u32, entry: Entry, trace: &mut Trace) {
        let key = self.key_of(id, entry.g, trace);
        self.entries.push(id, entry);
        let bucket = self.buckets.entry(key).or_default();
        bucket.live += 1;
        bucket.pushed.push(id);
    }

    fn remove(&mut self, id: u32, slot: u32, trace: &mut Trace) {
        let Entry { g, .. } = self.entries.remove(id, slot);
        let key = self.key_of(id, g, trace);
        if let Some(bucket) = self.buckets.get_mut(&key) {
            bucket.live -= 1;
            if bucket.live == 0 {
                self.buckets.remove(&key);
            }
        }
    }

    /// Makes `changes` to the shared frontier.
    fn fold(&mut self, changes: &[Change], trace: &mut Trace) {
        for &Change { id, g, parent, count } in changes {
            for _ in 0..count {
                self.push(id, Entry { g, parent }, trace);
            }
            for _ in count..0 {
                if let Some(slot) = self.entries.slot_of(id, g, parent) {
                    self.remove(id, slot, trace);
                }
            }
        }
    }

    /// The copies of `id` with `g` (and, given, `parent`) in the shared frontier.
    fn shared(&self, id: u32, g: u32, parent: Option<u32>) -> i64 {
        let matching = self.entries.of(id).filter(|(_, e)| e.g == g && parent.is_none_or(|p| p == e.parent));
        i64::try_from(matching.count()).unwrap_or(i64::MAX)
    }

    /// The smallest priority waiting in the world of `changes`, and how many boards wait with it.
    fn least(&self, changes: &[Change], trace: &mut Trace) -> Option<(u64, usize)> {
        let mut shifts: Vec<(u64, i64)> = Vec::new();
        for c in changes {
            let key = self.key_of(c.id, c.g, trace);
            match shifts.iter_mut().find(|(k, _)| *k == key) {
                Some(shift) => shift.1 += i64::from(c.count),
                None => shifts.push((key, i64::from(c.count))),
            }
        }
        let shift = |key: u64| shifts.iter().find(|(k, _)| *k == key).map_or(0, |s| s.1);
        let live = |bucket: &Bucket| i64::try_from(bucket.live).unwrap_or(i64::MAX);
        let shared = self.buckets.iter().map(|(&key, bucket)| (key, live(bucket) + shift(key))).find(|s| s.1 > 0);
        let own = shifts.iter().copied().filter(|&(key, n)| n > 0 && !self.buckets.contains_key(&key));
        let (key, count) = shared.into_iter().chain(own).min_by_key(|&(key, _)| key)?;
        Some((key, usize::try_from(count).unwrap_or(0)))
    }

    /// The copies of `id` waiting in the world of `changes`.
    fn copies(&self, id: u32, changes: &[Change]) -> Copies {
        let mut copies: Copies = Vec::new();
        let from = changes.partition_point(|c| c.id < id);
        let own = changes[from..].iter().take_while(|c| c.id == id).map(|c| (c.g, c.parent, i64::from(c.count)));
        for (g, parent, count) in self.entries.of(id).map(|(_, e)| (e.g, e.parent, 1)).chain(own) {
            match copies.iter_mut().find(|c| c.0 == g && c.1 == parent) {
                Some(copy) => copy.2 += count,
                None => copies.push((g, parent, count)),
            }
        }
        copies.retain(|c| c.2 > 0);
        copies
    }

    /// A board waiting with priority `key` in the world of `changes`.
    fn example(&self, key: u64, changes: &[Change], trace: &mut Trace) -> Option<u32> {
        let own = changes.iter().filter(|c| c.count > 0).map(|c| c.id);
        let shared = self.buckets.get(&key).into_iter().flat_map(|bucket| bucket.pushed.iter().copied());
        own.chain(shared).find(|&id| self.copies(id, changes).iter().any(|&(g, _, _)| self.key_of(id, g, trace) == key))
    }

    /// Why step `step`'s board `id` cannot be taken in the world of `changes`.
    fn mistake(&self, step: usize, id: u32, changes: &[Change], trace: &mut Trace) -> Mistake {
        let best = self.least(changes, trace);
        let nearest = self.copies(id, changes).iter().map(|c| c.0).min();
        let Some(((best, waiting), g)) = best.zip(nearest) else {
            if best.is_none() {
                return Mistake::Exhausted { board: trace.board(id) };
            }
            return missing(trace, step, id, self.repeats.is_graph());
        };
        let value = self.key_of(id, g, trace);
        let example = self.example(best, changes, trace).unwrap_or(id);
        Mistake::NotBest {
            board: trace.board(id),
            key: self.key,
            value: self.thousandths(value),
            waiting,
            best: self.thousandths(best),
            example: trace.board(example),
        }
    }

    /// Takes `id` from the shared frontier, the variants without ties.
    fn take_shared(&mut self, step: usize, id: u32, trace: &mut Trace) -> Result<(), Mistake> {
        let best = self.least(&[], trace).map(|(key, _)| key);
        let nearest = self.entries.of(id).min_by_key(|(_, e)| e.g);
        let Some((slot, entry)) = nearest.filter(|&(_, e)| Some(self.key_of(id, e.g, trace)) == best) else {
            return Err(self.mistake(step, id, &[], trace));
        };
        self.remove(id, slot, trace);
        if self.repeats == Repeats::SkippedWhenExpanded {
            while let Some(slot) = self.entries.first(id) {
                self.remove(id, slot, trace);
            }
        }
        self.closed[id as usize] = true;
        self.taken = vec![(entry.g, entry.parent)];
        Ok(())
    }

    /// Takes `id` in every world of the open ties that allows it, opening a tie when it waited
    /// under several parents.
    fn take_tied(&mut self, step: usize, id: u32, trace: &mut Trace) -> Result<(), Mistake> {
        let mut held: Vec<Held> = Vec::new();
        for (tie, worlds) in self.ties.iter().enumerate() {
            for (board, g) in groups(worlds) {
                let key = self.key_of(board, g, trace);
                held.push(Held { tie, id: board, g, key, shared: self.shared(board, g, None) });
            }
        }
        // The smallest priority of a board no tie touches: nothing after it can come first.
        let floor = self.buckets.iter().find_map(|(&key, bucket)| {
            let touched: i64 = held.iter().filter(|h| h.key == key).map(|h| h.shared).sum();
            (i64::try_from(bucket.live).unwrap_or(i64::MAX) > touched).then_some(key)
        });
        let mut gs: Vec<u32> = self.entries.of(id).map(|(_, e)| e.g).collect();
        gs.extend(held.iter().filter(|h| h.id == id).map(|h| h.g));
        gs.sort_unstable();
        gs.dedup();
        // For each g `id` may be taken at, the worlds of each tie that allow it.
        let mut fits: Vec<(u32, Vec<Vec<bool>>)> = Vec::new();
        for g in gs {
            let key = self.key_of(id, g, trace);
            let owner = held.iter().find(|h| (h.id, h.g) == (id, g)).map(|h| h.tie);
            if floor.is_some_and(|floor| floor < key) || (owner.is_none() && self.shared(id, g, None) == 0) {
                continue;
            }
            let allowed: Vec<Vec<bool>> = (self.ties.iter().enumerate())
                .map(|(tie, worlds)| {
                    let held = held.iter().filter(|h| h.tie == tie);
                    let below: Vec<&Held> = held.clone().filter(|h| h.key < key).collect();
                    let own = held.clone().find(|h| (h.id, h.g) == (id, g));
                    (worlds.iter())
                        .map(|world| {
                            below.iter().all(|h| h.shared + shift(world, h.id, h.g, None) == 0)
                                && own.is_none_or(|h| h.shared + shift(world, h.id, h.g, None) > 0)
                        })
                        .collect()
                })
                .collect();
            if allowed.iter().all(|worlds| worlds.contains(&true)) {
                fits.push((g, allowed));
            }
        }
        match fits.len() {
            0 => {
                let first = self.ties.iter().fold(vec![Vec::new()], |all, worlds| product(&all, &worlds[..1]));
                Err(self.mistake(step, id, &first[0], trace))
            }
            1 => {
                let (g, allowed) = fits.swap_remove(0);
                let ties = std::mem::take(&mut self.ties);
                for (worlds, allowed) in ties.into_iter().zip(allowed) {
                    let worlds = worlds.into_iter().zip(allowed).filter_map(|(w, ok)| ok.then_some(w)).collect();
                    self.open(worlds, trace);
                }
                self.take_at(id, g);
                Ok(())
            }
            _ => {
                // Worlds disagree on the priority `id` is taken at: one tie holds them all.
                let ties = std::mem::take(&mut self.ties);
                let worlds = ties.iter().fold(vec![Vec::new()], |all, worlds| product(&all, worlds));
                let mut taking = Vec::new();
                for world in worlds {
                    let best = self.least(&world, trace).map(|(key, _)| key);
                    for (g, parent, _) in self.copies(id, &world) {
                        if Some(self.key_of(id, g, trace)) == best {
                            let mut world = world.clone();
                            change(&mut world, id, g, parent, -1);
                            taking.push(world);
                            self.taken.push((g, parent));
                        }
                    }
                }
                self.taking = Some(taking);
                Ok(())
            }
        }
    }

    /// Takes a copy of `id` with `g`, in the worlds of the tie touching it or in the shared
    /// frontier, any parent it waits under.
    fn take_at(&mut self, id: u32, g: u32) {
        let tie = self.ties.iter().position(|worlds| worlds.iter().flatten().any(|c| (c.id, c.g) == (id, g)));
        let worlds = tie.map_or_else(|| vec![Vec::new()], |tie| self.ties.swap_remove(tie));
        let mut parents: Vec<u32> = self.entries.of(id).filter(|(_, e)| e.g == g).map(|(_, e)| e.parent).collect();
        parents.extend(worlds.iter().flatten().filter(|c| (c.id, c.g) == (id, g)).map(|c| c.parent));
        parents.sort_unstable();
        parents.dedup();
        let mut taking = Vec::new();
        for world in worlds {
            for &parent in &parents {
                if self.shared(id, g, Some(parent)) + shift(&world, id, g, Some(parent)) > 0 {
                    let mut world = world.clone();
                    change(&mut world, id, g, parent, -1);
                    taking.push(world);
                    self.taken.push((g, parent));
                }
            }
        }
        self.taking = Some(taking);
    }

    /// Opens a tie of `worlds`: merged with the ties touching its boards, its shared changes
    /// folded into the shared frontier, and gone once one world is left.
    fn open(&mut self, mut worlds: Vec<World>, trace: &mut Trace) {
        let shared = split_shared(&mut worlds);
        self.fold(&shared, trace);
        if worlds.len() <= 1 {
            if let Some(world) = worlds.pop() {
                self.fold(&world, trace);
            }
            return;
        }
        let touched = groups(&worlds);
        let mut k = 0;
        while k < self.ties.len() {
            if groups(&self.ties[k]).iter().any(|group| touched.binary_search(group).is_ok()) {
                worlds = product(&worlds, &self.ties.swap_remove(k));
            } else {
                k += 1;
            }
        }
        self.ties.push(worlds);
    }
}

impl Frontier for BestFirst {
    fn take(&mut self, step: usize, trace: &mut Trace) -> Result<(), Mistake> {
        self.grow(trace.ids());
        let id = trace.id(step);
        self.taken.clear();
        if self.repeats != Repeats::NotParent {
            return self.take_shared(step, id, trace);
        }
        self.take_tied(step, id, trace)?;
        if let Some(taking) = self.taking.take_if(|taking| taking.len() == 1) {
            // No tie open: the shared frontier is the one world.
            self.fold(&taking[0], trace);
        }
        Ok(())
    }

    fn expand(&mut self, step: usize, trace: &mut Trace) {
        self.grow(trace.ids());
        let id = trace.id(step);
        let taken = std::mem::take(&mut self.taken);
        if let Some(mut worlds) = self.taking.take() {
            for (world, &(g, parent)) in worlds.iter_mut().zip(&taken) {
                let g = self.child_g(g);
                for &child in trace.successors(step).iter().filter(|&&child| child != parent) {
                    change(world, child, g, id, 1);
                }
            }
            self.open(worlds, trace);
            return;
        }
        let Some(&(g, parent)) = taken.first() else { return };
        let g = self.child_g(g);
        for k in 0..trace.successors(step).len() {
            let child = trace.successors(step)[k];
            let at = child as usize;
            let queued = match self.repeats {
                Repeats::Kept | Repeats::NotOnPath => true,
                Repeats::NotParent => child != parent,
                Repeats::SkippedWhenGenerated => self.best_g[at] == NEVER,
                Repeats::SkippedWhenExpanded => !self.closed[at],
                Repeats::ReopenedWhenShorter => {
                    let shorter = g < self.best_g[at];
                    if shorter && let Some((slot, _)) = self.entries.of(child).min_by_key(|(_, e)| e.g) {
                        self.remove(child, slot, trace);
                    }
                    shorter
                }
            };
            if queued {
                self.best_g[at] = self.best_g[at].min(g);
                self.closed[at] = false;
                self.push(child, Entry { g, parent: id }, trace);
            }
        }
    }
}
