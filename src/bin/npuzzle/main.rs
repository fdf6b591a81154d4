//! `npuzzle`: check, solve and benchmark boards from the command line.
//!
//! [`args`] reads the flags; each command has its module ([`check`](mod@check),
//! [`check_search`](mod@check_search), [`check_solution`](mod@check_solution),
//! [`solve`](mod@solve), [`bench`](mod@bench), and [`databases`], which also keeps the pattern
//! databases' cache); [`input`] and [`output`] hold what they share, and [`choice`] what
//! `auto` looks up in the cache.

mod args;
mod bench;
mod check;
mod check_search;
mod check_solution;
mod choice;
mod databases;
mod input;
mod output;
mod solve;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;
use npuzzle::check::solution::SolutionOptions;
use npuzzle::solve::options::Limits;

use args::{Cli, Command, cache_dir};
use bench::bench;
use check::check;
use check_search::check_search_command;
use check_solution::check_solution;
use databases::prebuilt_databases;
use input::read_board_and_goal;
use output::{Failure, INVALID_INPUT, OUTPUT_FAILED};
use solve::solve;

/// Lets a closed pipe end the process quietly, as it does other Unix tools: Rust ignores
/// SIGPIPE, so `npuzzle bench ... | head` would otherwise end with a broken-pipe error.
#[cfg(unix)]
#[expect(unsafe_code, reason = "std offers no safe way to restore a signal's default action")]
fn restore_default_sigpipe() {
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    unsafe extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    // SAFETY: installing the default action takes no pointer and has no other effect.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

fn main() -> ExitCode {
    #[cfg(unix)]
    restore_default_sigpipe();
    let Cli { command } = Cli::parse();
    let out = &mut io::stdout().lock();
    let result = match command {
        Command::Check { board, goal, json } => read_board_and_goal(&board, &goal)
            .map_err(Failure::from)
            .and_then(|(board, goal)| Ok(check(out, &board, &goal, json).map(|()| ExitCode::SUCCESS)?)),
        Command::CheckSolution { board, moves, goal, convention, max_nodes, max_ms, pdb_dir, no_pdb_cache, json } => {
            let limits = Limits { max_expanded: Some(max_nodes), max_ms, ..Limits::default() };
            let options = SolutionOptions { convention, limits, databases: None };
            let dir = cache_dir(pdb_dir.as_deref(), no_pdb_cache);
            check_solution(out, &board, &moves, &goal, options, dir.as_deref(), json)
        }
        Command::Solve { board, search, steps, json } => read_board_and_goal(&board, &search.goal)
            .map_err(Failure::from)
            .and_then(|(board, goal)| Ok(solve(out, &board, goal, &search, steps, json)?)),
        Command::CheckSearch { board, trace, algorithm, heuristic, weight, goal, json } => {
            let spec = npuzzle::check::SearchSpec { algorithm, heuristic, weight };
            read_board_and_goal(&board, &goal)
                .map_err(Failure::from)
                .and_then(|(board, goal)| check_search_command(out, &board, &goal, &trace, &spec, json))
        }
        Command::Bench { file, search, json } => bench(out, &file, &search, json),
        Command::Databases { dir, threads } => prebuilt_databases(out, &dir, usize::from(threads)),
    };
    // What is still buffered is written now, so a failure to write it is reported too.
    let result = result.and_then(|code| Ok(out.flush().map(|()| code)?));
    result.unwrap_or_else(|failure| {
        eprintln!("npuzzle: {failure}");
        ExitCode::from(match failure {
            Failure::Invalid(_) => INVALID_INPUT,
            Failure::Output(_) => OUTPUT_FAILED,
        })
    })
}
