//! Running the `npuzzle` binary as a shell or an autograder does: arguments, standard input,
//! and what it printed.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `npuzzle` with `args`, writing `stdin` to its standard input.
pub fn npuzzle(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the npuzzle binary runs");
    // A process that refuses its input early (past 64 KiB) closes the pipe before all is written.
    if let Err(error) = child.stdin.take().expect("stdin is piped").write_all(stdin.as_bytes()) {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
    }
    child.wait_with_output().expect("npuzzle ends")
}

/// What the process printed, as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
