// `make wheel` (before maturin): the <n-puzzle> element as the Python package's widget ships it,
// in python/python/npuzzle/static/, from what Trunk built in dist/.
//
// anywidget loads a widget's code from a string (a blob: URL), where the element's relative URLs
// (www/runtime.js imports ../npuzzle.js, which fetches npuzzle_bg.wasm beside itself; the
// workers start from ./workers/worker.js; the style sheets are fetched by name) resolve to
// nothing, and a notebook may have no network at all. The languages' catalogues (locales/*.ftl)
// travel with them, so a notebook's widget speaks its language offline. So each script a page or a worker starts
// is bundled into one module by esbuild (the element with its views; the wasm glue, which the
// element imports by its URL; each worker with its own modules and the glue), and every `new URL(spec, import.meta.url)` in them becomes
// `npuzzleFile(spec, from)`: the same path, looked up in `NPUZZLE_FILES`, the table of blob:
// URLs the widget's front end (python/python/npuzzle/widget.js) makes from the files the kernel
// sends once a page, and declares above each module it starts. A path it was not sent (the
// served pattern databases: the worker builds them instead) answers an address that fails at
// once, without the network.
//
// Writes static/manifest.json: {version, entry, files: [{path, type, module}]}, each module after
// the files it names (the widget makes their URLs in that order), and the files themselves.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from '../tools/node_modules/esbuild/lib/main.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = process.env.NPUZZLE_DIST || join(ROOT, 'dist');
const OUT = join(ROOT, 'python', 'python', 'npuzzle', 'static');
const ENTRY = 'www/n-puzzle.js';

// A worker's script (www/workers/), the wasm glue (npuzzle.js: imported by its URL, once for
// each language the page's widgets speak at once, runtime.js) and a wasm module are followed from
// a `new URL('...')`; other addresses an element's module names (the service worker, the site's
// root) are for the site's own pages and stay unresolved here.
const FOLLOWED = /^(?:www\/workers\/[\w-]+\.js|npuzzle\.js|[\w-]+\.wasm)$/;
const FILE_URL = /new URL\(([^()]*?),\s*import\.meta\.url\s*\)/g;
const LITERAL = /^\s*(['"])([^'"`]+)\1\s*$/;

// Declared before every module; NPUZZLE_FILES is the line the widget puts above it.
const BANNER = `const npuzzleFile = (spec, from) => {
  const path = new URL(spec, \`file:///\${from}\`).pathname.slice(1);
  return new URL(NPUZZLE_FILES[path] ?? \`npuzzle-missing:\${path}\`);
};`;

const MIME = { '.wasm': 'application/wasm', '.css': 'text/css', '.js': 'text/javascript', '.ftl': 'text/plain; charset=utf-8' };

if (!existsSync(join(DIST, ENTRY))) throw new Error(`${DIST}/${ENTRY} is missing: run \`make build\` first`);

/**
 * One module with what it imports, its files' URLs rewritten; answers its code and the paths
 * (below dist/) it names with a literal.
 * @param {string} entry
 */
async function bundle(entry) {
  /** @type {Set<string>} */
  const named = new Set();
  const rewrite = {
    name: 'npuzzle-files',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, async ({ path }) => {
        const from = relative(DIST, path).split('\\').join('/');
        let code = await readFile(path, 'utf8');
        code = code.replace(FILE_URL, (_, spec) => {
          const literal = spec.match(LITERAL);
          if (literal) named.add(posix.normalize(posix.join(posix.dirname(from), literal[2])));
          return `npuzzleFile(${spec}, ${JSON.stringify(from)})`;
        });
        if (code.includes('import.meta')) throw new Error(`${from}: an import.meta the widget cannot follow`);
        return { contents: code, loader: 'js' };
      });
    },
  };
  const result = await esbuild.build({
    entryPoints: [join(DIST, entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'warning',
    banner: { js: BANNER },
    plugins: [rewrite],
  });
  return { code: result.outputFiles[0].contents, named: [...named].filter((path) => FOLLOWED.test(path)) };
}

/** @type {Map<string, {bytes: Uint8Array, module: boolean}>} in the order the widget needs them */
const files = new Map();
/** @param {string} path */
async function add(path, seen = new Set()) {
  if (files.has(path)) return;
  if (seen.has(path)) throw new Error(`${path} names itself through the files it starts`);
  if (!path.endsWith('.js')) {
    files.set(path, { bytes: await readFile(join(DIST, path)), module: false });
    return;
  }
  const { code, named } = await bundle(path);
  for (const other of named) await add(other, new Set([...seen, path]));
  files.set(path, { bytes: code, module: true });
}

// The style sheets, which the element fetches by name (www/puzzle-element.js's styleSheet).
for (const name of (await readdir(join(DIST, 'www'))).filter((file) => file.endsWith('.css')).sort()) await add(`www/${name}`);
// The languages' catalogues, which the element fetches by tag (www/session/catalogues.js); English
// too, whose first part is built into the first module and whose whole the views loaded later ask.
for (const name of (await readdir(join(DIST, 'locales'))).filter((file) => file.endsWith('.ftl')).sort()) await add(`locales/${name}`);
await add(ENTRY);

const cargo = await readFile(join(ROOT, 'Cargo.toml'), 'utf8');
const hash = createHash('sha256');
for (const [path, { bytes }] of files) hash.update(path).update(bytes);
const version = `${cargo.match(/^version = "([^"]*)"/m)?.[1]}+${hash.digest('hex').slice(0, 12)}`;

await rm(OUT, { recursive: true, force: true });
const manifest = { version, entry: ENTRY, files: /** @type {object[]} */ ([]) };
for (const [path, { bytes, module }] of files) {
  await mkdir(dirname(join(OUT, path)), { recursive: true });
  await writeFile(join(OUT, path), bytes);
  manifest.files.push({ path, type: MIME[posix.extname(path)], module });
}
await writeFile(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
const total = [...files.values()].reduce((sum, { bytes }) => sum + bytes.length, 0);
console.log(`widget files: ${files.size}, ${(total / 1e6).toFixed(2)} MB, version ${version}, in ${relative(ROOT, OUT)}`);
