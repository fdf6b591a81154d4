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
//! forbidden). The file passes 500 lines as one idea: a take in the ties' worlds reads the
//! shared frontier's counts and folds back into them, so both stay here.

use std::collections::{BTreeMap, BTreeSet};

use rustc_hash::FxHashMap as HashMap;

use super::run::{Frontier, missing};
use super::ties::{Change, MOST_WORLDS, World, change, groups, product, shift, split_shared};
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
    /// By board and g: how many entries, counted as they come and go, for the variant with ties
    /// (which asks this for every board its ties touch at every step, and a board's list can be
    /// long); `None` for the others, which never ask and would pay for the counting.
    counts: Option<HashMap<(u32, u32), u32>>,
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
        if let Some(counts) = &mut self.counts {
            *counts.entry((id, entry.g)).or_default() += 1;
        }
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
        if let Some(counts) = &mut self.counts
            && let Some(count) = counts.get_mut(&(id, entry.g))
        {
            *count -= 1;
            if *count == 0 {
                counts.remove(&(id, entry.g));
            }
        }
        entry
    }

    /// How many entries `id` has with `g`.
    fn count(&self, id: u32, g: u32) -> usize {
        match &self.counts {
            Some(counts) => counts.get(&(id, g)).map_or(0, |&count| count as usize),
            None => self.of(id).filter(|(_, e)| e.g == g).count(),
        }
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

/// By tie concerned (its index), which of its worlds allow a step.
type Allowed = Vec<(usize, Vec<bool>)>;

/// An open tie: its worlds, and the boards and g's they touch (sorted) with their keys, the
/// least of those keys apart. Two ties may touch one board until a step looks at it.
#[derive(Debug)]
struct Tie {
    worlds: Vec<World>,
    groups: Vec<(u32, u32, u64)>,
    least: u64,
}

impl Tie {
    fn touches(&self, id: u32, g: u32) -> bool {
        self.groups.binary_search_by_key(&(id, g), |&(id, g, _)| (id, g)).is_ok()
    }
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
    /// The open ties (pruning the parent only); by id the g's they touch, one a tie touching
    /// it; the (key, id, g)s two ties or more touch; and by key the shared frontier's copies of
    /// the boards the ties touch with that key, counted once a tie touching it (what the least
    /// priority no tie touches is found by). Kept as ties open and close and copies come and
    /// go, so that a step reads them rather than walking every open tie.
    ties: Vec<Tie>,
    held: Vec<Vec<u32>>,
    doubly: BTreeSet<(u64, u32, u32)>,
    touched: HashMap<u64, i64>,
    /// The board just taken: the worlds of its tie, if open, and by world (or for the shared
    /// frontier) the g and parent of the copy taken.
    taking: Option<Vec<World>>,
    taken: Vec<(u32, u32)>,
    /// Whether a tie grew past [`MOST_WORLDS`] and lost worlds: a trace no kept world allows
    /// is then not refused (a lost one may have), and the rest goes unchecked from that step.
    pruned: bool,
    gave_up: Option<usize>,
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
            entries: Entries { counts: (repeats == Repeats::NotParent).then(HashMap::default), ..Entries::default() },
            best_g: Vec::new(),
            closed: Vec::new(),
            buckets: BTreeMap::new(),
            ties: Vec::new(),
            held: Vec::new(),
            doubly: BTreeSet::new(),
            touched: HashMap::default(),
            taking: None,
            taken: Vec::new(),
            pruned: false,
            gave_up: None,
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
            if self.repeats == Repeats::NotParent {
                self.held.resize_with(ids, Vec::new);
            }
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
        self.retouch(id, entry.g, key, 1);
        let bucket = self.buckets.entry(key).or_default();
        bucket.live += 1;
        bucket.pushed.push(id);
    }

    fn remove(&mut self, id: u32, slot: u32, trace: &mut Trace) {
        let Entry { g, .. } = self.entries.remove(id, slot);
        let key = self.key_of(id, g, trace);
        self.retouch(id, g, key, -1);
        if let Some(bucket) = self.buckets.get_mut(&key) {
            bucket.live -= 1;
            if bucket.live == 0 {
                self.buckets.remove(&key);
            }
        }
    }

    /// Counts `by` more shared copies of `id` with `g` (priority `key`) once for every open
    /// tie touching it.
    fn retouch(&mut self, id: u32, g: u32, key: u64, by: i64) {
        let ties = self.holders(id, g);
        if ties > 0 {
            *self.touched.entry(key).or_default() += by * i64::try_from(ties).unwrap_or(i64::MAX);
        }
    }

    /// How many open ties touch `id` with `g` (none outside the tree search that prunes the
    /// parent, the one variant with ties, whose `held` alone is kept).
    fn holders(&self, id: u32, g: u32) -> usize {
        self.held.get(id as usize).map_or(0, |gs| gs.iter().filter(|&&held| held == g).count())
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
        let Some(parent) = parent else { return i64::try_from(self.entries.count(id, g)).unwrap_or(i64::MAX) };
        let matching = self.entries.of(id).filter(|(_, e)| e.g == g && e.parent == parent);
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
        let mut gs: Vec<u32> = self.entries.of(id).map(|(_, e)| e.g).collect();
        gs.extend(&self.held[id as usize]);
        gs.sort_unstable();
        gs.dedup();
        // The smallest priority of a board no tie touches: nothing after it can come first.
        let floor = self.buckets.iter().find_map(|(&key, bucket)| {
            let touched = self.touched.get(&key).copied().unwrap_or(0);
            (i64::try_from(bucket.live).unwrap_or(i64::MAX) > touched).then_some(key)
        });
        // For each g `id` may be taken at, the worlds of each tie concerned that allow it.
        let mut fits: Vec<(u32, Allowed)> = Vec::new();
        gs.retain(|&g| floor.is_none_or(|floor| floor >= self.key_of(id, g, trace)));
        for &g in &gs {
            let key = self.key_of(id, g, trace);
            self.join(id, g, key, trace);
        }
        for g in gs {
            let key = self.key_of(id, g, trace);
            let owner = self.owner(id, g);
            if owner.is_none() && self.shared(id, g, None) == 0 {
                continue;
            }
            let mut allowed = Vec::new();
            // The shared frontier's copies, counted once for every world of the tie.
            let own = self.shared(id, g, None);
            for (at, tie) in self.ties.iter().enumerate().filter(|&(at, tie)| tie.least < key || owner == Some(at)) {
                let below: Vec<(u32, u32, i64)> =
                    tie.groups.iter().filter(|h| h.2 < key).map(|h| (h.0, h.1, self.shared(h.0, h.1, None))).collect();
                let worlds = tie.worlds.iter().map(|world| {
                    below.iter().all(|&(id, g, shared)| shared + shift(world, id, g, None) == 0)
                        && (owner != Some(at) || own + shift(world, id, g, None) > 0)
                });
                allowed.push((at, worlds.collect::<Vec<bool>>()));
            }
            if allowed.iter().all(|(_, worlds)| worlds.contains(&true)) {
                fits.push((g, allowed));
            }
        }
        match fits.len() {
            0 if self.pruned => {
                self.gave_up = Some(step);
                Ok(())
            }
            0 => {
                let firsts = self.ties.iter().map(|tie| &tie.worlds[..1]);
                let first = firsts.fold(vec![Vec::new()], |all, worlds| product(&all, worlds));
                Err(self.mistake(step, id, &first[0], trace))
            }
            1 => {
                let (g, mut allowed) = fits.swap_remove(0);
                // Each tie concerned keeps the worlds that allow it (from the last, as they go).
                allowed.sort_unstable_by_key(|&(at, _)| std::cmp::Reverse(at));
                for (at, allowed) in allowed {
                    let tie = self.untie(at);
                    let worlds = tie.worlds.into_iter().zip(allowed).filter_map(|(w, ok)| ok.then_some(w));
                    self.open(worlds.collect(), trace);
                }
                self.take_at(id, g);
                Ok(())
            }
            _ => {
                // Worlds disagree on the priority `id` is taken at: one tie holds them all.
                let mut worlds = vec![Vec::new()];
                while !self.ties.is_empty() {
                    worlds = product(&worlds, &self.untie(0).worlds);
                }
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
        let tie = self.owner(id, g);
        let worlds = tie.map_or_else(|| vec![Vec::new()], |tie| self.untie(tie).worlds);
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

    /// The open tie touching `id` with `g`, the first if several do.
    fn owner(&self, id: u32, g: u32) -> Option<usize> {
        if self.holders(id, g) == 0 {
            return None;
        }
        self.ties.iter().position(|tie| tie.touches(id, g))
    }

    /// Merges the ties that touch one board a step looks at: `id` with `g`, or any with a key
    /// below `key` (which must be gone).
    fn join(&mut self, id: u32, g: u32, key: u64, trace: &mut Trace) {
        let own = (self.key_of(id, g, trace), id, g);
        loop {
            // Only a board two ties touch (`doubly`) joins them.
            let looked =
                self.doubly.range(..(key, 0, 0)).next().copied().or_else(|| self.doubly.contains(&own).then_some(own));
            let Some((_, shared_id, shared_g)) = looked else { return };
            let mut touching = (0..self.ties.len()).filter(|&at| self.ties[at].touches(shared_id, shared_g));
            let (Some(at), Some(k)) = (touching.next(), touching.next()) else { return };
            let worlds = product(&self.ties[at].worlds, &self.ties[k].worlds);
            self.untie(k);
            self.untie(at);
            self.open(worlds, trace);
        }
    }

    /// Takes tie `at` out of the open ones.
    fn untie(&mut self, at: usize) -> Tie {
        let tie = self.ties.swap_remove(at);
        for &(id, g, key) in &tie.groups {
            *self.touched.entry(key).or_default() -= self.shared(id, g, None);
            let gs = &mut self.held[id as usize];
            if let Some(one) = gs.iter().position(|&held| held == g) {
                gs.swap_remove(one);
            }
            if self.holders(id, g) == 1 {
                self.doubly.remove(&(key, id, g));
            }
        }
        tie
    }

    /// Opens a tie of `worlds`, its shared changes folded into the shared frontier, gone once
    /// one world is left.
    fn open(&mut self, mut worlds: Vec<World>, trace: &mut Trace) {
        if worlds.len() >= MOST_WORLDS {
            worlds.truncate(MOST_WORLDS);
            self.pruned = true;
        }
        let shared = split_shared(&mut worlds);
        self.fold(&shared, trace);
        if worlds.len() <= 1 {
            if let Some(world) = worlds.pop() {
                self.fold(&world, trace);
            }
            return;
        }
        let groups: Vec<(u32, u32, u64)> =
            groups(&worlds).into_iter().map(|(id, g)| (id, g, self.key_of(id, g, trace))).collect();
        let least = groups.iter().map(|group| group.2).min().unwrap_or(u64::MAX);
        for &(id, g, key) in &groups {
            *self.touched.entry(key).or_default() += self.shared(id, g, None);
            self.held[id as usize].push(g);
            if self.holders(id, g) == 2 {
                self.doubly.insert((key, id, g));
            }
        }
        self.ties.push(Tie { worlds, groups, least });
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
        if self.gave_up.is_some() {
            return Ok(());
        }
        self.take_tied(step, id, trace)?;
        if let Some(taking) = self.taking.take_if(|taking| taking.len() == 1) {
            // No tie open: the shared frontier is the one world.
            self.fold(&taking[0], trace);
        }
        Ok(())
    }

    fn unchecked_from(&self) -> Option<usize> {
        self.gave_up
    }

    fn expand(&mut self, step: usize, trace: &mut Trace) {
        self.grow(trace.ids());
        let id = trace.id(step);
        let taken = std::mem::take(&mut self.taken);
        if self.gave_up.is_some() {
            return;
        }
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
