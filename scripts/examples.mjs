// `make examples`: completes the examples in dist/examples/ with what they load from npm:
// reveal.js (pinned in tools/package-lock.json, installed by scripts/setup.sh) for the deck,
// examples/slides.html. Prints the folder it wrote.

import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = process.env.NPUZZLE_DIST ? resolve(process.env.NPUZZLE_DIST) : join(ROOT, 'dist');
const REVEAL = join(ROOT, 'tools', 'node_modules', 'reveal.js', 'dist');

if (!existsSync(join(DIST, 'examples', 'slides.html'))) {
  throw new Error(`${DIST}/examples/slides.html is missing: run \`make build\` first`);
}
if (!existsSync(join(REVEAL, 'reveal.mjs'))) throw new Error(`${REVEAL} is missing: run \`make setup\``);
const out = join(DIST, 'examples', 'reveal');
await mkdir(out, { recursive: true });
for (const file of ['reveal.mjs', 'reveal.css', 'reset.css']) await cp(join(REVEAL, file), join(out, file));
await cp(join(REVEAL, 'theme'), join(out, 'theme'), { recursive: true });
console.log(out);
