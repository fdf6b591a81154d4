//! The open ties of a best-first tree search that never generates the board it came from: a
//! board taken while it waited under several parents with one priority came from one of them,
//! and which one decides the successor it pruned. Each choice is a world: a few [`Change`]s to
//! the frontier the worlds share. Ties are kept apart until a step looks at a board two of them
//! touch (takes it, or needs it gone), so ties open at once cost their sum, not their product.

/// One world's difference from the shared frontier: `count` more (fewer, when negative)
/// entries of board `id` with `g` and `parent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Change {
    pub id: u32,
    pub g: u32,
    pub parent: u32,
    pub count: i32,
}

/// A world's changes, sorted by board, g and parent, none zero.
pub(super) type World = Vec<Change>;

/// Adds `count` entries of `id` with `g` and `parent` to `world`.
pub(super) fn change(world: &mut World, id: u32, g: u32, parent: u32, count: i32) {
    match world.binary_search_by_key(&(id, g, parent), |c| (c.id, c.g, c.parent)) {
        Ok(at) => {
            world[at].count += count;
            if world[at].count == 0 {
                world.remove(at);
            }
        }
        Err(at) => world.insert(at, Change { id, g, parent, count }),
    }
}

/// The changes of `world` to board `id`'s copies with `g` (and, given, `parent`).
pub(super) fn shift(world: &[Change], id: u32, g: u32, parent: Option<u32>) -> i64 {
    let from = world.partition_point(|c| (c.id, c.g) < (id, g));
    let group = world[from..].iter().take_while(|c| (c.id, c.g) == (id, g));
    group.filter(|c| parent.is_none_or(|p| p == c.parent)).map(|c| i64::from(c.count)).sum()
}

/// The boards and g's the worlds touch, sorted.
pub(super) fn groups(worlds: &[World]) -> Vec<(u32, u32)> {
    let mut groups: Vec<(u32, u32)> = worlds.iter().flatten().map(|c| (c.id, c.g)).collect();
    groups.sort_unstable();
    groups.dedup();
    groups
}

/// The most worlds a tie keeps: past it, the first ones only (see `BestFirst::pruned`).
pub(super) const MOST_WORLDS: usize = 256;

/// Every world of `a` with every world of `b`, their changes added, the first
/// [`MOST_WORLDS`] of them.
pub(super) fn product(a: &[World], b: &[World]) -> Vec<World> {
    let mut worlds = Vec::with_capacity((a.len() * b.len()).min(MOST_WORLDS));
    for (one, other) in a.iter().flat_map(|one| b.iter().map(move |other| (one, other))).take(MOST_WORLDS) {
        {
            let mut world = one.clone();
            for c in other {
                change(&mut world, c.id, c.g, c.parent, c.count);
            }
            worlds.push(world);
        }
    }
    worlds
}

/// Merges worlds that are the same, and takes out the changes every world makes.
pub(super) fn split_shared(worlds: &mut Vec<World>) -> World {
    worlds.sort_unstable();
    worlds.dedup();
    let Some((first, others)) = worlds.split_first() else { return Vec::new() };
    let shared: World =
        first.iter().filter(|&c| others.iter().all(|world| world.binary_search(c).is_ok())).copied().collect();
    if !shared.is_empty() {
        for world in worlds.iter_mut() {
            world.retain(|c| shared.binary_search(c).is_err());
        }
    }
    shared
}
