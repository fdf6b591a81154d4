//! What `auto` looks up: the plan decides from the sets in the cache directory (the strongest
//! there), and the command says in one line which set that is, and, when a stronger one would
//! help, the command that makes it and its size.

use std::path::Path;

use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet};
use npuzzle::solve::plan::{DatabaseChoice, Plan};
use serde::Serialize;

/// A stronger set than the one looked up, and how to make it (`--json`'s `strongerDatabases`).
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
pub(super) struct StrongerJson {
    partition: &'static str,
    key: String,
    /// The bytes its file takes.
    bytes: usize,
    /// The command that makes it.
    command: String,
}

/// `plan` with the databases it looks up decided from what `dir` holds
/// ([`Plan::with_databases_at_hand`]); a file there is checked when it is loaded (a damaged
/// one is built again). No directory (`--no-pdb-cache`) holds nothing.
pub(super) fn settle(plan: Plan, dir: Option<&Path>) -> (Plan, Option<DatabaseChoice>) {
    plan.with_databases_at_hand(|key| dir.is_some_and(|dir| dir.join(key.file_name()).is_file()))
}

/// Says on standard error which set `auto` looks up, and the stronger set to make when there is
/// one (also answered, for JSON).
pub(super) fn announce(choice: DatabaseChoice, dir: Option<&Path>) -> Option<StrongerJson> {
    let name = |key: DatabaseKey| key.partition().name();
    let place = dir.map_or_else(|| "<dir>".to_string(), |dir| dir.display().to_string());
    let Some(stronger) = choice.stronger_missing else {
        eprintln!("npuzzle: auto looks up the {} pattern databases, the strongest set in {place}", name(choice.used));
        return None;
    };
    let bytes = DatabaseSet::written_bytes(stronger);
    let command = format!("npuzzle databases {place}");
    #[expect(clippy::cast_precision_loss, reason = "megabytes for display")]
    let mb = bytes as f64 / 1e6;
    eprintln!(
        "npuzzle: auto looks up the {} pattern databases; {} would search about three times fewer nodes: `{command}` makes it ({mb:.1} MB)",
        name(choice.used),
        name(stronger)
    );
    Some(StrongerJson { partition: name(stronger), key: stronger.cache_key(), bytes, command })
}
