// `make examples`: completes the examples in dist/examples/ with what they need from the
// registries:
//
//   slides  reveal.js (pinned in tools/package-lock.json, installed by scripts/setup.sh) beside
//           the deck, examples/slides.html, in dist/examples/reveal/;
//   book    the mdBook book examples/book/ built by mdbook (installed by scripts/setup.sh, named
//           by $MDBOOK in target/toolchain.env) into dist/examples/book/, in place of the sources
//           Trunk copied there, so its pages reach the widget's files by the same relative URLs.
//
// `node scripts/examples.mjs [slides] [book]` does the parts named (both when none is), so the
// e2e tests, which may run at once, each rebuild only their own. Prints the folders it wrote.

import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = process.env.NPUZZLE_DIST ? resolve(process.env.NPUZZLE_DIST) : join(ROOT, 'dist');
const REVEAL = join(ROOT, 'tools', 'node_modules', 'reveal.js', 'dist');
const PARTS = { slides, book };

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !Object.hasOwn(PARTS, part));
if (unknown.length > 0) throw new Error(`unknown example ${unknown.join(', ')}: expected slides or book`);
if (!existsSync(join(DIST, 'examples'))) throw new Error(`${DIST}/examples is missing: run \`make build\` first`);
for (const part of asked.length > 0 ? asked : Object.keys(PARTS)) console.log(await PARTS[part]());

async function slides() {
  if (!existsSync(join(REVEAL, 'reveal.mjs'))) throw new Error(`${REVEAL} is missing: run \`make setup\``);
  const out = join(DIST, 'examples', 'reveal');
  await mkdir(out, { recursive: true });
  for (const file of ['reveal.mjs', 'reveal.css', 'reset.css']) await cp(join(REVEAL, file), join(out, file));
  await cp(join(REVEAL, 'theme'), join(out, 'theme'), { recursive: true });
  return out;
}

async function book() {
  const mdbook = process.env.MDBOOK || 'mdbook';
  const out = join(DIST, 'examples', 'book');
  await rm(out, { recursive: true, force: true });
  try {
    execFileSync(mdbook, ['build', join(ROOT, 'examples', 'book'), '--dest-dir', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const reason = error.code === 'ENOENT' ? `${mdbook} not found: run \`make setup\`` : String(error.stderr ?? error.message).trim();
    throw new Error(`mdbook build examples/book failed: ${reason}`, { cause: error });
  }
  return out;
}
