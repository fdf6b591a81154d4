//! Checking a solution from outside: every notation read back from the core's own answer, the
//! blank's and the tiles' conventions told apart, each wrong move named, and the length
//! compared with the optimal one.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use npuzzle::check::solution::{
    Choice, Convention, Notation, Optimal, SolutionInputError, SolutionOptions, SolutionVerdict, WrongMove,
    check_solution, read_solution,
};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{DatabaseKey, Partition};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{Limits, SolveOptions};
use npuzzle::solve::{Outcome, Solution, solve, system_clock};
use npuzzle::words::Said;
use npuzzle::{Board, Direction, Goal, parse_board};

const HARDEST: &str = "8 6 7\n2 5 4\n3 0 1";

fn board(text: &str) -> Board {
    parse_board(text).unwrap()
}

fn goal_of(board: &Board) -> Goal {
    Goal::blank_last(board.shape())
}

/// The core's own optimal answer (IDA* with linear conflict, which needs no databases).
fn solved(start: &Board) -> Solution {
    let options = SolveOptions {
        algorithm: Algorithm::Idastar,
        heuristic: HeuristicKind::LinearConflict,
        ..SolveOptions::default()
    };
    match solve(start, &goal_of(start), &options).unwrap().outcome {
        Outcome::Solved(solution) => solution,
        Outcome::Stopped { message, .. } => panic!("{message}"),
    }
}

fn check(start: &Board, moves: &str) -> SolutionVerdict {
    check_solution(start, &goal_of(start), moves, &SolutionOptions::default(), system_clock())
        .unwrap_or_else(|e| panic!("{moves}: {e}"))
}

fn read(start: &Board, moves: &str, convention: Convention) -> Result<SolutionVerdict, SolutionInputError> {
    read_solution(start, &goal_of(start), moves, convention)
}

fn letters(directions: &[Direction], blank: bool) -> Vec<String> {
    directions.iter().map(|d| if blank { d.opposite() } else { *d }.letter().to_string()).collect()
}

fn words(directions: &[Direction], blank: bool) -> Vec<String> {
    directions.iter().map(|d| if blank { d.opposite() } else { *d }.to_string()).collect()
}

#[test]
fn every_notation_reads_back_the_cores_own_answer() {
    let start = board(HARDEST);
    let solution = solved(&start);
    assert_eq!(solution.moves.len(), 31);
    let directions: Vec<Direction> = solution.moves.iter().map(|m| m.direction).collect();
    let tiles: Vec<String> = solution.moves.iter().map(|m| m.tile.to_string()).collect();
    let mut boards = vec![start.clone()];
    for m in &solution.moves {
        let mut next = boards.last().unwrap().clone();
        next.slide(m.direction).unwrap();
        boards.push(next);
    }
    for blank in [false, true] {
        let notation = if blank { Notation::BlankDirections } else { Notation::TileDirections };
        let l = letters(&directions, blank);
        let w = words(&directions, blank);
        let texts = [
            l.concat(),
            l.join(" "),
            l.join(", "),
            l.concat().to_lowercase(),
            format!("[{}]", l.iter().map(|m| format!("'{m}'")).collect::<Vec<_>>().join(", ")),
            format!("[{}]", w.iter().map(|m| format!("\"{m}\"")).collect::<Vec<_>>().join(",")),
            w.iter().map(|m| m.to_uppercase()).collect::<Vec<_>>().join(" "),
            format!("moves: {}", l.join(" ")),
        ];
        for text in texts {
            let verdict = check(&start, &text);
            assert!(verdict.valid(), "{text}: {}", verdict.message());
            assert_eq!(verdict.notation, notation, "{text}");
            assert_eq!(verdict.optimal, Some(Optimal::Length(31)), "{text}");
            assert_eq!(verdict.is_optimal(), Some(true));
        }
    }
    for text in [tiles.join(" "), tiles.join(","), format!("[{}]", tiles.join(", "))] {
        let verdict = check(&start, &text);
        assert_eq!((verdict.notation, verdict.valid()), (Notation::TileNumbers, true), "{text}");
    }
    let lines: Vec<String> = boards.iter().map(Board::to_line).collect();
    let tuples: Vec<String> =
        boards.iter().map(|b| format!("{:?}", b.tiles()).replace('[', "(").replace(']', ")")).collect();
    let blocks: Vec<String> = boards.iter().map(ToString::to_string).collect();
    for text in [lines.join("\n"), lines[1..].join("\n"), format!("[{}]", tuples.join(", ")), blocks.join("\n\n")] {
        let verdict = check(&start, &text);
        assert_eq!((verdict.notation, verdict.valid(), verdict.moves), (Notation::Boards, true, 31), "{text}");
    }
}

#[test]
fn a_list_legal_one_way_only_is_read_that_way_and_said() {
    let goal_board = board("1 2 3\n4 5 6\n7 8 0");
    // D: the tile above the blank slides down (legal); the blank cannot go down.
    let verdict = read(&goal_board, "D", Convention::Auto).unwrap();
    assert_eq!((verdict.notation, verdict.choice), (Notation::TileDirections, Some(Choice::OnlyLegal)));
    assert!(
        verdict
            .message()
            .to_string()
            .starts_with("1 move, read as the way each tile slides, the only reading that is legal.")
    );
    let verdict = read(&goal_board, "U", Convention::Auto).unwrap();
    assert_eq!((verdict.notation, verdict.choice), (Notation::BlankDirections, Some(Choice::OnlyLegal)));
    assert!(
        verdict.message().to_string().starts_with("1 move, read as the way the blank goes"),
        "{}",
        verdict.message()
    );
    // Both legal from one move away: only the tiles' reading reaches the goal.
    let near = board("1 2 3\n4 5 6\n7 0 8");
    let verdict = read(&near, "L", Convention::Auto).unwrap();
    assert_eq!((verdict.notation, verdict.choice), (Notation::TileDirections, Some(Choice::OnlyReachesGoal)));
    assert!(verdict.valid());
    let verdict = read(&near, "R", Convention::Auto).unwrap();
    assert_eq!((verdict.notation, verdict.choice), (Notation::BlankDirections, Some(Choice::OnlyReachesGoal)));
    // Both legal and back where they started: the README's reading.
    let verdict = read(&near, "LR", Convention::Auto).unwrap();
    assert_eq!((verdict.notation, verdict.choice), (Notation::TileDirections, Some(Choice::SameEnd)));
    // Asked for.
    let verdict = read(&near, "L", Convention::Blank).unwrap();
    assert_eq!(
        (verdict.notation, verdict.choice, verdict.valid()),
        (Notation::BlankDirections, Some(Choice::Asked), false)
    );
}

#[test]
fn a_list_legal_both_ways_to_different_boards_is_refused_naming_both() {
    let start = board("1 2 3\n4 0 6\n7 5 8");
    let error = read(&start, "U", Convention::Auto).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the directions are legal read both ways and end on different boards: as the tiles' moves (the README's convention) on 1 2 3 / 4 5 6 / 7 _ 8, at Manhattan distance 1 from the goal; as the blank's moves on 1 _ 3 / 4 2 6 / 7 5 8, at distance 3; name the convention (tile or blank)"
    );
    assert!(read(&start, "U", Convention::Tile).is_ok());
}

#[test]
fn each_wrong_move_is_named_with_its_index_and_why() {
    let start = board("1 2 3\n4 5 6\n7 8 0");
    let cases = [
        ("D D U U U", Convention::Tile, "Move 5, U: no tile below the blank, which is on the bottom row."),
        ("L", Convention::Tile, "Move 1, L: no tile right of the blank, which is on the right column."),
        ("up up up", Convention::Blank, "Move 3, up: the blank cannot go up, it is on the top row."),
        ("R", Convention::Blank, "Move 1, R: the blank cannot go right, it is on the right column."),
        ("6 1", Convention::Auto, "Move 2: tile 1 is not next to the blank, so it cannot slide."),
        ("6 12", Convention::Auto, "Move 2: there is no tile 12 on this board (tiles are 1 to 8)."),
        (
            "1 2 3 4 5 0 7 8 6\n1 2 0 4 5 3 7 8 6\n1 2 3 4 5 6 7 8 0",
            Convention::Auto,
            "Board 3 is not one move from board 2.",
        ),
        (
            "1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 0 7 8\n1 2 3 0 5 6 4 7 8\n1 2 3 4 5 6 0 7 8\n1 2 3 4 5 6 7 0 8\n0 2 3 4 5 6 7 1 8",
            Convention::Auto,
            "Board 7 is not one move from board 6.",
        ),
        (
            "1 2 3 4 0 5 7 8 6\n1 2 3 4 5 0 7 8 6",
            Convention::Auto,
            "Board 1 is neither the start nor one move from it.",
        ),
    ];
    for (moves, convention, expected) in cases {
        let verdict = read(&start, moves, convention).unwrap_or_else(|e| panic!("{moves}: {e}"));
        assert!(!verdict.valid());
        let message = verdict.message().to_string();
        assert!(message.contains(expected), "{moves}: {message}");
    }
    // Move 7 on the hardest board: the blank on the bottom row, U read as the tile's move.
    let hardest = board(HARDEST);
    let verdict = read(&hardest, "LRLRLRU", Convention::Tile).unwrap();
    assert!(matches!(verdict.wrong, Some(WrongMove::NoTile { step: 7, edge: Direction::Down, .. })), "{verdict:?}");
    assert!(verdict.message().to_string().contains("Move 7, U: no tile below the blank, which is on the bottom row."));
}

#[test]
fn a_short_list_says_how_far_it_ends_from_the_goal() {
    let start = board(HARDEST);
    let solution = solved(&start);
    let first: String = solution.directions().chars().take(10).collect();
    let verdict = check(&start, &first);
    assert!(!verdict.valid() && verdict.wrong.is_none());
    assert_eq!(verdict.played, 10);
    let mut end = start.clone();
    for m in &solution.moves[..10] {
        end.slide(m.direction).unwrap();
    }
    let distance = npuzzle::heuristic::manhattan(&end, &goal_of(&start));
    assert_eq!((verdict.end.clone(), verdict.distance_left), (end.clone(), distance));
    assert!(
        verdict.message().to_string().ends_with(&format!(
            "All 10 moves are legal, but the goal is not reached. The moves played end on {}, at Manhattan distance {distance} from the goal.",
            end.rows_line()
        )),
        "{}",
        verdict.message().to_string()
    );
    // Through the goal and on.
    let near = board("1 2 3\n4 5 6\n7 0 8");
    let verdict = read(&near, "L D", Convention::Tile).unwrap();
    assert!(
        verdict.message().to_string().contains("The goal is reached after move 1, and 1 move more follow."),
        "{}",
        verdict.message().to_string()
    );
}

#[test]
fn the_length_is_compared_with_the_optimal_one() {
    let start = board(HARDEST);
    let directions = solved(&start).directions();
    // A detour of two moves that undo each other, before the last move.
    let (head, last) = directions.split_at(30);
    let mut detour = head.to_string();
    let mut probe = start.clone();
    for letter in head.chars() {
        probe.slide(Direction::from_letter(letter).unwrap()).unwrap();
    }
    let back_and_forth = probe.legal_moves()[0];
    detour.push(back_and_forth.letter());
    detour.push(back_and_forth.opposite().letter());
    detour.push_str(last);
    let verdict = check_solution(
        &start,
        &goal_of(&start),
        &detour,
        &SolutionOptions { convention: Convention::Tile, ..SolutionOptions::default() },
        system_clock(),
    )
    .unwrap();
    assert_eq!(
        (verdict.valid(), verdict.optimal, verdict.is_optimal()),
        (true, Some(Optimal::Length(31)), Some(false))
    );
    assert!(
        verdict.message().to_string().ends_with("the goal is reached in 33 moves, 2 more than the optimal 31."),
        "{}",
        verdict.message().to_string()
    );
    // A 4x4 board: found within the default limits, or a bound under a tiny one.
    let start = board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0");
    let mut rng = npuzzle::model::random::Rng::new(7);
    let start = npuzzle::model::random::scramble(&start, 30, &mut rng);
    let solution = solved(&start);
    let verdict = check(&start, &solution.directions());
    assert_eq!(verdict.optimal, Some(Optimal::Length(solution.moves.len())));
    assert!(verdict.message().to_string().ends_with(": optimal."), "{}", verdict.message());
    let tiny =
        SolutionOptions { limits: Limits { max_expanded: Some(1), ..Limits::default() }, ..SolutionOptions::default() };
    let there = start.legal_moves()[0];
    let longer = format!("{}{}{}", there.letter(), there.opposite().letter(), solution.directions());
    let verdict = check_solution(&start, &goal_of(&start), &longer, &tiny, system_clock()).unwrap();
    let Some(Optimal::AtLeast(bound)) = verdict.optimal else { panic!("{verdict:?}") };
    assert!(bound <= solution.moves.len());
    assert!(
        verdict.message().to_string().ends_with(&format!("; the optimal is at least {bound}.")),
        "{}",
        verdict.message()
    );
}

#[test]
fn unreadable_lists_are_refused_with_the_word_named() {
    let start = board(HARDEST);
    let error = read(&start, "U L X D", Convention::Auto).unwrap_err();
    assert_eq!(error, SolutionInputError::Unreadable { token: "X".into(), word: 3 });
    assert_eq!(read(&start, "  ", Convention::Auto).unwrap_err(), SolutionInputError::Empty);
    assert!(matches!(read(&start, "1 2 3 4 5 6 7 0 0", Convention::Auto), Err(SolutionInputError::Trace(_))));
}

#[test]
fn on_4x4_the_databases_at_hand_find_the_optimal_length() {
    // Korf's #9: 46 moves to the blank-first goal, far past IDA* with linear conflict's reach
    // in a few nodes.
    let start = board("3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0");
    let goal = Goal::blank_first(start.shape());
    let set = common::databases(DatabaseKey::for_goal(Partition::SixSixThree, &goal).unwrap());
    let options = SolveOptions { algorithm: Algorithm::Auto, ..SolveOptions::default() };
    let plan =
        npuzzle::solve::plan::Plan::new(start.clone(), goal.clone(), &options, npuzzle::solve::plan::Platform::Native)
            .unwrap();
    let report = npuzzle::solve::Solver::new(plan, Some(set.clone()), system_clock()).unwrap().run_to_end();
    let Outcome::Solved(solution) = report.outcome else { panic!("Korf's #9 is solved") };
    let tiles: Vec<String> = solution.moves.iter().map(|m| m.tile.to_string()).collect();
    let with = SolutionOptions { databases: Some(set), ..SolutionOptions::default() };
    let verdict = check_solution(&start, &goal, &tiles.join(" "), &with, system_clock()).unwrap();
    assert_eq!((verdict.valid(), verdict.optimal), (true, Some(Optimal::Length(46))));
    let limited = SolutionOptions {
        limits: Limits { max_expanded: Some(1000), ..Limits::default() },
        ..SolutionOptions::default()
    };
    let verdict = check_solution(&start, &goal, &tiles.join(" "), &limited, system_clock()).unwrap();
    assert!(matches!(verdict.optimal, Some(Optimal::AtLeast(bound)) if bound < 46), "{verdict:?}");
}

#[test]
fn past_4x4_the_optimal_length_is_a_bound() {
    let goal = Goal::blank_last(npuzzle::Shape::square(5).unwrap());
    let mut start = goal.board().clone();
    // Four moves out along the bottom row and up, then back: 4 moves away, and a detour of 2.
    for direction in [Direction::Right, Direction::Right, Direction::Down, Direction::Right] {
        start.slide(direction).unwrap();
    }
    let verdict = check(&start, "L R L U L L");
    assert!(verdict.valid(), "{}", verdict.message());
    assert_eq!(verdict.optimal, Some(Optimal::AtLeast(4)));
    assert!(
        verdict.message().to_string().ends_with("reached in 6 moves; the optimal is at least 4."),
        "{}",
        verdict.message()
    );
    // A list as short as the bound is optimal.
    let verdict = check(&start, "L U L L");
    assert_eq!((verdict.optimal, verdict.is_optimal()), (Some(Optimal::Length(4)), Some(true)));
}

#[test]
fn the_legal_moves_are_named_by_the_tiles_they_slid() {
    // The blank goes right twice (the tiles 7 and 8 slide left), then tries to go right again.
    let start = board("1 2 3 4 5 6 0 7 8");
    let verdict = read(&start, "R R R", Convention::Blank).unwrap();
    let path =
        |verdict: &SolutionVerdict| verdict.path.iter().map(|m| (m.tile, m.direction.letter())).collect::<Vec<_>>();
    assert_eq!(path(&verdict), vec![(7, 'L'), (8, 'L')]);
    assert_eq!(verdict.played, 2);
    let verdict = read(&start, "7 8", Convention::Auto).unwrap();
    assert_eq!(path(&verdict), vec![(7, 'L'), (8, 'L')]);
    assert!(verdict.valid());
}
