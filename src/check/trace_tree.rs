//! A checked trace drawn as a search tree: the boards a student's program expanded turned into a
//! search record ([`crate::search::record`]), the format the engines record for the Search view,
//! so that the page's replay draws the student's search with the reference's own tree code.
//!
//! Each board expanded is a tree node. Expanding it generates a child for each board one move
//! away, with `g` one more than its own and `h` by the spec's heuristic, waiting: every board a
//! variant may take again stays takeable. Only the variant that never generates the board it came
//! from (most tutorials', and the one read when none fits) has that child a duplicate, and for
//! IDA* and IDDFS a child past the iteration's bound is pruned. A later expansion takes a
//! waiting child with its board: of least `g`, then the oldest, for the queue and best-first
//! orders; the newest for the stack and the bounded searches, whose iterations start a tree
//! afresh at the steps the verdict read. A board no child waits with (one not one move from a
//! board expanded before it, or the start board listed again outside an iteration's start) ends
//! the tree there. The goal ending a trace is found, not expanded, as the engines record it.
//!
//! ```
//! use npuzzle::check::{SearchSpec, TraceTree, check_search};
//! use npuzzle::heuristic::HeuristicKind;
//! use npuzzle::solve::algorithm::Algorithm;
//! use npuzzle::{Goal, parse_board};
//!
//! let start = parse_board("1 2 3 4 5 6 0 7 8")?;
//! let goal = Goal::blank_last(start.shape());
//! let trace = ["1 2 3 4 5 6 0 7 8", "1 2 3 4 5 6 7 0 8", "1 2 3 4 5 6 7 8 0"]
//!     .map(|board| parse_board(board).unwrap());
//! let spec = SearchSpec::new(Algorithm::Astar, HeuristicKind::Manhattan);
//! let verdict = check_search(&start, &goal, &trace, &spec)?;
//! let mut tree = TraceTree::new(&start, &goal, &trace, &verdict);
//! assert_eq!(tree.drawn(), 3);
//! let chunk = tree.take_chunk(usize::MAX).unwrap();
//! assert_eq!(chunk.kind.iter().filter(|&&kind| kind == 3).count(), 2); // two expansions, then the goal found
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use rustc_hash::FxHashMap as HashMap;

use super::search::{Repeats, SearchVerdict};
use crate::heuristic::Heuristic;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::moves::Direction;
use crate::search::discipline::Discipline;
use crate::search::record::{Chunk, Fate, MAX_EXPANSIONS, Recorder, Recording};

/// A checked trace as a search record, taken in chunks as an engine's is.
pub struct TraceTree {
    recording: Recording<u16>,
    drawn: usize,
    wrong_node: Option<u32>,
}

/// The tree nodes of one iteration (the whole search, outside IDA* and IDDFS), by slot.
#[derive(Default)]
struct Nodes {
    /// Each slot's tiles, `cells` bytes a slot.
    tiles: Vec<u8>,
    g: Vec<u32>,
    /// The slot it came from (`u32::MAX` for the root), and whether it still waits.
    parent: Vec<u32>,
    waiting: Vec<bool>,
    /// Its tree node's id in the record.
    id: Vec<u32>,
    /// The slots made with each board.
    by_board: HashMap<Box<[u8]>, Vec<u32>>,
}

impl Nodes {
    fn add(&mut self, tiles: &[u8], g: u32, parent: u32, id: u32) -> u32 {
        let slot = u32::try_from(self.g.len()).unwrap_or(u32::MAX);
        self.tiles.extend_from_slice(tiles);
        self.g.push(g);
        self.parent.push(parent);
        self.waiting.push(true);
        self.id.push(id);
        self.by_board.entry(tiles.into()).or_default().push(slot);
        slot
    }

    /// Takes a waiting slot with `tiles` off the frontier: the newest, or the one of least g.
    fn take(&mut self, tiles: &[u8], newest: bool) -> Option<u32> {
        let slots = self.by_board.get(tiles)?;
        let waiting = slots.iter().copied().filter(|&slot| self.waiting[slot as usize]);
        let slot = if newest { waiting.max() } else { waiting.min_by_key(|&slot| (self.g[slot as usize], slot)) }?;
        self.waiting[slot as usize] = false;
        Some(slot)
    }
}

impl TraceTree {
    /// The tree of `expanded` (a trace checked from `start` towards `goal`, its verdict
    /// `verdict`), up to [`MAX_EXPANSIONS`] expansions.
    #[must_use]
    pub fn new(start: &Board, goal: &Goal, expanded: &[Board], verdict: &SearchVerdict) -> Self {
        let spec = verdict.spec;
        let shape = start.shape();
        let cells = shape.cells();
        let heuristic = Heuristic::new(spec.heuristic, goal);
        let order = spec.algorithm.discipline(spec.weight.value(), 0);
        let bounded = matches!(order, Some(Discipline::Bounded));
        let newest = bounded || matches!(order, Some(Discipline::Stack { .. }));
        let skips_parent = verdict.variants.first().is_none_or(|variant| variant.repeats == Repeats::NotParent);
        let mut iterations = verdict.iterations.iter().peekable();
        let mut recording = Recording::new(MAX_EXPANSIONS, |&cell: &u16| cell);
        let mut nodes = Nodes::default();
        let (mut ids, mut bound, mut drawn, mut wrong_node) = (0u32, u32::MAX, 0, None);
        let label = |cell: usize| u16::try_from(cell).unwrap_or(u16::MAX);
        for (step, board) in expanded.iter().enumerate() {
            let tiles = board.tiles();
            let iteration = iterations.next_if(|iteration| iteration.first == step);
            let slot = if step == 0 || iteration.is_some() {
                if tiles != start.tiles() || (step > 0 && !bounded) {
                    break;
                }
                if let Some(iteration) = iteration.filter(|_| bounded) {
                    bound = iteration.bound;
                    recording.iteration(bound);
                    nodes = Nodes::default();
                }
                recording.root(&label(start.blank()), heuristic.evaluate(|cell| tiles[cell]));
                ids += 1;
                nodes.add(tiles, 0, u32::MAX, ids - 1)
            } else if let Some(slot) = nodes.take(tiles, newest) {
                slot
            } else {
                break;
            };
            let at = slot as usize;
            if verdict.step == Some(step) {
                wrong_node = Some(nodes.id[at]);
            }
            if step + 1 == expanded.len() && tiles == goal.board().tiles() && verdict.step != Some(step) {
                recording.found(slot);
                drawn += 1;
                break;
            }
            recording.expand(slot);
            if recording.record().is_some_and(|record| record.stopped()) {
                wrong_node = wrong_node.filter(|_| verdict.step != Some(step));
                break;
            }
            drawn += 1;
            let (g, parent) = (nodes.g[at] + 1, nodes.parent[at]);
            let mut child = tiles.to_vec();
            for direction in Direction::ALL {
                let Some(cell) = shape.neighbor(board.blank(), direction) else { continue };
                child.swap(board.blank(), cell);
                let h = heuristic.evaluate(|i| child[i]);
                let came_from = parent != u32::MAX && nodes.tiles[parent as usize * cells..][..cells] == child[..];
                if came_from && skips_parent {
                    recording.child(slot, Some(parent), &label(cell), h, Fate::Duplicate);
                } else if bounded && g.saturating_add(h) > bound {
                    recording.child(slot, None, &label(cell), h, Fate::Pruned);
                } else {
                    let made = nodes.add(&child, g, slot, ids);
                    recording.child(slot, Some(made), &label(cell), h, Fate::Queued);
                }
                ids += 1;
                child.swap(board.blank(), cell);
            }
        }
        Self { recording, drawn, wrong_node }
    }

    /// How many of the trace's boards the tree holds, from the first: the rest could not be
    /// placed (see the [module](self)) or pass the most a record holds.
    #[must_use]
    pub const fn drawn(&self) -> usize {
        self.drawn
    }

    /// The tree node of the first wrong expansion, when the verdict names one and it is drawn.
    #[must_use]
    pub const fn wrong_node(&self) -> Option<u32> {
        self.wrong_node
    }

    /// Takes at most `max` of the events not taken yet (see [`crate::search::record::Record::take_chunk`]).
    #[must_use]
    pub fn take_chunk(&mut self, max: usize) -> Option<Chunk> {
        self.recording.record().and_then(|record| record.take_chunk(max))
    }
}
