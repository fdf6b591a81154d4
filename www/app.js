// The playground page: reads the textarea, draws the board, shows what the core says about it.
//
// Every puzzle rule (parsing, moves, solvability, random boards) is a call into the Rust core
// (../npuzzle.js, built by Trunk); this file only handles events, draws and passes messages.
// Parsing runs here, on every keystroke; the solvability check runs in a Web Worker.

import init, { formatBoard, parseBoard, randomBoard, slideTile } from '../npuzzle.js';
import { BoardView } from './board-view.js';
import { WorkerClient } from './worker-client.js';

const $ = (id) => document.getElementById(id);
const ui = {
  main: document.querySelector('main'),
  input: $('board-input'),
  goal: $('goal'),
  size: $('size'),
  random: $('random-board'),
  canvas: $('board-canvas'),
  mirror: $('board-mirror'),
  status: $('status'),
  hint: document.querySelector('.hint'),
};

await init();
const view = new BoardView(ui.canvas, ui.mirror);
const worker = new WorkerClient(new URL('./worker.js', import.meta.url));

let board = null; // the last board the text parsed to, or null while it is not a board
let latestCheck = 0; // only the answer to the newest check is shown
let checksInFlight = 0; // the status is aria-busy while the worker has any

function update() {
  try {
    board = parseBoard(ui.input.value);
  } catch (error) {
    board = null;
    latestCheck += 1; // an answer still on its way is about an older text
    view.show(null);
    ui.input.setAttribute('aria-invalid', 'true');
    showError(error.message, 'main');
    return;
  }
  ui.input.setAttribute('aria-invalid', 'false');
  view.show(board);
  syncSize(board);
  checkSolvable(board);
}

async function checkSolvable(checked) {
  const id = (latestCheck += 1);
  setStatus('pending', 'main', [text('span', 'Checking…', 'status-detail')]);
  setBusy(+1);
  try {
    const verdict = await worker.call('isSolvable', checked, ui.goal.value);
    if (id === latestCheck) showVerdict(verdict);
  } catch (error) {
    if (id === latestCheck) showError(error.message, 'worker');
  } finally {
    setBusy(-1);
  }
}

function setBusy(change) {
  checksInFlight += change;
  ui.status.setAttribute('aria-busy', String(checksInFlight > 0));
}

function showVerdict(verdict) {
  const facts = [
    `${verdict.inversions} inversion${verdict.inversions === 1 ? '' : 's'}`,
    `blank ${verdict.blankRowDistance} row${verdict.blankRowDistance === 1 ? '' : 's'} from its goal row`,
    `Manhattan distance ${verdict.manhattan}`,
  ];
  const parts = [
    text('strong', verdict.solvable ? 'Solvable' : 'Unsolvable', 'verdict'),
    text('span', verdict.explanation, 'explanation'),
  ];
  if (verdict.fixingSwap) {
    const [a, b] = verdict.fixingSwap;
    parts.push(text('span', `Swapping tiles ${a} and ${b} makes it solvable.`, 'fix'));
  }
  parts.push(text('span', facts.join(' · '), 'status-detail'));
  setStatus(verdict.solvable ? 'solvable' : 'unsolvable', 'worker', parts);
}

function showError(message, source) {
  setStatus('error', source, [text('span', message, 'error-message')]);
}

function setStatus(state, source, children) {
  ui.status.dataset.state = state;
  ui.status.dataset.source = source;
  ui.status.replaceChildren(...children);
}

function text(tag, content, className) {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = content;
  return element;
}

// Keeps the size menu on the current board's shape when it is one of the choices.
function syncSize({ rows, cols }) {
  const value = `${rows}x${cols}`;
  if ([...ui.size.options].some((option) => option.value === value)) ui.size.value = value;
}

function showBoard(next) {
  ui.input.value = formatBoard(next);
  update();
}

function randomize() {
  const [rows, cols] = ui.size.value.split('x').map(Number);
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  ui.random.dataset.seed = String(seed);
  showBoard(randomBoard(rows, cols, ui.goal.value, seed));
}

function slideAt(event) {
  const index = view.cellAt(event);
  if (!board || index < 0 || board.tiles[index] === 0) return;
  try {
    showBoard(slideTile(board, board.tiles[index]));
    ui.hint.textContent = 'Click a tile next to the blank to slide it.';
  } catch (error) {
    ui.hint.textContent = error.message;
  }
}

ui.input.addEventListener('input', update);
ui.goal.addEventListener('change', () => board && checkSolvable(board));
ui.random.addEventListener('click', randomize);
ui.canvas.addEventListener('click', slideAt);

update();
ui.main.dataset.ready = 'true';
