//! The FIFO and LIFO orders (BFS; DFS; the iterations of IDDFS and IDA*) as blocks of siblings:
//! the successors of one expansion enter the frontier together, in any order, so the next
//! expansion must come from the first block (a queue) or the top block (a stack) that still
//! holds a board the variant would expand, any of its boards.
//!
//! A stack's blocks are the current path's: block `k` holds the boards waiting at depth `k`,
//! the successors of the path's board at depth `k - 1`. Depth-first search may have any depth
//! limit: a block left unexpanded sets it, and nothing that deep is expanded afterwards.

use std::collections::VecDeque;

use super::run::{Frontier, missing};
use super::trace::{NEVER, Trace};
use super::variant::Repeats;
use super::verdict::{Iteration, Mistake};

/// The successors of one expansion still waiting.
#[derive(Debug, Clone, Copy)]
struct Block {
    depth: u32,
    /// The step that generated them, and its board.
    from: u32,
    parent: u32,
    ids: [u32; 4],
    len: u8,
    /// Bit `k` set while `ids[k]` waits.
    live: u8,
}

impl Block {
    fn root(start: u32) -> Self {
        Self { depth: 0, from: NEVER, parent: NEVER, ids: [start, 0, 0, 0], len: 1, live: 1 }
    }

    fn waiting(&self) -> impl Iterator<Item = (usize, u32)> + '_ {
        (0..usize::from(self.len)).filter(|&k| self.live & (1 << k) != 0).map(|k| (k, self.ids[k]))
    }
}

/// Which order the blocks follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Order {
    /// First in, first out: breadth-first search.
    Queue,
    /// Last in, first out, with any depth limit: depth-first search.
    Stack,
    /// Depth-first iterations under a bound on `g + h` (IDA*; IDDFS with `h = 0`).
    Bounded,
}

/// One variant's frontier of blocks.
pub(super) struct Blocks {
    order: Order,
    repeats: Repeats,
    heuristic: usize,
    waiting: VecDeque<Block>,
    /// Stack orders: the board taken from each block (the current path) and its step.
    path: Vec<(u32, u32)>,
    /// By id: how often on the path; the depth it was expanded at (`NEVER`); whether seen.
    on_path: Vec<u32>,
    closed: Vec<u32>,
    seen: Vec<bool>,
    /// The board just taken: its depth and the board it came from.
    taken: (u32, u32),
    /// Depth-first search: one more than the deepest depth expanded, and the depth of the
    /// shallowest block dropped (`NEVER` if none): the depth limit lies between them.
    deeper_than: u32,
    dropped_at: u32,
    /// The iterative deepenings: the bound, the next one, the iterations.
    bound: u32,
    next_bound: u32,
    iterations: Vec<Iteration>,
}

impl Blocks {
    /// A frontier in `order` for the variant `repeats`, holding the start; `heuristic` is the
    /// trace's slot of the estimates bounding IDA*'s iterations.
    pub fn new(order: Order, repeats: Repeats, heuristic: usize, start: u32) -> Self {
        Self {
            order,
            repeats,
            heuristic,
            waiting: VecDeque::from([Block::root(start)]),
            path: Vec::new(),
            on_path: Vec::new(),
            closed: Vec::new(),
            seen: Vec::new(),
            taken: (0, NEVER),
            deeper_than: 0,
            dropped_at: NEVER,
            bound: 0,
            next_bound: NEVER,
            iterations: Vec::new(),
        }
    }

    fn grow(&mut self, ids: usize) {
        if self.closed.len() < ids {
            self.on_path.resize(ids, 0);
            self.closed.resize(ids, NEVER);
            self.seen.resize(ids, false);
        }
    }

    /// Whether a waiting `id` at `depth` would be taken and dropped unlisted.
    fn skipped(&self, id: u32, depth: u32) -> bool {
        match self.repeats {
            Repeats::SkippedWhenExpanded => self.closed[id as usize] != NEVER,
            Repeats::ReopenedWhenShorter => self.closed[id as usize] <= depth,
            _ => false,
        }
    }

    fn expandable<'a>(&'a self, block: &'a Block) -> impl Iterator<Item = u32> + 'a {
        block.waiting().map(|(_, id)| id).filter(move |&id| !self.skipped(id, block.depth))
    }

    /// Where `id` waits in `block`, unless it would be dropped unlisted.
    fn slot(&self, block: &Block, id: u32) -> Option<usize> {
        block.waiting().find(|&(_, waiting)| waiting == id).map(|(k, _)| k).filter(|_| !self.skipped(id, block.depth))
    }

    /// Takes `id` from block `at`: the path (stack orders) and the closed set follow.
    fn take_from(&mut self, at: usize, slot: usize, id: u32, step: usize) {
        self.waiting[at].live &= !(1 << slot);
        let Block { depth, parent, .. } = self.waiting[at];
        if self.order != Order::Queue {
            self.waiting.truncate(at + 1);
            for (left, _) in self.path.drain(at..) {
                self.on_path[left as usize] -= 1;
            }
            self.path.push((id, u32::try_from(step).unwrap_or(NEVER)));
            self.on_path[id as usize] += 1;
        }
        self.closed[id as usize] = self.closed[id as usize].min(depth);
        self.taken = (depth, parent);
    }

    fn take_queued(&mut self, step: usize, id: u32, trace: &Trace) -> Result<(), Mistake> {
        while self.waiting.front().is_some_and(|front| self.expandable(front).next().is_none()) {
            self.waiting.pop_front();
        }
        let Some(front) = self.waiting.front() else {
            return Err(Mistake::Exhausted { board: trace.board(id) });
        };
        if let Some(slot) = self.slot(front, id) {
            self.take_from(0, slot, id, step);
            return Ok(());
        }
        let Some(later) = self.waiting.iter().find(|block| self.slot(block, id).is_some()) else {
            return Err(missing(trace, step, id, self.repeats.is_graph()));
        };
        let waiting_depth = front.depth;
        let shallow = self.waiting.iter().take_while(|block| block.depth == waiting_depth);
        let waiting = shallow.map(|block| self.expandable(block).count()).sum();
        let example = self.expandable(front).next().unwrap_or(id);
        Err(Mistake::Deeper {
            board: trace.board(id),
            depth: later.depth,
            waiting,
            waiting_depth,
            example: trace.board(example),
        })
    }

    fn take_stacked(&mut self, step: usize, id: u32, trace: &mut Trace) -> Result<(), Mistake> {
        let mut dropped_at = self.dropped_at;
        let mut at = self.waiting.len();
        let found = loop {
            let Some(k) = at.checked_sub(1) else { break None };
            at = k;
            let block = &self.waiting[k];
            // A depth-first search with a limit takes nothing as deep as the blocks it dropped.
            let too_deep = self.order == Order::Stack && block.depth >= dropped_at && id != trace.goal_id;
            if let Some(slot) = self.slot(block, id).filter(|_| !too_deep) {
                break Some((k, slot));
            }
            let Some(example) = self.expandable(block).next() else { continue };
            let holds_goal = self.expandable(block).any(|waiting| waiting == trace.goal_id);
            if self.order == Order::Stack && block.depth >= self.deeper_than && !holds_goal {
                dropped_at = dropped_at.min(block.depth);
                continue;
            }
            return Err(self.not_on_top(step, id, k, example, trace));
        };
        let Some((k, slot)) = found else {
            return self.next_iteration(step, id, trace);
        };
        let depth = self.waiting[k].depth;
        if id != trace.goal_id && self.order == Order::Stack {
            if depth >= dropped_at {
                return Err(Mistake::TooDeep { board: trace.board(id), depth, limit: dropped_at });
            }
            self.deeper_than = self.deeper_than.max(depth + 1);
        }
        self.dropped_at = dropped_at;
        self.take_from(k, slot, id, step);
        Ok(())
    }

    /// `id` is not in the top block `k`, whose first board is `example`: past the bound, or not on top.
    fn not_on_top(&mut self, step: usize, id: u32, k: usize, example: u32, trace: &mut Trace) -> Mistake {
        if let Some(&(_, last)) = self.path.last().filter(|_| self.order == Order::Bounded) {
            let g = u32::try_from(self.path.len()).unwrap_or(NEVER);
            if trace.successors(last as usize).contains(&id) {
                let f = g + trace.h(self.heuristic, id);
                if f > self.bound {
                    return Mistake::OverBound { board: trace.board(id), f, bound: self.bound };
                }
            }
        }
        let block = &self.waiting[k];
        let restarted = self.order == Order::Bounded && id == trace.start;
        if !restarted && self.waiting.iter().all(|block| self.slot(block, id).is_none()) {
            return missing(trace, step, id, self.repeats.is_graph());
        }
        Mistake::NotOnTop {
            board: trace.board(id),
            waiting: self.expandable(block).count(),
            from: block.from as usize,
            example: trace.board(example),
        }
    }

    /// Nothing waits: IDA* and IDDFS start the next iteration from the start board.
    fn next_iteration(&mut self, step: usize, id: u32, trace: &mut Trace) -> Result<(), Mistake> {
        let first = self.waiting.is_empty() || (step == 0 && self.iterations.is_empty());
        if self.order != Order::Bounded || (self.next_bound == NEVER && !first) {
            if self.waiting.iter().all(|block| self.slot(block, id).is_none()) && !trace.generated_before(id, step) {
                return Err(missing(trace, step, id, self.repeats.is_graph()));
            }
            return Err(Mistake::Exhausted { board: trace.board(id) });
        }
        let bound = if self.iterations.is_empty() { trace.h(self.heuristic, trace.start) } else { self.next_bound };
        if id != trace.start {
            return Err(Mistake::NotRoot { board: trace.board(id), bound });
        }
        self.bound = bound;
        self.next_bound = NEVER;
        self.iterations.push(Iteration { first: step, bound });
        self.waiting = VecDeque::from([Block::root(trace.start)]);
        for (left, _) in self.path.drain(..) {
            self.on_path[left as usize] -= 1;
        }
        self.take_from(0, 0, id, step);
        Ok(())
    }
}

impl Frontier for Blocks {
    fn take(&mut self, step: usize, trace: &mut Trace) -> Result<(), Mistake> {
        self.grow(trace.ids());
        let id = trace.id(step);
        match self.order {
            Order::Queue => self.take_queued(step, id, trace),
            Order::Bounded if step == 0 => {
                self.waiting.clear();
                self.next_iteration(step, id, trace)
            }
            Order::Stack | Order::Bounded => self.take_stacked(step, id, trace),
        }
    }

    fn expand(&mut self, step: usize, trace: &mut Trace) {
        self.grow(trace.ids());
        let (depth, parent) = (self.taken.0 + 1, self.taken.1);
        let id = trace.id(step);
        if step == 0 {
            self.seen[id as usize] = true;
        }
        let from = u32::try_from(step).unwrap_or(NEVER);
        let mut block = Block { depth, from, parent: id, ids: [0; 4], len: 0, live: 0 };
        for k in 0..trace.successors(step).len() {
            let child = trace.successors(step)[k];
            if self.order == Order::Bounded {
                let f = depth + trace.h(self.heuristic, child);
                if f > self.bound {
                    self.next_bound = self.next_bound.min(f);
                    continue;
                }
            }
            let queued = match self.repeats {
                Repeats::Kept => true,
                Repeats::NotParent => child != parent,
                Repeats::NotOnPath => self.on_path[child as usize] == 0,
                Repeats::SkippedWhenGenerated => !std::mem::replace(&mut self.seen[child as usize], true),
                Repeats::SkippedWhenExpanded | Repeats::ReopenedWhenShorter => !self.skipped(child, depth),
            };
            if queued {
                block.ids[usize::from(block.len)] = child;
                block.live |= 1 << block.len;
                block.len += 1;
            }
        }
        if self.order != Order::Queue || block.len > 0 {
            self.waiting.push_back(block);
        }
    }

    fn iterations(&self) -> Vec<Iteration> {
        self.iterations.clone()
    }

    fn depth_limit(&self) -> Option<u32> {
        (self.dropped_at != NEVER).then_some(self.dropped_at)
    }
}
