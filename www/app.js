// The playground: a shell over the session (session.js) and the components: the board, the
// playground's board controls, the views of views.js as tabs, and the step player. It reads
// the URL hash with the settings reader (settings.js) and writes the view back to it.
//
// Loading: the page paints at once with an empty board; the core (wasm) and the worker load in
// parallel with that paint, and the page becomes interactive (main[data-ready="true"]) when
// the core has arrived and the components are built, one task each (nextTask) so that the
// main thread never runs a long task meanwhile.

import { Board } from './board/board.js';
import { BoardControls } from './board/board-controls.js';
import { GameBar } from './board/game-bar.js';
import { byId, el, messageOf, nextTask, sayParts } from './dom.js';
import { keepOffline, loadCore, sharedWorker } from './runtime.js';
import { Game } from './session/game.js';
import { keepLanguage, preferredLanguage, useLanguage } from './session/language.js';
import { Session, randomSeed } from './session/session.js';
import { HASH_SETTINGS, boardToken, capProblems, hashPairs, readPairs, readSettings, startBoard, writeHash } from './session/settings.js';
import { StepPlayer } from './views/step-player.js';
import { Tabs } from './tabs.js';
import { VIEWS } from './views.js';
import { sayAll, sayKey } from './words.js';

// Both start loading now, in parallel with the first paint.
const worker = sharedWorker();
const corePromise = loadCore();
const main = /** @type {HTMLElement} */ (document.querySelector('main'));
/**
 * The playground's words: its core's once loaded (the playground is alone on its page, so its
 * one core speaks the language its menu chose).
 * @type {import('./words.js').Say}
 */
let say = sayKey;

const board = new Board(null, { describedBy: 'board-help', ids: true });
byId('board-slot').replaceWith(board.root);
board.view.placeholder(3, 3);
// Keys move tiles when the board, its buttons or nothing in particular has the focus.
const onBoard = (/** @type {any} */ target) => target === document.body || target.closest?.('#board-frame, .board-bar');
board.bindKeys(document, { history: true, accept: onBoard });

// One tab per view, after the Board tab; its name is worded (sayAll) once the core is in.
const tablist = /** @type {HTMLElement} */ (document.querySelector('[role="tablist"]'));
const panels = VIEWS.map(({ name, label }) => {
  tablist.append(el('button', { type: 'button', role: 'tab', id: `tab-${name}`, 'aria-controls': `panel-${name}`, 'aria-selected': 'false', tabindex: -1, dataset: { say: label } }));
  const panel = el('div', { role: 'tabpanel', id: `panel-${name}`, class: 'panel', 'aria-labelledby': `tab-${name}`, hidden: true });
  tablist.parentElement?.append(panel);
  return panel;
});
const tabs = new Tabs(tablist);

// "Skip to the board" (and any link within the page) puts an element's id in the hash: a place
// on the page, not settings to read.
const placeOnPage = (/** @type {string} */ hash) => /^#[\w-]+$/.test(hash) && document.getElementById(hash.slice(1)) !== null;

function announce(text) {
  const announcer = byId('announcer');
  announcer.textContent = '';
  requestAnimationFrame(() => (announcer.textContent = text));
}

function notice(kind, title, lines = []) {
  const close = el('button', { type: 'button', class: 'notice-close', 'aria-label': say('shell-dismiss') }, '×');
  const list = lines.length ? el('ul', {}, ...lines.map((line) => el('li', {}, line))) : null;
  const item = el('div', { class: 'notice', role: kind === 'error' ? 'alert' : 'status', dataset: { kind } }, el('div', { class: 'notice-body' }, el('strong', {}, title), list), close);
  close.addEventListener('click', () => item.remove());
  byId('notices').append(item);
}

function showProblems(problems) {
  for (const old of byId('notices').querySelectorAll('[data-kind="link"]')) old.remove();
  if (problems.length) notice('link', say('shell-link-ignored'), capProblems(say, problems));
}

/**
 * The page in `language` (the one `asked` for, unless its catalogue failed): `<html lang dir>`, and one notice when its catalogue lacks sentences
 * (said in it: how many are shown in English) or could not be used (the page is in English).
 */
function speakLanguage(core, asked, language) {
  document.documentElement.lang = language.tag;
  document.documentElement.dir = language.direction;
  if (language.failed) {
    const name = core.languages().find((known) => known.tag === asked)?.name ?? asked;
    notice('language', say('language-failed', { language: name, problem: language.failed }));
  } else if (language.missing > 0) notice('language', say('language-missing', { count: language.missing }));
}

/** The language menu: a select named "Language", each language named in itself. */
function languageMenu(core, tag, choose) {
  const options = core.languages().map((known) => el('option', { value: known.tag, lang: known.tag, dir: known.direction, selected: known.tag === tag }, known.name));
  const menu = el('select', { id: 'language', class: 'language-menu' }, ...options);
  menu.addEventListener('change', () => choose(menu.value));
  return el('div', { class: 'language', id: 'language-slot' }, el('label', { for: 'language', class: 'visually-hidden' }, say('language-menu')), menu);
}

async function start() {
  let core;
  try {
    core = await corePromise;
  } catch (error) {
    // eslint-disable-next-line words/no-literal-text -- no core is loaded to word it: the one sentence said in English
    notice('error', `The WebAssembly core could not load: ${messageOf(error)}`);
    const status = byId('status');
    status.dataset.state = 'error';
    // eslint-disable-next-line words/no-literal-text -- no core is loaded to word it: the one sentence said in English
    status.replaceChildren(el('span', { class: 'error-message' }, 'The core could not load; reload the page to try again.'));
    return;
  }
  // The language, then the page's words, before any component is built: the static markup and
  // the tabs too, worded in it.
  say = core.say;
  let asked = preferredLanguage(core); // what the page speaks unless its catalogue fails
  speakLanguage(core, asked, await useLanguage(core, worker, asked));
  sayAll(say, document.documentElement);
  sayParts(say, document.body);
  const session = new Session(core, worker);
  // Before the other listeners: a resumed attempt sets the moves they show.
  const game = new Game(session, { resume: true });
  board.attach(session);
  const controls = new BoardControls(session, board, announce);
  const gameBar = new GameBar(game);
  byId('clock-slot').replaceWith(gameBar.clock);
  byId('par-slot').replaceWith(gameBar.parToggle);
  byId('game-line-slot').replaceWith(gameBar.line);
  /** @type {Record<string, any>} */
  const views = {};
  for (const [index, view] of VIEWS.entries()) {
    await nextTask();
    views[view.name] = view.create(session, {});
    panels[index].append(views[view.name].root);
  }
  await nextTask();
  const solvePanel = views.solve;
  const player = new StepPlayer(session, {
    onSolveAgain: () => {
      tabs.select('tab-solve');
      solvePanel.run();
    },
  });
  byId('player-slot').replaceWith(player.root);

  // The URL hash: the view it describes.
  let urlTimer = 0;
  const scheduleUrl = () => {
    clearTimeout(urlTimer);
    urlTimer = window.setTimeout(writeUrl, 120);
  };
  for (const type of ['board', 'choice', 'solution', 'explain']) session.addEventListener(type, scheduleUrl);
  // The Search view's tab and expansion are in the hash too (view=search&step=N), and the Lab's
  // tab and choices (view=lab&lab-size=...).
  const searchView = /** @type {import('./views.js').LazySearchView} */ (views.search);
  const labView = /** @type {import('./views.js').LazyView} */ (views.lab);
  let searchSelected = false;
  let labSelected = false;
  tabs.addEventListener('select', (event) => {
    const id = /** @type {CustomEvent} */ (event).detail.id;
    searchSelected = id === 'tab-search';
    if (!searchSelected) session.showOwn(); // a search's board shown on the main board stays with its view
    labSelected = id === 'tab-lab';
    views[id.replace(/^tab-/, '')]?.load?.(); // a lazily loaded view comes in as its tab opens
    scheduleUrl();
  });
  searchView.root.addEventListener('search-step', scheduleUrl);
  searchView.root.addEventListener('search-colour', scheduleUrl);
  /** @type {{kind: string, steps: number, seed: number} | null} */
  let exercise = null; // the exercise running, kept in the hash while its view is shown
  searchView.root.addEventListener('search-exercise', (event) => {
    exercise = /** @type {CustomEvent} */ (event).detail.exercise;
    scheduleUrl();
  });
  labView.root.addEventListener('lab-change', scheduleUrl);
  /** @type {string | null} the hash last written, null before the first write */
  let lastWritten = null;
  function writeUrl() {
    const shown = session.solution?.boards[0] ?? session.board;
    if (!shown) return;
    const { algorithm, heuristic, weight } = session.choice;
    const mode = controls.goalMode;
    const custom = controls.goalFailed || !session.goal ? 'blank-last' : boardToken(session.goal);
    const hash = writeHash({
      size: `${shown.rows}x${shown.cols}`,
      board: boardToken(shown),
      goal: mode === 'custom' ? custom : mode,
      algo: algorithm,
      h: solvePanel.usesHeuristic ? heuristic : undefined,
      w: solvePanel.usesWeight ? weight : undefined,
      algorithms: searchSelected ? searchView.pairNames : undefined,
      step: searchSelected && !exercise ? (searchView.recording ? searchView.step : undefined) : !searchSelected && session.solution ? session.step : undefined,
      view: searchSelected ? 'search' : labSelected ? 'lab' : undefined,
      mode: searchSelected && exercise ? 'exercise' : undefined,
      exercise: searchSelected ? exercise?.kind : undefined,
      steps: searchSelected ? exercise?.steps : undefined,
      seed: searchSelected ? exercise?.seed : undefined,
      'colour-by': searchSelected && searchView.colour !== 'state' ? searchView.colour : undefined,
      explain: session.explainer.on ? 'h' : undefined,
      'lab-size': labView.settings?.size,
      'lab-h': labView.settings?.heuristic,
      'lab-weights': labView.settings?.weights,
      lang: asked === 'en' ? undefined : asked,
    });
    // A place on the page ("Skip to the board") stays in the address until what the hash would
    // say changes: an event that changed nothing (a game's answer, a view loading) keeps it, and
    // so does the first write when the place came first (followed as the page got ready).
    const unchanged = lastWritten === null || hash === lastWritten;
    lastWritten = hash;
    if (unchanged && placeOnPage(location.hash)) return;
    if (hash !== location.hash) history.replaceState(null, '', hash || location.pathname + location.search);
  }

  /** Applies the hash; values that are not valid are reported, one by one, and ignored. */
  function applyHash(initial = false) {
    const pairs = readPairs(say, placeOnPage(location.hash) ? [] : hashPairs(), HASH_SETTINGS, (key) => say('shell-link-unknown-setting', { name: key }));
    const { settings, problems } = readSettings(pairs.lookup, core);
    problems.unshift(...pairs.problems);
    const read = (name) => settings.read.has(name);
    solvePanel.select({
      algorithm: read('algorithm') ? settings.algorithm : undefined,
      heuristic: read('heuristic') ? settings.heuristic : undefined,
      weight: read('weight') ? settings.weight : undefined,
    });
    // A link that gives a board or a size has its goal too: blank last unless it names one (a
    // random board of that size is made for it).
    if (read('goal') || settings.board || settings.size) {
      let spec = settings.goalSpec;
      if (spec !== 'blank-last' && spec !== 'blank-first') {
        const { rows, cols } = settings.board ?? settings.size ?? session.board ?? { rows: 3, cols: 3 };
        spec = core.formatBoard(core.goalBoard(rows, cols, spec));
      }
      controls.showGoal(spec);
      session.goalSpec = spec;
    }
    session.goal = null;
    if (settings.daily) {
      // Today's puzzle (of the size asked, else 3x3), once the worker has made it.
      const { rows, cols } = settings.size ?? { rows: 3, cols: 3 };
      if (!session.board) session.deal(startBoard(core, settings, randomSeed()), { quiet: true });
      game.playDaily(rows, cols).catch((error) => showProblems([...problems, say('shell-setting-problem', { name: 'daily', problem: messageOf(error) })]));
    } else if (settings.board || settings.size || initial || !session.board) {
      session.deal(startBoard(core, settings, randomSeed()), { quiet: !settings.size });
    } else {
      session.setGoal(session.goalSpec);
    }
    session.explainer.on = settings.explain;
    labView.configure(settings.lab);
    if (settings.view) tabs.select(`tab-${settings.view}`);
    // Two searches side by side: the first as the Solve panel's choice, the second beside it.
    if (read('algorithms') && settings.view === 'search') {
      const first = core.parseAlgorithmEntry(settings.algorithms[0]);
      solvePanel.select({ algorithm: first.algorithm, heuristic: first.heuristic ?? undefined });
      searchView.compareWith(settings.algorithms);
    }
    showProblems(problems);
    if (read('colour-by')) searchView.colourBy(settings.colourBy);
    if (settings.mode === 'exercise') {
      searchView.exercise(settings.exercise).catch((error) => showProblems([...problems, say('shell-setting-problem', { name: 'exercise', problem: messageOf(error) })]));
    } else if (read('step') && settings.view === 'search') {
      // The Search view at that expansion: the search recorded again (not awaited either).
      searchView.open(settings.step).then((late) => late && showProblems([...problems, late]));
    } else if (read('step')) {
      const step = /** @type {number} */ (settings.step);
      tabs.select('tab-solve');
      // Not awaited: the page is ready meanwhile, and the player jumps to the step when it can.
      solvePanel.run({ step }).then((/** @type {any} */ result) => {
        if (result?.solved && step > result.length) {
          const last = result.length;
          showProblems([...problems, say('shell-step-past-solution', { step, last })]);
        }
      });
    }
    scheduleUrl();
  }
  // A link's lang= (or the language menu) changes every word: the page starts again in it, from
  // what the hash and local storage keep (the board, the view, the step, the game under way).
  window.addEventListener('hashchange', () => {
    if (placeOnPage(location.hash)) return;
    if (preferredLanguage(core) !== asked) location.reload();
    else applyHash();
  });
  byId('language-slot').replaceWith(languageMenu(core, asked, (tag) => {
    keepLanguage(tag);
    asked = tag;
    writeUrl();
    location.reload();
  }));

  worker.addEventListener('crash', (event) => {
    const { error, restarted } = /** @type {CustomEvent} */ (event).detail;
    for (const old of byId('notices').querySelectorAll('[data-kind="error"]')) old.remove();
    notice('error', error.message);
    main.dataset.workerRestarts = String(worker.restarts);
    if (session.board && restarted) session.checkSolvable();
  });

  await nextTask();
  applyHash(true);
  main.dataset.ready = 'true';
  main.setAttribute('aria-busy', 'false');
}

start();

// Offline: the service worker keeps the site's pages once loaded.
keepOffline();
