//! Built database sets kept for the life of the process, so that many solves (a benchmark, a
//! page solving board after board) build each set once.

use std::sync::{Arc, Mutex, PoisonError};

use super::partition::Partition;
use super::set::DatabaseSet;

/// The most sets kept; the oldest goes first. Goals with the blank on the same cell share a
/// set, so two cover the usual blank-first and blank-last goals.
const MAX_SETS: usize = 4;

static SETS: Mutex<Vec<Arc<DatabaseSet>>> = Mutex::new(Vec::new());

/// The set of `partition` for the blank ending on `blank_goal`, if it is built.
///
/// ```
/// use npuzzle::pdb::{Partition, cache};
///
/// let set = cache::database_set(Partition::FiveFiveFive, 5, |_| {});
/// assert!(std::sync::Arc::ptr_eq(&set, &cache::cached(Partition::FiveFiveFive, 5).expect("kept")));
/// ```
#[must_use]
pub fn cached(partition: Partition, blank_goal: u8) -> Option<Arc<DatabaseSet>> {
    let sets = SETS.lock().unwrap_or_else(PoisonError::into_inner);
    sets.iter().find(|set| set.partition() == partition && set.blank_goal() == blank_goal).cloned()
}

/// The set of `partition` for the blank ending on `blank_goal`: the cached one, or one built
/// now (calling `progress` with the fraction done) and kept.
#[must_use]
pub fn database_set(partition: Partition, blank_goal: u8, progress: impl FnMut(f64)) -> Arc<DatabaseSet> {
    // Held while building, so two callers asking at once build once.
    let mut sets = SETS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(set) = sets.iter().find(|set| set.partition() == partition && set.blank_goal() == blank_goal) {
        return Arc::clone(set);
    }
    let set = Arc::new(DatabaseSet::build(partition, blank_goal, progress));
    keep(&mut sets, Arc::clone(&set));
    set
}

/// Keeps a set built elsewhere (by a sliced [`super::SetBuilder`]), replacing any of the same
/// partition and blank cell.
///
/// ```
/// use std::sync::Arc;
/// use npuzzle::pdb::{DatabaseSet, Partition, cache};
///
/// cache::insert(Arc::new(DatabaseSet::build(Partition::FiveFiveFive, 10, |_| {})));
/// assert!(cache::cached(Partition::FiveFiveFive, 10).is_some());
/// ```
pub fn insert(set: Arc<DatabaseSet>) {
    let mut sets = SETS.lock().unwrap_or_else(PoisonError::into_inner);
    sets.retain(|kept| kept.partition() != set.partition() || kept.blank_goal() != set.blank_goal());
    keep(&mut sets, set);
}

fn keep(sets: &mut Vec<Arc<DatabaseSet>>, set: Arc<DatabaseSet>) {
    if sets.len() == MAX_SETS {
        sets.remove(0);
    }
    sets.push(set);
}
