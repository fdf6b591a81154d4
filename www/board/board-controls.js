// The playground's own board controls, over a session: the toolbar (sizes, numbers or a
// picture), the bar under the board (move counter, undo, redo, reset, goal, hint, what a move did,
// the solved banner, which says the game's result, the hint), and the Board tab (the paste
// box, the goal, shuffles, presets, the solvability verdict). Their markup is index.html's
// (only the playground has them).

import { DIRECTIONS, DIRECTION_KEYS, PRESETS, SIZES, presetDetail, presetName, swapFixLabel } from '../catalog.js';
import { byId, el, formatCount } from '../dom.js';
import { Game } from '../session/game.js';
import { builtInPicture, pictureFromFile } from './picture.js';

export class BoardControls {
  #session;
  /** @type {import('../words.js').Say} */ #say;
  #board;
  #ui;
  #announce;
  #game;
  picture = null; // the picture for the picture skin, once made or picked

  /**
   * @param {import('../session/session.js').Session} session
   * @param {import('./board.js').Board} board
   * @param {(text: string) => void} announce says `text` to screen readers
   */
  constructor(session, board, announce) {
    this.#session = session;
    this.#say = session.say;
    this.#board = board;
    this.#announce = announce;
    this.#game = Game.of(session);
    const ui = (this.#ui = {
      sizeButtons: /** @type {HTMLButtonElement[]} */ ([...document.querySelectorAll('[data-size]')]),
      size: /** @type {HTMLSelectElement} */ (byId('size')),
      skinButtons: /** @type {HTMLButtonElement[]} */ ([...document.querySelectorAll('[data-skin]')]),
      pictureOptions: byId('picture-options'),
      pictureFile: /** @type {HTMLInputElement} */ (byId('picture-file')),
      pictureNumbers: /** @type {HTMLInputElement} */ (byId('picture-numbers')),
      pictureName: byId('picture-name'),
      moveCount: byId('move-count'),
      counterLabel: /** @type {HTMLElement} */ (document.querySelector('.counter-label')),
      undo: /** @type {HTMLButtonElement} */ (byId('undo')),
      redo: /** @type {HTMLButtonElement} */ (byId('redo')),
      hint: byId('hint'),
      hintOutput: byId('hint-output'),
      moveMessage: byId('move-message'),
      solvedBanner: byId('solved-banner'),
      input: /** @type {HTMLTextAreaElement} */ (byId('board-input')),
      boardError: byId('board-error'),
      status: byId('status'),
      goalRadios: /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll('input[name="goal"]')]),
      goalCustom: byId('goal-custom'),
      goalInput: /** @type {HTMLTextAreaElement} */ (byId('goal-input')),
      goalError: byId('goal-error'),
      scrambleMoves: /** @type {HTMLInputElement} */ (byId('scramble-moves')),
      scrambleOutput: byId('scramble-output'),
    });
    const on = (type, listener) => session.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('board', (detail) => this.#changed(detail));
    on('refused', ({ message }) => this.#moveMessage(message, 'refused'));
    on('goal', ({ error }) => {
      const spec = session.goalSpec; // the daily puzzle sets blank last
      if ((spec === 'blank-last' || spec === 'blank-first') && this.goalMode !== spec) this.showGoal(spec);
      ui.goalError.hidden = error === null;
      ui.goalError.textContent = error ? this.#say('board-goal-error', { problem: error }) : '';
      ui.goalInput.setAttribute('aria-invalid', String(error !== null));
    });
    on('hint', (detail) => this.#hint(detail));
    on('verdict', (detail) => this.#verdict(detail));
    on('solution', ({ phase }) => {
      if (phase === 'detached') this.#count();
    });
    // The game's result, and again once the board's optimal length is in.
    this.#game.addEventListener('result', (event) => {
      const { result } = /** @type {CustomEvent} */ (event).detail;
      if (ui.solvedBanner.dataset.state !== 'won' || ui.solvedBanner.textContent === result.sentence) return;
      ui.solvedBanner.textContent = result.sentence;
      announce(result.sentence);
    });

    // Sizes, skins, the bar.
    const quick = new Set(ui.sizeButtons.map((button) => button.dataset.size));
    ui.size.replaceChildren(
      el('option', { value: '', disabled: true }, this.#say('board-more-sizes')),
      ...SIZES.filter(([rows, cols]) => !quick.has(`${rows}x${cols}`)).map(([rows, cols]) => el('option', { value: `${rows}x${cols}` }, `${rows} × ${cols}`)),
    );
    const dealSize = (/** @type {string} */ size) => session.dealRandom(...size.split('x').map(Number));
    for (const button of ui.sizeButtons) button.addEventListener('click', () => dealSize(String(button.dataset.size)));
    ui.size.addEventListener('change', () => dealSize(ui.size.value));
    for (const button of ui.skinButtons) button.addEventListener('click', () => this.setSkin(String(button.dataset.skin)));
    ui.pictureNumbers.addEventListener('change', () => board.view.setNumbers(ui.pictureNumbers.checked));
    ui.pictureFile.addEventListener('change', () => this.#pictureFile());
    ui.undo.addEventListener('click', () => session.undo());
    ui.redo.addEventListener('click', () => session.redo());
    byId('reset').addEventListener('click', () => {
      session.reset();
      announce(this.#say('board-reset-said'));
    });
    byId('goal').addEventListener('click', () => {
      session.toGoal();
      announce(this.#say('board-goal-said'));
    });
    ui.hint.addEventListener('click', () => {
      ui.hint.setAttribute('aria-pressed', String(!session.hintOn));
      session.setHint(!session.hintOn);
    });

    // The Board tab.
    ui.input.addEventListener('input', () => this.#typed());
    ui.input.addEventListener('blur', () => {
      if (!session.stale && session.board) this.#writeText(session.board); // tidy the layout
    });
    for (const radio of ui.goalRadios) {
      radio.addEventListener('change', () => {
        if (radio.checked) this.setGoalMode(radio.value);
      });
    }
    ui.goalInput.addEventListener('input', () => session.setGoal(ui.goalInput.value));
    byId('goal-from-board').addEventListener('click', () => {
      if (!session.board) return;
      ui.goalInput.value = session.core.formatBoard(session.board);
      session.setGoal(ui.goalInput.value);
    });
    byId('random-board').addEventListener('click', () => session.board && session.dealRandom(session.board.rows, session.board.cols));
    const showScramble = () => (ui.scrambleOutput.textContent = this.#say('board-scramble-moves', { count: Number(ui.scrambleMoves.value) }));
    ui.scrambleMoves.addEventListener('input', showScramble);
    showScramble();
    byId('scramble').addEventListener('click', () => session.scramble(Number(ui.scrambleMoves.value)));
    byId('presets').replaceChildren(
      ...PRESETS.map((preset) => {
        const button = el(
          'button',
          { type: 'button', class: 'preset', dataset: { preset: preset.id } },
          el('span', { class: 'preset-name' }, presetName(this.#say, preset)),
          el('span', { class: 'preset-detail' }, presetDetail(this.#say, preset)),
        );
        button.addEventListener('click', () => {
          this.showGoal(preset.goal);
          session.goalSpec = preset.goal;
          session.goal = null; // resolved again for the preset's shape
          session.deal(session.core.parseBoard(preset.tiles.join(' ')));
          announce(this.#say('board-preset-loaded', { name: presetName(this.#say, preset) }));
        });
        return el('li', {}, button);
      }),
    );
  }

  /** 'blank-last', 'blank-first' or 'custom' (the custom box's text). */
  get goalMode() {
    return this.#ui.goalRadios.find((radio) => radio.checked)?.value ?? 'blank-last';
  }

  /** Shows the goal `spec` ('blank-last', 'blank-first' or a board's text) in the Goal group. */
  showGoal(spec) {
    const mode = spec === 'blank-last' || spec === 'blank-first' ? spec : 'custom';
    for (const radio of this.#ui.goalRadios) radio.checked = radio.value === mode;
    this.#ui.goalCustom.hidden = mode !== 'custom';
    if (mode === 'custom') this.#ui.goalInput.value = spec;
  }

  setGoalMode(mode) {
    const session = this.#session;
    const ui = this.#ui;
    this.showGoal(mode === 'custom' ? ui.goalInput.value : mode);
    if (mode === 'custom' && ui.goalInput.value.trim() === '' && session.goal) {
      ui.goalInput.value = session.core.formatBoard(session.goal);
    }
    session.setGoal(mode === 'custom' ? ui.goalInput.value : mode);
  }

  /** Whether the custom goal has a mistake (the URL then says blank-last). */
  get goalFailed() {
    return !this.#ui.goalError.hidden;
  }

  setSkin(skin) {
    const ui = this.#ui;
    for (const button of ui.skinButtons) button.setAttribute('aria-pressed', String(button.dataset.skin === skin));
    ui.pictureOptions.hidden = skin !== 'picture';
    if (skin === 'picture') {
      this.picture ??= builtInPicture(this.#say);
      ui.pictureName.textContent = this.picture.name;
    }
    this.#board.view.setPicture(skin === 'picture' ? this.picture : null);
  }

  async #pictureFile() {
    const file = this.#ui.pictureFile.files?.[0];
    if (!file) return;
    try {
      this.picture = await pictureFromFile(this.#say, file);
      this.setSkin('picture');
      this.#ui.pictureOptions.dataset.source = 'file';
    } catch (error) {
      this.#ui.pictureName.textContent = error instanceof Error ? error.message : String(error);
    }
  }

  // After any change of board: counters, solved or not, the text, solvability.
  #changed({ reason, moves, fromInput, quiet }) {
    const session = this.#session;
    const board = /** @type {import('../session/session.js').Board} */ (session.board);
    const ui = this.#ui;
    this.#count();
    ui.undo.disabled = session.past.length === 0;
    ui.redo.disabled = session.future.length === 0;
    if (reason !== 'move' && reason !== 'undo' && reason !== 'redo') ui.moveMessage.textContent = '';
    this.#syncSize(board);
    if (!fromInput && reason !== 'goal') this.#writeText(board); // a goal leaves the text alone
    if (moves) this.#moved(moves);
    if (reason === 'undo' || reason === 'redo') this.#announce(reason === 'undo' ? this.#say('board-undone') : this.#say('board-redone'));
    this.#solved(session.solved, reason);
    if (reason !== 'step') session.checkSolvable();
    if (!quiet && reason === 'deal') this.#announce(this.#say('board-new-board', { rows: board.rows, cols: board.cols }));
  }

  // The counter: moves by hand, or the place in the solution while stepping through it.
  #count() {
    const session = this.#session;
    const solution = session.solution;
    this.#ui.counterLabel.textContent = solution ? this.#say('board-step') : this.#say('board-moves');
    this.#ui.moveCount.textContent = solution ? `${formatCount(this.#say, session.step)}/${formatCount(this.#say, solution.tiles.length)}` : formatCount(this.#say, session.moves);
  }

  #moved(moves) {
    const letter = moves[0].direction;
    const tiles = moves.map((move) => String(move.tile));
    const direction = DIRECTION_KEYS[letter] ? { key: DIRECTION_KEYS[letter] } : letter;
    const words = this.#say('board-tiles-moved', { count: tiles.length, tiles: tiles.slice(0, -1).join(', '), last: tiles.at(-1) ?? '', direction });
    this.#moveMessage(words, 'moved');
    this.#announce(words);
  }

  #moveMessage(text, state) {
    this.#ui.moveMessage.textContent = text;
    this.#ui.moveMessage.dataset.state = state;
  }

  #solved(solved, reason) {
    const banner = this.#ui.solvedBanner;
    banner.hidden = !solved;
    banner.dataset.state = '';
    if (!solved) return;
    if (['move', 'undo', 'redo'].includes(reason) && this.#session.moves > 0) {
      banner.dataset.state = 'won';
      banner.textContent = this.#game.result?.sentence ?? this.#say('board-solved-in', { count: this.#session.moves });
      this.#announce(banner.textContent);
      this.#board.celebrate();
    } else if (reason === 'to-goal') {
      banner.dataset.state = 'goal';
      banner.textContent = this.#say('board-at-goal-undo');
    } else if (reason === 'step') {
      banner.dataset.state = 'won';
      banner.textContent = this.#say('board-goal-reached', { count: this.#session.solution?.tiles.length ?? 0 });
    } else {
      banner.dataset.state = 'goal';
      banner.textContent = this.#say('board-at-goal-play');
    }
  }

  #writeText(board) {
    const ui = this.#ui;
    if (document.activeElement === ui.input) return; // never under the user's fingers
    ui.input.value = this.#session.core.formatBoard(board);
    this.#boardError(null);
  }

  // The board text's mistake beside the field (read out once, and in the field's description),
  // or none: the message goes from the live region and the description, so a fixed text is no
  // longer read out as wrong.
  #boardError(message) {
    const ui = this.#ui;
    const described = (ui.input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== ui.boardError.id);
    if (message) described.push(ui.boardError.id);
    ui.input.setAttribute('aria-describedby', described.join(' '));
    ui.input.setAttribute('aria-invalid', String(Boolean(message)));
    ui.boardError.textContent = message ?? '';
    ui.boardError.hidden = !message;
  }

  #typed() {
    const session = this.#session;
    const ui = this.#ui;
    let board;
    try {
      board = session.core.parseBoard(ui.input.value);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      session.setStale(true);
      this.#boardError(message);
      // Said once, beside the field: the status only says, quietly, why there is no verdict.
      this.#status('error', [el('span', { class: 'status-detail' }, this.#say('board-not-checked'))]);
      ui.status.dataset.stale = 'true';
      return;
    }
    this.#boardError(null);
    const shown = session.board;
    const same = shown && shown.rows === board.rows && shown.cols === board.cols && shown.tiles.every((t, i) => t === board.tiles[i]);
    if (session.stale || !same) session.deal(board, { fromInput: true, quiet: true });
  }

  #syncSize({ rows, cols }) {
    const ui = this.#ui;
    const value = `${rows}x${cols}`;
    for (const button of ui.sizeButtons) button.setAttribute('aria-pressed', String(button.dataset.size === value));
    const quick = ui.sizeButtons.some((button) => button.dataset.size === value);
    if (!quick && ![...ui.size.options].some((option) => option.value === value)) {
      ui.size.append(el('option', { value }, `${rows} × ${cols}`));
    }
    ui.size.value = quick ? '' : value;
  }

  #hint(detail) {
    const out = this.#ui.hintOutput;
    out.dataset.tile = '';
    out.dataset.remaining = detail.remaining === undefined ? '' : String(detail.remaining);
    out.hidden = detail.state === 'off';
    out.dataset.state = detail.state === 'databases' ? 'thinking' : detail.state;
    if (detail.state === 'unavailable') {
      out.textContent = this.#say('board-hint-unavailable', { largest: detail.largest, cells: detail.cells });
    } else if (detail.state === 'thinking') {
      out.textContent = this.#say('board-hint-thinking');
    } else if (detail.state === 'databases') {
      // In tens of percent, as this line is read out to screen readers.
      const percent = Math.floor(detail.fraction * 10) * 10;
      const text =
        detail.phase === 'building'
          ? this.#say('board-hint-building', { percent })
          : detail.phase === 'downloading'
            ? this.#say('board-hint-downloading', { percent })
            : this.#say('board-hint-loading');
      if (out.textContent !== text) out.textContent = text;
    } else if (detail.state === 'error') {
      out.textContent = detail.message;
    } else if (detail.state === 'solved') {
      out.textContent = this.#say('board-hint-solved');
    } else if (detail.state === 'ready') {
      out.dataset.tile = String(detail.tile);
      out.dataset.direction = detail.direction;
      const direction = { key: DIRECTION_KEYS[detail.direction] };
      out.textContent = this.#say('board-hint-best', { tile: String(detail.tile), direction, arrow: DIRECTIONS[detail.direction].arrow, count: detail.remaining });
    }
  }

  #verdict({ state, verdict, message, busy }) {
    this.#ui.status.setAttribute('aria-busy', String(busy));
    if (state === 'pending') this.#status('pending', [el('span', { class: 'status-detail' }, this.#say('board-checking'))]);
    else if (state === 'error') this.#status('error', [el('span', { class: 'error-message' }, message)]);
    if (state !== 'done') return;
    const parts = [
      el('strong', { class: 'verdict' }, verdict.solvable ? this.#say('board-solvable') : this.#say('board-unsolvable')),
      el('span', { class: 'explanation' }, verdict.explanation),
    ];
    if (verdict.fixingSwap) {
      const [a, b] = verdict.fixingSwap;
      const fix = el('button', { type: 'button', id: 'fix-swap', class: 'fix', dataset: { a, b } }, swapFixLabel(this.#say, [a, b]));
      fix.addEventListener('click', () => {
        this.#session.swap(a, b);
        this.#announce(this.#say('board-swapped', { a: String(a), b: String(b) }));
      });
      parts.push(fix);
    }
    const facts = [this.#say('board-fact-inversions', { count: verdict.inversions }), this.#say('board-fact-blank-rows', { count: verdict.blankRowDistance }), this.#say('board-fact-manhattan', { count: verdict.manhattan })];
    parts.push(el('span', { class: 'status-detail' }, facts.join(' · ')));
    this.#status(verdict.solvable ? 'solvable' : 'unsolvable', parts, 'worker');
  }

  /** The status line of the Board tab. */
  #status(state, children, source = 'main') {
    const status = this.#ui.status;
    status.dataset.state = state;
    status.dataset.source = source;
    delete status.dataset.stale;
    status.replaceChildren(...children);
  }
}
