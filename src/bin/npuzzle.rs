//! `npuzzle`: check boards from the command line.

use std::fmt::Write as _;
use std::io::Read;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use npuzzle::{Board, Goal, GoalSpec, heuristic, parse_board, solvability};

/// An n-puzzle solver playground: check boards from the command line.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print a board, its shape, whether it is solvable (and why) and its Manhattan distance.
    Check {
        /// The board as one argument (any format `npuzzle` reads), or `-` to read standard input.
        board: String,
        /// The goal: `blank-last` (1 2 ... N 0), `blank-first` (0 1 ... N) or a board.
        #[arg(long, default_value = "blank-last")]
        goal: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Exit code for input that is not a board.
const INVALID_INPUT: u8 = 2;

fn main() -> ExitCode {
    let Cli { command } = Cli::parse();
    match command {
        Command::Check { board, goal, json } => match read_board_and_goal(&board, &goal) {
            Ok((board, goal)) => {
                check(&board, &goal, json);
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("npuzzle: {message}");
                ExitCode::from(INVALID_INPUT)
            }
        },
    }
}

/// The board (from the argument or standard input) and its goal, or a message saying what is wrong.
fn read_board_and_goal(board: &str, goal: &str) -> Result<(Board, Goal), String> {
    let text = if board == "-" {
        let mut text = String::new();
        // Read one byte past the limit so an oversized input is reported as such.
        let limit = u64::try_from(npuzzle::parse::MAX_INPUT_BYTES + 1).unwrap_or(u64::MAX);
        std::io::stdin()
            .take(limit)
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        text
    } else {
        board.to_string()
    };
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    let goal = goal
        .parse::<GoalSpec>()
        .and_then(|spec| spec.resolve(board.shape()))
        .map_err(|e| format!("invalid goal: {e}"))?;
    Ok((board, goal))
}

fn check(board: &Board, goal: &Goal, json: bool) {
    let verdict = solvability::check(board, goal);
    let manhattan = heuristic::manhattan(board, goal);
    let shape = board.shape();
    if json {
        let tiles: Vec<String> = board.tiles().iter().map(u8::to_string).collect();
        let swap = verdict.fixing_swap.map_or_else(|| "null".to_string(), |(a, b)| format!("[{a},{b}]"));
        println!(
            "{{\"rows\":{},\"cols\":{},\"tiles\":[{}],\"solvable\":{},\"explanation\":{},\"manhattan\":{manhattan},\"inversions\":{},\"fixingSwap\":{swap}}}",
            shape.rows(),
            shape.cols(),
            tiles.join(","),
            verdict.solvable,
            json_string(&verdict.explanation),
            verdict.inversions,
        );
    } else {
        println!("{board}\n");
        println!("shape: {shape} ({} tiles)", shape.cells() - 1);
        println!("solvable: {}", if verdict.solvable { "yes" } else { "no" });
        println!("why: {}", verdict.explanation);
        println!("manhattan distance: {manhattan}");
    }
}

/// A JSON string literal (the explanation is plain text, but quote it properly).
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
