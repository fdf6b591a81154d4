// `make package`: the <n-puzzle> widget as an npm package, npuzzle-widget, from what Trunk built
// in dist/. The package keeps dist/'s layout, because the widget's scripts find the core and
// each other by relative URLs (www/n-puzzle.js imports ../npuzzle.js, which fetches
// ../npuzzle_bg.wasm next to it; the worker imports ../../npuzzle_full.js when first needed):
//
//   npuzzle.js, npuzzle_bg.wasm   the Rust core's first module (wasm-bindgen's glue and the module)
//   npuzzle_full.js, npuzzle_full_bg.wasm   its full module (databases, large boards, the lab)
//   www/**/*.js, www/*.css, www/*.svg   the element, its modules, the workers and the styles
//
// The file list is read from dist/ at packing time (every script and style in dist/www/ but the
// playground's own page-only files), so a module added to www/ is packed without editing this.
// Writes target/package/npuzzle-widget/ and target/package/npuzzle-widget-VERSION.tgz, and
// prints the tarball's path.

import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = process.env.NPUZZLE_DIST || join(ROOT, 'dist');
const OUT = join(ROOT, 'target', 'package');
const NAME = 'npuzzle-widget';
const DIR = join(OUT, NAME);

// Files of dist/www/ that only the playground page, its benchmark or its app shell use.
const PAGE_ONLY = /^(?:app\.js|bench\.(?:html|js)|sw\.js|manifest\.webmanifest|icon-\d+\.png)$/;
const WIDGET_FILE = /\.(?:js|css|svg)$/;

if (!existsSync(join(DIST, 'www', 'n-puzzle.js'))) {
  throw new Error(`${DIST}/www/n-puzzle.js is missing: run \`make build\` first`);
}

const cargo = await readFile(join(ROOT, 'Cargo.toml'), 'utf8');
/** @param {string} key */
const field = (key) => cargo.match(new RegExp(`^${key} = "([^"]*)"`, 'm'))?.[1];

// Paths under www/, its folders included (www/workers/worker.js).
const www = (await readdir(join(DIST, 'www'), { recursive: true })).filter((name) => WIDGET_FILE.test(name) && !PAGE_ONLY.test(name)).sort();
const CORE = ['npuzzle.js', 'npuzzle_bg.wasm', 'npuzzle_full.js', 'npuzzle_full_bg.wasm'];
const files = [...CORE, ...www.map((name) => `www/${name}`)];

await rm(OUT, { recursive: true, force: true });
for (const file of files) {
  await mkdir(dirname(join(DIR, file)), { recursive: true });
  await cp(join(DIST, file), join(DIR, file));
}

const pkg = {
  name: NAME,
  version: field('version'),
  description: 'The <n-puzzle> custom element: an n-puzzle board, solvers (BFS, A*, IDA*, ...) and a step player, in Rust compiled to WebAssembly.',
  license: field('license'),
  keywords: ['web-components', 'custom-elements', 'n-puzzle', '15-puzzle', 'search', 'a-star', 'webassembly'],
  type: 'module',
  // Importing the entry point defines <n-puzzle>: it has side effects, and bundlers must keep it.
  main: './www/n-puzzle.js',
  module: './www/n-puzzle.js',
  exports: {
    '.': './www/n-puzzle.js',
    './n-puzzle.js': './www/n-puzzle.js',
    './www/*': './www/*',
    ...Object.fromEntries(CORE.map((file) => [`./${file}`, `./${file}`])),
    './package.json': './package.json',
  },
  // What a CDN serving npm packages (jsDelivr, unpkg) gives for the bare package URL.
  browser: './www/n-puzzle.js',
  unpkg: './www/n-puzzle.js',
  jsdelivr: './www/n-puzzle.js',
  sideEffects: ['./www/n-puzzle.js'],
  files: [...files, 'README.md'],
};
await writeFile(join(DIR, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
await writeFile(
  join(DIR, 'README.md'),
  `# ${NAME}

The \`<n-puzzle>\` custom element of npuzzle: a sliding-puzzle board, its solvers (BFS, DFS,
greedy, A*, IDA*, pattern databases) and a step player, in Rust compiled to WebAssembly. Every
attribute is described in npuzzle's README ("Embed in your notes").

From a CDN that serves npm packages:

\`\`\`html
<script type="module" src="https://cdn.jsdelivr.net/npm/${NAME}@${pkg.version}/www/n-puzzle.js"></script>
<n-puzzle board="7 3 4; 8 2 6; 5 1 0" algorithm="astar" controls="solve,step"></n-puzzle>
\`\`\`

From npm: \`npm install ${NAME}\`, then serve \`node_modules/${NAME}/\` as it is (the element
finds \`npuzzle.js\`, \`npuzzle_bg.wasm\`, \`npuzzle_full.js\`, \`npuzzle_full_bg.wasm\` and its workers next to itself; a bundler must copy them
too) and load \`www/n-puzzle.js\` as a module, or \`import '${NAME}';\` where the files are served.
Files served from another origin than the page need \`Access-Control-Allow-Origin\`.
`,
);

const packed = execFileSync('npm', ['pack', '--pack-destination', OUT, '--loglevel=error'], {
  cwd: DIR,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .pop();
console.log(join(OUT, packed));
