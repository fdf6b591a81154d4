//! The iterative-deepening engine behind IDA* and IDDFS: depth-first passes under a growing
//! bound on `g + h`, keeping only the current path (an explicit stack) in memory.

use super::record::{Fate, Off, Record, Recorder};
use super::{Iteration, Search, Stats, Step};

/// A node on the current path, with its successors `children[next..end]` still to try.
struct Frame<N> {
    node: N,
    g: u32,
    first: usize,
    next: usize,
    end: usize,
}

/// Iterative deepening, resumable: each pass explores every path whose `g + h` stays within
/// the bound, then the bound rises to the smallest `g + h` that exceeded it. Children equal
/// to their grandparent (a move and its undo) are skipped. Nothing is allocated per node once
/// the stack has reached its deepest.
pub struct IterativeDeepening<N, FS, FH, FG, R = Off> {
    start: N,
    stack: Vec<Frame<N>>,
    /// Successors of every frame on the stack, each frame owning a contiguous range.
    children: Vec<N>,
    bound: u32,
    next_bound: u32,
    pass_expanded: u64,
    in_pass: bool,
    successors: FS,
    heuristic: FH,
    success: FG,
    stats: Stats,
    recorder: R,
}

impl<N, FS, FH, FG> IterativeDeepening<N, FS, FH, FG>
where
    N: Clone + Eq,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    /// A search from `start`; the first bound is the start's heuristic value.
    pub fn new(start: N, successors: FS, mut heuristic: FH, success: FG) -> Self {
        let bound = heuristic(&start);
        Self {
            start,
            stack: Vec::new(),
            children: Vec::new(),
            bound,
            next_bound: u32::MAX,
            pass_expanded: 0,
            in_pass: false,
            successors,
            heuristic,
            success,
            stats: Stats { bound, ..Stats::default() },
            recorder: Off,
        }
    }

    /// The same search, telling `recorder` what it does (each iteration starts a new tree).
    pub fn with_recorder<R: Recorder<N>>(self, recorder: R) -> IterativeDeepening<N, FS, FH, FG, R> {
        IterativeDeepening {
            start: self.start,
            stack: self.stack,
            children: self.children,
            bound: self.bound,
            next_bound: self.next_bound,
            pass_expanded: self.pass_expanded,
            in_pass: self.in_pass,
            successors: self.successors,
            heuristic: self.heuristic,
            success: self.success,
            stats: self.stats,
            recorder,
        }
    }
}

impl<N, FS, FH, FG, R> IterativeDeepening<N, FS, FH, FG, R>
where
    N: Clone + Eq,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
    R: Recorder<N>,
{
    /// Steps onto `node` at depth `g`: past the bound it only lowers the next bound; a goal
    /// ends the search; otherwise it is expanded and pushed.
    fn enter(&mut self, node: N, g: u32) -> Option<Step<N>> {
        let h = (self.heuristic)(&node);
        let f = g + h;
        // Recorded, the node's slot is the stack depth it takes; its parent is the frame below.
        let slot = if R::ON { u32::try_from(self.stack.len()).unwrap_or(u32::MAX) } else { 0 };
        if f > self.bound {
            if R::ON && slot > 0 {
                self.recorder.child(slot - 1, None, &node, h, Fate::Pruned);
            }
            self.next_bound = self.next_bound.min(f);
            return None;
        }
        if R::ON {
            match slot.checked_sub(1) {
                Some(parent) => self.recorder.child(parent, Some(slot), &node, h, Fate::Queued),
                None => self.recorder.root(&node, h),
            }
        }
        if (self.success)(&node) {
            self.recorder.found(slot);
            let mut path: Vec<N> = self.stack.iter().map(|frame| frame.node.clone()).collect();
            path.push(node);
            return Some(Step::Found(path));
        }
        let first = self.children.len();
        (self.successors)(&node, &mut self.children);
        self.stats.expanded += 1;
        self.recorder.expand(slot);
        self.pass_expanded += 1;
        self.stack.push(Frame { node, g, first, next: first, end: self.children.len() });
        self.stats.stored_now(self.stack.len());
        self.stats.frontier_now(self.stack.len());
        None
    }

    /// Ends the pass that just emptied the stack and starts the next, if any bound is left.
    fn next_pass(&mut self) -> Option<Step<N>> {
        if self.in_pass {
            self.stats.iterations.push(Iteration { bound: self.bound, expanded: self.pass_expanded });
            if self.next_bound == u32::MAX {
                return Some(Step::Exhausted);
            }
            self.bound = self.next_bound;
        }
        self.in_pass = true;
        self.children.clear();
        self.next_bound = u32::MAX;
        self.pass_expanded = 0;
        self.stats.bound = self.bound;
        self.recorder.iteration(self.bound);
        self.enter(self.start.clone(), 0)
    }
}

impl<N, FS, FH, FG, R> Search<N> for IterativeDeepening<N, FS, FH, FG, R>
where
    N: Clone + Eq,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
    R: Recorder<N>,
{
    fn run(&mut self, budget: u64) -> Step<N> {
        let stop_at = self.stats.expanded.saturating_add(budget);
        while self.stats.expanded < stop_at {
            let depth = self.stack.len();
            let Some(top) = self.stack.last_mut() else {
                if let Some(step) = self.next_pass() {
                    return step;
                }
                continue;
            };
            if top.next == top.end {
                self.children.truncate(top.first);
                self.stack.pop();
                continue;
            }
            let child = self.children[top.next].clone();
            top.next += 1;
            let g = top.g + 1;
            self.stats.generated += 1;
            if depth >= 2 && self.stack[depth - 2].node == child {
                if R::ON {
                    let h = (self.heuristic)(&child);
                    let parent = u32::try_from(depth - 1).unwrap_or(u32::MAX);
                    // It repeats the grandparent, kept in the slot below its parent's.
                    self.recorder.child(parent, Some(parent - 1), &child, h, Fate::Duplicate);
                }
                continue; // undoes the move just made
            }
            if let Some(step) = self.enter(child, g) {
                return step;
            }
        }
        Step::Running
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }

    fn record(&mut self) -> Option<&mut Record> {
        self.recorder.record()
    }
}
