// An exercise on the Search view's recorded search (issue 28): the student is the search. The
// core's replay asks (the steps, the boards offered, shuffled by the seed) and grades every
// answer (predict: every node tied on the key is right; expand: the node, then the children
// that go on the frontier; values: g, h and f); this only shows, forwards and words the facts.
// After each question it fires `npuzzle-exercise` (bubbling, composed) with
// {kind, step, answer, right, score, total}. Loaded only when an exercise starts.
//
// On a course page it keeps its place (issue 35): from one question to the next only the
// feedback line changes height. The boards offered keep room for the most one of its questions
// offers, each board's mark keeps its lines, the work row and "Next question"
// keep theirs while empty or not yet shown. The summary is a table: each question's board drawn
// small, the answer given, the right one, the reason for each "Not quite", and "Try again" (the
// same questions, the boards in another order: the next seed).

import { algorithmLabel } from '../catalog.js';
import { el } from '../dom.js';
import { drawNodeBoard } from '../board/painters.js';
import { costsOf, nameOf } from './search/search-tree.js';
import { skipWords } from './search/search-why.js';

const CHOICE_BOARD = 64; // pixels of a choice's board
const VALUES_BOARD = 120;
const SUMMARY_BOARD = 48;
// The keys of each kind's question.
const PROMPTS = { predict: 'exercise-prompt-predict', expand: 'exercise-prompt-expand', values: 'exercise-prompt-values' };
const KEY_NAMES = { f: 'f', g: 'g', h: 'h' };
const number = (value) => Number(Number(value).toFixed(3));
/**
 * The summary's columns' names.
 * @param {import('../words.js').Say} say
 */
const summaryColumns = (say) => [say('exercise-column-question'), say('exercise-column-board'), say('exercise-column-answer'), say('exercise-column-right'), say('exercise-column-result')];
/**
 * Texts `first; last` as one (the catalogue's separator).
 * @param {import('../words.js').Say} say
 * @param {string} first
 * @param {string} last
 */
const joined = (say, first, last) => say('search-notes', { first, last });

export class Exercise {
  #view;
  /** @type {import('../words.js').Say} */ #say;
  #record;
  #entry;
  #kind;
  #seed;
  #steps;
  #index = 0;
  #score = 0;
  #done = false; // the question shown is answered
  /** @type {{step: number, node: number, answer: string, right: boolean, correct: string, reason: string}[]} */ #answers = [];
  #ui;
  #most; // the most boards a question of this exercise offers
  #width = 0; // the choices' width their room was made for

  /**
   * @param {{seek: (step: number) => void, palette: any, show: (board: any, label: string) => void, say: import('../words.js').Say}} view
   *   what the Search view lends: going to a step, the board palette, showing a board on the main
   *   board, and the words of its session's language
   * @param {import('../session/search-record.js').SearchRecord} record the recorded search
   * @param {{algorithm: string}} entry what was recorded
   * @param {{kind: string, steps: number, seed: number}} spec
   */
  constructor(view, record, entry, { kind, steps, seed }) {
    this.#view = view;
    this.#say = view.say;
    this.#record = record;
    this.#entry = entry;
    this.#kind = kind;
    this.#seed = seed;
    this.#steps = record.questions(kind, steps);
    this.#most = this.#mostOffered();
    const id = (name) => `exercise-${name}`;
    this.#ui = {
      title: el('h3', { id: id('title'), class: 'group-title' }, this.#say('exercise-title', { kind })),
      score: el('p', { id: id('score') }),
      question: el('p', { id: id('question'), class: 'search-why exercise-question', tabindex: -1 }),
      choices: el('ul', { id: id('choices'), class: 'exercise-choices', 'aria-labelledby': id('question') }),
      work: el('div', { class: 'exercise-work' }),
      feedback: el('p', { id: id('feedback'), class: 'exercise-feedback', role: 'status', 'aria-live': 'polite' }),
      next: el('button', { type: 'button', id: id('next'), class: 'primary' }, this.#say('exercise-next')),
      summary: el('div', { id: id('summary'), class: 'exercise-summary' }),
    };
    const ui = this.#ui;
    this.root = el(
      'section',
      { class: 'group search-exercise', 'aria-labelledby': id('title'), dataset: { kind } },
      ui.title,
      ui.score,
      ui.question,
      ui.choices,
      ui.work,
      ui.feedback,
      el('div', { class: 'row exercise-next' }, ui.next),
      ui.summary,
    );
    ui.next.addEventListener('click', () => {
      this.#index += 1;
      this.#ask();
      ui.question.focus(); // the button is gone: the keyboard goes on from the new question
    });
    // A narrower or wider box (a phone turned, a resized frame) fits another number of boards a row.
    new ResizeObserver(() => this.#makeRoom()).observe(ui.choices);
  }

  /** The most boards one of its questions offers (expand's: the node, then its children). */
  #mostOffered() {
    if (this.#kind === 'values') return 1;
    const record = this.#record;
    const counts = this.#steps.map((step) => Math.max(record.choices(step, this.#seed).length, this.#kind === 'expand' ? record.childrenAt(step).length : 0));
    return Math.max(1, ...counts);
  }

  get total() {
    return this.#steps.length;
  }

  /** Asks the first question (or says there is none). */
  start() {
    this.#index = 0;
    this.#ask();
  }

  #showScore() {
    this.#ui.score.textContent = this.#say('exercise-score', { score: this.#score, total: this.total });
  }

  #ask() {
    const ui = this.#ui;
    this.#showNext(false);
    /** @type {HTMLElement} */ (ui.next.parentElement).hidden = this.#index >= this.total;
    this.#done = false;
    ui.feedback.textContent = '';
    ui.work.replaceChildren();
    ui.choices.replaceChildren();
    delete ui.choices.dataset.answered;
    this.#showScore();
    if (this.#index >= this.total) {
      this.#finish();
      return;
    }
    const step = this.#steps[this.#index];
    this.#view.seek(step);
    ui.question.textContent = this.#say('exercise-question', { index: this.#index + 1, total: this.total, count: step, prompt: { key: PROMPTS[this.#kind] } });
    const offered = this.#record.choices(step, this.#seed);
    if (this.#kind === 'values') this.#askValues(step, offered[0]);
    else this.#offer(offered, (id) => this.#predicted(step, id), (node) => nameOf(node, this.#record.facts));
    // Expand's second part has its button in the work row: there from the start, until then disabled.
    if (this.#kind === 'expand') ui.work.replaceChildren(el('div', { class: 'row' }, this.#checkButton(this.#say('exercise-put-on'), true)));
    this.#width = 0;
    this.#makeRoom();
  }

  /** The button that checks an answer, in the work row (`disabled` until there is one to check). */
  #checkButton(text, disabled = false) {
    return el('button', { type: 'button', id: 'exercise-check', class: 'primary', disabled }, text);
  }

  /** "Next question", in its place whether shown or not, so that nothing below it moves. */
  #showNext(shown) {
    const next = this.#ui.next;
    next.style.visibility = shown ? '' : 'hidden';
    next.disabled = !shown;
  }

  /**
   * Room for the most boards a question offers, in as many rows as they would take at this
   * width: a question offering fewer is as tall.
   */
  #makeRoom() {
    const list = this.#ui.choices;
    const width = list.clientWidth;
    if (width === this.#width) return;
    this.#width = width;
    list.style.removeProperty('min-height');
    const items = [...list.children];
    if (items.length === 0 || width === 0) return;
    const style = getComputedStyle(list);
    const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length);
    const rows = Math.ceil(this.#most / columns);
    const tallest = Math.max(...items.map((item) => /** @type {HTMLElement} */ (item).offsetHeight));
    const gap = Number.parseFloat(style.rowGap) || 0;
    list.style.setProperty('min-height', `${rows * tallest + (rows - 1) * gap}px`);
  }

  /** Boards as buttons, one to press: `pick(id)` grades it. */
  #offer(ids, pick, name, { toggle = false } = {}) {
    const record = this.#record;
    const buttons = record.nodesOf(ids).map((node) => {
      const canvas = el('canvas', { 'aria-hidden': 'true' });
      drawNodeBoard(canvas, record.start, node, this.#view.palette, CHOICE_BOARD);
      const attributes = { type: 'button', class: 'search-entry', 'aria-label': name(node), dataset: { node: String(node.id), name: name(node) } };
      if (toggle) attributes['aria-pressed'] = 'false';
      const button = el('button', attributes, canvas, el('span', { class: 'search-entry-costs' }, costsOf(node, record.facts)), el('span', { class: 'exercise-mark' }));
      button.classList.add('exercise-choice');
      button.addEventListener('click', () => pick(node.id, button));
      return el('li', {}, button);
    });
    this.#ui.choices.replaceChildren(...buttons);
  }

  /** Marks the boards: the right ones say so, and the one answered (in words, not colour alone). */
  #mark(rights, answered) {
    for (const button of this.#ui.choices.querySelectorAll('button')) {
      const id = Number(button.dataset.node);
      const right = rights.includes(id);
      const mine = answered.includes(id);
      const text = right && mine ? this.#say('exercise-mark-mine-right') : right ? this.#say('exercise-mark-right') : mine ? this.#say('exercise-mark-mine-wrong') : '';
      /** @type {HTMLElement} */ (button.querySelector('.exercise-mark')).textContent = text;
      button.style.outline = right ? '3px solid #2e8540' : mine ? '3px dashed #d64541' : '';
      const name = button.dataset.name ?? '';
      button.setAttribute('aria-label', text ? joined(this.#say, name, text) : name);
    }
  }

  #predicted(step, answer) {
    if (this.#done || this.#ui.choices.dataset.answered === 'true') return;
    this.#ui.choices.dataset.answered = 'true';
    const graded = this.#record.gradePredict(step, answer);
    const rights = Array.from(graded.rights);
    this.#mark(rights, [answer]);
    const reason = this.#reason(graded);
    const record = this.#record;
    if (this.#kind === 'expand' && graded.right) {
      this.#askChildren(step, graded.taken, record.node(answer).line, reason);
      return;
    }
    this.#showFeedback(graded.right, reason);
    this.#answered({ step, node: graded.taken, answer: record.node(answer).line, right: graded.right, correct: record.node(graded.taken).line, reason });
  }

  /** The reason, from the core's facts: what the algorithm expands, this node's value and the one taken. */
  #reason(graded) {
    const record = this.#record;
    const name = algorithmLabel(this.#say, this.#entry.algorithm);
    const taken = record.node(graded.taken);
    const same = graded.answer === graded.taken;
    switch (graded.pick) {
      case 'lowest': {
        const key = KEY_NAMES[graded.key ?? 'f'];
        const value = number(graded.value);
        if (same || !graded.right) {
          const compare = same
            ? this.#say('exercise-lowest-same', { algorithm: name, key, value })
            : this.#say('exercise-lowest-other', { algorithm: name, key, value, answer: number(graded.answerValue) });
          const others = graded.rights.length - 1;
          return others === 0 ? compare : this.#say('list-sentences', { first: compare, rest: { key: 'exercise-ties', args: { count: others } } });
        }
        return this.#say('exercise-lowest-tie', { algorithm: name, key, value, taken: taken.line, rule: graded.tieRule ?? '' });
      }
      case 'oldest':
        return same
          ? this.#say('exercise-oldest', { algorithm: name, taken: taken.line, depth: taken.g })
          : this.#say('exercise-oldest-later', { algorithm: name, taken: taken.line, depth: taken.g, later: record.node(graded.answer).g });
      case 'newest':
        return this.#say(same ? 'exercise-newest' : 'exercise-newest-after', { algorithm: name, taken: taken.line });
      case 'within-bound': {
        const state = record.facts.states[record.states[graded.answer]];
        const mine = record.node(graded.answer);
        const facts = { algorithm: name, bound: graded.bound, taken: taken.line, costs: costsOf(taken, record.facts) };
        if (same) return this.#say('exercise-bound', facts);
        const skipped = state === 'pruned' ? { key: 'exercise-skipped-pruned', args: { costs: costsOf(mine, record.facts) } } : { key: 'exercise-skipped-seen' };
        return this.#say('exercise-bound-skipped', { ...facts, skipped });
      }
      default:
        return '';
    }
  }

  /**
   * Expand's second part: the node `picked` was right (`pickedBecause`); which of its children go
   * on? Asked in the feedback line under the question, which stays as it is (the exercise keeps its height).
   */
  #askChildren(step, node, picked, pickedBecause) {
    const ui = this.#ui;
    const record = this.#record;
    // The bounded searches keep no frontier: they try children in move order until one is
    // within the bound, and enter it; the record holds those tried before the next expansion.
    const path = record.facts.order === 'path';
    this.#showFeedback(true, this.#say(path ? 'exercise-children-path' : 'exercise-children-frontier', { reason: pickedBecause }));
    const chosen = new Set();
    this.#offer(
      record.childrenAt(step),
      (id, button) => {
        if (chosen.has(id)) chosen.delete(id);
        else chosen.add(id);
        button.setAttribute('aria-pressed', String(chosen.has(id)));
      },
      (child) => nameOf(child, record.facts),
      { toggle: true },
    );
    delete ui.choices.dataset.answered;
    const check = this.#checkButton(this.#say('exercise-put-on'));
    ui.work.replaceChildren(el('div', { class: 'row' }, check));
    check.addEventListener('click', () => {
      check.disabled = true;
      for (const button of ui.choices.querySelectorAll('button')) /** @type {HTMLButtonElement} */ (button).disabled = true;
      const graded = record.gradeExpand(step, [...chosen]);
      const queued = graded.children.filter((c) => c.fate === 'queued' || c.fate === 'requeued').map((c) => c.node);
      this.#mark(queued, [...chosen]);
      const why = { node, pick: record.facts.order === 'stack' ? 'newest' : 'lowest', bound: graded.bound, depthLimit: record.facts.depthLimit };
      const state = (id) => record.facts.states[record.states[id]];
      const join = (first, last) => joined(this.#say, first, last);
      const left = graded.children.filter((c) => !queued.includes(c.node)).map((c) => skipWords(this.#say, { ...c, parent: node }, record, why, state));
      const missed = queued.filter((id) => !chosen.has(id)).map((id) => record.node(id).line);
      const parts = [this.#say(path ? 'exercise-queued-path' : 'exercise-queued-frontier', { queued: queued.length, count: graded.children.length })];
      if (missed.length) parts.push(this.#say('exercise-missed', { names: missed.reduce((first, last) => this.#say('list-and-pair', { first, last })) }));
      if (left.length) parts.push(this.#say('exercise-left', { items: left.reduce(join) }));
      const reason = this.#say('exercise-expand-reason', { parts: parts.reduce(join) });
      this.#showFeedback(graded.right, reason);
      const line = (ids) => (ids.length === 0 ? this.#say('exercise-none') : ids.map((id) => record.node(id).line).reduce(join));
      const children = (board, ids) => this.#say('exercise-answer-children', { board, children: line(ids) });
      this.#answered({ step, node, answer: children(picked, [...chosen]), right: graded.right, correct: children(record.node(node).line, queued), reason });
    });
  }

  #askValues(step, node) {
    const ui = this.#ui;
    const record = this.#record;
    const shown = record.node(node);
    const canvas = el('canvas', { role: 'img', 'aria-label': this.#say('exercise-asked-node', { board: shown.line }) });
    drawNodeBoard(canvas, record.start, shown, this.#view.palette, VALUES_BOARD);
    ui.choices.replaceChildren(el('li', { dataset: { node: String(node) } }, canvas));
    this.#view.show(record.boardOf(node), this.#say('exercise-asked-board'));
    const input = (name) => el('input', { type: 'number', id: `exercise-${name}`, step: 'any', inputmode: 'decimal', style: { width: '5rem' } });
    const inputs = { g: input('g'), h: input('h'), f: input('f') };
    const field = (name) => el('label', { class: 'field', for: `exercise-${name}` }, el('span', {}, name), inputs[name]);
    const check = this.#checkButton(this.#say('exercise-check'));
    ui.work.replaceChildren(el('div', { class: 'fields' }, field('g'), field('h'), field('f')), el('div', { class: 'row' }, check));
    check.addEventListener('click', () => {
      const [g, h, f] = ['g', 'h', 'f'].map((name) => Number(inputs[name].value));
      if (['g', 'h', 'f'].some((name) => inputs[name].value.trim() === '')) {
        ui.feedback.textContent = this.#say('exercise-give-all');
        return;
      }
      check.disabled = true;
      const graded = record.gradeValues(node, g, h, f);
      /** @type {[string, boolean, number][]} */
      const parts = [
        ['g', graded.rightG, graded.g],
        ['h', graded.rightH, graded.h],
        ['f', graded.rightF, graded.f],
      ];
      const formula = record.facts.weight !== 1 ? `f = g + ${record.facts.weight}·h` : 'f = g + h';
      const values = parts.map(([name, right, value]) => this.#say(right ? 'exercise-value' : 'exercise-value-wrong', { name, value: number(value), given: number({ g, h, f }[name]) }));
      const reason = this.#say('exercise-values-reason', { values: values.reduce((first, last) => this.#say('list-comma', { first, last })), formula });
      this.#showFeedback(graded.right, reason);
      this.#answered({ step, node, answer: `g ${g}, h ${h}, f ${f}`, right: graded.right, correct: `g ${number(graded.g)}, h ${number(graded.h)}, f ${number(graded.f)}`, reason });
    });
  }

  /** "Right" or "Not quite", then the reason, announced by the live region. */
  #showFeedback(right, reason) {
    this.#ui.feedback.textContent = this.#say(right ? 'exercise-right' : 'exercise-not-quite', { reason });
    this.#ui.feedback.dataset.right = String(right);
  }

  /**
   * One question answered: scored, kept for the summary (`node`: the board asked about), and
   * told to the page.
   * @param {{step: number, node: number, answer: string, right: boolean, correct: string, reason: string}} answered
   */
  #answered(answered) {
    const { step, answer, right } = answered;
    this.#done = true;
    if (right) this.#score += 1;
    this.#answers.push(answered);
    this.#showScore();
    this.#ui.next.textContent = this.#say(this.#index + 1 < this.total ? 'exercise-next' : 'exercise-see-summary');
    this.#showNext(true);
    const detail = { kind: this.#kind, step, answer, right, score: this.#score, total: this.total };
    this.root.dispatchEvent(new CustomEvent('npuzzle-exercise', { bubbles: true, composed: true, detail }));
  }

  #finish() {
    const ui = this.#ui;
    ui.choices.style.removeProperty('min-height');
    ui.question.textContent = this.total === 0 ? this.#say('exercise-nothing') : this.#say('exercise-done', { score: this.#score, total: this.total });
    if (this.total === 0) return;
    const again = el('button', { type: 'button', id: 'exercise-again', class: 'primary' }, this.#say('exercise-again'));
    again.addEventListener('click', () => this.#again());
    // The roles are written out: on a phone the rows are stacked (style.css), which would
    // otherwise cost the table its meaning to a screen reader.
    const head = el('tr', { role: 'row' }, ...summaryColumns(this.#say).map((text) => el('th', { scope: 'col', role: 'columnheader' }, text)));
    ui.summary.replaceChildren(
      el(
        'table',
        { id: 'exercise-summary-table', class: 'exercise-table', role: 'table' },
        el('caption', {}, this.#say('exercise-your-answers')),
        el('thead', { role: 'rowgroup' }, head),
        el('tbody', { role: 'rowgroup' }, ...this.#answers.map((answer, i) => this.#summaryRow(answer, i))),
      ),
      el('div', { class: 'row' }, again),
    );
  }

  /** A question in the summary: its board drawn small, the answers, and the reason when not right. */
  #summaryRow({ step, node, answer, right, correct, reason }, index) {
    const record = this.#record;
    const shown = record.node(node);
    const canvas = el('canvas', { role: 'img', 'aria-label': this.#say(this.#kind === 'values' ? 'exercise-summary-asked' : 'exercise-summary-expanded', { board: shown.line }) });
    drawNodeBoard(canvas, record.start, shown, this.#view.palette, SUMMARY_BOARD);
    const [, board, given, wanted, result] = summaryColumns(this.#say);
    const cell = (label, ...content) => el('td', { role: 'cell', dataset: { label } }, ...content);
    return el(
      'tr',
      { role: 'row', dataset: { right: String(right) } },
      el('th', { scope: 'row', role: 'rowheader' }, this.#say('exercise-question-number', { index: index + 1 }), el('span', { class: 'exercise-after' }, this.#say('exercise-after', { count: step }))),
      cell(board, canvas),
      cell(given, answer),
      cell(wanted, correct),
      cell(result, right ? this.#say('exercise-result-right') : this.#say('exercise-result-wrong', { reason })),
    );
  }

  /** "Try again": the same questions, the boards offered in another order (the next seed). */
  #again() {
    this.#seed += 1;
    this.#score = 0;
    this.#answers = [];
    this.#ui.summary.replaceChildren();
    this.start();
    this.#ui.question.focus();
  }
}
