//! Search traces to check (`npuzzle::check`): from a small solver written the way tutorials
//! write one (a queue, a stack or a heap of boards, successors pushed forwards, backwards or
//! shuffled, ties broken at random), and from the project's own engines, their successors
//! shuffled.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet, VecDeque};

use npuzzle::heuristic::{Heuristic, HeuristicKind};
use npuzzle::model::random::Rng;
use npuzzle::search::{Search, Step, astar, bfs::Bfs, dfs::Dfs, greedy, idastar, iddfs, ucs, wastar};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::{Board, Goal};

/// What the tutorial's solver does with a board reached again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeats {
    /// Nothing: a tree search.
    Tree,
    /// Never generates the board it came from.
    NotParent,
    /// Skips a board already on the path (depth-first searches).
    NotOnPath,
    /// A visited set filled when boards are generated.
    SeenWhenGenerated,
    /// A closed set filled when boards are expanded, checked when taken.
    ClosedWhenTaken,
}

/// The order successors are pushed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Up, down, left, right.
    Forwards,
    /// Right, left, down, up.
    Backwards,
    /// Shuffled at every expansion.
    Shuffled,
}

/// A tutorial's solver.
#[derive(Debug, Clone, Copy)]
pub struct Tutorial {
    pub algorithm: Algorithm,
    pub heuristic: HeuristicKind,
    /// Weighted A*'s weight, in thousandths.
    pub weight: u64,
    pub repeats: Repeats,
    /// BFS and the other frontiers: the goal tested when generated.
    pub early_goal: bool,
    pub order: Order,
    /// Depth-first search: boards this deep are not expanded.
    pub depth_limit: u32,
}

fn successors(board: &Board, order: Order, rng: &mut Rng) -> Vec<Board> {
    let mut out: Vec<Board> = board
        .legal_moves()
        .into_iter()
        .map(|dir| {
            let mut next = board.clone();
            next.slide(dir).expect("a legal move");
            next
        })
        .collect();
    match order {
        Order::Forwards => {}
        Order::Backwards => out.reverse(),
        Order::Shuffled => {
            for i in (1..out.len()).rev() {
                out.swap(i, rng.below(i + 1));
            }
        }
    }
    out
}

/// A waiting node: its board, depth and the board it came from.
#[derive(Clone)]
struct Node {
    board: Board,
    g: u32,
    parent: Option<Board>,
    /// The boards before it on its path (path checking only).
    path: Vec<Board>,
}

/// A queue, a stack, or a heap keyed by (priority, a random tie-break), by the algorithm.
#[derive(Default)]
struct Frontier {
    queue: VecDeque<Node>,
    heap: BinaryHeap<Reverse<(u64, u64, usize)>>,
    nodes: Vec<Node>,
}

impl Frontier {
    fn push(&mut self, tutorial: &Tutorial, h: &Heuristic, node: Node, rng: &mut Rng) {
        if matches!(tutorial.algorithm, Algorithm::Bfs | Algorithm::Dfs) {
            self.queue.push_back(node);
        } else {
            self.heap.push(Reverse((tutorial.key(h, &node), rng.next_u64(), self.nodes.len())));
            self.nodes.push(node);
        }
    }

    fn pop(&mut self, algorithm: Algorithm) -> Option<Node> {
        match algorithm {
            Algorithm::Bfs => self.queue.pop_front(),
            Algorithm::Dfs => self.queue.pop_back(),
            _ => {
                let Reverse((_, _, at)) = self.heap.pop()?;
                Some(self.nodes[at].clone())
            }
        }
    }
}

impl Tutorial {
    fn key(&self, h: &Heuristic, node: &Node) -> u64 {
        let h = u64::from(h.evaluate(|cell| node.board.tile_at(cell)));
        let g = u64::from(node.g);
        match self.algorithm {
            Algorithm::Ucs => g,
            Algorithm::Greedy => h,
            Algorithm::Wastar => 1000 * g + self.weight * h,
            _ => g + h,
        }
    }

    /// The boards it expands from `start`, the goal last (or, tested when generated, its
    /// parent), if it finds the goal within `most` expansions.
    pub fn trace(&self, start: &Board, goal: &Goal, seed: u64, most: usize) -> Option<Vec<Board>> {
        let mut rng = Rng::new(seed);
        if matches!(self.algorithm, Algorithm::Iddfs | Algorithm::Idastar) {
            return self.deepening(start, goal, &mut rng, most);
        }
        let h = Heuristic::new(self.heuristic, goal);
        let mut trace = Vec::new();
        let mut visited: HashSet<Board> = HashSet::from([start.clone()]);
        let mut closed: HashSet<Board> = HashSet::new();
        if self.early_goal && goal.is_solved(start) {
            return Some(vec![start.clone()]);
        }
        let mut frontier = Frontier::default();
        frontier.push(self, &h, Node { board: start.clone(), g: 0, parent: None, path: Vec::new() }, &mut rng);
        while trace.len() < most {
            let node = frontier.pop(self.algorithm)?;
            if self.repeats == Repeats::ClosedWhenTaken && closed.contains(&node.board) {
                continue;
            }
            if !self.early_goal && goal.is_solved(&node.board) {
                trace.push(node.board);
                return Some(trace);
            }
            if self.algorithm == Algorithm::Dfs && node.g >= self.depth_limit {
                continue;
            }
            trace.push(node.board.clone());
            closed.insert(node.board.clone());
            for child in successors(&node.board, self.order, &mut rng) {
                let skip = match self.repeats {
                    Repeats::Tree => false,
                    Repeats::NotOnPath => child == node.board || node.path.contains(&child),
                    Repeats::NotParent => node.parent.as_ref() == Some(&child),
                    Repeats::SeenWhenGenerated => !visited.insert(child.clone()),
                    Repeats::ClosedWhenTaken => closed.contains(&child),
                };
                if skip {
                    continue;
                }
                if self.early_goal && goal.is_solved(&child) {
                    return Some(trace);
                }
                let path = if self.repeats == Repeats::NotOnPath {
                    node.path.iter().cloned().chain([node.board.clone()]).collect()
                } else {
                    Vec::new()
                };
                let next = Node { board: child, g: node.g + 1, parent: Some(node.board.clone()), path };
                frontier.push(self, &h, next, &mut rng);
            }
        }
        None
    }

    /// IDDFS or IDA*, recursively, as the textbooks write it.
    fn deepening(&self, start: &Board, goal: &Goal, rng: &mut Rng, most: usize) -> Option<Vec<Board>> {
        let h = Heuristic::new(self.heuristic, goal);
        let h = |board: &Board| h.evaluate(|cell| board.tile_at(cell));
        let mut bound = h(start);
        let mut trace = Vec::new();
        loop {
            let mut next = u32::MAX;
            let mut path = vec![start.clone()];
            if self.enter(0, goal, &h, bound, &mut next, &mut path, &mut trace, rng, most) {
                return Some(trace);
            }
            if next == u32::MAX || trace.len() >= most {
                return None;
            }
            bound = next;
        }
    }

    #[expect(clippy::too_many_arguments, reason = "the recursion's state, as a tutorial passes it")]
    fn enter(
        &self,
        g: u32,
        goal: &Goal,
        h: &dyn Fn(&Board) -> u32,
        bound: u32,
        next: &mut u32,
        path: &mut Vec<Board>,
        trace: &mut Vec<Board>,
        rng: &mut Rng,
        most: usize,
    ) -> bool {
        let board = path.last().expect("a path").clone();
        let f = g + h(&board);
        if f > bound {
            *next = (*next).min(f);
            return false;
        }
        trace.push(board.clone());
        if goal.is_solved(&board) {
            return true;
        }
        if trace.len() >= most {
            return false;
        }
        for child in successors(&board, self.order, rng) {
            let skip = match self.repeats {
                Repeats::NotParent => path.len() >= 2 && path[path.len() - 2] == child,
                Repeats::NotOnPath => path.contains(&child),
                _ => false,
            };
            if skip {
                continue;
            }
            path.push(child);
            let found = self.enter(g + 1, goal, h, bound, next, path, trace, rng, most);
            path.pop();
            if found || trace.len() >= most {
                return found;
            }
        }
        false
    }
}

/// The boards the project's own engine for `algorithm` expands from `start` (the goal last,
/// unless it tests the goal when generated, as its BFS does), its successors shuffled by `seed`,
/// if it finds the goal within `most` expansions.
pub fn engine_trace(
    algorithm: Algorithm,
    heuristic: HeuristicKind,
    weight: f64,
    start: &Board,
    goal: &Goal,
    seed: u64,
    most: u64,
) -> Option<Vec<Board>> {
    let expanded = std::cell::RefCell::new(Vec::new());
    let rng = std::cell::RefCell::new(Rng::new(seed));
    let successors = |board: &Board, out: &mut Vec<Board>| {
        expanded.borrow_mut().push(board.clone());
        out.extend(successors(board, Order::Shuffled, &mut rng.borrow_mut()));
    };
    let estimate = Heuristic::new(heuristic, goal);
    let h = |board: &Board| estimate.evaluate(|cell| board.tile_at(cell));
    let success = |board: &Board| goal.is_solved(board);
    let step = match algorithm {
        Algorithm::Bfs => Bfs::new(start.clone(), successors, success).run(most),
        Algorithm::Dfs => Dfs::new(start.clone(), 30, successors, success).run(most),
        Algorithm::Iddfs => iddfs::iddfs(start.clone(), successors, success).run(most),
        Algorithm::Idastar => idastar::idastar(start.clone(), successors, h, success).run(most),
        Algorithm::Ucs => ucs::ucs(start.clone(), successors, success).run(most),
        Algorithm::Greedy => greedy::greedy(start.clone(), successors, h, success).run(most),
        Algorithm::Astar => astar::astar(start.clone(), successors, h, success).run(most),
        _ => wastar::wastar(start.clone(), weight, successors, h, success).run(most),
    };
    let Step::Found(path) = step else { return None };
    let mut trace = expanded.into_inner();
    if algorithm != Algorithm::Bfs || path.len() == 1 {
        trace.push(path.last().expect("a path").clone());
    }
    Some(trace)
}

/// Boards of `goal`'s shape `moves` random moves from it, one a seed.
pub fn scrambled(goal: &Goal, moves: usize, seed: u64) -> Board {
    npuzzle::model::random::scramble(goal.board(), moves, &mut Rng::new(seed))
}

/// How often each value occurs: for tests that want every kind of case to have come up.
pub fn tally<T: std::hash::Hash + Eq>(items: impl IntoIterator<Item = T>) -> HashMap<T, usize> {
    let mut counts = HashMap::new();
    for item in items {
        *counts.entry(item).or_insert(0) += 1;
    }
    counts
}
