//! Pattern databases and the IDA* built on them: the tables against an independent search,
//! the heuristic's promises (admissible, consistent, symmetric under reflection), and optimal
//! answers on Korf's instances.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/checksum.rs"]
mod checksum;
mod common;

use std::collections::VecDeque;

use common::{replayed_length, solve, solver, threaded_solver};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{
    BuildStep, DatabaseBuilder, DatabaseKey, Partition, Pattern, PatternDatabase, PdbHeuristic,
};
use npuzzle::model::random::{Rng, random_solvable, scramble};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::{Outcome, SolveError, Solver, Status, system_clock};
use npuzzle::{Board, Direction, Goal, Shape, parse_board};

fn four() -> Shape {
    Shape::square(4).unwrap()
}

/// Korf's first `count` instances as (board, optimal length).
fn korf(count: usize) -> Vec<(Board, usize)> {
    common::instances(include_str!("../bench/korf100.txt"), count)
}

fn options(algorithm: Algorithm, heuristic: HeuristicKind) -> SolveOptions {
    SolveOptions { algorithm, heuristic, ..SolveOptions::default() }
}

/// The databases of `partition` for `goal`, applied to it.
fn pdb_for(partition: Partition, goal: &Goal) -> PdbHeuristic {
    PdbHeuristic::new(common::databases(DatabaseKey::for_goal(partition, goal).unwrap()), goal).unwrap()
}

/// The fewest moves of the pattern's tiles (goal cells `cells`, blank ending on `blank`) from
/// every placement, by a 0-1 breadth-first search over (placement, blank) written for this
/// test alone: moving another tile is free, moving a pattern tile costs one.
fn brute_force(cells: &[u8], blank: u8) -> std::collections::HashMap<Vec<u8>, u32> {
    let shape = four();
    let mut best = std::collections::HashMap::new();
    let mut seen = std::collections::HashMap::new();
    let mut queue = VecDeque::from([((cells.to_vec(), blank), 0u32)]);
    while let Some(((placement, blank), cost)) = queue.pop_front() {
        if seen.get(&(placement.clone(), blank)).is_some_and(|&known| known <= cost) {
            continue;
        }
        seen.insert((placement.clone(), blank), cost);
        let entry = best.entry(placement.clone()).or_insert(cost);
        *entry = (*entry).min(cost);
        for dir in Direction::ALL {
            let Some(next) = shape.neighbor(usize::from(blank), dir) else { continue };
            let next = u8::try_from(next).unwrap();
            let mut moved = placement.clone();
            let step = match moved.iter().position(|&cell| cell == next) {
                Some(slot) => {
                    moved[slot] = blank;
                    1
                }
                None => 0,
            };
            let state = ((moved, next), cost + step);
            if step == 0 { queue.push_front(state) } else { queue.push_back(state) }
        }
    }
    best
}

#[test]
fn databases_match_an_independent_search_over_every_placement() {
    for (cells, blank) in [(vec![13, 14, 15], 0), (vec![1, 2, 4, 5], 0), (vec![3, 7, 11, 14], 6)] {
        let pattern = Pattern::new(&cells);
        let database = PatternDatabase::build(pattern.clone(), blank, |_| {});
        let expected = brute_force(&cells, blank);
        assert_eq!(expected.len(), pattern.placements(), "every placement is reachable");
        for (placement, moves) in expected {
            assert_eq!(database.moves(&placement), moves, "{cells:?} on {placement:?}");
        }
    }
}

#[test]
fn a_sliced_build_equals_a_whole_one_and_placements_number_densely() {
    let pattern = Pattern::new(&[1, 2, 3, 5]);
    let whole = PatternDatabase::build(pattern.clone(), 0, |_| {});
    let mut builder = DatabaseBuilder::new(pattern.clone(), 0);
    let mut last = 0.0;
    while let BuildStep::Running(fraction) = builder.run(777) {
        assert!(fraction >= last && fraction <= 1.0);
        last = fraction;
    }
    assert_eq!(builder.into_database().unwrap(), whole);
    for index in (0..pattern.placements()).step_by(97) {
        let cells = pattern.placement(index);
        assert_eq!(pattern.index(&cells[..4]), index);
    }
}

#[test]
fn every_placement_of_six_tiles_and_the_last_ones_of_eight_decode_to_their_index() {
    let six = Pattern::new(&[1, 4, 5, 8, 9, 12]);
    (0..six.placements()).for_each(|index| assert_eq!(six.index(&six.placement(index)[..6]), index));
    // The division by multiplication must hold up to the largest index there is.
    let eight = Pattern::new(&[8, 9, 10, 11, 12, 13, 14, 15]);
    let last = eight.placements();
    for index in (0..last).step_by(4099).chain(last - 100_000..last) {
        assert_eq!(eight.index(&eight.placement(index)), index);
    }
}

/// `board` mirrored across the main diagonal with its tiles renamed, so that `goal` (whose
/// blank is on the diagonal) maps to itself.
fn mirrored(board: &Board, goal: &Goal) -> Board {
    let transpose = |cell: usize| (cell % 4) * 4 + cell / 4;
    let rename = |tile: u8| goal.board().tile_at(transpose(goal.position_of(tile)));
    let mut values = vec![0u32; 16];
    for (cell, &tile) in board.tiles().iter().enumerate() {
        values[transpose(cell)] = u32::from(rename(tile));
    }
    Board::new(four(), &values).unwrap()
}

#[test]
fn the_reflected_lookup_is_the_plain_lookup_of_the_mirrored_board() {
    for (partition, goal) in
        [(Partition::SixSixThree, Goal::blank_first(four())), (Partition::FiveFiveFive, Goal::blank_last(four()))]
    {
        let pdb = pdb_for(partition, &goal);
        assert!(pdb.reflects());
        let mut rng = Rng::new(5);
        for _ in 0..300 {
            let board = random_solvable(&goal, &mut rng);
            let mirror = mirrored(&board, &goal);
            let plain = pdb.estimate_unreflected(board.tiles());
            let reflected = pdb.estimate_unreflected(mirror.tiles());
            assert_eq!(pdb.estimate(board.tiles()), plain.max(reflected), "{board}");
            assert_eq!(pdb.estimate(mirror.tiles()), pdb.estimate(board.tiles()), "{board}");
        }
    }
    // A goal whose blank is off the diagonal has no mirror image to look up.
    let goal = Goal::new(parse_board("1 2 3 4 5 6 0 7 8 9 10 11 12 13 14 15").unwrap());
    assert!(!pdb_for(Partition::FiveFiveFive, &goal).reflects());
}

/// Admissible everywhere; consistent almost everywhere. Each entry is the least over the
/// blank's regions, and a move that opens or closes a region can change that least by three,
/// so a few moves change the estimate by more than one (the engine applies pathmax for them).
#[test]
fn the_estimate_is_admissible_and_almost_always_consistent_on_random_states() {
    let goals = [
        (Partition::SixSixThree, Goal::blank_first(four())),
        (Partition::FiveFiveFive, Goal::blank_last(four())),
        (Partition::FiveFiveFive, Goal::new(parse_board("1 2 3 4 5 6 0 7 8 9 10 11 12 13 14 15").unwrap())),
    ];
    for (partition, goal) in goals {
        let pdb = pdb_for(partition, &goal);
        let mut rng = Rng::new(17);
        let (mut moves, mut by_one) = (0, 0);
        for round in 0..40 {
            // Scrambles short enough for IDA* with linear conflict to find the optimum quickly.
            let board = scramble(goal.board(), 20 + round % 25, &mut rng);
            let optimum = replayed_length(
                &board,
                &goal,
                &solve(&board, &goal, &options(Algorithm::Idastar, HeuristicKind::LinearConflict)).unwrap(),
            );
            let h = pdb.estimate(board.tiles());
            assert!(h as usize <= optimum, "{board}\nestimate {h} above the optimum {optimum}");
            assert_eq!(h as usize % 2, optimum % 2, "{board}\nthe estimate keeps the optimum's parity");
            for dir in board.legal_moves() {
                let mut next = board.clone();
                next.slide(dir).unwrap();
                let step = h.abs_diff(pdb.estimate(next.tiles()));
                assert_eq!(step % 2, 1, "{board}\na move changes the estimate's parity");
                moves += 1;
                by_one += usize::from(step == 1);
            }
            let with_pdb = solve(&board, &goal, &options(Algorithm::Idastar, HeuristicKind::Pdb(partition))).unwrap();
            assert_eq!(replayed_length(&board, &goal, &with_pdb), optimum, "{board}");
        }
        assert!(by_one * 100 >= moves * 95, "{partition}: {by_one} of {moves} moves change the estimate by one");
    }
}

#[test]
fn korf_first_ten_are_solved_optimally_with_the_default_databases() {
    let goal = Goal::blank_first(four());
    for (board, optimal) in korf(10) {
        let report =
            solve(&board, &goal, &options(Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree))).unwrap();
        assert_eq!(replayed_length(&board, &goal, &report), optimal, "{board}");
        let Outcome::Solved(solution) = &report.outcome else { unreachable!() };
        assert!(solution.optimal);
        assert_eq!(report.heuristic.name(), "pdb");
        // A* with the same databases agrees on an easy one.
        if optimal <= 50 {
            let astar = solve(&board, &goal, &options(Algorithm::Astar, HeuristicKind::Pdb(Partition::SixSixThree)));
            assert_eq!(replayed_length(&board, &goal, &astar.unwrap()), optimal, "{board}");
        }
    }
}

#[test]
fn a_sliced_solve_equals_a_whole_one() {
    let goal = Goal::blank_first(four());
    let heuristic = HeuristicKind::Pdb(Partition::SixSixThree);
    for (board, _) in korf(3) {
        let whole = solve(&board, &goal, &options(Algorithm::Idastar, heuristic)).unwrap();
        let mut solver = solver(&board, &goal, &options(Algorithm::Idastar, heuristic)).unwrap();
        let sliced = loop {
            match solver.run(333) {
                Status::Running { stats, .. } => assert_eq!(stats.expanded % 333, 0),
                Status::Done(report) => break report,
            }
        };
        assert_eq!(sliced.outcome, whole.outcome);
        assert_eq!(sliced.stats, whole.stats);
    }
}

#[test]
fn a_parallel_solve_gives_the_one_thread_lengths_in_any_slices() {
    let goal = Goal::blank_first(four());
    let heuristic = HeuristicKind::Pdb(Partition::SixSixThree);
    for (board, optimal) in korf(25) {
        for (threads, budget) in [(2, 1 << 16), (3, 777)] {
            let mut solver = threaded_solver(&board, &goal, &options(Algorithm::Idastar, heuristic), threads).unwrap();
            let report = loop {
                if let Status::Done(report) = solver.run(budget) {
                    break report;
                }
            };
            assert_eq!(replayed_length(&board, &goal, &report), optimal, "{board} on {threads} threads");
        }
    }
}

#[test]
fn a_parallel_solve_reports_progress_and_cancels_between_slices() {
    // The 80-move board: seconds of search, stopped after a few slices.
    let board = parse_board("15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0").unwrap();
    let goal = Goal::blank_first(four());
    let options = options(Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree));
    let mut solver = threaded_solver(&board, &goal, &options, 2).unwrap();
    let mut last = 0;
    for _ in 0..20 {
        let Status::Running { stats, .. } = solver.run(1 << 14) else { panic!("the 80-move board takes longer") };
        // About the budget each slice (the split of a new pass counts its few hundred nodes too).
        assert!(stats.expanded > last && stats.expanded <= last + (1 << 14) + 4096, "{} after {last}", stats.expanded);
        last = stats.expanded;
    }
    let report = solver.cancel();
    assert!(matches!(report.outcome, Outcome::Stopped { reason: npuzzle::solve::StopReason::Cancelled, .. }));
    assert_eq!(report.stats.expanded, last);
}

#[test]
fn the_seven_seven_one_databases_fit_a_browser_tab_and_solve_optimally_on_two_threads() {
    let goal = Goal::blank_first(four());
    let heuristic = HeuristicKind::Pdb(Partition::SevenSevenOne);
    let set = common::databases(DatabaseKey::for_goal(Partition::SevenSevenOne, &goal).unwrap());
    assert_eq!(set.memory_bytes(), Partition::SevenSevenOne.bytes());
    assert!(set.memory_bytes() <= 64 << 20 && set.direct_entries().is_none());
    for (board, optimal) in korf(10) {
        for threads in [1, 2] {
            let report =
                threaded_solver(&board, &goal, &options(Algorithm::Idastar, heuristic), threads).unwrap().run_to_end();
            assert_eq!(replayed_length(&board, &goal, &report), optimal, "{board} on {threads} threads");
        }
    }
}

/// `auto` with the 7-7-1 set at hand (in the CLI's cache, in a worker) looks it up and answers
/// a sample of Korf's 100 (every tenth) with their optimal lengths.
#[test]
fn auto_with_the_strongest_set_at_hand_answers_a_sample_of_korf_optimally() {
    let goal = Goal::blank_first(four());
    for (board, optimal) in korf(100).into_iter().step_by(10) {
        let plan = Plan::new(board.clone(), goal.clone(), &SolveOptions::default(), Platform::Native).unwrap();
        let (plan, choice) = plan.with_databases_at_hand(|key| key.partition() == Partition::SevenSevenOne);
        let choice = choice.expect("auto names 7-7-1 for blank-first");
        assert_eq!((choice.used.partition(), choice.stronger_missing), (Partition::SevenSevenOne, None));
        let set = plan.databases().map(common::databases);
        let report = Solver::new(plan, set, system_clock()).unwrap().run_to_end();
        assert_eq!(report.heuristic, HeuristicKind::Pdb(Partition::SevenSevenOne));
        assert_eq!(replayed_length(&board, &goal, &report), optimal, "{board}");
    }
}

#[test]
fn auto_picks_the_databases_on_4x4_and_pdb_elsewhere_is_refused() {
    let goal = Goal::blank_first(four());
    let (board, optimal) = korf(9).pop().unwrap();
    let report = solve(&board, &goal, &SolveOptions::default()).unwrap();
    assert_eq!((report.algorithm, report.heuristic), (Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree)));
    assert_eq!(replayed_length(&board, &goal, &report), optimal);

    let small = parse_board("1 2 3 4 5 6 0 7 8").unwrap();
    let error = solve(
        &small,
        &Goal::blank_last(small.shape()),
        &options(Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree)),
    )
    .unwrap_err();
    assert!(matches!(error, SolveError::Plan(PlanError::PdbNeedsFourByFour { .. })));
    assert_eq!(error.to_string(), "the pdb heuristic needs a 4x4 board, not 3x3; use linear-conflict");
    assert_eq!("pdb-5-5-5".parse(), Ok(HeuristicKind::Pdb(Partition::FiveFiveFive)));
}

#[test]
fn altered_entries_with_their_checksum_recomputed_are_refused_on_load() {
    // A true database passes the check on every placement, for several patterns and blanks.
    for (cells, blank) in [(vec![1, 2, 4, 5, 8], 0), (vec![3, 7, 11, 14], 6), (vec![13, 14, 15], 0)] {
        let database = PatternDatabase::build(Pattern::new(&cells), blank, |_| {});
        let everything = database.pattern().placements();
        assert_eq!(database.check_sample(everything, &mut Rng::new(3)), Ok(()), "{cells:?}");
    }
    let set = common::databases(DatabaseKey::new(Partition::SixSixThree, 0).unwrap());
    let mut bytes = Vec::new();
    set.write(&mut bytes).unwrap();
    for seed in 0..5 {
        set.check_sample(seed).expect("a true set passes");
    }
    // A block of entries raised by two moves (the attack that made Korf #1 take 65 "optimal"
    // moves), then one goal entry raised alone: the checksum no longer notices, the sample does.
    let header = 8 + 1 + "6-6-3".len() + 1 + 12;
    let mut raised = bytes.clone();
    let start = header + 100_000;
    let raise = |half_excess: u8| (half_excess + 1).min(0xF);
    for byte in &mut raised[start..start + 20_000] {
        *byte = raise(*byte & 0xF) | raise(*byte >> 4) << 4;
    }
    checksum::recompute(&mut raised);
    let read = npuzzle::heuristic::pdb::DatabaseSet::read(raised.as_slice()).expect("the checksum matches");
    for seed in 0..5 {
        let error = read.check_sample(seed).expect_err("the raised entries are caught").to_string();
        assert!(error.contains("of database 1 is inconsistent"), "{error}");
    }
    let mut goal_raised = bytes;
    let pattern = &set.databases()[0].pattern().clone();
    let goal_index = pattern.index(pattern.goal_cells());
    goal_raised[header + goal_index / 2] += 1 << (4 * (goal_index % 2));
    checksum::recompute(&mut goal_raised);
    let read = npuzzle::heuristic::pdb::DatabaseSet::read(goal_raised.as_slice()).unwrap();
    assert!(read.check_sample(0).unwrap_err().to_string().contains("inconsistent: 2 moves, but 0"));
}

#[test]
fn the_built_sets_are_the_same_bit_for_bit_as_before_the_faster_build() {
    // The trailing checksums of the sets as built (and served prebuilt) before the build's
    // visits were rewritten for speed: a faster build must make the very same bytes. (The
    // 7-7-1 set for the blank on cell 0 is built for another test of this file anyway.)
    for (partition, blank, expected) in [
        (Partition::SixSixThree, 0, 0xdf57_59c6_db7e_6415_u64),
        (Partition::SixSixThree, 15, 0x20ef_0df4_aad0_faf6),
        (Partition::SevenSevenOne, 0, 0xe96e_b3bc_7021_d962),
    ] {
        let set = common::databases(DatabaseKey::new(partition, blank).unwrap());
        let mut bytes = Vec::new();
        set.write(&mut bytes).unwrap();
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        assert_eq!(sum, expected.to_le_bytes(), "{partition}, blank on {blank}");
        assert_eq!(npuzzle::heuristic::pdb::checksum(body), expected, "{partition}, blank on {blank}");
    }
}

#[test]
fn the_checksum_is_xxh64_and_the_same_however_the_bytes_arrive() {
    // Values from the xxHash library (XXH64, seed 0): a tail only, stripes and a tail, many stripes.
    let ramp = |len: usize| (0..len).map(|i| u8::try_from(i % 256).unwrap()).collect::<Vec<u8>>();
    assert_eq!(npuzzle::heuristic::pdb::checksum(&ramp(45)), 0x10fd_d84d_6409_abdf);
    assert_eq!(npuzzle::heuristic::pdb::checksum(&ramp(100)), 0x6ac1_e580_3216_6597);
    assert_eq!(npuzzle::heuristic::pdb::checksum(&ramp(768)), 0x8e03_c838_c596_036f);
    // A set is written in pieces of every size (header fields, block headers, entries): its
    // trailing checksum is the one of all its bytes at once, and reading it back agrees.
    let set =
        npuzzle::heuristic::pdb::DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0).unwrap(), |_| {});
    let mut bytes = Vec::new();
    set.write(&mut bytes).unwrap();
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    assert_eq!(npuzzle::heuristic::pdb::checksum(body).to_le_bytes(), sum);
    assert_eq!(npuzzle::heuristic::pdb::DatabaseSet::read(bytes.as_slice()).unwrap(), set);
}
