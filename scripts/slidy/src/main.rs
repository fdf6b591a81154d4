//! Korf's 100 with slidy's fastest optimal 4x4 solver (pdb4443, in the single-tile metric npuzzle
//! counts), for BENCHMARKS.md's speed ratio: each board turned half a turn and its tiles renamed, so
//! that its goal is slidy's (blank last) and its optimal length Korf's.
use std::str::FromStr as _;
use std::time::Instant;

use slidy::puzzle::puzzle::Puzzle;
use slidy::solver::size4x4::stm::solver::Solver;

fn main() {
    let path = std::env::args().nth(1).expect("bench/korf100.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let built = Instant::now();
    let solver = Solver::new();
    let build_ms = built.elapsed().as_secs_f64() * 1e3;
    let started = Instant::now();
    let (mut count, mut matched) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let n: Vec<u8> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
        let mut rotated = [0u8; 16];
        for c in 0..16 {
            let t = n[2 + c];
            rotated[15 - c] = if t == 0 { 0 } else { 16 - t };
        }
        let rows: Vec<String> = rotated.chunks(4).map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")).collect();
        let puzzle = Puzzle::from_str(&rows.join("/")).unwrap();
        let solution = solver.solve(&puzzle).unwrap();
        count += 1;
        matched += usize::from(solution.len_stm::<u64>() == u64::from(n[1]));
    }
    println!("slidy pdb4443: {count} instances, {matched} optimal, {:.1} ms (tables built in {build_ms:.1} ms)", started.elapsed().as_secs_f64() * 1e3);
}
