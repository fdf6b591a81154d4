// The one settings reader: the playground's URL hash, the <n-puzzle> element's attributes and
// embed.html's query parameters all go through `readSettings(lookup, core)`, which answers
// {settings, problems}, each problem naming the setting as it was spelled.
//
// Puzzle rules (a board, a size, a goal, an algorithm, a heuristic, a weight, the Lab's size,
// heuristic and weights, an exercise and its number of questions) are the core's: its parse
// functions decide (names whatever their case) and their messages are shown as they are, and
// the defaults are its own (`defaultChoice`: auto; `exerciseFacts`: the exercise asked and how
// many questions). Presentation settings (controls, speed, theme, autoplay, start, end, step,
// picture, view, explain, mode, seed, colour-by, daily, check) and the language (lang, matched by
// the core's nearestLanguage) are read here, their names in any case
// too. Every value is text: nothing is parsed as HTML or run. What is read is capped (MAX_KEYS,
// MAX_VALUE, MAX_PROBLEMS, MAX_ECHO), so a hostile link costs little.

import { VIEWS } from '../views.js';

/** Every setting, by its name; `short` is the hash's older spelling, read everywhere too. */
export const SETTINGS = {
  board: {},
  size: {},
  goal: {},
  algorithm: { short: 'algo' },
  heuristic: { short: 'h' },
  weight: { short: 'w' },
  controls: {},
  algorithms: {},
  autoplay: {},
  speed: {},
  start: {},
  end: {},
  step: {},
  theme: {},
  picture: {},
  view: {},
  explain: {},
  'lab-size': {},
  'lab-h': {},
  'lab-weights': {},
  mode: {},
  exercise: {},
  steps: {},
  seed: {},
  'colour-by': {},
  daily: {},
  check: {},
  lang: {},
};

/** Every spelling a setting may have (the element observes them all). */
export const SPELLINGS = Object.entries(SETTINGS).flatMap(([name, { short }]) => (short ? [name, short] : [name]));

/**
 * What the playground's hash may set; the widget takes every setting. `step` is the solution's
 * step, or with view=search the expansion, in both; `daily` deals today's puzzle (of `size`).
 */
export const HASH_SETTINGS = ['size', 'board', 'goal', 'algorithm', 'heuristic', 'weight', 'algorithms', 'step', 'view', 'explain', 'lab-size', 'lab-h', 'lab-weights', 'daily', 'mode', 'exercise', 'steps', 'seed', 'colour-by', 'lang'];
export const WIDGET_SETTINGS = Object.keys(SETTINGS);

export const CONTROLS = [...new Set(['play', 'solve', 'step', 'compare', ...VIEWS.map((view) => view.name)])];
export const THEMES = ['auto', 'light', 'dark'];
// `mode="play"`: a timed game (the clock, the result against the optimal, par mode);
// `mode="exercise"`: the Search view asks and grades (`exercise`, `steps`, `seed`).
export const MODES = ['play', 'exercise'];
// `check="search"` or `check="solution"`: the board and "Check my search" or "Check my solution" alone.
export const CHECKS = ['search', 'solution'];
export const COLOUR_BY = ['state', 'f', 'g', 'h'];
export const MAX_SPEED = 20;
export const DEFAULT_BOARD = '7 3 4\n8 2 6\n5 1 _'; // an 8-puzzle 20 moves from the goal
export const MAX_KEYS = 64;
export const MAX_VALUE = 64 * 1024;
export const MAX_PROBLEMS = 10;
export const MAX_ECHO = 80;

const canonical = (key) => (Object.hasOwn(SETTINGS, key) ? key : Object.keys(SETTINGS).find((n) => SETTINGS[n].short === key));

/** A value as a message echoes it (the catalogue's sentence quotes it): at most MAX_ECHO characters of it. */
export function echo(text) {
  const value = String(text);
  return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value;
}

/**
 * At most MAX_PROBLEMS lines, each ending with a full stop (its language's, when it has one).
 * @param {import('../words.js').Say} say words the line that counts the others
 */
export function capProblems(say, problems) {
  const lines = problems.map((line) => (/[.!?。！？]$/u.test(line) ? line : `${line}.`));
  if (lines.length <= MAX_PROBLEMS) return lines;
  return [...lines.slice(0, MAX_PROBLEMS), say('settings-more-problems', { count: lines.length - MAX_PROBLEMS })];
}

/**
 * Key-value pairs (a hash, a query string) as a lookup for readSettings: {lookup, problems},
 * the problems naming keys that are not among `accepted`, repeated, too many or too long.
 * @param {import('../words.js').Say} say words the problems (`unknown` words its own)
 */
export function readPairs(say, pairs, accepted, unknown) {
  const values = new Map();
  const problems = [];
  let count = 0;
  for (const [key, value] of pairs) {
    count += 1;
    if (count > MAX_KEYS) continue;
    const name = canonical(key);
    if (!name || !accepted.includes(name)) problems.push(unknown(echo(key)));
    else if (values.has(name)) problems.push(say('settings-given-twice', { name: echo(key) }));
    else if (value.length > MAX_VALUE) problems.push(say('settings-too-long', { name: key, kib: MAX_VALUE / 1024 }));
    else values.set(name, { key, value });
  }
  if (count > MAX_KEYS) problems.push(say('settings-too-many', { read: MAX_KEYS, count: count - MAX_KEYS }));
  return { lookup: (name) => values.get(name) ?? null, problems, keys: [...values.values()] };
}

/** An element's attributes as a lookup: the name, else its short spelling. */
export function attributeLookup(element) {
  return (name) => {
    for (const key of [name, SETTINGS[name]?.short]) {
      const value = key ? element.getAttribute(key) : null;
      if (value !== null) return value.length > MAX_VALUE ? { key, value: '', tooLong: true } : { key, value };
    }
    return null;
  };
}

/**
 * Reads every setting `lookup(name)` ({key, value} or null) has. Unset ones keep their defaults;
 * a wrong one keeps its default and adds a problem. `settings.board` is null unless given.
 */
export function readSettings(lookup, core) {
  /** @type {import('../words.js').Say} */
  const say = core.say;
  const problems = [];
  const defaults = core.defaultChoice(); // the core's: auto, as in the CLI
  const exercises = core.exerciseFacts(); // the exercise asked and how many questions, unless told
  const settings = {
    board: null,
    size: null,
    goalSpec: 'blank-last',
    algorithm: defaults.algorithm,
    heuristic: defaults.heuristic,
    weight: null,
    controls: new Set(['play', 'solve', 'step']),
    algorithms: ['bfs', 'greedy', 'astar', 'idastar'],
    autoplay: false,
    speed: 4,
    start: null,
    end: null,
    step: null,
    theme: 'auto',
    picture: null,
    view: null,
    explain: false, // "Explain h" on: explain="h"
    // The Lab view's own choices, apart from the board's (null: the Lab's defaults).
    lab: { size: null, heuristic: null, weights: null },
    mode: null,
    // mode=exercise: what it asks (the core's name), how many questions, the seed of its boards' order and of a random board.
    exercise: { kind: exercises.kind, steps: exercises.questions, seed: 1 },
    colourBy: 'state',
    daily: false, // today's puzzle (of `size`, else 3x3), as a timed game
    check: /** @type {string | null} */ (null), // 'search' or 'solution': a student's work checked
    lang: 'en', // the language asked for, matched to the nearest there is (the core's), else English
    read: new Set(), // the names read without a problem
  };
  const read = (name, parse) => {
    const found = lookup(name);
    if (!found) return;
    if (found.tooLong) {
      problems.push(say('settings-too-long', { name: found.key, kib: MAX_VALUE / 1024 }));
      return;
    }
    try {
      parse(found.value, found.key);
      settings.read.add(name);
    } catch (error) {
      problems.push(say('shell-setting-problem', { name: found.key, problem: error instanceof Error ? error.message : String(error) }));
    }
  };
  const fail = (text) => {
    throw new Error(text);
  };
  const names = core.algorithms().map((algorithm) => algorithm.name);

  // Puzzle rules: the core's.
  read('board', (value) => (settings.board = core.parseBoard(value)));
  read('size', (value, key) => {
    settings.size = core.parseShape(value);
    const board = settings.board;
    if (board && (board.rows !== settings.size.rows || board.cols !== settings.size.cols)) {
      const size = `${settings.size.rows}x${settings.size.cols}`;
      settings.size = null;
      problems.push(say('settings-size-mismatch', { name: key, size, board: `${board.rows}x${board.cols}` }));
    }
  });
  read('goal', (value) => {
    const { rows, cols } = settings.board ?? settings.size ?? { rows: 3, cols: 3 };
    try {
      core.goalBoard(rows, cols, value);
    } catch (error) {
      fail(say('settings-goal-fallback', { problem: error instanceof Error ? error.message : String(error) }));
    }
    settings.goalSpec = core.goalName(value) ?? value; // a name as the core spells it
  });
  read('algorithm', (value) => (settings.algorithm = core.parseAlgorithm(value)));
  read('heuristic', (value) => (settings.heuristic = core.parseHeuristic(value)));
  read('weight', (value) => (settings.weight = core.parseWeight(value)));
  // The Lab's: `lab-h` is a lab heuristic or `custom`, whose weights `lab-weights` gives.
  read('lab-size', (value) => (settings.lab.size = core.parseLabSize(value)));
  read('lab-h', (value) => (settings.lab.heuristic = value.trim() === 'custom' ? 'custom' : core.parseLabHeuristic(value)));
  read('lab-weights', (value) => (settings.lab.weights = core.parseLabHeuristic(`custom:${value}`).slice('custom:'.length)));
  read('algorithms', (value) => {
    settings.algorithms = [];
    for (const name of list(value)) {
      try {
        settings.algorithms.push(core.parseAlgorithmEntry(name).name); // `astar` or `astar:hamming`
      } catch (error) {
        problems.push(say('shell-setting-problem', { name: 'algorithms', problem: error instanceof Error ? error.message : String(error) }));
      }
    }
  });

  // Presentation: read here.
  read('controls', (value) => {
    settings.controls = new Set();
    for (const name of list(value.toLowerCase())) {
      if (CONTROLS.includes(name)) settings.controls.add(name);
      else problems.push(say('settings-not-control', { value: echo(name), known: CONTROLS.join(', ') }));
    }
  });
  read('autoplay', (value) => (settings.autoplay = flag(say, value, 'autoplay')));
  read('daily', (value) => (settings.daily = flag(say, value, 'daily')));
  read('mode', (value) => {
    if (!MODES.includes(value)) fail(say('settings-not-mode', { value: echo(value), known: MODES.join(', ') }));
    settings.mode = value;
  });
  if (settings.daily) settings.mode = 'play';
  // What an exercise asks and how many questions: the core's to read (its messages say what is
  // allowed); a wrong one keeps its default, and the exercise runs.
  read('exercise', (value) => (settings.exercise.kind = core.parseExercise(value)));
  read('steps', (value) => (settings.exercise.steps = core.parseQuestionCount(value)));
  read('seed', (value) => {
    if (!/^\s*\d{1,15}\s*$/.test(value)) fail(say('settings-not-seed', { value: echo(value) }));
    settings.exercise.seed = Number(value);
  });
  read('colour-by', (value) => {
    const key = value.trim().toLowerCase();
    if (!COLOUR_BY.includes(key)) fail(say('settings-not-colour', { value: echo(value), known: COLOUR_BY.join(', ') }));
    settings.colourBy = key;
  });

  read('check', (value) => {
    const kind = value.trim().toLowerCase();
    if (!CHECKS.includes(kind)) fail(say('settings-not-check', { value: echo(value), known: CHECKS.join(', ') }));
    settings.check = kind;
  });
  // A check shows the board and the check alone, unless `controls` says otherwise.
  if (settings.check && !settings.read.has('controls')) settings.controls = new Set();
  // A game shows the board to play and no solver, unless `controls` says otherwise.
  if (settings.mode === 'play' && !settings.read.has('controls')) settings.controls = new Set(['play']);
  read('speed', (value) => {
    const speed = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || speed < 1 || speed > MAX_SPEED) {
      fail(say('settings-not-speed', { value: echo(value), most: MAX_SPEED }));
    }
    settings.speed = speed;
  });
  for (const name of ['start', 'end', 'step']) {
    read(name, (value) => {
      if (!/^\s*\d{1,6}\s*$/.test(value)) fail(name === 'step' ? say('settings-not-step', { value: echo(value) }) : say('settings-not-step-counted', { value: echo(value) }));
      settings[name] = Number(value);
    });
  }
  if (settings.start !== null && settings.end !== null && settings.start > settings.end) {
    problems.push(say('settings-end-before-start', { end: settings.end, start: settings.start }));
    settings.end = null;
  }
  read('theme', (value) => {
    const theme = value.trim().toLowerCase();
    if (!THEMES.includes(theme)) fail(say('settings-not-theme', { value: echo(value), known: THEMES.join(', ') }));
    settings.theme = theme;
  });
  read('view', (value) => {
    const view = value.trim().toLowerCase();
    if (!VIEWS.some((known) => known.name === view)) fail(say('settings-not-view', { value: echo(value), known: VIEWS.map((v) => v.name).join(', ') }));
    settings.view = view;
  });
  // An exercise is asked in the Search view, beside the board alone unless `controls` says otherwise.
  if (settings.mode === 'exercise') settings.view = 'search';
  if (settings.mode === 'exercise' && !settings.read.has('controls')) settings.controls = new Set();
  // A search shown steps with its own controls: no Solve panel beside it unless `controls` names one.
  if (settings.view === 'search' && !settings.read.has('controls')) settings.controls = new Set();
  read('explain', (value) => {
    const text = value.trim().toLowerCase();
    if (!['h', 'off'].includes(text)) fail(say('settings-not-explain', { value: echo(value) }));
    settings.explain = text === 'h';
  });
  read('picture', (value) => {
    if (value.trim().toLowerCase() === 'builtin' || value === '') {
      settings.picture = { builtin: true };
      return;
    }
    let url;
    try {
      url = new URL(value, document.baseURI);
    } catch {
      fail(say('settings-not-url', { value: echo(value) }));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(say('settings-not-http', { protocol: url.protocol }));
    settings.picture = { url: url.href };
  });
  read('lang', (value) => (settings.lang = core.nearestLanguage([value])));
  if (!names.includes(settings.algorithm)) settings.algorithm = defaults.algorithm;
  return { settings, problems };
}

/**
 * The board to start from: the one given, else a random one of `size` (from `seed`, unless the
 * settings give one: the same link deals the same board), else the default.
 */
export function startBoard(core, settings, seed) {
  if (settings.board) return settings.board;
  if (!settings.size) return core.parseBoard(DEFAULT_BOARD);
  const { rows, cols } = settings.size;
  const given = settings.read.has('seed') ? settings.exercise.seed : seed;
  return core.randomBoard(rows, cols, core.goalBoard(rows, cols, settings.goalSpec), given);
}

/**
 * A boolean attribute's value: present (empty), its own name, true, 1 or yes; false, 0 or no.
 * @param {import('../words.js').Say} say words the Error of any other
 */
function flag(say, value, name) {
  const text = value.trim().toLowerCase();
  if (['', 'true', '1', 'yes', name].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  throw new Error(say('settings-not-flag', { value: echo(value) }));
}

function list(text) {
  return text.split(/[\s,]+/).filter((item) => item !== '');
}

// ---------------------------------------------------------------------------------------------
// The playground's hash: #size=3x3&board=3x3:8,6,7,2,5,4,3,0,1&goal=blank-last&algo=astar&h=manhattan&step=5
// (the Search view's: ...&step=37&view=search, the step then an expansion; with
// algorithms=bfs,astar:hamming, two searches side by side; "Explain h": explain=h;
// the Lab's: view=lab&lab-size=3x3&lab-h=custom&lab-weights=0,1.5,0,0)

const HASH_KEYS = ['size', 'board', 'goal', 'algo', 'h', 'w', 'algorithms', 'step', 'view', 'mode', 'exercise', 'steps', 'seed', 'colour-by', 'explain', 'lab-size', 'lab-h', 'lab-weights', 'lang'];

/** The hash's key-value pairs, decoded (never interpreted here). */
export function hashPairs(hash = location.hash) {
  const text = (hash.startsWith('#') ? hash.slice(1) : hash).slice(0, MAX_KEYS * (MAX_VALUE + 16));
  return text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return [decode(at < 0 ? part : part.slice(0, at)), at < 0 ? '' : decode(part.slice(at + 1))];
    });
}

/** The hash for `values` (by the hash's keys, in their order; empty values left out). */
export function writeHash(values) {
  const parts = [];
  for (const key of HASH_KEYS) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${key}=${encode(String(value))}`);
  }
  return parts.length ? `#${parts.join('&')}` : '';
}

/** A board as the hash writes it: `3x3:8,6,7,2,5,4,3,0,1` (which the core parses back). */
export function boardToken({ rows, cols, tiles }) {
  return `${rows}x${cols}:${tiles.join(',')}`;
}

// Characters a fragment may hold as they are (RFC 3986 pchar, less '&', '=' and '+', which reads
// as a space) stay unescaped, so the usual values read plainly: 3x3:8,6,7 and blank-last.
function encode(text) {
  return encodeURIComponent(text).replace(/%(2C|3A|2F|40|21|24|27|28|29|2A|3B)/g, (match, hex) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text; // a stray '%': the value is then reported as invalid by whoever reads it
  }
}
