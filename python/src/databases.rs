//! The pattern databases a solve or a heuristic needs, built natively the first time a set is
//! asked for (6-6-3 in a few seconds) and held for the rest of the process, so later calls
//! look them up at once. Nothing is read from or written to disk: the CLI keeps its cache
//! directory, this keeps memory. Which set a search uses is the plan's decision
//! (`Plan::with_databases_at_hand`, told which sets are held here).

use std::sync::{Arc, Mutex, PoisonError};

use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet};
use npuzzle::heuristic::pdb24::{Key24, Set24};

static HELD: Mutex<Vec<Arc<DatabaseSet>>> = Mutex::new(Vec::new());
static HELD_5X5: Mutex<Vec<Arc<Set24>>> = Mutex::new(Vec::new());

/// Whether the 4x4 set `key` names is held.
pub fn held(key: DatabaseKey) -> bool {
    held_set(key).is_some()
}

/// The 4x4 set `key` names, if it is held (never built).
pub fn held_set(key: DatabaseKey) -> Option<Arc<DatabaseSet>> {
    HELD.lock().unwrap_or_else(PoisonError::into_inner).iter().find(|set| set.key() == key).cloned()
}

/// The 4x4 set `key` names: held, else built now and held. A second caller waits for the first
/// one's build rather than building it again.
pub fn set(key: DatabaseKey) -> Arc<DatabaseSet> {
    held_or_built(&HELD, key, DatabaseSet::key, |key| DatabaseSet::build(key, |_| {}))
}

/// The 5x5 set `key` names, as [`set`].
pub fn set_5x5(key: Key24) -> Arc<Set24> {
    held_or_built(&HELD_5X5, key, Set24::key, |key| Set24::build(key, |_| {}))
}

fn held_or_built<S, K: Copy + PartialEq>(
    held: &Mutex<Vec<Arc<S>>>,
    key: K,
    key_of: impl Fn(&S) -> K,
    build: impl FnOnce(K) -> S,
) -> Arc<S> {
    let mut held = held.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(set) = held.iter().find(|set| key_of(set) == key) {
        return Arc::clone(set);
    }
    let set = Arc::new(build(key));
    held.push(Arc::clone(&set));
    set
}
