//! One search's passes shared with helpers in other instances (the page's workers): subtrees
//! lent as bytes, searched by separate searches holding their own copy of the databases, the
//! results merged back as bytes. The answers are as long as one search's.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::sync::Arc;

use common::{replayed_length, solver};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
use npuzzle::search::pdb_idastar::{ItemResult, ProtocolError, WorkItem, search_item};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{Limits, SolveOptions};
use npuzzle::solve::{Outcome, Solver, Status, StopReason};
use npuzzle::{Board, Goal, Shape, parse_board};

fn goal() -> Goal {
    Goal::blank_first(Shape::square(4).unwrap())
}

fn options(partition: Partition) -> SolveOptions {
    SolveOptions { algorithm: Algorithm::Idastar, heuristic: HeuristicKind::Pdb(partition), ..SolveOptions::default() }
}

/// A helper: its own copy of the databases, read from the bytes the owner's set writes (as a
/// worker's copy comes from `IndexedDB` or a transfer), so nothing is shared with the owner.
fn helper_copy(partition: Partition) -> Arc<DatabaseSet> {
    let set = common::databases(DatabaseKey::for_goal(partition, &goal()).unwrap());
    let mut bytes = Vec::new();
    set.write(&mut bytes).unwrap();
    Arc::new(DatabaseSet::read(bytes.as_slice()).unwrap())
}

/// A helper's turn: one item, through bytes both ways, for `budget` expansions.
fn helper_turn(set: &Arc<DatabaseSet>, item: &WorkItem, budget: u64) -> Vec<u8> {
    let item = WorkItem::from_bytes(&item.to_bytes()).unwrap();
    search_item(set, &item, budget).unwrap().to_bytes()
}

/// Solves `board` as a worker does with `helpers` helpers: between its own slices of `budget`,
/// each helper takes an item and searches a slice of it; every third item of the first helper
/// comes back unsearched (its helper failed). Answers the report and the helpers' expansions.
fn shared_solve(
    board: &Board,
    partition: Partition,
    helpers: &[Arc<DatabaseSet>],
    budget: u64,
) -> (npuzzle::solve::Report, u64) {
    let mut owner = solver(board, &goal(), &options(partition)).unwrap();
    assert_eq!(owner.share(helpers.len() + 1), helpers.len());
    let mut lent: u64 = 0;
    let mut helped = 0;
    loop {
        if let Status::Done(report) = owner.run(budget) {
            return (report, helped);
        }
        for (number, set) in helpers.iter().enumerate() {
            let Some(item) = owner.lend() else { continue };
            lent += 1;
            if number == 0 && lent.is_multiple_of(3) {
                owner.give_back(&item).unwrap();
                continue;
            }
            let result = ItemResult::from_bytes(&helper_turn(set, &item, budget)).unwrap();
            helped += result.expanded();
            owner.settle(&result).unwrap();
        }
    }
}

#[test]
fn a_pass_searched_by_separate_searches_gives_the_one_search_lengths() {
    let helpers = [helper_copy(Partition::SixSixThree), helper_copy(Partition::SixSixThree)];
    for (board, optimal) in common::instances(include_str!("../bench/korf100.txt"), 25) {
        let alone = common::solve(&board, &goal(), &options(Partition::SixSixThree)).unwrap();
        assert_eq!(replayed_length(&board, &goal(), &alone), optimal, "{board} alone");
        for (count, budget) in [(1, 1 << 14), (2, 777)] {
            let (report, helped) = shared_solve(&board, Partition::SixSixThree, &helpers[..count], budget);
            assert_eq!(replayed_length(&board, &goal(), &report), optimal, "{board} with {count} helpers");
            assert!(report.stats.expanded > helped, "the helpers' counts are summed with the owner's");
        }
    }
}

#[test]
fn a_helper_searches_its_share_of_a_long_pass_and_its_counts_are_summed() {
    // The 80-move board for some 300,000 expansions, the helper taking turns as long as the
    // owner's: it searches about half.
    let board = parse_board("15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0").unwrap();
    let set = helper_copy(Partition::SixSixThree);
    let mut owner = solver(&board, &goal(), &options(Partition::SixSixThree)).unwrap();
    assert_eq!(owner.share(2), 1);
    let expanded = |owner: &mut Solver| match owner.run(0) {
        Status::Running { stats, .. } => stats.expanded,
        Status::Done(_) => panic!("the 80-move board takes longer"),
    };
    let mut helped = 0;
    for _ in 0..40 {
        owner.run(1 << 12);
        // The helper's turn as long as the owner's: it takes the next subtree once one is done.
        let mut turn = 0;
        while turn < 1 << 12 {
            let Some(item) = owner.lend() else { break };
            let result = ItemResult::from_bytes(&helper_turn(&set, &item, (1 << 12) - turn)).unwrap();
            let before = expanded(&mut owner);
            owner.settle(&result).unwrap();
            assert_eq!(expanded(&mut owner), before + result.expanded(), "progress counts the helper's expansions");
            turn += result.expanded();
        }
        helped += turn;
    }
    let all = expanded(&mut owner);
    assert!(helped > all / 3, "the helper searched {helped} of {all}");
}

#[test]
fn a_shared_solve_cancels_with_subtrees_out_and_refuses_what_comes_back() {
    let board = parse_board("15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0").unwrap();
    let set = helper_copy(Partition::SixSixThree);
    let mut owner = solver(&board, &goal(), &options(Partition::SixSixThree)).unwrap();
    owner.share(4);
    let Status::Running { .. } = owner.run(1000) else { panic!("the 80-move board takes longer") };
    let items: Vec<WorkItem> = std::iter::from_fn(|| owner.lend()).take(3).collect();
    assert_eq!(items.len(), 3);
    let report = owner.cancel();
    assert!(matches!(report.outcome, Outcome::Stopped { reason: StopReason::Cancelled, .. }));
    // What the helpers bring after the cancel changes nothing, and nothing more is lent.
    for item in &items {
        let result = ItemResult::from_bytes(&helper_turn(&set, item, 500)).unwrap();
        owner.settle(&result).unwrap();
    }
    assert!(owner.lend().is_none());
    assert!(matches!(owner.run(1000), Status::Done(done) if done == report));
}

#[test]
fn only_a_pattern_database_ida_star_with_a_core_to_spare_shares() {
    let board = parse_board("15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0").unwrap();
    let mut one_core = solver(&board, &goal(), &options(Partition::SixSixThree)).unwrap();
    assert_eq!(one_core.share(1), 0);
    assert!(one_core.lend().is_none(), "not shared: nothing is lent");
    let astar = SolveOptions { algorithm: Algorithm::Astar, ..options(Partition::SixSixThree) };
    assert_eq!(solver(&board, &goal(), &astar).unwrap().share(8), 0);
    let small = parse_board("1 2 3 4 5 6 0 7 8").unwrap();
    let mut plain = solver(&small, &Goal::blank_last(small.shape()), &SolveOptions::default()).unwrap();
    assert_eq!(plain.share(8), 0);
    let mut many = solver(&board, &goal(), &options(Partition::SixSixThree)).unwrap();
    assert_eq!(many.share(64), npuzzle::search::pdb_idastar::MAX_HELPERS);
    // A limit of expansions is exact only alone.
    let limits = Limits { max_expanded: Some(1000), ..options(Partition::SixSixThree).limits };
    let capped = SolveOptions { limits, ..options(Partition::SixSixThree) };
    assert_eq!(solver(&board, &goal(), &capped).unwrap().share(8), 0);
}

#[test]
fn malformed_or_misplaced_items_and_results_are_refused_by_name() {
    let board = parse_board("15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0").unwrap();
    let set = helper_copy(Partition::SixSixThree);
    let mut owner: Solver = solver(&board, &goal(), &options(Partition::SixSixThree)).unwrap();
    owner.share(2);
    owner.run(100);
    let item = owner.lend().unwrap();
    let bytes = item.to_bytes();
    assert_eq!(WorkItem::from_bytes(&bytes[..bytes.len() - 1]), Err(ProtocolError::Short("work item")));
    let mut version = bytes.clone();
    version[0] = 9;
    assert!(matches!(WorkItem::from_bytes(&version), Err(ProtocolError::Version { found: 9, .. })));
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(WorkItem::from_bytes(&longer).unwrap_err().to_string().contains("1 bytes follow its end"));
    // Two blanks in the start board.
    let mut board_bytes = bytes.clone();
    let start = 2 + usize::from(bytes[1]) + 16; // past the format, the key and the goal
    board_bytes[start..start + 2].copy_from_slice(&[0, 0]);
    assert!(matches!(WorkItem::from_bytes(&board_bytes), Err(ProtocolError::Malformed { .. })));
    // Searched with the other goal's databases, or the other partition's.
    let other = Arc::new(DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal()).unwrap(), |_| {}));
    assert!(matches!(search_item(&other, &item, 10), Err(ProtocolError::OtherSet { .. })));
    // A result twice: the second has no subtree lent behind it.
    let result = ItemResult::from_bytes(&helper_turn(&set, &item, 10)).unwrap();
    owner.settle(&result).unwrap();
    assert!(matches!(owner.settle(&result), Err(ProtocolError::NotLent { lent: 0, .. })));
    let mut cell = result.to_bytes();
    cell.truncate(1 + 4 + 8 + 8 + 4 + 1); // up to the path
    cell.extend([1, 16, 0]);
    assert!(ItemResult::from_bytes(&cell).unwrap_err().to_string().contains("its path holds a cell past 15"));
}
