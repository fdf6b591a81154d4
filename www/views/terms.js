// What the statistics mean (STATISTICS, the one table of definitions) and a statistic's name
// with its definition on hover and on focus: a button described by its tooltip, so that the
// keyboard reaches it and a screen reader reads the definition with the name. The tooltip is a
// popover, in the top layer, so no scrolling table or card clips it; Escape hides it. Not part
// of a first visit: the Solve panel loads it with its first search, Compare with itself.

import { el } from '../dom.js';

/**
 * What each statistic the page shows means, in a sentence: the one table of definitions, shown
 * by `term` on hover and focus beside the statistic's name; docs/glossary.md says the same at
 * more length (an e2e test keeps every name here in it).
 */
export const STATISTICS = {
  algorithm: { label: 'Algorithm', definition: 'The search that ran: what Automatic chose, when it was asked for.' },
  heuristic: { label: 'Heuristic', definition: 'The estimate of the moves left that guided the search; none for an uninformed search.' },
  length: { label: 'Length', definition: 'The moves in the solution found.' },
  optimal: { label: 'Optimal', definition: 'Whether the solution is sure to be a shortest one: an optimal algorithm with a heuristic that never overestimates.' },
  expanded: { label: 'Expanded', definition: 'Boards the search took up and generated the moves of; the usual measure of its work.' },
  generated: { label: 'Generated', definition: 'Boards those moves led to, counted each time they were reached, repeats included.' },
  frontier: { label: 'Frontier', definition: 'Boards reached but not yet expanded, waiting now: the queue, open list or stack.' },
  'max-frontier': { label: 'Largest frontier', definition: 'The most boards waiting to be expanded at any one time.' },
  stored: { label: 'Stored', definition: 'Boards held in memory now: every one seen, or only the current path of an iterative search.' },
  memory: { label: 'Memory', definition: 'Estimated bytes for the boards stored now (not the whole tab’s memory).' },
  'peak-memory': { label: 'Peak memory', definition: 'Estimated bytes for the most boards stored at once; what a memory limit is measured against.' },
  time: { label: 'Time', definition: 'Wall-clock time from the request to the answer, preparing pattern databases included.' },
  elapsed: { label: 'Elapsed', definition: 'Wall-clock time since the request, preparing pattern databases included.' },
  bound: { label: 'Bound', definition: 'The limit on moves made plus moves estimated in the current pass of an iterative search.' },
  depth: { label: 'Depth', definition: 'The most moves from the start of any board expanded so far.' },
  databases: { label: 'Pattern databases', definition: 'Precomputed tables of exact moves for groups of tiles, the strongest heuristic here: where they came from and how long that took.' },
  cores: { label: 'Cores', definition: 'Workers sharing the search: this tab’s own and its helpers.' },
};

let made = 0; // for ids unique on the page

/**
 * The name of statistic `key` (a key of STATISTICS), as `label` (else its own), with its
 * definition; plain text when it has none.
 * @param {string} key
 * @param {string} [label]
 * @returns {Node | string}
 */
export function term(key, label) {
  const entry = STATISTICS[/** @type {keyof typeof STATISTICS} */ (key)];
  if (!entry) return label ?? key;
  made += 1;
  const id = `term-${key}-${made}`;
  const tip = el('span', { id, role: 'tooltip', class: 'term-tip', popover: 'manual' }, entry.definition);
  const button = el('button', { type: 'button', class: 'term', 'aria-describedby': id, dataset: { term: key } }, label ?? entry.label);
  const open = () => tip.matches(':popover-open');
  const show = () => {
    if (open() || !tip.isConnected || typeof tip.showPopover !== 'function') return;
    tip.showPopover();
    // Under the name, kept on the screen.
    const box = button.getBoundingClientRect();
    const left = Math.max(4, Math.min(box.left, document.documentElement.clientWidth - tip.offsetWidth - 4));
    const below = box.bottom + 4 + tip.offsetHeight <= window.innerHeight;
    tip.style.setProperty('left', `${left}px`);
    tip.style.setProperty('top', `${below ? box.bottom + 4 : Math.max(4, box.top - tip.offsetHeight - 4)}px`);
  };
  const hide = () => open() && tip.hidePopover();
  button.addEventListener('mouseenter', show);
  button.addEventListener('mouseleave', () => button.matches(':focus') || hide());
  button.addEventListener('focus', show);
  button.addEventListener('blur', hide);
  button.addEventListener('click', show); // a tap, where there is no hover (a tap elsewhere hides it)
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open()) return;
    event.preventDefault(); // the first Escape hides the definition; a second goes on (embed.html)
    hide();
  });
  return el('span', { class: 'term-wrap' }, button, tip);
}
