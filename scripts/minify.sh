#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml): minifies the scripts and styles a visit downloads (the
# page's and the workers' modules in www/ and its folders, the wasm glue npuzzle.js, the style sheets) in the
# staging directory, one file at a time, so every module keeps its name and its imports. The
# sources in www/ keep their comments; what ships leaves them out (about a third of the first
# load's JavaScript, gzipped). esbuild comes pinned from tools/ (scripts/setup.sh).
set -euo pipefail

staging="${TRUNK_STAGING_DIR:?run by trunk build, which names its staging directory}"
esbuild=tools/node_modules/.bin/esbuild
[[ -x $esbuild ]] || { echo "minify: $esbuild is missing (run make setup)" >&2; exit 1; }

shopt -s globstar # www/**: every folder's modules, however deep (www/workers/databases/)
"$esbuild" "$staging"/www/**/*.js "$staging"/npuzzle.js --minify --format=esm --log-level=warning \
    --outdir="$staging" --outbase="$staging" --allow-overwrite
"$esbuild" "$staging"/www/*.css --minify --log-level=warning \
    --outdir="$staging/www" --allow-overwrite
