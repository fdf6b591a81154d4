// A student's own work checked by the core (in the worker: session.worker.check): "Check my
// search" (a pasted or dropped trace of the boards their program expanded, against the algorithm
// and heuristic chosen) and "Check my solution" (a pasted move list). Each shows the core's
// verdict sentence in a live region, then its details, and fires CHECKED on its root after each
// check ({kind, valid, step, message}; the widget passes it on as 'npuzzle-checked'). A wrong
// trace's first wrong board is drawn small and marked under the verdict. What the verdict means
// for the rest of the page (the Search view drawing the student's trace as a tree beside the
// reference, opened at the first wrong expansion; the student's moves in the step player) is the
// owner's `onVerdict`.

import { algorithmLabel, heuristicLabel } from '../catalog.js';
import { readPalette } from '../board/board-painter.js';
import { el, messageOf } from '../dom.js';
import { checkShell } from './check-shell.js';
import { drawNodeBoard } from '../board/painters.js';

export const CHECKED = 'npuzzle-check';

/**
 * The parts both checks share: a text box (a file dropped on it is read as text), a button, a
 * progress bar with Cancel, the verdict's live region and the details under it, in `root` (a
 * check-shell.js disclosure).
 * @param {import('../words.js').Say} say
 * @param {string} name 'search' or 'solution'
 * @param {{label: string, help: string, button: string, open: boolean}} words
 * @param {HTMLDetailsElement} root
 */
function checkBox(say, name, { label, help, button, open }, root) {
  const id = (part) => `check-${name}-${part}`;
  const ui = {
    text: el('textarea', { id: id('text'), rows: 6, spellcheck: 'false', autocomplete: 'off', 'aria-describedby': id('help') }),
    run: el('button', { type: 'button', class: 'primary', id: id('run') }, button),
    cancel: el('button', { type: 'button', id: id('cancel'), hidden: true }, say('solve-cancel')),
    progress: el('progress', { id: id('progress'), hidden: true, max: 1, value: 0, 'aria-label': say('check-page-progress-label') }),
    verdict: el('p', { id: id('verdict'), role: 'status', class: 'check-verdict' }),
    details: el('div', { id: id('details'), class: 'check-details' }),
    fields: el('div', { class: 'fields' }),
  };
  ui.text.addEventListener('dragover', (event) => event.preventDefault());
  ui.text.addEventListener('drop', (event) => {
    const file = /** @type {DragEvent} */ (event).dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    file.text().then(
      (text) => (ui.text.value = text),
      (error) => (ui.verdict.textContent = say('check-page-file-unreadable', { reason: messageOf(error) })),
    );
  });
  if (open) root.open = true;
  root.append(
    el('p', { id: id('help'), class: 'hint' }, help),
    ui.fields,
    el('label', { class: 'field', for: id('text') }, el('span', {}, label), ui.text),
    el('div', { class: 'row' }, ui.run, ui.cancel, ui.progress),
    ui.verdict,
    ui.details,
  );
  return { ui, root };
}

/**
 * The variants a trace matches, in the core's words, as one list (the page's language sets
 * the separator): a message for `say`.
 * @param {string[]} variants
 * @returns {string | {key: string, args: object}}
 */
function variantList([first, ...rest]) {
  return rest.reduce((list, variant) => ({ key: 'check-page-variant-list', args: { first: list, last: variant } }), /** @type {string | {key: string, args: object}} */ (first));
}

/**
 * Takes a verdict away once the board it was checked from is gone (another board dealt, another
 * goal): it spoke of that board. Stepping through the moves checked, or a move by hand, keeps it.
 * @param {import('../session/session.js').Session} session
 * @param {{verdict: HTMLElement, details: HTMLElement}} ui
 */
function forgetWithTheBoard(session, ui) {
  session.addEventListener('board', (event) => {
    if (!['deal', 'goal'].includes(/** @type {CustomEvent} */ (event).detail.reason)) return;
    ui.verdict.replaceChildren();
    ui.details.replaceChildren();
  });
}

const TRACE_BOARD = 88; // pixels the first wrong board takes

/** The student's first wrong board, drawn small by the one board renderer once in the page (its palette is the theme's), named as the page writes boards. */
function wrongBoard(core, board, caption) {
  const canvas = el('canvas', { role: 'img', 'aria-label': core.boardLine(board) });
  const figure = el('figure', { class: 'check-step check-wrong', id: 'check-search-wrong' }, canvas, el('figcaption', {}, caption));
  const draw = () => drawNodeBoard(canvas, board, { tiles: board.tiles, moved: null }, readPalette(figure), TRACE_BOARD);
  return { figure, draw };
}

/** "Check my search": the Search view's, or a widget's with check="search". */
export class SearchCheck {
  #session;
  /** @type {import('../words.js').Say} */ #say;
  #ui;
  #onVerdict;
  /** @type {{cancel: () => void} | null} */ #job = null;
  #algorithm;
  #heuristic;

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{open?: boolean, onVerdict?: (verdict: any, tree: {chunks: object[], drawn: number, wrongNode: number | null, algorithm: string, heuristic: string}) => void}} options
   *   `tree`: the trace drawn as a search record (the worker's chunks), how many of its boards
   *   it holds, the tree node of the first wrong one, and the search it was checked against
   */
  constructor(session, { open = false, onVerdict = () => {} } = {}) {
    this.#session = session;
    this.#say = session.say;
    this.#onVerdict = onVerdict;
    const { core } = session;
    const { ui, root } = checkBox(this.#say, 'search', {
      label: this.#say('check-page-search-label'),
      help: this.#say('check-page-search-help'),
      button: this.#say('check-page-search-button'),
      open,
    }, checkShell(this.#say, 'search'));
    this.#ui = ui;
    this.root = root;
    this.#algorithm = el('select', { id: 'check-search-algorithm' }, ...core.algorithms().filter(({ frontier }) => frontier !== 'none').map(({ name }) => el('option', { value: name }, algorithmLabel(this.#say, name))));
    this.#heuristic = el('select', { id: 'check-search-heuristic' }, ...core.heuristics().map((name) => el('option', { value: name }, heuristicLabel(this.#say, name))));
    const field = (text, select) => el('label', { class: 'field', for: select.id }, el('span', {}, text), select);
    ui.fields.append(field(this.#say('solve-algorithm'), this.#algorithm), field(this.#say('solve-heuristic'), this.#heuristic));
    const choose = () => session.choose({ algorithm: this.#algorithm.value, heuristic: this.#heuristic.value });
    this.#algorithm.addEventListener('change', choose);
    this.#heuristic.addEventListener('change', choose);
    session.addEventListener('choice', () => this.#showChoice());
    // A choice no trace can be checked against (Automatic, Fast runs other searches) leaves A*
    // shown, the one homework asks for most, rather than whichever option comes first.
    this.#algorithm.value = 'astar';
    this.#showChoice();
    ui.run.addEventListener('click', () => this.check(ui.text.value));
    ui.cancel.addEventListener('click', () => this.#job?.cancel());
    forgetWithTheBoard(session, ui);
  }

  #showChoice() {
    const { algorithm, heuristic } = this.#session.choice;
    if ([...this.#algorithm.options].some((option) => option.value === algorithm)) this.#algorithm.value = algorithm;
    this.#heuristic.value = heuristic;
  }

  /**
   * Checks `text` (the boards a program expanded) from the board shown, with the algorithm and
   * heuristic chosen: the verdict shown, CHECKED fired. Resolves to the verdict, or null when
   * cancelled or refused (the reason shown).
   * @param {string} text
   */
  async check(text) {
    const session = this.#session;
    const ui = this.#ui;
    this.#job?.cancel();
    ui.text.value = text;
    // What the selects show: the session's choice when a trace can be checked against it.
    const [algorithm, heuristic] = [this.#algorithm.value, this.#heuristic.value];
    const job = session.worker.check(session.board, session.goal, { kind: 'search', text, algorithm, heuristic }, ({ step, total, hinting }) => {
      ui.progress.value = total ? step / total : 0;
      ui.progress.setAttribute('aria-valuetext', hinting ? this.#say('check-page-progress-hinting') : this.#say('check-page-progress', { step, count: total }));
    });
    this.#job = job;
    ui.progress.hidden = false;
    ui.progress.value = 0;
    ui.cancel.hidden = false;
    ui.run.disabled = true;
    ui.verdict.textContent = this.#say('board-checking');
    ui.details.replaceChildren();
    let answer;
    try {
      answer = await job.result;
    } catch (error) {
      answer = { error: messageOf(error) };
    } finally {
      if (this.#job === job) {
        this.#job = null;
        ui.progress.hidden = true;
        ui.cancel.hidden = true;
        ui.run.disabled = false;
      }
    }
    if (this.#job !== null) return null; // a newer check took over
    if (answer.cancelled) {
      ui.verdict.textContent = this.#say('check-page-cancelled');
      return null;
    }
    if (answer.error) {
      ui.verdict.textContent = this.#say('check-page-trace-refused', { reason: answer.error });
      this.root.dispatchEvent(new CustomEvent(CHECKED, { detail: { kind: 'search', valid: false, step: null, message: answer.error } }));
      return null;
    }
    const { verdict, chunks, drawn, wrongNode } = answer;
    this.#show(verdict);
    this.#onVerdict(verdict, { chunks, drawn, wrongNode, algorithm, heuristic });
    const step = verdict.step === null ? null : verdict.step + 1;
    this.root.dispatchEvent(new CustomEvent(CHECKED, { detail: { kind: 'search', valid: verdict.valid, step, message: verdict.message } }));
    return verdict;
  }

  // The verdict's sentence, the variant, the hint, and the first wrong board.
  #show(verdict) {
    const ui = this.#ui;
    ui.verdict.textContent = verdict.message;
    const details = [];
    if (verdict.variants.length) details.push(el('p', { class: 'check-variant' }, this.#say(verdict.valid ? 'check-page-matches' : 'check-page-furthest', { variants: variantList(verdict.variantsDescribed) })));
    if (verdict.hint) details.push(el('p', { class: 'check-hint' }, this.#say('check-page-hint', { hint: verdict.hint })));
    const wrong = verdict.board && wrongBoard(this.#session.core, verdict.board, this.#say('check-page-wrong-board', { expansion: verdict.step + 1 }));
    if (wrong) details.push(wrong.figure);
    ui.details.replaceChildren(...details);
    wrong?.draw();
  }
}

/** "Check my solution": the Solve panel's, or a widget's with check="solution". */
export class SolutionCheck {
  #session;
  /** @type {import('../words.js').Say} */ #say;
  #ui;

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{open?: boolean, root?: HTMLDetailsElement}} options `root`: the disclosure to fill,
   *   when its owner showed it before loading this module (solve-panel.js)
   */
  constructor(session, { open = false, root = checkShell(session.say, 'solution') } = {}) {
    this.#session = session;
    this.#say = session.say;
    const { ui } = checkBox(this.#say, 'solution', {
      label: this.#say('check-page-solution-label'),
      help: this.#say('check-page-solution-help'),
      button: this.#say('check-page-solution-button'),
      open,
    }, root);
    this.#ui = ui;
    this.root = root;
    ui.run.addEventListener('click', () => this.check(ui.text.value));
    forgetWithTheBoard(session, ui);
  }

  /**
   * Checks `text` (a move list) from the board shown: the verdict shown, the legal moves in the
   * step player with the first wrong one named, CHECKED fired. Resolves to the verdict, or null.
   * @param {string} text
   */
  async check(text) {
    const session = this.#session;
    const ui = this.#ui;
    ui.text.value = text;
    ui.run.disabled = true;
    ui.verdict.textContent = this.#say('board-checking');
    let verdict;
    try {
      ({ verdict } = await session.worker.check(session.board, session.goal, { kind: 'solution', text }).result);
    } catch (error) {
      ui.verdict.textContent = this.#say('check-page-moves-refused', { reason: messageOf(error) });
      this.root.dispatchEvent(new CustomEvent(CHECKED, { detail: { kind: 'solution', valid: false, step: null, message: messageOf(error) } }));
      return null;
    } finally {
      ui.run.disabled = false;
    }
    ui.verdict.textContent = verdict.message;
    const title = verdict.valid
      ? this.#say('check-page-moves', { count: verdict.played })
      : verdict.step === null
        ? this.#say('check-page-moves-legal', { count: verdict.played })
        : this.#say('check-page-moves-wrong', { count: verdict.played, step: verdict.step });
    session.loadMoves({ tiles: verdict.tiles, directions: verdict.directions, checked: { title, wrong: verdict.step === null ? null : verdict.message, step: verdict.step } });
    this.root.dispatchEvent(new CustomEvent(CHECKED, { detail: { kind: 'solution', valid: verdict.valid, step: verdict.step, message: verdict.message } }));
    return verdict;
  }
}
