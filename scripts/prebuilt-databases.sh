#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml): puts the pattern-database sets a site serves prebuilt
# (DatabaseKey::PREBUILT: 6-6-3, 5.8 MB, and 7-7-1, 57.7 MB, for two goals) into the build's
# pdb/ directory, where the page's worker fetches them (www/workers/worker.js). The native CLI in
# release mode makes them once into target/pdb/ (`npuzzle databases`: about 3 s a 6-6-3 set
# and 35 s a 7-7-1 set on two threads, 288 MB at the peak) and checks them each time after
# that (under a second); the files it prints are the ones copied, so no stale set is served.
set -euo pipefail

cache=target/pdb
out="${TRUNK_STAGING_DIR:?run by trunk build, which names its staging directory}/pdb"

cargo run --release --quiet --bin npuzzle -- databases "$cache" --threads 2 >"$cache.list" ||
  { echo "prebuilt-databases: the native CLI could not prepare $cache" >&2; exit 1; }
mkdir -p "$out"
while IFS= read -r file; do
  cp "$file" "$out/"
done <"$cache.list"
