// The playground page: wires the board, the panels, the worker and the URL together.
//
// Every puzzle rule (parsing, moves, multi-tile slides, solvability, random boards, solved or
// not) is a call into the Rust core (../npuzzle.js, built by Trunk); searches run in a Web
// Worker (worker.js). This file handles events, keeps the page's state and passes messages.
//
// Loading: the page paints at once with an empty board; the core (wasm) and the worker load in
// parallel with that paint, and the page becomes interactive (main[data-ready="true"]) when
// the core has arrived.

import { BoardView } from './board-view.js';
import { DIRECTIONS, HINT_LIMITS, HINT_SOLVERS, PRESETS, SIZES, algorithmLabel } from './catalog.js';
import { Compare } from './compare.js';
import { byId, el, isTypingTarget, messageOf, plural } from './dom.js';
import { builtInPicture, pictureFromFile } from './picture.js';
import { SolvePanel } from './solve-panel.js';
import { StepPlayer } from './step-player.js';
import { Tabs } from './tabs.js';
import { WorkerClient } from './worker-client.js';
import { boardToken, readHash, writeHash } from './url-state.js';

const DEFAULT_BOARD = '7 3 4\n8 2 6\n5 1 _'; // an 8-puzzle 20 moves from the goal
const KEY_DIRECTIONS = {
  ArrowUp: 'U',
  ArrowDown: 'D',
  ArrowLeft: 'L',
  ArrowRight: 'R',
  w: 'U',
  s: 'D',
  a: 'L',
  d: 'R',
};

// Both start loading now, in parallel with the first paint.
const worker = new WorkerClient(new URL('./worker.js', import.meta.url));
const corePromise = import('../npuzzle.js').then(async (module) => {
  await module.default();
  return module;
});

const ui = {
  main: document.querySelector('main'),
  notices: byId('notices'),
  announcer: byId('announcer'),
  frame: byId('board-frame'),
  canvas: byId('board-canvas'),
  mirror: byId('board-mirror'),
  sizeButtons: [...document.querySelectorAll('[data-size]')],
  size: byId('size'),
  skinButtons: [...document.querySelectorAll('[data-skin]')],
  pictureOptions: byId('picture-options'),
  pictureFile: byId('picture-file'),
  pictureNumbers: byId('picture-numbers'),
  pictureName: byId('picture-name'),
  moveCount: byId('move-count'),
  counterLabel: document.querySelector('.counter-label'),
  undo: byId('undo'),
  redo: byId('redo'),
  reset: byId('reset'),
  hint: byId('hint'),
  hintOutput: byId('hint-output'),
  moveMessage: byId('move-message'),
  solvedBanner: byId('solved-banner'),
  input: byId('board-input'),
  boardError: byId('board-error'),
  status: byId('status'),
  goalRadios: [...document.querySelectorAll('input[name="goal"]')],
  goalCustom: byId('goal-custom'),
  goalInput: byId('goal-input'),
  goalError: byId('goal-error'),
  goalFromBoard: byId('goal-from-board'),
  random: byId('random-board'),
  scrambleMoves: byId('scramble-moves'),
  scrambleOutput: byId('scramble-output'),
  scramble: byId('scramble'),
  presets: byId('presets'),
  solveAgain: byId('solve-again'),
};

const view = new BoardView({ frame: ui.frame, canvas: ui.canvas, mirror: ui.mirror });
view.placeholder(3, 3);

const tabs = new Tabs(document.querySelector('[role="tablist"]'));

const solvePanel = new SolvePanel({
  section: byId('solve-section'),
  algorithm: byId('algorithm'),
  heuristic: byId('heuristic'),
  heuristicField: byId('heuristic-field'),
  weight: byId('weight'),
  weightField: byId('weight-field'),
  note: byId('algo-note'),
  maxExpanded: byId('max-expanded'),
  maxMemory: byId('max-memory'),
  maxSeconds: byId('max-seconds'),
  solve: byId('solve'),
  cancel: byId('cancel'),
  status: byId('solve-status'),
  progress: byId('solve-progress'),
  stats: byId('solve-stats'),
});

const player = new StepPlayer({
  section: byId('player'),
  title: byId('player-title'),
  index: byId('step-index'),
  first: byId('step-first'),
  prev: byId('step-prev'),
  play: byId('step-play'),
  next: byId('step-next'),
  last: byId('step-last'),
  scrubber: byId('step-scrubber'),
  speed: byId('step-speed'),
  speedOutput: byId('step-speed-output'),
  list: byId('move-list'),
  summary: byId('player-summary'),
  note: byId('player-note'),
  noteText: byId('player-note-text'),
});

const compare = new Compare(
  {
    section: byId('compare-section'),
    choices: byId('compare-choices'),
    maxExpanded: byId('compare-max-expanded'),
    maxMemory: byId('compare-max-memory'),
    maxSeconds: byId('compare-max-seconds'),
    run: byId('compare-run'),
    cancel: byId('compare-cancel'),
    status: byId('compare-status'),
    table: byId('compare-table'),
    chart: byId('compare-chart'),
  },
  worker,
  {
    board: () => state.board,
    options: () => {
      const options = { goal: state.goal };
      const { heuristic, weight } = solvePanel.selection;
      options.heuristic = heuristic;
      if (Number.isFinite(weight) && weight >= 1) options.weight = weight;
      return options;
    },
  },
);

/** The page's state; the board and goal are always boards the core made or checked. */
const state = {
  board: null, // the board shown
  stale: false, // the paste box holds text that is not a board
  goalMode: 'blank-last', // 'blank-last', 'blank-first' or 'custom'
  goalText: '', // the custom goal, as typed
  goal: null, // the goal for the board's shape
  past: [], // undo: [{board, moves}], the board before each action and its move count
  future: [], // redo
  moves: 0, // tiles moved by hand since the board was dealt
  picture: null, // the picture for the picture skin, once made or picked
  skin: 'numbers',
  hintOn: false,
  hintJob: null,
  solveJob: null,
  checks: 0, // solvability checks under way (the status is aria-busy meanwhile)
  latestCheck: 0, // only the newest check's answer is shown
};

let core = null; // the wasm module, once loaded

// ---------------------------------------------------------------------------------------------
// Boards: a new deal, a move by hand, a step of the player, undo and redo.

/** A new board (paste, shuffle, preset, size, link, reset): history and solution start over. */
function dealBoard(board, { fromInput = false, quiet = false } = {}) {
  const shapeChanged = !state.board || state.board.rows !== board.rows || state.board.cols !== board.cols;
  state.board = board;
  state.past = [];
  state.future = [];
  state.moves = 0;
  player.clear();
  stopSolve('The board changed, so the search was stopped. Press Solve to search from this board.');
  if (shapeChanged || !state.goal) resolveGoal();
  view.show(board);
  setStale(false);
  if (!fromInput) writeText(board);
  boardChanged({ reason: 'deal', quiet });
}

/** A move by hand: `moved` is what slideCell or slideDirection answered. */
function playMoves(moved) {
  if (moved.moves.length === 0) return;
  if (player.active) {
    player.detach(
      `You moved a tile at step ${player.step} of ${player.length}, which leaves the solution. ` +
        'Solving again starts from the board shown.',
    );
  }
  stopSolve('The board changed, so the search was stopped. Press Solve to search from this board.');
  state.past.push({ board: state.board, moves: state.moves });
  state.future = [];
  state.moves += moved.moves.length;
  state.board = moved.board;
  view.show(moved.board, { animate: true, duration: 110 + 30 * Math.min(moved.moves.length, 4) });
  writeText(moved.board);
  announceMoves(moved.moves);
  boardChanged({ reason: 'move' });
}

function undo() {
  const previous = state.past.pop();
  if (!previous || !core) return;
  state.future.push({ board: state.board, moves: state.moves });
  restore(previous, 'Undone.');
}

function redo() {
  const next = state.future.pop();
  if (!next || !core) return;
  state.past.push({ board: state.board, moves: state.moves });
  restore(next, 'Redone.');
}

function restore({ board, moves }, words) {
  if (player.active) player.detach('Undo and redo leave the solution. Solving again starts from the board shown.');
  stopSolve('The board changed, so the search was stopped.');
  state.board = board;
  state.moves = moves;
  view.show(board, { animate: true });
  writeText(board);
  announce(words);
  boardChanged({ reason: 'move' });
}

/** After any change of board: counters, solved or not, solvability, hint, URL. */
function boardChanged({ reason, quiet = false }) {
  const board = state.board;
  // The counter: moves by hand, or the place in the solution while stepping through it.
  ui.counterLabel.textContent = player.active ? 'Step' : 'Moves';
  ui.moveCount.textContent = player.active ? `${player.step}/${player.length}` : String(state.moves);
  ui.undo.disabled = state.past.length === 0;
  ui.redo.disabled = state.future.length === 0;
  if (reason !== 'move') ui.moveMessage.textContent = '';
  syncSizeControls(board);

  const solved = core.isSolved(board, state.goal);
  view.setSolved(solved);
  showSolved(solved, reason);
  if (reason !== 'step') checkSolvable();
  refreshHint();
  scheduleUrl();
  if (!quiet && reason === 'deal') announce(`New ${board.rows} by ${board.cols} board.`);
}

function showSolved(solved, reason) {
  const banner = ui.solvedBanner;
  if (!solved) {
    banner.hidden = true;
    banner.dataset.state = '';
    return;
  }
  banner.hidden = false;
  if (reason === 'move' && state.moves > 0) {
    banner.dataset.state = 'won';
    banner.textContent = `Solved in ${plural(state.moves, 'move')}!`;
    announce(banner.textContent);
    ui.frame.classList.remove('celebrate');
    void ui.frame.offsetWidth; // restart the animation
    ui.frame.classList.add('celebrate');
  } else if (reason === 'step') {
    banner.dataset.state = 'won';
    banner.textContent = `Goal reached in ${plural(player.length, 'move')}.`;
  } else {
    banner.dataset.state = 'goal';
    banner.textContent = 'This is the goal. Shuffle or scramble to play.';
  }
}

function writeText(board) {
  if (document.activeElement === ui.input) return; // never under the user's fingers
  ui.input.value = core.formatBoard(board);
  ui.input.setAttribute('aria-invalid', 'false');
  ui.boardError.hidden = true;
}

function setStale(stale) {
  state.stale = stale;
  view.setStale(stale);
  ui.frame.setAttribute('aria-label', stale ? 'Puzzle board (out of date: the board text has a mistake)' : 'Puzzle board');
}

// ---------------------------------------------------------------------------------------------
// Moving tiles: clicks and taps on cells, swipes, keys.

function moveFromCell(index) {
  if (!canMove()) return;
  try {
    playMoves(core.slideCell(state.board, index));
  } catch (error) {
    refuse(messageOf(error));
  }
}

function moveInDirection(direction) {
  if (!canMove()) return;
  try {
    playMoves(core.slideDirection(state.board, direction));
  } catch (error) {
    refuse(messageOf(error));
  }
}

function canMove() {
  if (!core || !state.board) return false;
  if (state.stale) {
    refuse('The board text has a mistake: fix it (or deal a new board) to play on.');
    return false;
  }
  return true;
}

function refuse(message) {
  ui.moveMessage.textContent = message;
  ui.moveMessage.dataset.state = 'refused';
}

function announceMoves(moves) {
  const direction = DIRECTIONS[moves[0].direction]?.word ?? moves[0].direction;
  const tiles = moves.map((m) => m.tile);
  const words =
    tiles.length === 1
      ? `Tile ${tiles[0]} moved ${direction}.`
      : `Tiles ${tiles.slice(0, -1).join(', ')} and ${tiles.at(-1)} moved ${direction}.`;
  ui.moveMessage.textContent = words;
  ui.moveMessage.dataset.state = 'moved';
  announce(words);
}

function announce(text) {
  ui.announcer.textContent = '';
  requestAnimationFrame(() => {
    ui.announcer.textContent = text;
  });
}

view.addEventListener('cell', ({ detail }) => moveFromCell(detail.index));
view.addEventListener('swipe', ({ detail }) => moveInDirection(detail.direction));

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || isTypingTarget(event.target)) return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z' && !event.shiftKey) undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
    else return;
    event.preventDefault();
    return;
  }
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return;
  // Keys move tiles when the board, its buttons or nothing in particular has the focus.
  const target = event.target;
  const onBoard = target === document.body || target.closest?.('#board-frame, .board-bar');
  if (!onBoard) return;
  event.preventDefault();
  moveInDirection(direction);
});

ui.undo.addEventListener('click', undo);
ui.redo.addEventListener('click', redo);
ui.reset.addEventListener('click', () => {
  if (!core) return;
  dealBoard(state.goal, { quiet: true });
  announce('Board reset to the goal.');
});

// ---------------------------------------------------------------------------------------------
// The paste box, the goal, solvability.

ui.input.addEventListener('input', () => {
  if (!core) return;
  let board;
  try {
    board = core.parseBoard(ui.input.value);
  } catch (error) {
    setStale(true);
    ui.input.setAttribute('aria-invalid', 'true');
    ui.boardError.textContent = messageOf(error);
    ui.boardError.hidden = false;
    state.latestCheck += 1; // an answer on its way is about older text
    setStatus('error', [text('span', messageOf(error), 'error-message')]);
    return;
  }
  ui.input.setAttribute('aria-invalid', 'false');
  ui.boardError.hidden = true;
  if (state.stale || !sameBoard(board, state.board)) dealBoard(board, { fromInput: true, quiet: true });
});

ui.input.addEventListener('blur', () => {
  if (core && !state.stale && state.board) writeText(state.board); // tidy the layout
});

function sameBoard(a, b) {
  return Boolean(a && b) && a.rows === b.rows && a.cols === b.cols && a.tiles.every((t, i) => t === b.tiles[i]);
}

for (const radio of ui.goalRadios) {
  radio.addEventListener('change', () => {
    if (!radio.checked) return;
    setGoalMode(radio.value);
  });
}

ui.goalInput.addEventListener('input', () => {
  state.goalText = ui.goalInput.value;
  goalChanged();
});

ui.goalFromBoard.addEventListener('click', () => {
  if (!core || !state.board) return;
  ui.goalInput.value = core.formatBoard(state.board);
  state.goalText = ui.goalInput.value;
  goalChanged();
});

function setGoalMode(mode) {
  state.goalMode = mode;
  for (const radio of ui.goalRadios) radio.checked = radio.value === mode;
  ui.goalCustom.hidden = mode !== 'custom';
  if (mode === 'custom' && ui.goalInput.value.trim() === '' && core && state.goal) {
    ui.goalInput.value = core.formatBoard(state.goal);
    state.goalText = ui.goalInput.value;
  }
  if (core && state.board) goalChanged();
}

function goalChanged() {
  if (!core || !state.board) return;
  resolveGoal();
  stopSolve('The goal changed, so the search was stopped.');
  if (player.active) player.clear();
  boardChanged({ reason: 'goal' });
}

/** The goal for `rows` x `cols`: {goal, error}; a custom goal that does not fit gives blank-last. */
function goalFor(rows, cols) {
  if (state.goalMode === 'custom') {
    if (state.goalText.trim() === '') {
      return { goal: core.goalBoard(rows, cols, 'blank-last'), error: 'Type the goal arrangement' };
    }
    try {
      return { goal: core.goalBoard(rows, cols, state.goalText), error: null };
    } catch (error) {
      return { goal: core.goalBoard(rows, cols, 'blank-last'), error: messageOf(error) };
    }
  }
  return { goal: core.goalBoard(rows, cols, state.goalMode), error: null };
}

function resolveGoal() {
  const { goal, error } = goalFor(state.board.rows, state.board.cols);
  state.goal = goal;
  ui.goalError.hidden = error === null;
  ui.goalError.textContent = error ? `${error}. Until it is fixed, the goal is blank last.` : '';
  ui.goalInput.setAttribute('aria-invalid', String(error !== null));
  view.setGoal(goal);
}

async function checkSolvable() {
  const id = (state.latestCheck += 1);
  const board = state.board;
  setStatus('pending', [text('span', 'Checking…', 'status-detail')]);
  state.checks += 1;
  ui.status.setAttribute('aria-busy', 'true');
  try {
    const verdict = await worker.call('isSolvable', board, state.goal);
    if (id === state.latestCheck) showVerdict(verdict);
  } catch (error) {
    if (id === state.latestCheck) setStatus('error', [text('span', messageOf(error), 'error-message')]);
  } finally {
    state.checks -= 1;
    ui.status.setAttribute('aria-busy', String(state.checks > 0));
  }
}

function showVerdict(verdict) {
  const facts = [
    plural(verdict.inversions, 'inversion'),
    `blank ${plural(verdict.blankRowDistance, 'row')} from its goal row`,
    `Manhattan distance ${verdict.manhattan}`,
  ];
  const parts = [
    text('strong', verdict.solvable ? 'Solvable' : 'Unsolvable', 'verdict'),
    text('span', verdict.explanation, 'explanation'),
  ];
  if (verdict.fixingSwap) {
    const [a, b] = verdict.fixingSwap;
    const fix = el(
      'button',
      { type: 'button', id: 'fix-swap', class: 'fix', dataset: { a, b } },
      `Swap tiles ${a} and ${b} to make it solvable`,
    );
    fix.addEventListener('click', () => {
      dealBoard(core.swapTiles(state.board, a, b), { quiet: true });
      announce(`Swapped tiles ${a} and ${b}; the board is solvable now.`);
    });
    parts.push(fix);
  }
  parts.push(text('span', facts.join(' · '), 'status-detail'));
  setStatus(verdict.solvable ? 'solvable' : 'unsolvable', parts, 'worker');
}

function setStatus(stateName, children, source = 'main') {
  ui.status.dataset.state = stateName;
  ui.status.dataset.source = source;
  ui.status.replaceChildren(...children);
}

function text(tag, content, className) {
  return el(tag, { class: className }, content);
}

// ---------------------------------------------------------------------------------------------
// Sizes, shuffles, presets.

function syncSizeControls({ rows, cols }) {
  const value = `${rows}x${cols}`;
  for (const button of ui.sizeButtons) button.setAttribute('aria-pressed', String(button.dataset.size === value));
  const quick = ui.sizeButtons.some((button) => button.dataset.size === value);
  if (!quick && ![...ui.size.options].some((option) => option.value === value)) {
    ui.size.append(el('option', { value }, `${rows} × ${cols}`));
  }
  ui.size.value = quick ? '' : value;
}

function dealRandom(rows, cols) {
  if (!core) return;
  const { goal } = goalFor(rows, cols);
  const board = core.randomBoard(rows, cols, goal, seed());
  dealBoard(board);
}

function seed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

for (const button of ui.sizeButtons) {
  button.addEventListener('click', () => {
    const [rows, cols] = button.dataset.size.split('x').map(Number);
    dealRandom(rows, cols);
  });
}
ui.size.addEventListener('change', () => {
  const [rows, cols] = ui.size.value.split('x').map(Number);
  dealRandom(rows, cols);
});

ui.random.addEventListener('click', () => {
  if (state.board) dealRandom(state.board.rows, state.board.cols);
});

ui.scrambleMoves.addEventListener('input', showScrambleMoves);
function showScrambleMoves() {
  const moves = Number(ui.scrambleMoves.value);
  ui.scrambleOutput.textContent = plural(moves, 'move');
}
ui.scramble.addEventListener('click', () => {
  if (!core || !state.board) return;
  dealBoard(core.scrambleBoard(state.goal, Number(ui.scrambleMoves.value), seed()));
});

function fillPresets() {
  const items = PRESETS.map((preset) => {
    const button = el(
      'button',
      { type: 'button', class: 'preset', dataset: { preset: preset.id } },
      el('span', { class: 'preset-name' }, preset.name),
      el('span', { class: 'preset-detail' }, preset.detail),
    );
    button.addEventListener('click', () => loadPreset(preset));
    return el('li', {}, button);
  });
  ui.presets.replaceChildren(...items);
}

function loadPreset(preset) {
  if (!core) return;
  state.goalMode = preset.goal;
  for (const radio of ui.goalRadios) radio.checked = radio.value === preset.goal;
  ui.goalCustom.hidden = true;
  state.goal = null; // resolved again for the preset's shape
  dealBoard(core.parseBoard(preset.tiles.join(' ')));
  announce(`${preset.name} loaded.`);
}

function fillSizes() {
  // 3x3 and 4x4 have their own buttons; the menu holds the others.
  const quick = new Set(ui.sizeButtons.map((button) => button.dataset.size));
  ui.size.replaceChildren(
    el('option', { value: '', disabled: true }, 'More sizes…'),
    ...SIZES.filter(([rows, cols]) => !quick.has(`${rows}x${cols}`)).map(([rows, cols]) =>
      el('option', { value: `${rows}x${cols}` }, `${rows} × ${cols}`),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Pictures.

for (const button of ui.skinButtons) {
  button.addEventListener('click', () => setSkin(button.dataset.skin));
}

function setSkin(skin) {
  state.skin = skin;
  for (const button of ui.skinButtons) button.setAttribute('aria-pressed', String(button.dataset.skin === skin));
  ui.pictureOptions.hidden = skin !== 'picture';
  if (skin === 'picture') {
    state.picture ??= builtInPicture();
    ui.pictureName.textContent = state.picture.name;
    view.setPicture(state.picture);
  } else {
    view.setPicture(null);
  }
}

ui.pictureNumbers.addEventListener('change', () => view.setNumbers(ui.pictureNumbers.checked));
ui.pictureFile.addEventListener('change', async () => {
  const file = ui.pictureFile.files?.[0];
  if (!file) return;
  try {
    state.picture = await pictureFromFile(file);
    setSkin('picture');
    ui.pictureOptions.dataset.source = 'file';
  } catch (error) {
    ui.pictureName.textContent = messageOf(error);
  }
});

// ---------------------------------------------------------------------------------------------
// Solving, stepping through, hints.

async function solve({ step = null } = {}) {
  if (!core || !state.board) return null;
  if (state.stale) {
    solvePanel.failed('The board text has a mistake: fix it before solving.');
    return null;
  }
  const options = solvePanel.options();
  if (options instanceof Error) {
    solvePanel.failed(options.message);
    return null;
  }
  options.goal = state.goal;
  stopSolve();
  const start = state.board;
  solvePanel.started(options);
  const job = worker.solve(
    start,
    options,
    (progress) => {
      if (state.solveJob === job) solvePanel.progress(progress);
    },
    (databases) => {
      if (state.solveJob === job) solvePanel.databases(databases);
    },
  );
  state.solveJob = job;
  let result;
  try {
    result = await job.result;
  } catch (error) {
    if (state.solveJob === job) {
      state.solveJob = null;
      solvePanel.failed(messageOf(error));
    }
    return null;
  }
  if (state.solveJob !== job) return null; // stopped meanwhile: the board changed
  state.solveJob = null;
  solvePanel.done(result);
  if (result.solved) {
    const boards = core.replayMoves(start, result.tiles);
    const kind = result.optimal ? 'optimal' : 'not optimal';
    player.load(
      {
        boards,
        tiles: result.tiles,
        directions: result.directions,
        title: `Solution: ${plural(result.length, 'move')} (${algorithmLabel(result.algorithm)}, ${kind})`,
      },
      step ?? 0,
    );
    announce(`Solved: ${plural(result.length, 'move')}.`);
  }
  scheduleUrl();
  return result;
}

/** Stops the search under way, if any, saying why (or nothing, when a new one replaces it). */
function stopSolve(reason) {
  const job = state.solveJob;
  if (!job) return;
  state.solveJob = null;
  job.cancel();
  if (reason) solvePanel.setState('idle', reason);
}

byId('solve').addEventListener('click', () => solve());
byId('cancel').addEventListener('click', () => state.solveJob?.cancel());
ui.solveAgain.addEventListener('click', () => {
  tabs.select('tab-solve');
  solve();
});
solvePanel.addEventListener('change', () => scheduleUrl());

player.addEventListener('step', ({ detail }) => {
  state.board = detail.board;
  view.show(detail.board, { animate: detail.animate, duration: detail.duration });
  writeText(detail.board);
  boardChanged({ reason: 'step' });
});

ui.hint.addEventListener('click', () => {
  state.hintOn = !state.hintOn;
  ui.hint.setAttribute('aria-pressed', String(state.hintOn));
  refreshHint();
});

function hintSolver(board) {
  const available = solvePanel.heuristicNames;
  return HINT_SOLVERS.find((s) => board.rows * board.cols <= s.maxCells && available.includes(s.heuristic));
}

async function refreshHint() {
  state.hintJob?.cancel();
  state.hintJob = null;
  const out = ui.hintOutput;
  view.setHighlight(null);
  out.dataset.tile = '';
  out.dataset.remaining = '';
  if (!state.hintOn || !state.board) {
    out.hidden = true;
    return;
  }
  out.hidden = false;
  const board = state.board;
  const solver = hintSolver(board);
  if (!solver) {
    const largest = Math.max(...HINT_SOLVERS.map((s) => s.maxCells));
    out.dataset.state = 'unavailable';
    out.textContent = `Hints cover boards of up to ${largest} cells for now; this one has ${board.rows * board.cols}.`;
    return;
  }
  out.dataset.state = 'thinking';
  out.textContent = 'Looking for the best move…';
  const job = worker.solve(
    board,
    { algorithm: solver.algorithm, heuristic: solver.heuristic, goal: state.goal, limits: HINT_LIMITS },
    () => {},
    // 4x4 hints wait for the pattern databases the first time; in tens of percent, as this
    // line is read out to screen readers.
    ({ phase, fraction }) => {
      if (state.hintJob !== job) return;
      const text =
        phase === 'building'
          ? `Building pattern databases (once; cached for next time)… ${Math.floor(fraction * 10) * 10}%`
          : 'Loading pattern databases…';
      if (out.textContent !== text) out.textContent = text;
    },
  );
  state.hintJob = job;
  let result;
  try {
    result = await job.result;
  } catch (error) {
    if (state.hintJob === job) {
      out.dataset.state = 'error';
      out.textContent = messageOf(error);
    }
    return;
  }
  if (state.hintJob !== job) return;
  state.hintJob = null;
  if (!result.solved) {
    out.dataset.state = 'error';
    out.textContent = `No hint: ${result.message}`;
    return;
  }
  out.dataset.remaining = String(result.length);
  if (result.length === 0) {
    out.dataset.state = 'solved';
    out.textContent = 'Solved: no moves left.';
    return;
  }
  const tile = result.tiles[0];
  const direction = DIRECTIONS[result.directions[0]];
  out.dataset.state = 'ready';
  out.dataset.tile = String(tile);
  out.dataset.direction = result.directions[0];
  out.textContent = `Best next move: tile ${tile} ${direction.word} ${direction.arrow} · ${plural(result.length, 'move')} to the goal (optimal).`;
  view.setHighlight({ tile, direction: result.directions[0] });
}

// ---------------------------------------------------------------------------------------------
// The URL hash: the view it describes, and reading it back.

let urlTimer = 0;
function scheduleUrl() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(writeUrl, 120);
}

function writeUrl() {
  if (!state.board) return;
  const { algorithm, heuristic, weight } = solvePanel.selection;
  const shown = player.active ? player.start : state.board;
  let goal = state.goalMode;
  if (state.goalMode === 'custom') goal = ui.goalError.hidden ? boardToken(state.goal) : 'blank-last';
  const hash = writeHash({
    size: `${shown.rows}x${shown.cols}`,
    board: boardToken(shown),
    goal,
    algo: algorithm,
    h: solvePanel.usesHeuristic ? heuristic : undefined,
    w: solvePanel.usesWeight ? weight : undefined,
    step: player.active ? player.step : undefined,
  });
  if (hash !== location.hash) history.replaceState(null, '', hash || location.pathname + location.search);
}

player.addEventListener('step', scheduleUrl);
player.addEventListener('leave', () => {
  ui.counterLabel.textContent = 'Moves';
  ui.moveCount.textContent = String(state.moves);
  scheduleUrl();
});

/** Applies the hash; values that are not valid are reported, one by one, and ignored. */
async function applyHash({ initial = false } = {}) {
  const { values, unknown, repeated } = readHash();
  const problems = [];
  for (const key of unknown) problems.push(`“${key}” is not something a link can set.`);
  for (const key of repeated) problems.push(`“${key}” is given twice; the first one counts.`);

  if ('algo' in values) {
    if (solvePanel.algorithmNames.includes(values.algo)) solvePanel.select({ algorithm: values.algo });
    else problems.push(`algo: “${values.algo}” is not an algorithm (${solvePanel.algorithmNames.join(', ')}).`);
  }
  if ('h' in values) {
    if (solvePanel.heuristicNames.includes(values.h)) solvePanel.select({ heuristic: values.h });
    else problems.push(`h: “${values.h}” is not a heuristic (${solvePanel.heuristicNames.join(', ')}).`);
  }
  if ('w' in values) {
    const weight = Number(values.w);
    if (values.w.trim() !== '' && Number.isFinite(weight) && weight >= 1) solvePanel.select({ weight });
    else problems.push(`w: “${values.w}” is not a weight (a number of at least 1).`);
  }

  let board = null;
  if ('board' in values) {
    try {
      board = core.parseBoard(values.board);
    } catch (error) {
      problems.push(`board: ${messageOf(error)}.`);
    }
  }
  let size = null;
  if ('size' in values) {
    const match = /^(\d{1,2})x(\d{1,2})$/.exec(values.size.trim());
    try {
      if (!match) throw new Error('write it as rows x columns, like 4x4');
      const [rows, cols] = [Number(match[1]), Number(match[2])];
      core.goalBoard(rows, cols, 'blank-last'); // the core says whether it is a size
      size = { rows, cols };
    } catch (error) {
      problems.push(`size: “${values.size}”: ${messageOf(error)}.`);
    }
  }
  if (board && size && (board.rows !== size.rows || board.cols !== size.cols)) {
    problems.push(`size: ${size.rows}x${size.cols} does not match the board (${board.rows}x${board.cols}); the board's size counts.`);
  }

  if ('goal' in values) {
    if (values.goal === 'blank-last' || values.goal === 'blank-first') {
      state.goalMode = values.goal;
    } else {
      const shape = board ?? size ?? state.board ?? { rows: 3, cols: 3 };
      try {
        const goal = core.goalBoard(shape.rows, shape.cols, values.goal);
        state.goalMode = 'custom';
        state.goalText = core.formatBoard(goal);
        ui.goalInput.value = state.goalText;
      } catch (error) {
        problems.push(`goal: ${messageOf(error)}.`);
      }
    }
    for (const radio of ui.goalRadios) radio.checked = radio.value === state.goalMode;
    ui.goalCustom.hidden = state.goalMode !== 'custom';
  }
  state.goal = null;

  if (board) dealBoard(board, { quiet: true });
  else if (size) dealRandom(size.rows, size.cols);
  else if (initial || !state.board) dealBoard(core.parseBoard(DEFAULT_BOARD), { quiet: true });
  else goalChanged();

  showProblems(problems);

  if ('step' in values) {
    const step = /^\d+$/.test(values.step.trim()) ? Number(values.step) : null;
    if (step === null) {
      showProblems([...problems, `step: “${values.step}” is not a step number.`]);
      scheduleUrl();
      return;
    }
    tabs.select('tab-solve');
    // Not awaited: the page is ready meanwhile, and the player jumps to the step when it can.
    solve({ step }).then((result) => {
      if (result?.solved && step > result.length) {
        const last = result.length;
        showProblems([...problems, `step: ${step} is past the solution's last step (${last}); showing step ${last}.`]);
      }
    });
  }
  scheduleUrl();
}

window.addEventListener('hashchange', () => {
  if (core) applyHash();
});

// ---------------------------------------------------------------------------------------------
// Notices: what a link got wrong, a worker that failed.

function notice(kind, title, lines = []) {
  const item = el(
    'div',
    { class: 'notice', role: kind === 'error' ? 'alert' : 'status', dataset: { kind } },
    el('div', { class: 'notice-body' }, el('strong', {}, title), lines.length ? el('ul', {}, ...lines.map((l) => el('li', {}, l))) : null),
    el('button', { type: 'button', class: 'notice-close', 'aria-label': 'Dismiss' }, '×'),
  );
  item.querySelector('.notice-close').addEventListener('click', () => item.remove());
  ui.notices.append(item);
  return item;
}

function showProblems(problems) {
  for (const old of ui.notices.querySelectorAll('[data-kind="link"]')) old.remove();
  if (problems.length) notice('link', 'Some parts of this link were ignored:', problems);
}

worker.addEventListener('crash', ({ detail }) => {
  for (const old of ui.notices.querySelectorAll('[data-kind="error"]')) old.remove();
  notice('error', detail.error.message);
  ui.main.dataset.workerRestarts = String(worker.restarts);
  if (state.board && detail.restarted) checkSolvable();
});

// ---------------------------------------------------------------------------------------------
// Start: the core, then the state from the link.

async function main() {
  try {
    core = await corePromise;
  } catch (error) {
    notice('error', `The WebAssembly core could not load: ${messageOf(error)}`);
    setStatus('error', [text('span', 'The core could not load; reload the page to try again.', 'error-message')]);
    return;
  }
  solvePanel.setChoices(core.algorithms(), core.heuristics());
  solvePanel.select({ algorithm: 'astar', heuristic: 'linear-conflict' });
  compare.setAlgorithms(core.algorithms());
  fillSizes();
  fillPresets();
  showScrambleMoves();
  await applyHash({ initial: true });
  ui.main.dataset.ready = 'true';
  ui.main.setAttribute('aria-busy', 'false');
}

main();

// Offline: a service worker caches the page once it has loaded.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(new URL('../sw.js', import.meta.url), { scope: new URL('../', import.meta.url).pathname })
      .catch((error) => console.warn(`offline use unavailable: ${messageOf(error)}`));
  });
}
