//! The best-first orders (uniform-cost, greedy, A*, weighted A*): the next expansion has the
//! smallest priority waiting, any of those tied. The frontier is kept as buckets by priority
//! with their counts, so "2 boards with f = 8 were waiting" costs a lookup.

use std::collections::BTreeMap;

use super::run::{Frontier, missing};
use super::trace::{NEVER, Trace};
use super::variant::Repeats;
use super::verdict::Mistake;
use crate::search::best_first::Priority;
use crate::search::discipline::Key;

/// The boards waiting with one priority: how many, and the ids pushed there (some since gone).
#[derive(Debug, Default)]
struct Bucket {
    live: usize,
    pushed: Vec<u32>,
}

/// A board waiting: its g, the board it came from, and whether it may be missing: a tree search
/// that never generates the board it came from, having taken a board waiting twice with one
/// priority but from two parents, may have pruned either, so both are kept as optional (taken
/// if the trace takes them, never in the way of others).
#[derive(Debug, Clone, Copy)]
struct Entry {
    g: u32,
    parent: u32,
    optional: bool,
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
}

/// One variant's best-first frontier.
pub(super) struct BestFirst {
    repeats: Repeats,
    heuristic: usize,
    priority: Priority,
    key: Key,
    /// By id: its entries waiting.
    entries: Entries,
    /// By id: the shortest path found to it, and whether it was expanded.
    best_g: Vec<u32>,
    closed: Vec<bool>,
    buckets: BTreeMap<u64, Bucket>,
    /// The board just taken: its g and the boards it may have come from.
    taken: (u32, Vec<u32>),
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
            taken: (0, Vec::new()),
        };
        frontier.grow(trace.ids());
        frontier.best_g[trace.start as usize] = 0;
        frontier.push(trace.start, Entry { g: 0, parent: NEVER, optional: false }, trace);
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

    fn push(&mut self, id: u32, entry: Entry, trace: &mut Trace) {
        let key = self.key_of(id, entry.g, trace);
        self.entries.push(id, entry);
        if entry.optional {
            return;
        }
        let bucket = self.buckets.entry(key).or_default();
        bucket.live += 1;
        bucket.pushed.push(id);
    }

    fn remove(&mut self, id: u32, slot: u32, trace: &mut Trace) {
        let Entry { g, optional, .. } = self.entries.remove(id, slot);
        if optional {
            return;
        }
        let key = self.key_of(id, g, trace);
        if let Some(bucket) = self.buckets.get_mut(&key) {
            bucket.live -= 1;
            if bucket.live == 0 {
                self.buckets.remove(&key);
            }
        }
    }

    /// `id`'s entry of smallest priority (its shortest path) waiting, optional or not.
    fn best_entry(&self, id: u32, optional: bool) -> Option<(u32, u32)> {
        let entries = self.entries.of(id).filter(|(_, e)| e.optional == optional);
        entries.min_by_key(|(_, e)| e.g).map(|(slot, e)| (slot, e.g))
    }

    /// A board waiting with priority `key`, the first pushed that still does.
    fn example(&self, key: u64, trace: &mut Trace) -> Option<u32> {
        let pushed = &self.buckets.get(&key)?.pushed;
        pushed.iter().copied().find(|&id| {
            let h = trace.h(self.heuristic, id);
            self.entries.of(id).any(|(_, e)| !e.optional && self.priority.key(e.g, h) == key)
        })
    }
}

impl Frontier for BestFirst {
    fn take(&mut self, step: usize, trace: &mut Trace) -> Result<(), Mistake> {
        self.grow(trace.ids());
        let id = trace.id(step);
        let best = self.buckets.first_key_value().map(|(&key, bucket)| (key, bucket.live));
        let real = self.best_entry(id, false).map(|(entry, g)| (entry, g, self.key_of(id, g, trace)));
        let optional = self.best_entry(id, true).map(|(entry, g)| (entry, g, self.key_of(id, g, trace)));
        let fits = |entry: Option<(u32, u32, u64)>, exact: bool| {
            entry.filter(|&(_, _, key)| best.is_none_or(|(best, _)| if exact { key == best } else { key <= best }))
        };
        let Some((entry, g, key)) = fits(real, true).or(fits(optional, false)) else {
            let Some(((_, _, value), (best, waiting))) = real.or(optional).zip(best) else {
                if best.is_none() {
                    return Err(Mistake::Exhausted { board: trace.board(id) });
                }
                return Err(missing(trace, step, id, self.repeats.is_graph()));
            };
            let example = self.example(best, trace).unwrap_or(id);
            return Err(Mistake::NotBest {
                board: trace.board(id),
                key: self.key,
                value: self.thousandths(value),
                waiting,
                best: self.thousandths(best),
                example: trace.board(example),
            });
        };
        let h = trace.h(self.heuristic, id);
        let mut parents: Vec<u32> = Vec::new();
        for (_, e) in self.entries.of(id) {
            if self.priority.key(e.g, h) == key && !parents.contains(&e.parent) {
                parents.push(e.parent);
            }
        }
        self.remove(id, entry, trace);
        if self.repeats == Repeats::SkippedWhenExpanded {
            while let Some(slot) = self.entries.first(id) {
                self.remove(id, slot, trace);
            }
        }
        self.closed[id as usize] = true;
        self.taken = (g, parents);
        Ok(())
    }

    fn expand(&mut self, step: usize, trace: &mut Trace) {
        self.grow(trace.ids());
        let g = self.taken.0 + 1;
        let parents = std::mem::take(&mut self.taken.1);
        let id = trace.id(step);
        for k in 0..trace.successors(step).len() {
            let child = trace.successors(step)[k];
            let at = child as usize;
            let mut optional = false;
            let queued = match self.repeats {
                Repeats::Kept | Repeats::NotOnPath => true,
                Repeats::NotParent => {
                    optional = parents.contains(&child);
                    parents.len() > 1 || !optional
                }
                Repeats::SkippedWhenGenerated => self.best_g[at] == NEVER,
                Repeats::SkippedWhenExpanded => !self.closed[at],
                Repeats::ReopenedWhenShorter => {
                    let shorter = g < self.best_g[at];
                    if shorter && let Some((entry, _)) = self.best_entry(child, false) {
                        self.remove(child, entry, trace);
                    }
                    shorter
                }
            };
            if queued {
                self.best_g[at] = self.best_g[at].min(g);
                self.closed[at] = false;
                self.push(child, Entry { g, parent: id, optional }, trace);
            }
        }
    }
}
