//! IDA* tuned for the 4x4 board with additive pattern databases: the search behind `idastar`
//! with a `pdb` heuristic (and `auto` on 4x4).
//!
//! The board is a 16-byte array; a node carries its Manhattan distance and each pattern's
//! database address, all updated move by move (one tile moves, so one address per lookup
//! changes: by a shift when the entries are addressed directly by cells, as they are for
//! patterns of up to six tiles, else by the digits of the tiles it passes in the packed
//! numbering); a move that would make the path a duplicate of an earlier or shorter one (the
//! move that undoes the last one among them) is never tried ([`MoveMachine`](super::moves::MoveMachine)); children are tried most promising first; the mirror lookup is skipped for
//! children the plain one already rules out; and a child whose estimate puts its parent past
//! the bound prunes the parent's other children too (bidirectional pathmax, one level). The depth-first pass is a plain recursion, whose
//! state the compiler keeps in registers, and nothing is allocated per node.
//!
//! It is still resumable: a slice that runs out of budget unwinds and keeps the child numbers
//! on the path to the node it stopped at, and the next slice walks back down that path
//! (re-evaluating, not re-counting, the nodes on it) and goes on from there.
//!
//! With several threads ([`PdbIdaStar::with_threads`], native only) each pass is first split
//! into subtrees: the child numbers of every path within the bound to a depth that yields
//! enough of them. The calling thread and the others take subtrees from a shared stack and
//! search each as a slice that never climbs above the subtree's root, drawing the slice's
//! budget from a shared pool in small pieces ([`Pool`]), so they all stop within a piece of
//! each other; a thread that stops puts its subtree back with the path to where it paused. Near
//! the end of a pass, when fewer subtrees are left than threads, paused ones are split further
//! ([`spread`]). Every subtree of a pass shares its bound,
//! so the answer is as long as one thread's (the same length, perhaps other moves).

use std::marker::PhantomData;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use super::descent::{Descent, Flow, Tally};
use super::node::{Child, Node};
use super::subtrees::{Lending, Pool, Reach, Subtree, spread};
use super::tables::{Addressing, Direct, Packed, Tables, byte, entry};
use crate::heuristic::pdb::{CELLS, DatabaseKey, PdbHeuristic};
use crate::search::{Iteration, Search, Stats, Step};

/// Subtrees a parallel pass is split into, per thread, at least (when the tree is that wide).
const SUBTREES_PER_THREAD: usize = 64;

/// The deepest a parallel pass is split at.
const MAX_SPLIT_DEPTH: usize = 16;

/// IDA* over a 4x4 board with [`PdbHeuristic`]; the nodes it reports are blank cells.
///
/// ```
/// use std::sync::Arc;
/// use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}};
/// use npuzzle::search::{Search, Step, pdb_idastar::PdbIdaStar};
///
/// let board = parse_board("4 1 2 3 0 5 6 7 8 9 10 11 12 13 14 15")?;
/// let goal = Goal::blank_first(board.shape());
/// let set = DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {});
/// let pdb = PdbHeuristic::new(Arc::new(set), &goal)?;
/// let mut search = PdbIdaStar::new(&pdb, board.tiles());
/// assert_eq!(search.run(u64::MAX), Step::Found(vec![4, 0])); // the blank's cells, start to goal
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct PdbIdaStar {
    pub(super) tables: Tables,
    pub(super) root: Node,
    pub(super) start: [u8; CELLS],
    pub(super) bound: u32,
    pub(super) next_bound: u32,
    /// Whether a pass is under way (paused), and the expansions before it began.
    pub(super) in_pass: bool,
    pub(super) pass_start: u64,
    /// The child numbers from the root to where the last slice paused.
    pub(super) resume: Vec<u8>,
    path: Vec<u8>,
    deepest: usize,
    pub(super) stats: Stats,
    pub(super) threads: usize,
    /// With several threads, the pass's subtrees not yet searched (`None` before the pass is
    /// split), the next on top.
    pub(super) subtrees: Option<Vec<Subtree>>,
    /// With helpers elsewhere (other instances, [`super::shared_pass`]): the subtrees lent to
    /// them and what they found.
    pub(super) lending: Option<Lending>,
    /// A stronger heuristic's tables and root, taking over when the pass under way ends
    /// ([`Self::switch_heuristic`]).
    pub(super) pending: Option<Box<(Tables, Node)>>,
}

impl PdbIdaStar {
    /// A search from the 16 `tiles` (reading order, 0 the blank) to `pdb`'s goal.
    ///
    /// # Panics
    /// If `tiles` does not hold 16 values with one blank: the caller has a checked board.
    #[must_use]
    pub fn new(pdb: &PdbHeuristic, tiles: &[u8]) -> Self {
        let start: [u8; CELLS] = tiles.try_into().expect("a 4x4 board has 16 cells");
        let (tables, root) = Self::prepare(pdb, &start);
        let h = u32::from(root.h);
        Self {
            tables,
            root,
            start,
            bound: h,
            next_bound: u32::MAX,
            in_pass: false,
            pass_start: 0,
            resume: Vec::new(),
            path: Vec::new(),
            deepest: 0,
            stats: Stats { bound: h, ..Stats::default() },
            threads: 1,
            subtrees: None,
            lending: None,
            pending: None,
        }
    }

    /// The tables flattened from `pdb`, and the root node of `start` looked up in them.
    ///
    /// # Panics
    /// If `start` holds no blank: the caller has a checked board.
    pub(super) fn prepare(pdb: &PdbHeuristic, start: &[u8; CELLS]) -> (Tables, Node) {
        let blank = start.iter().position(|&t| t == 0).expect("a board has a blank");
        let tables = Tables::new(pdb);
        let mut root = Node {
            blank: byte(blank),
            moves: tables.machine.start(byte(blank)),
            manhattan: byte(pdb.manhattan(start)),
            ..Node::default()
        };
        let lookups = [
            (false, &mut root.index, &mut root.half_excess),
            (true, &mut root.mirror_index, &mut root.mirror_half_excess),
        ];
        for (reflected, index, half_excess) in lookups {
            if reflected && !pdb.reflects() {
                continue;
            }
            let placements = pdb.placements(start, reflected);
            let entries = tables.entries();
            for (p, database) in tables.set.databases().iter().enumerate() {
                let cells = &placements[p][..database.pattern().len()];
                let address = if tables.direct {
                    cells.iter().zip(&tables.weights[p]).map(|(&cell, &weight)| u32::from(cell) * weight).sum()
                } else {
                    u32::try_from(database.pattern().index(cells)).unwrap_or(u32::MAX)
                };
                index[p] = address;
                half_excess[p] = entry(entries[p], address);
            }
        }
        root.sum = root.half_excess.iter().sum();
        root.mirror_sum = root.mirror_half_excess.iter().sum();
        let h = u32::from(root.manhattan) + 2 * u32::from(root.sum.max(root.mirror_sum));
        root.h = byte(h);
        (tables, root)
    }

    /// The same search spread over `threads` threads (at least one); the answer's length is
    /// the same, and `run(budget)` still does about `budget` expansions in all.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}};
    /// use npuzzle::search::{Search, Step, pdb_idastar::PdbIdaStar};
    ///
    /// let board = parse_board("1 2 3 7 4 5 6 11 8 9 10 0 12 13 14 15")?;
    /// let goal = Goal::blank_first(board.shape());
    /// let set = DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {});
    /// let pdb = PdbHeuristic::new(Arc::new(set), &goal)?;
    /// let one = PdbIdaStar::new(&pdb, board.tiles()).run(u64::MAX);
    /// let two = PdbIdaStar::new(&pdb, board.tiles()).with_threads(2).run(u64::MAX);
    /// match (one, two) {
    ///     (Step::Found(one), Step::Found(two)) => assert_eq!(one.len(), two.len()),
    ///     _ => unreachable!("both solve it"),
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// A descent from the root that follows `resume`, stays below its first `floor` moves and
    /// expands at most `budget` nodes, counting from zero.
    fn descent<'a, A>(&'a self, resume: &'a [u8], floor: usize, budget: u64) -> Descent<'a, A> {
        Descent {
            addressing: PhantomData,
            tables: &self.tables,
            entries: self.tables.entries(),
            tiles: self.start,
            bound: self.bound,
            next_bound: u32::MAX,
            expanded: 0,
            generated: 0,
            stop_at: budget,
            pool: None,
            resume,
            replaying: resume.len(),
            floor,
            paused_at: Vec::new(),
            path: vec![self.root.blank],
            deepest: 0,
        }
    }

    /// Keeps what slices counted.
    pub(super) fn absorb(&mut self, tally: &Tally) {
        self.next_bound = self.next_bound.min(tally.next_bound);
        self.deepest = self.deepest.max(tally.deepest);
        self.stats.expanded += tally.expanded;
        self.stats.generated += tally.generated;
        self.stats.max_frontier = self.deepest;
    }

    /// The databases' key.
    pub(super) fn key(&self) -> DatabaseKey {
        self.tables.set.key()
    }

    /// [`Self::split`] with this search's addressing.
    pub(super) fn split_pass(&mut self) -> Vec<Subtree> {
        if self.tables.direct { self.split::<Direct>() } else { self.split::<Packed>() }
    }

    /// Splits the pass into subtrees, at the shallowest depth that gives every thread
    /// [`SUBTREES_PER_THREAD`] of them; counts the nodes above them as expanded.
    fn split<A: Addressing>(&mut self) -> Vec<Subtree> {
        let mut subtrees = Vec::new();
        let mut tally = Tally::new();
        for depth in 1..=MAX_SPLIT_DEPTH {
            let mut descent = self.descent::<A>(&[], 0, u64::MAX);
            subtrees.clear();
            descent.split(&self.root, 0, depth, &mut Vec::new(), &mut subtrees);
            if subtrees.len() >= SUBTREES_PER_THREAD * self.threads || depth == MAX_SPLIT_DEPTH {
                tally.add(&descent);
                break;
            }
        }
        self.absorb(&tally);
        // Taken from the end: the first subtree on top.
        subtrees.into_iter().rev().map(|resume| Subtree { floor: resume.len(), resume }).collect()
    }

    /// A slice of one subtree with at most `budget` expansions, searched from this search's
    /// root under its bound: on a thread (which claims more from `pool` as it goes), here, or
    /// in a helper's instance. Also says how many of the expansions allowed are left.
    fn subtree_slice<'a, A: Addressing>(
        &'a self,
        subtree: &'a Subtree,
        budget: u64,
        pool: Option<&'a Pool>,
    ) -> (Tally, Reach, u64) {
        let mut descent = self.descent::<A>(&subtree.resume, subtree.floor, budget);
        descent.pool = pool;
        let flow = descent.search(&self.root, 0);
        let left = descent.stop_at - descent.expanded;
        let mut tally = Tally::new();
        tally.add(&descent);
        let reach = match flow {
            Flow::Exhausted => Reach::Exhausted,
            Flow::Found => Reach::Found(descent.path),
            Flow::Paused => {
                let mut resume = descent.paused_at;
                resume.reverse();
                Reach::Paused(Subtree { floor: subtree.floor, resume })
            }
        };
        (tally, reach, left)
    }

    /// [`Self::subtree_slice`] with this search's addressing.
    pub(super) fn search_subtree(&self, subtree: &Subtree, budget: u64) -> (Tally, Reach) {
        let (tally, reach, _) = if self.tables.direct {
            self.subtree_slice::<Direct>(subtree, budget, None)
        } else {
            self.subtree_slice::<Packed>(subtree, budget, None)
        };
        (tally, reach)
    }

    /// One thread's part of a parallel slice: subtrees from `stack` until the `pool`'s budget
    /// is spent or the goal is found (here or, as `found` says, in another thread).
    fn work<A: Addressing>(
        &self,
        stack: &Mutex<Vec<Subtree>>,
        found: &AtomicBool,
        pool: &Pool,
    ) -> (Tally, Option<Vec<u8>>) {
        let mut tally = Tally::new();
        // Expansions claimed from the pool and not yet spent, carried from subtree to subtree.
        let mut allowance = 0;
        while !found.load(Ordering::Relaxed) && (allowance > 0 || pool.left()) {
            let Some(subtree) = stack.lock().ok().and_then(|mut stack| stack.pop()) else {
                pool.starve();
                break;
            };
            let (part, reach, left) = self.subtree_slice::<A>(&subtree, allowance, Some(pool));
            allowance = left;
            tally.merge(&part);
            match reach {
                Reach::Exhausted => {}
                Reach::Found(path) => {
                    found.store(true, Ordering::Relaxed);
                    // The other threads stop at their next piece.
                    pool.starve();
                    return (tally, Some(path));
                }
                Reach::Paused(rest) => {
                    if let Ok(mut stack) = stack.lock() {
                        stack.push(rest);
                    }
                    break;
                }
            }
        }
        pool.give_back(allowance);
        (tally, None)
    }

    /// A slice of the pass over every thread, with `budget` expansions in all.
    fn parallel_slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        let subtrees = match self.subtrees.take() {
            Some(subtrees) => subtrees,
            None => self.split::<A>(),
        };
        let stack = Mutex::new(spread(subtrees, self.threads));
        let found = AtomicBool::new(false);
        let pool = Pool::new(budget, self.threads);
        let this = &*self;
        let parts: Vec<(Tally, Option<Vec<u8>>)> = std::thread::scope(|scope| {
            let workers: Vec<_> =
                (1..this.threads).map(|_| scope.spawn(|| this.work::<A>(&stack, &found, &pool))).collect();
            let mut parts = vec![this.work::<A>(&stack, &found, &pool)];
            parts.extend(workers.into_iter().filter_map(|worker| worker.join().ok()));
            parts
        });
        let mut path = None;
        for (tally, found) in parts {
            self.absorb(&tally);
            path = path.or(found);
        }
        let stack = stack.into_inner().unwrap_or_default();
        self.stats.stored_now(stack.iter().map(|subtree| subtree.resume.len() + 1).sum::<usize>().max(1));
        self.stats.frontier = self.stats.stored;
        if let Some(path) = path {
            self.path = path;
            Flow::Found
        } else if stack.is_empty() {
            Flow::Exhausted
        } else {
            self.subtrees = Some(stack);
            Flow::Paused
        }
    }

    /// Searches on from where the last slice stopped (or the root), with `A` addressing, and
    /// keeps what the descent ends with.
    fn slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        let resume = std::mem::take(&mut self.resume);
        let mut descent = self.descent::<A>(&resume, 0, budget);
        let flow = descent.search(&self.root, 0);
        let mut tally = Tally::new();
        tally.add(&descent);
        let Descent { mut paused_at, path, .. } = descent;
        self.absorb(&tally);
        self.stats.stored_now(path.len());
        self.stats.frontier = path.len();
        if flow == Flow::Paused {
            // The path was unwound; the paused node is as deep as the child numbers leading to it.
            paused_at.reverse();
            self.resume = paused_at;
            self.stats.stored_now(self.resume.len() + 1);
            self.stats.frontier = self.stats.stored;
        }
        self.path = path;
        flow
    }

    /// A slice of a pass shared with helpers ([`super::shared_pass`]): the subtrees not lent
    /// out are searched here, one after another. The pass is exhausted once none is left here
    /// or out; with none here and some out, the slice does nothing (`waiting`).
    fn shared_slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        let mut stack = match self.subtrees.take() {
            Some(subtrees) => subtrees,
            None => self.split::<A>(),
        };
        let mut tally = Tally::new();
        let mut found = None;
        while tally.expanded < budget {
            let Some(subtree) = stack.pop() else { break };
            let (part, reach, _) = self.subtree_slice::<A>(&subtree, budget - tally.expanded, None);
            tally.merge(&part);
            match reach {
                Reach::Exhausted => {}
                Reach::Found(path) => found = Some(path),
                Reach::Paused(rest) => stack.push(rest),
            }
            if found.is_some() || tally.expanded >= budget {
                break;
            }
        }
        self.absorb(&tally);
        self.stats.stored_now(stack.iter().map(|subtree| subtree.resume.len() + 1).sum::<usize>().max(1));
        self.stats.frontier = self.stats.stored;
        let lending = self.lending.get_or_insert_default();
        if let Some(path) = found.or_else(|| lending.found.take()) {
            self.path = path;
            return Flow::Found;
        }
        if stack.is_empty() && lending.lent == 0 {
            return Flow::Exhausted;
        }
        self.subtrees = Some(stack);
        Flow::Paused
    }

    /// The next slice, on one thread or several.
    fn next_slice<A: Addressing>(&mut self, budget: u64) -> Flow {
        if self.lending.is_some() {
            return self.shared_slice::<A>(budget);
        }
        // wasm has no threads: there the parallel code is left out of the module altogether.
        if cfg!(not(target_arch = "wasm32")) && self.threads > 1 {
            self.parallel_slice::<A>(budget)
        } else {
            self.slice::<A>(budget)
        }
    }

    /// Bytes held per node of the path (the path is all that is stored): a node on the
    /// recursion's stack, with its children.
    #[must_use]
    pub const fn bytes_per_state(&self) -> usize {
        size_of::<Node>() + 4 * size_of::<Child>()
    }
}

impl Search<u8> for PdbIdaStar {
    fn run(&mut self, budget: u64) -> Step<u8> {
        if self.root.manhattan == 0 {
            return Step::Found(vec![self.root.blank]);
        }
        let stop_at = self.stats.expanded.saturating_add(budget);
        loop {
            if !self.in_pass {
                if let Some(prepared) = self.pending.take() {
                    self.adopt(*prepared); // a stronger heuristic given mid-pass (switch.rs)
                }
                self.in_pass = true;
                self.pass_start = self.stats.expanded;
                self.next_bound = u32::MAX;
                self.resume.clear();
                self.subtrees = None;
                if let Some(lending) = &mut self.lending {
                    lending.pass += 1;
                }
            }
            let budget = stop_at.saturating_sub(self.stats.expanded);
            if budget == 0 {
                return Step::Running;
            }
            let flow =
                if self.tables.direct { self.next_slice::<Direct>(budget) } else { self.next_slice::<Packed>(budget) };
            match flow {
                Flow::Found => return Step::Found(self.path.clone()),
                Flow::Paused => return Step::Running,
                Flow::Exhausted => {
                    self.in_pass = false;
                    let expanded = self.stats.expanded - self.pass_start;
                    self.stats.iterations.push(Iteration { bound: self.bound, expanded });
                    if self.next_bound == u32::MAX {
                        return Step::Exhausted;
                    }
                    self.bound = self.next_bound;
                    self.stats.bound = self.bound;
                }
            }
        }
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}
