//! The game's rules (src/play/): the daily puzzle is the same board for a day on every run and
//! machine, solvable and within its band; results read as the page shows and shares them.

use npuzzle::model::solvability;
use npuzzle::play::score::Optimal;
use npuzzle::play::{Judgement, Played, ShareLine, UtcDate, band, daily, format_time, judge, streak};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::{Outcome, solve};
use npuzzle::{Goal, Shape};

fn day(text: &str) -> UtcDate {
    text.parse().expect("a date")
}

fn square(side: usize) -> Shape {
    Shape::square(side).expect("a size")
}

/// The boards of a few days, written down: a change to the seed, the candidates or the band
/// would give these days other puzzles, and players who shared them would disagree.
#[test]
fn a_day_has_the_same_puzzle_on_every_run() {
    let pinned: [(&str, usize, usize, &[u8]); 4] = [
        ("2026-11-25", 3, 24, &[5, 4, 8, 1, 7, 2, 6, 3, 0]),
        ("2026-11-25", 4, 42, &[3, 13, 12, 8, 2, 0, 4, 15, 9, 6, 1, 11, 14, 5, 10, 7]),
        ("2027-01-01", 3, 23, &[1, 2, 4, 3, 5, 6, 8, 0, 7]),
        ("2027-01-01", 4, 38, &[5, 1, 0, 2, 7, 10, 15, 4, 9, 12, 6, 8, 14, 13, 11, 3]),
    ];
    for (date, side, par, tiles) in pinned {
        let puzzle = daily(day(date), square(side)).expect("a puzzle");
        assert_eq!((puzzle.par(), puzzle.board.tiles()), (par, tiles), "{date} {side}x{side}");
        assert_eq!(puzzle, daily(day(date), square(side)).expect("a puzzle"), "again");
    }
}

/// Breadth-first search, which knows nothing of the daily generator's search, agrees on the
/// 3x3 pars.
#[test]
fn a_3x3_par_is_what_breadth_first_search_finds() {
    let mut date = day("2026-11-20");
    for _ in 0..5 {
        let puzzle = daily(date, square(3)).expect("a puzzle");
        let options = SolveOptions { algorithm: Algorithm::Bfs, ..SolveOptions::default() };
        let report = solve(&puzzle.board, &Goal::blank_last(square(3)), &options).expect("a plan");
        let Outcome::Solved(solution) = report.outcome else { panic!("BFS stopped on {date}") };
        assert_eq!(solution.moves.len(), puzzle.par(), "{date}");
        date = date.next();
    }
}

#[test]
fn every_day_is_solvable_and_in_its_band() {
    for (side, days) in [(3, 120), (4, 30)] {
        let shape = square(side);
        let band = band(shape).expect("a band");
        let goal = Goal::blank_last(shape);
        let mut date = day("2026-12-20");
        let mut pars = Vec::new();
        let mut boards = Vec::new();
        for _ in 0..days {
            let puzzle = daily(date, shape).expect("a puzzle");
            assert!(solvability::check(&puzzle.board, &goal).solvable, "{date} {shape}");
            assert!((band.min..=band.max).contains(&puzzle.par()), "{date} {shape}: par {}", puzzle.par());
            assert!(puzzle.solution.optimal);
            let mut board = puzzle.board.clone();
            for step in &puzzle.solution.moves {
                board.slide_tile(u32::from(step.tile)).expect("a legal move");
            }
            assert!(goal.is_solved(&board), "{date} {shape}: the solution reaches the goal");
            pars.push(puzzle.par());
            boards.push(puzzle.board);
            date = date.next();
        }
        boards.sort_by(|a, b| a.tiles().cmp(b.tiles()));
        boards.dedup();
        assert_eq!(boards.len(), days, "{shape}: a new board every day");
        // The band is used, not one length of it.
        assert!(
            pars.iter().any(|&par| par <= band.min + 1) && pars.iter().any(|&par| par >= band.max - 1),
            "{shape}: {pars:?}"
        );
    }
}

#[test]
fn only_3x3_and_4x4_have_daily_puzzles() {
    for (rows, cols) in [(2, 2), (5, 5), (3, 4)] {
        let shape = Shape::new(rows, cols).expect("a size");
        let error = daily(day("2026-11-25"), shape).expect_err("no daily puzzle");
        assert_eq!(error.to_string(), format!("the daily puzzle comes in 3x3 or 4x4, not {shape}"));
    }
}

#[test]
fn times_read_as_a_players_clock() {
    for (ms, text) in [
        (0, "0:00.0"),
        (99, "0:00.0"),
        (100, "0:00.1"),
        (41_389, "0:41.3"),
        (59_999, "0:59.9"),
        (60_000, "1:00"),
        (133_999, "2:13"),
        (3_599_999, "59:59"),
        (3_600_000, "1:00:00"),
    ] {
        assert_eq!(format_time(ms), text, "{ms} ms");
    }
}

#[test]
fn a_finished_game_and_a_shared_line_say_what_happened() {
    let played = |moves, time_ms, optimal| Played { moves, time_ms, optimal };
    let proven = |moves| Some(Optimal { moves, proven: true });
    assert_eq!(played(23, 41_300, proven(21)).to_string(), "Solved in 23 moves, 0:41.3. Optimal: 21 moves (+2).");
    assert_eq!(played(1, 400, proven(1)).to_string(), "Solved in 1 move, 0:00.4. Optimal: 1 move (+0).");
    assert_eq!(played(21, 41_300, proven(21)).over(), Some(0));
    assert_eq!(played(5, 1000, None).over(), None);
    let line = ShareLine { date: day("2026-11-25"), shape: square(4), moves: 52, time_ms: 133_000, par: 48 };
    assert_eq!(line.to_string(), "npuzzle daily 2026-11-25 4x4: 52 moves (par 48), 2:13");
    let quick = ShareLine { date: day("2026-11-25"), shape: square(3), moves: 24, time_ms: 9_870, par: 24 };
    assert_eq!(quick.to_string(), "npuzzle daily 2026-11-25 3x3: 24 moves (par 24), 0:09.8");
}

#[test]
fn a_move_is_good_when_the_goal_comes_as_near_as_the_tiles_moved() {
    assert_eq!(judge(2, 1, 1), Judgement::Good);
    assert_eq!(judge(1, 0, 1), Judgement::Good);
    assert_eq!(judge(1, 2, 1), Judgement::Away);
    assert_eq!(judge(0, 1, 1), Judgement::Away);
    assert_eq!(judge(3, 1, 2), Judgement::Good);
    assert_eq!(judge(3, 3, 2), Judgement::Away);
    assert_eq!(judge(1, 0, 2), Judgement::Away);
}

#[test]
fn a_streak_counts_days_in_a_row_across_months_and_years() {
    let played = [day("2026-12-30"), day("2026-12-31"), day("2027-01-01"), day("2027-01-01"), day("2026-12-28")];
    assert_eq!(streak(&played, day("2027-01-01")), 3);
    assert_eq!(streak(&played, day("2027-01-02")), 3);
    assert_eq!(streak(&played, day("2027-01-03")), 0);
    assert_eq!(streak(&played, day("2026-12-30")), 1); // days after "today" do not count
    assert_eq!(streak(&[], day("2027-01-01")), 0);
    let leap = [day("2028-02-28"), day("2028-02-29"), day("2028-03-01")];
    assert_eq!(streak(&leap, day("2028-03-01")), 3);
}
