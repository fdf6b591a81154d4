//! A generator-driven fuzz harness (issue 14): hostile text for every reader of input, and
//! random solves with every algorithm, heuristic, goal and small limits.
//!
//! `cargo test --test fuzz` runs a short slice (part of `make test`); `make fuzz` runs the
//! full campaign, sized by `NPUZZLE_FUZZ_INPUTS` and `NPUZZLE_FUZZ_SOLVES` (and seeded by
//! `NPUZZLE_FUZZ_SEED`), and prints what it did. The figures are in RELIABILITY.md.
//!
//! What must hold: no reader panics (boards, goals, names, traces, move lists); a message never repeats more than a few hundred
//! characters of its input; every board read prints and reads back the same; every board
//! written in a supported format reads back as itself; every answer replays to the goal; every
//! answer labelled optimal has the breadth-first length on boards of at most 9 cells, and a
//! weighted one stays within its bound.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;
use std::time::Instant;

use npuzzle::bench::RandomSpec;
use npuzzle::check::solution::{Convention, read_solution};
use npuzzle::check::trace_input::read_trace;
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{DatabaseKey, Partition};
use npuzzle::model::random::{Rng, random_solvable, scramble};
use npuzzle::solve::Outcome;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{Limits, SolveOptions, Weight};
use npuzzle::words::Said;
use npuzzle::{Board, Goal, GoalSpec, Shape, parse_board};

/// How many of each, from the environment, else the short slice `make test` runs.
fn count(name: &str, slice: usize) -> usize {
    std::env::var(name).ok().and_then(|text| text.parse().ok()).unwrap_or(slice)
}

fn seed() -> u64 {
    count("NPUZZLE_FUZZ_SEED", 1) as u64
}

/// The longest message a refused input may get: it names what is wrong (at most every tile of
/// a 10x10 board as missing), never the whole input.
const MAX_MESSAGE: usize = 1000;

/// A number below `bound`, as a `u32` so it converts to any type without a cast.
fn small(rng: &mut Rng, bound: u32) -> u32 {
    u32::try_from(rng.below(bound as usize)).expect("below a u32 bound")
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

fn random_shape(rng: &mut Rng, max_side: usize) -> Shape {
    Shape::new(2 + rng.below(max_side - 1), 2 + rng.below(max_side - 1)).expect("2..=max_side")
}

/// `board` written in one of the formats the README lists, chosen by `rng`.
fn written(board: &Board, rng: &mut Rng) -> String {
    let shape = board.shape();
    let blank = *pick(rng, &["0", "_", ".", "-"]);
    let cell = |tile: u8| if tile == 0 { blank.to_string() } else { tile.to_string() };
    let rows: Vec<Vec<String>> =
        board.tiles().chunks(shape.cols()).map(|row| row.iter().map(|&t| cell(t)).collect()).collect();
    let square = shape.rows() == shape.cols();
    let null = *pick(rng, &["0", "null"]);
    let compact_blank = *pick(rng, &["0", "_", ".", "-"]);
    let json_cell = |tile: u8| if tile == 0 { null.to_string() } else { tile.to_string() };
    let bar_blank = *pick(rng, &["", "_", "0"]);
    let bar_cell = |tile: u8| if tile == 0 { bar_blank.to_string() } else { tile.to_string() };
    let table: Vec<String> = board
        .tiles()
        .chunks(shape.cols())
        .map(|row| format!("| {} |", row.iter().map(|&t| bar_cell(t)).collect::<Vec<_>>().join(" | ")))
        .collect();
    let tuples: Vec<String> = board
        .tiles()
        .chunks(shape.cols())
        .map(|row| format!("({})", row.iter().map(|&t| t.to_string()).collect::<Vec<_>>().join(", ")))
        .collect();
    match rng.below(9) {
        0 if square => rows.concat().join(*pick(rng, &[" ", ",", ", ", "  "])),
        1 if shape.cells() <= 10 && rng.below(2) == 0 => {
            rows.iter().map(|row| row.concat().replace(blank, compact_blank)).collect::<Vec<_>>().join("\n")
        }
        2 => format!("{shape}: {}", rows.concat().join(" ")),
        3 if square => format!("[{}]", board.tiles().iter().map(|&t| json_cell(t)).collect::<Vec<_>>().join(",")),
        4 => {
            let rows: Vec<String> = board
                .tiles()
                .chunks(shape.cols())
                .map(|row| format!("[{}]", row.iter().map(|&t| t.to_string()).collect::<Vec<_>>().join(", ")))
                .collect();
            if square { format!("[{}]", rows.join(",")) } else { format!("[ {} ]", rows.join(",\n")) }
        }
        // The homework formats: a Markdown table (its separator row after the first), an ASCII
        // one with borders, tuples as a list of rows or nested.
        5 => {
            let separator = format!("|{}", "---|".repeat(shape.cols()));
            let mut lines = table.clone();
            lines.insert(1, separator);
            lines.join("\n")
        }
        6 => {
            let border = format!("+{}", "---+".repeat(shape.cols()));
            let mut lines = vec![border.clone()];
            for row in &table {
                lines.extend([row.clone(), border.clone()]);
            }
            lines.join("\n")
        }
        7 => {
            if rng.below(2) == 0 {
                tuples.join(", ")
            } else {
                format!("({})", tuples.join(","))
            }
        }
        _ => rows.iter().map(|row| row.join(" ")).collect::<Vec<_>>().join(*pick(rng, &["\n", ";", " ; ", "\r\n"])),
    }
}

/// Bits of text a hostile input is made of.
const PIECES: &[&str] = &[
    "0",
    "1",
    "9",
    "15",
    "99",
    "100",
    "255",
    "256",
    "65536",
    "4294967296",
    "99999999999999999999",
    "-1",
    "+2",
    "1e3",
    "NaN",
    "Infinity",
    "0x10",
    " ",
    "  ",
    "\t",
    "\n",
    "\r",
    ",",
    ";",
    ":",
    "x",
    "X",
    "3x3:",
    "2x5:",
    "+2x+2:",
    "0x0:",
    "10x10:",
    "11x11:",
    "[",
    "]",
    "[[",
    "]]",
    "null",
    "true",
    "\"a\"",
    "_",
    ".",
    "-",
    "é",
    "€",
    "\u{0}",
    "\u{200b}",
    "１",
    "٣",
    "🧩",
    "blank-last",
    "blank-first",
    "astar",
    "pdb",
    "pdb-7-8",
    "random:",
    "pdb-v3/6-6-3/0",
    "|",
    "| |",
    "|---|",
    "+---+",
    ":--",
    "│",
    "─┼─",
    "(",
    ")",
    "((",
    "),(",
    "BFS",
    "Blank-Last",
];

/// `text` after a few random edits: pieces inserted, characters dropped, runs repeated.
fn mutated(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..=rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(5) {
            0 | 1 => {
                let piece: Vec<char> = pick(rng, PIECES).chars().collect();
                chars.splice(at..at, piece);
            }
            2 if at < chars.len() => {
                chars.remove(at);
            }
            3 if at < chars.len() => {
                let end = (at + 1 + rng.below(8)).min(chars.len());
                let run: Vec<char> = chars[at..end].to_vec();
                let times = if rng.below(50) == 0 { 10_000 } else { 1 + rng.below(3) };
                for _ in 0..times {
                    chars.splice(at..at, run.iter().copied());
                }
            }
            _ => {
                let (a, b) = (rng.below(chars.len().max(1)), rng.below(chars.len().max(1)));
                if a < chars.len() && b < chars.len() {
                    chars.swap(a, b);
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// Random text of every kind: pieces, or random bytes read leniently as UTF-8.
fn noise(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        (0..rng.below(40)).map(|_| *pick(rng, PIECES)).collect()
    } else {
        let bytes: Vec<u8> = (0..rng.below(60)).map(|_| (rng.next_u64() & 0xFF) as u8).collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

fn short_message(input: &str, message: &str) {
    assert!(
        message.len() <= MAX_MESSAGE,
        "a {}-byte input got a {}-byte message: {message}",
        input.len(),
        message.len()
    );
}

/// Every reader of text given `text`: none panics, each refusal is short, and what reads as
/// a board round-trips.
fn read_everything(text: &str) {
    match parse_board(text) {
        Ok(board) => {
            let printed = board.to_line();
            let again = parse_board(&printed).unwrap_or_else(|e| panic!("{text:?} read as {printed:?}: {e}"));
            assert_eq!(again, board, "{text:?}");
        }
        Err(error) => short_message(text, &error.to_string()),
    }
    match text.parse::<GoalSpec>() {
        Ok(spec) => {
            let _ = spec.resolve(Shape::square(3).expect("3x3"));
        }
        Err(error) => short_message(text, &error.to_string()),
    }
    let messages = [
        text.parse::<Algorithm>().err().map(|e| e.to_string()),
        text.parse::<HeuristicKind>().err().map(|e| e.to_string()),
        text.parse::<Weight>().err().map(|e| e.to_string()),
        text.parse::<Shape>().err().map(|e| e.to_string()),
        text.parse::<RandomSpec>().err().map(|e| e.to_string()),
        text.parse::<DatabaseKey>().err().map(|e| e.to_string()),
        text.parse::<Partition>().err().map(|e| e.to_string()),
    ];
    for message in messages.iter().flatten() {
        short_message(text, message);
    }
    if let Ok(spec) = text.parse::<RandomSpec>() {
        assert!(spec.count <= npuzzle::bench::MAX_INSTANCES);
    }
    for shape in [Shape::square(3).expect("3x3"), Shape::new(2, 3).expect("2x3")] {
        match read_trace(text, shape) {
            Ok(boards) => assert!(boards.iter().all(|board| board.shape() == shape), "{text:?}"),
            Err(error) => short_message(text, &error.to_string()),
        }
    }
    let start = parse_board("8 6 7\n2 5 4\n3 0 1").expect("the hardest 8-puzzle");
    for convention in Convention::ALL {
        match read_solution(&start, &Goal::blank_last(start.shape()), text, convention) {
            Ok(verdict) => short_message(text, &verdict.message().to_string()),
            Err(error) => short_message(text, &error.to_string()),
        }
    }
}

/// A trace or a move list as a program prints one, from `rng`: boards a line or in blocks, with
/// log lines, or directions, words and tile numbers in a list.
fn printed(rng: &mut Rng) -> String {
    let goal = Goal::blank_last(Shape::square(3).expect("3x3"));
    let board = random_solvable(&goal, rng);
    match rng.below(4) {
        0 => (0..=rng.below(5)).map(|_| written(&board, rng)).collect::<Vec<_>>().join("\n\n"),
        1 => (0..=rng.below(5)).map(|_| format!("Expanding: {}", board.to_line())).collect::<Vec<_>>().join("\n"),
        2 => {
            let moves: Vec<&str> =
                (0..rng.below(40)).map(|_| *pick(rng, &["U", "D", "L", "R", "up", "Left"])).collect();
            format!("[{}]", moves.iter().map(|m| format!("'{m}'")).collect::<Vec<_>>().join(", "))
        }
        _ => (0..rng.below(40)).map(|_| (1 + rng.below(8)).to_string()).collect::<Vec<_>>().join(" "),
    }
}

#[test]
fn every_reader_survives_hostile_text() {
    let inputs = count("NPUZZLE_FUZZ_INPUTS", 20_000);
    let mut rng = Rng::new(seed());
    let started = Instant::now();
    let (mut read_back, mut boards) = (0, 0);
    for round in 0..inputs {
        let text = if round % 4 == 0 {
            noise(&mut rng)
        } else if round % 8 == 3 {
            let text = printed(&mut rng);
            mutated(&text, &mut rng)
        } else {
            {
                let goal = Goal::blank_last(random_shape(&mut rng, 10));
                let board = random_solvable(&goal, &mut rng);
                let text = written(&board, &mut rng);
                if round % 4 == 1 {
                    // Written as the README says, it must read back as itself.
                    assert_eq!(parse_board(&text).as_ref(), Ok(&board), "{text:?}");
                    read_back += 1;
                }
                mutated(&text, &mut rng)
            }
        };
        boards += usize::from(parse_board(&text).is_ok());
        read_everything(&text);
    }
    println!(
        "fuzz: {inputs} texts through every reader ({read_back} written boards read back, {boards} mutated texts still boards) in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// Each board's distance to a goal.
type Distances = HashMap<Vec<u8>, usize>;

/// Breadth-first distances to `goal` from every board that reaches it (boards of at most 9 cells).
fn distances(goal: &Goal) -> Distances {
    let mut seen = HashMap::from([(goal.board().tiles().to_vec(), 0)]);
    let mut frontier = vec![goal.board().clone()];
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for board in &frontier {
            for dir in board.legal_moves() {
                let mut child = board.clone();
                child.slide(dir).expect("a legal move");
                if !seen.contains_key(child.tiles()) {
                    seen.insert(child.tiles().to_vec(), depth);
                    next.push(child);
                }
            }
        }
        frontier = next;
    }
    seen
}

/// A random request: any algorithm and heuristic (the databases only where they apply), a
/// weight, and small limits, at most one of them absent.
fn random_options(rng: &mut Rng, shape: Shape) -> SolveOptions {
    let algorithm = *pick(rng, &Algorithm::ALL);
    let mut heuristic = *pick(rng, &HeuristicKind::ALL);
    if matches!(heuristic, HeuristicKind::Pdb(p) if p != Partition::FiveFiveFive) || shape.cells() != 16 {
        heuristic = if let HeuristicKind::Pdb(_) = heuristic { HeuristicKind::Manhattan } else { heuristic };
    }
    let weight = Weight::new(1.0 + f64::from(small(rng, 40)) / 8.0).expect("1 to 6");
    let large = rng.below(4) == 0;
    let limits = Limits {
        max_expanded: Some(1 + u64::from(small(rng, if large { 200_000 } else { 5_000 }))),
        max_memory_mb: Some(1 + u64::from(small(rng, 64))),
        max_ms: (rng.below(3) == 0).then(|| 1.0 + f64::from(small(rng, 200))),
    };
    let depth_limit = 1 + small(rng, 60);
    SolveOptions { algorithm, heuristic, weight, depth_limit, limits, record: None }
}

#[test]
fn random_solves_replay_to_the_goal_and_optimal_ones_match_breadth_first_search() {
    let solves = count("NPUZZLE_FUZZ_SOLVES", 400);
    let mut rng = Rng::new(seed() ^ 0x5EED);
    // Goals per shape: the two named ones and two random arrangements, with their distances
    // where the board is small enough for breadth-first search to know them all.
    let mut goals: HashMap<Shape, Vec<(Goal, Option<Distances>)>> = HashMap::new();
    let started = Instant::now();
    let (mut answered, mut optimal_checked, mut stopped, mut refused) = (0, 0, 0, 0);
    for _ in 0..solves {
        let shape = if rng.below(8) == 0 { random_shape(&mut rng, 5) } else { random_shape(&mut rng, 3) };
        let shape = if rng.below(20) == 0 { Shape::square(4).expect("4x4") } else { shape };
        let pool = goals.entry(shape).or_insert_with(|| {
            let mut goal_rng = Rng::new(shape.cells() as u64);
            let random = |rng: &mut Rng| Goal::new(random_solvable(&Goal::blank_last(shape), rng));
            [Goal::blank_last(shape), Goal::blank_first(shape), random(&mut goal_rng), random(&mut goal_rng)]
                .into_iter()
                .map(|goal| {
                    let known = (shape.cells() <= 9).then(|| distances(&goal));
                    (goal, known)
                })
                .collect()
        });
        let (goal, known) = &pool[rng.below(pool.len())];
        let board = if rng.below(2) == 0 {
            random_solvable(goal, &mut rng)
        } else {
            scramble(goal.board(), rng.below(30), &mut rng)
        };
        let options = random_options(&mut rng, shape);
        let report = match common::solve(&board, goal, &options) {
            Ok(report) => report,
            Err(error) => {
                refused += 1;
                short_message("", &error.to_string());
                continue;
            }
        };
        match &report.outcome {
            Outcome::Solved(solution) => {
                answered += 1;
                let length = common::replayed_length(&board, goal, &report);
                if let Some(optimum) = known.as_ref().map(|known| known[board.tiles()]) {
                    if solution.optimal {
                        optimal_checked += 1;
                        assert_eq!(length, optimum, "{board} by {options:?}: labelled optimal");
                    }
                    if let Some(factor) = solution.bound_factor {
                        let float = |n: usize| f64::from(u32::try_from(n).expect("a short answer"));
                        assert!(float(length) <= factor * float(optimum) + 1e-9, "{board} by {options:?}");
                    }
                }
            }
            Outcome::Stopped { message, .. } => {
                stopped += 1;
                short_message("", &message.to_string());
            }
        }
    }
    println!(
        "fuzz: {solves} random solves ({answered} solved, {optimal_checked} optimal answers checked against breadth-first search, {stopped} stopped at a limit, {refused} refused) in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
