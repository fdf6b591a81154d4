//! A checked trace drawn as a search tree (`npuzzle::check::TraceTree`): replayed by the Search
//! view's own replay, it expands the trace's boards in the trace's order, one step each, for every
//! order the page draws (queue, stack, best-first, bounded); a wrong trace's tree names the node of
//! its first wrong expansion, and a board that is one move from no earlier one ends the tree.

mod common;

use common::traces::{engine_trace, scrambled};
use npuzzle::check::{Mistake, SearchSpec, TraceTree, check_search};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::search::record::EventKind;
use npuzzle::search::replay::Replay;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::words::Said;
use npuzzle::{Board, Goal, Shape, parse_board};

/// `tree` replayed whole in a replay of `algorithm`'s order.
fn replayed(tree: &mut TraceTree, algorithm: Algorithm) -> Replay {
    let mut replay = Replay::new(algorithm.discipline(1.0, u32::MAX).unwrap());
    while let Some(chunk) = tree.take_chunk(1000) {
        replay.append(&chunk).unwrap();
    }
    replay
}

/// The board the replay expands at each step (the goal found last, when it is).
fn boards_expanded(replay: &mut Replay, start: &Board) -> Vec<Board> {
    let mut boards = Vec::new();
    for step in 1..=replay.expansions() {
        replay.seek(step);
        boards.push(replay.board(start, replay.current().unwrap()).unwrap().0);
    }
    if let Some(found) = replay.found() {
        boards.push(replay.board(start, found).unwrap().0);
    }
    boards
}

#[test]
fn a_valid_trace_replays_as_the_trace_for_every_order() {
    let goal = Goal::blank_last(Shape::new(3, 3).unwrap());
    let cases = [
        (Algorithm::Astar, HeuristicKind::Manhattan, 16),
        (Algorithm::Greedy, HeuristicKind::Hamming, 12),
        (Algorithm::Ucs, HeuristicKind::None, 6),
        (Algorithm::Bfs, HeuristicKind::None, 6),
        (Algorithm::Dfs, HeuristicKind::None, 4),
        (Algorithm::Idastar, HeuristicKind::Manhattan, 12),
        (Algorithm::Iddfs, HeuristicKind::None, 5),
    ];
    for (algorithm, heuristic, moves) in cases {
        for seed in 0..6 {
            let start = scrambled(&goal, moves, seed);
            let Some(trace) = engine_trace(algorithm, heuristic, 1.0, &start, &goal, seed, 20_000) else { continue };
            let verdict = check_search(&start, &goal, &trace, &SearchSpec::new(algorithm, heuristic)).unwrap();
            assert!(verdict.valid, "{algorithm} seed {seed}: {}", verdict.message());
            let mut tree = TraceTree::new(&start, &goal, &trace, &verdict);
            assert_eq!(tree.drawn(), trace.len(), "{algorithm} seed {seed}: every board drawn");
            assert_eq!(tree.wrong_node(), None);
            let mut replay = replayed(&mut tree, algorithm);
            assert_eq!(boards_expanded(&mut replay, &start), trace, "{algorithm} seed {seed}");
        }
    }
}

#[test]
fn two_expansions_swapped_mark_the_first_wrong_one() {
    let start = parse_board("8 6 7 2 5 4 3 0 1").unwrap();
    let goal = Goal::blank_last(start.shape());
    let spec = SearchSpec::new(Algorithm::Astar, HeuristicKind::Manhattan);
    let right = engine_trace(Algorithm::Astar, HeuristicKind::Manhattan, 1.0, &start, &goal, 1, 20_000).unwrap();
    // The first two neighbours whose swap A* could not make, the later one generated already.
    let (trace, verdict) = (1..right.len() - 1)
        .find_map(|k| {
            let mut trace = right.clone();
            trace.swap(k, k + 1);
            let verdict = check_search(&start, &goal, &trace, &spec).unwrap();
            matches!(verdict.mistake, Some(Mistake::NotBest { .. })).then_some((trace, verdict))
        })
        .unwrap();
    let step = verdict.step.expect("a wrong expansion");
    let mut tree = TraceTree::new(&start, &goal, &trace, &verdict);
    let wrong = tree.wrong_node().expect("the wrong expansion is drawn");
    assert!(tree.drawn() > step + 1, "the tree goes on past the mistake");
    let mut replay = replayed(&mut tree, Algorithm::Astar);
    replay.seek(u32::try_from(step).unwrap() + 1);
    assert_eq!(replay.current(), Some(wrong));
    assert_eq!(replay.board(&start, wrong).unwrap().0, trace[step]);
}

#[test]
fn a_board_one_move_from_no_earlier_one_ends_the_tree() {
    let start = parse_board("1 2 3 4 5 6 0 7 8").unwrap();
    let goal = Goal::blank_last(start.shape());
    let trace = ["1 2 3 4 5 6 0 7 8", "1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 0 8"].map(|b| parse_board(b).unwrap());
    let verdict =
        check_search(&start, &goal, &trace, &SearchSpec::new(Algorithm::Astar, HeuristicKind::Manhattan)).unwrap();
    assert_eq!(verdict.step, Some(1));
    let mut tree = TraceTree::new(&start, &goal, &trace, &verdict);
    assert_eq!(tree.drawn(), 1);
    assert_eq!(tree.wrong_node(), None);
    let chunk = tree.take_chunk(usize::MAX).unwrap();
    assert_eq!(chunk.kind.iter().map(|&kind| u32::from(kind == EventKind::Expand as u8)).sum::<u32>(), 1);
}
