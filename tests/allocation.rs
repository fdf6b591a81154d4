//! IDA* allocates nothing per expanded node: counted with a counting global allocator.
#![cfg(not(target_arch = "wasm32"))]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

mod common;

use common::solver;
use npuzzle::heuristic::HeuristicKind;
use npuzzle::solve::Status;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::{Goal, parse_board};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards every call to the system allocator unchanged, only counting them.
#[expect(unsafe_code, reason = "a global allocator is an unsafe trait; this one only counts")]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn idastar_allocates_nothing_per_expanded_node() {
    for (board, goal, heuristic) in [
        ("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", "blank-first", HeuristicKind::LinearConflict),
        ("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", "blank-first", HeuristicKind::Manhattan),
        ("8 6 7 2 5 4 3 0 1", "blank-last", HeuristicKind::LinearConflict),
    ] {
        let board = parse_board(board).unwrap();
        let goal = goal.parse::<npuzzle::GoalSpec>().unwrap().resolve(board.shape()).unwrap();
        let options = SolveOptions { algorithm: Algorithm::Idastar, heuristic, ..SolveOptions::default() };
        let mut solver = solver(&board, &Goal::clone(&goal), &options).unwrap();
        // Warm up: the stack and the children buffer reach their working size.
        let _ = solver.run(2_000);
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        let status = solver.run(50_000);
        let during = ALLOCATIONS.load(Ordering::Relaxed) - before;
        let expanded = match &status {
            Status::Running { stats, .. } => stats.expanded,
            Status::Done(report) => report.stats.expanded,
        };
        assert!(expanded > 5_000, "{expanded}");
        // A slice may allocate its report (a few), never anything per node.
        assert!(during < 50, "{during} allocations in one slice of up to 50,000 expansions");
    }
}
