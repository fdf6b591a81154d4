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

/// One variant's best-first frontier.
pub(super) struct BestFirst {
    repeats: Repeats,
    heuristic: usize,
    priority: Priority,
    key: Key,
    /// By id: its entries waiting, as (g, the board it came from).
    entries: Vec<Vec<(u32, u32)>>,
    /// By id: the shortest path found to it, and whether it was expanded.
    best_g: Vec<u32>,
    closed: Vec<bool>,
    buckets: BTreeMap<u64, Bucket>,
    /// The board just taken: its g and the board it came from.
    taken: (u32, u32),
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
            entries: Vec::new(),
            best_g: Vec::new(),
            closed: Vec::new(),
            buckets: BTreeMap::new(),
            taken: (0, NEVER),
        };
        frontier.grow(trace.ids());
        frontier.best_g[trace.start as usize] = 0;
        frontier.push(trace.start, 0, NEVER, trace);
        frontier
    }

    fn grow(&mut self, ids: usize) {
        if self.closed.len() < ids {
            self.entries.resize_with(ids, Vec::new);
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

    fn push(&mut self, id: u32, g: u32, parent: u32, trace: &mut Trace) {
        let key = self.key_of(id, g, trace);
        self.entries[id as usize].push((g, parent));
        let bucket = self.buckets.entry(key).or_default();
        bucket.live += 1;
        bucket.pushed.push(id);
    }

    fn remove(&mut self, id: u32, entry: usize, trace: &mut Trace) {
        let (g, _) = self.entries[id as usize].swap_remove(entry);
        let key = self.key_of(id, g, trace);
        if let Some(bucket) = self.buckets.get_mut(&key) {
            bucket.live -= 1;
            if bucket.live == 0 {
                self.buckets.remove(&key);
            }
        }
    }

    /// `id`'s entry of smallest priority (its shortest path), if one waits.
    fn best_entry(&self, id: u32) -> Option<(usize, u32)> {
        self.entries[id as usize].iter().enumerate().min_by_key(|(_, (g, _))| *g).map(|(k, (g, _))| (k, *g))
    }

    /// A board waiting with priority `key`, the first pushed that still does.
    fn example(&self, key: u64, trace: &mut Trace) -> Option<u32> {
        let pushed = &self.buckets.get(&key)?.pushed;
        pushed.iter().copied().find(|&id| {
            let h = trace.h(self.heuristic, id);
            self.entries[id as usize].iter().any(|&(g, _)| self.priority.key(g, h) == key)
        })
    }
}

impl Frontier for BestFirst {
    fn take(&mut self, step: usize, trace: &mut Trace) -> Result<(), Mistake> {
        self.grow(trace.ids());
        let id = trace.id(step);
        let Some((entry, g)) = self.best_entry(id) else {
            if self.buckets.is_empty() {
                return Err(Mistake::Exhausted { board: trace.board(id) });
            }
            return Err(missing(trace, step, id, self.repeats.is_graph()));
        };
        let value = self.key_of(id, g, trace);
        let Some((&best, bucket)) = self.buckets.first_key_value() else {
            return Err(Mistake::Exhausted { board: trace.board(id) });
        };
        if value != best {
            let waiting = bucket.live;
            let example = self.example(best, trace).unwrap_or(id);
            return Err(Mistake::NotBest {
                board: trace.board(id),
                key: self.key,
                value: self.thousandths(value),
                waiting,
                best: self.thousandths(best),
                example: trace.board(example),
            });
        }
        let parent = self.entries[id as usize][entry].1;
        self.remove(id, entry, trace);
        if self.repeats == Repeats::SkippedWhenExpanded {
            while !self.entries[id as usize].is_empty() {
                self.remove(id, 0, trace);
            }
        }
        self.closed[id as usize] = true;
        self.taken = (g, parent);
        Ok(())
    }

    fn expand(&mut self, step: usize, trace: &mut Trace) {
        self.grow(trace.ids());
        let (g, parent) = (self.taken.0 + 1, self.taken.1);
        let id = trace.id(step);
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
                    if shorter && let Some((entry, _)) = self.best_entry(child) {
                        self.remove(child, entry, trace);
                    }
                    shorter
                }
            };
            if queued {
                self.best_g[at] = self.best_g[at].min(g);
                self.closed[at] = false;
                self.push(child, g, id, trace);
            }
        }
    }
}
