//! What an invalid trace does match: the other algorithms and heuristics tried in a fixed order,
//! the first that accepts the whole trace named.
//!
//! The order, from the likeliest slip to the broadest: greedy with the same heuristic (`g` left
//! out of the priority); the same algorithm with each other heuristic (Hamming, Manhattan,
//! linear conflict); A* with each of them; uniform-cost (`h` left out); BFS; DFS; IDDFS.

use super::SearchSpec;
use crate::heuristic::HeuristicKind;
use crate::solve::algorithm::Algorithm;

/// The heuristics a hint tries, weakest first.
const HEURISTICS: [HeuristicKind; 3] =
    [HeuristicKind::Hamming, HeuristicKind::Manhattan, HeuristicKind::LinearConflict];

/// The algorithms and heuristics to try for a trace that `asked` refused, in order, each once.
pub(super) fn candidates(asked: SearchSpec) -> Vec<SearchSpec> {
    let with = |algorithm, heuristic| SearchSpec { algorithm, heuristic, weight: asked.weight };
    let informed = asked.algorithm.uses_heuristic();
    let mut list = Vec::new();
    if informed {
        list.push(with(Algorithm::Greedy, asked.heuristic));
        list.extend(HEURISTICS.map(|heuristic| with(asked.algorithm, heuristic)));
    }
    list.extend(HEURISTICS.map(|heuristic| with(Algorithm::Astar, heuristic)));
    list.extend(
        [Algorithm::Ucs, Algorithm::Bfs, Algorithm::Dfs, Algorithm::Iddfs].map(|a| with(a, HeuristicKind::None)),
    );
    let mut unique: Vec<SearchSpec> = Vec::new();
    for spec in list {
        if spec != asked && !unique.contains(&spec) {
            unique.push(spec);
        }
    }
    unique
}
