// npuzzle.Widget's front end (anywidget): the <n-puzzle> element, its attributes from the
// widget's traits, its events back into them. It converts and passes messages; what the
// attributes mean and every rule of the puzzle are the element's and the core's.
//
// The element's code, its workers, style sheets and wasm travel inside the Python package
// (static/, made by scripts/widget-assets.mjs): the first widget of a page asks the kernel for
// them ({type: 'npuzzle-files'}, answered with the files as binary buffers), makes a blob: URL
// of each, and imports the element; the promise is kept on globalThis under the files' version,
// so every later widget of the page, of any notebook, shares that one load, and the widgets of one
// language one wasm core and one worker (another language gets its own: www/runtime.js).
// Nothing is fetched from the network.

const LOADS = Symbol.for('npuzzle.widget.loads');

/** The element's module, loaded once a page for this version of the files. */
function loadElement(model) {
  /** @type {Map<string, Promise<unknown>>} */
  const loads = (globalThis[LOADS] ??= new Map());
  const version = model.get('_version');
  if (!loads.has(version)) {
    const loading = askFiles(model).then(startFiles);
    loading.catch(() => loads.delete(version));
    loads.set(version, loading);
  }
  return loads.get(version);
}

function askFiles(model) {
  return new Promise((resolve, reject) => {
    const answer = (message, buffers) => {
      if (message?.type !== 'npuzzle-files') return;
      model.off('msg:custom', answer);
      if (message.error) reject(new Error(message.error));
      else resolve({ manifest: message.manifest, buffers });
    };
    model.on('msg:custom', answer);
    model.send({ type: 'npuzzle-files' });
  });
}

// Each file a blob: URL, in the manifest's order (a module after the files it names); a module
// starts with the table of those made so far (the bundles' npuzzleFile reads it).
function startFiles({ manifest, buffers }) {
  /** @type {Record<string, string>} */
  const urls = {};
  manifest.files.forEach((file, index) => {
    const parts = file.module ? [`const NPUZZLE_FILES = ${JSON.stringify(urls)};\n`, buffers[index]] : [buffers[index]];
    urls[file.path] = URL.createObjectURL(new Blob(parts, { type: file.type }));
  });
  return import(urls[manifest.entry]);
}

// The widget's views of the issue ("play", "exercise") are the element's modes; the others its views.
const MODES = new Set(['play', 'exercise']);

/** A board as the element's attribute: its rows, `;` between them. */
const boardText = (board) => (Array.isArray(board) ? board.map((row) => row.join(' ')).join('; ') : board);

/** The element's board ({rows, cols, tiles}) as rows. */
const rowsOf = ({ rows, cols, tiles }) => Array.from({ length: rows }, (_, row) => Array.from(tiles.slice(row * cols, (row + 1) * cols)));

/** The element's attributes for the model's state (null: left out). */
function attributes(model) {
  const view = model.get('view');
  const step = model.get('step');
  return {
    ...model.get('attributes'),
    board: model.get('board') === null ? null : boardText(model.get('board')),
    goal: model.get('goal') === null ? null : boardText(model.get('goal')),
    algorithm: model.get('algorithm'),
    heuristic: model.get('heuristic'),
    controls: model.get('controls'),
    view: view !== null && !MODES.has(view) ? view : null,
    mode: MODES.has(view) ? view : null,
    step: step === null ? null : String(step),
  };
}

function setAttributes(element, values) {
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
}

/** A copy holding only what JSON holds (an event's detail may carry typed arrays). */
const plain = (value) => JSON.parse(JSON.stringify(value, (_, v) => (ArrayBuffer.isView(v) ? Array.from(/** @type {any} */ (v)) : v)));

function render({ model, el }) {
  const element = document.createElement('n-puzzle');
  // The element's fallback, shown until it runs and kept, under the reason, if it cannot.
  const fallback = document.createElement('p');
  fallback.textContent = 'Loading the npuzzle widget…';
  element.append(fallback);
  setAttributes(element, attributes(model));
  el.append(element);

  const shows = (name) => {
    const puzzle = element.puzzle;
    if (!puzzle?.board) return false;
    if (name === 'board') return JSON.stringify(rowsOf(puzzle.board)) === JSON.stringify(model.get('board'));
    if (name === 'step') return puzzle.step === model.get('step');
    return false;
  };
  // From Python: the trait's attributes, and the element rebuilds, unless it shows that already
  // (the change came from this page). A new board starts at its start: the step the page
  // reached belonged to the board before (a step Python sets with it is not the page's).
  const written = { view: ['view', 'mode'], board: ['board', 'step'] };
  for (const name of ['board', 'goal', 'algorithm', 'heuristic', 'controls', 'view', 'step']) {
    model.on(`change:${name}`, () => {
      if (shows(name)) return;
      const values = attributes(model);
      if (name === 'board' && shows('step')) values.step = null;
      setAttributes(element, Object.fromEntries((written[name] ?? [name]).map((attribute) => [attribute, values[attribute]])));
    });
  }
  model.on('change:attributes', () => {
    const dropped = Object.keys(model.previous('attributes') ?? {}).map((attribute) => [attribute, null]);
    setAttributes(element, { ...Object.fromEntries(dropped), ...model.get('attributes') });
  });
  model.on('change:trace', () => showTrace(element, model.get('trace')));

  // From the page.
  const save = (values) => {
    for (const [name, value] of Object.entries(values)) model.set(name, value);
    model.save_changes();
  };
  const on = (type, listener) => element.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
  on('npuzzle-board', ({ board, step }) => save({ board: rowsOf(board), step }));
  on('npuzzle-solved', (summary) => save({ solution: plain(summary) }));
  on('npuzzle-played', (result) => save({ result: plain(result) }));
  on('npuzzle-exercise', (answer) => save({ score: plain(answer) }));

  loadElement(model).then(
    () => showTrace(element, model.get('trace')),
    (error) => {
      fallback.textContent = `The npuzzle widget could not load: ${error instanceof Error ? error.message : error}`;
    },
  );
}

/** A student's trace in the element's "Check my search" (`Widget.show_trace`): its boards as a JSON list of rows, which the core's trace reader reads. */
function showTrace(element, trace) {
  if (trace) element.checkTrace(JSON.stringify(trace.expanded));
}

export default { render };
