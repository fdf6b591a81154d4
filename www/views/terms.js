// What the statistics mean (STATISTICS, the one table of definitions) and a statistic's name
// with its definition on hover and on focus: a button described by its tooltip, so that the
// keyboard reaches it and a screen reader reads the definition with the name. The tooltip is a
// popover, in the top layer, so no scrolling table or card clips it; Escape hides it. Not part
// of a first visit: the Solve panel loads it with its first search, Compare with itself.

import { el } from '../dom.js';

/**
 * The keys of what each statistic the page shows is called and means, in a sentence: the one
 * table of definitions, shown by `term` on hover and focus beside the statistic's name;
 * docs/glossary.md says the same at more length (an e2e test keeps every name here in it).
 * @type {Record<string, {label: string, definition: string}>}
 */
export const STATISTICS = {
  algorithm: { label: 'term-algorithm', definition: 'term-algorithm-definition' },
  heuristic: { label: 'term-heuristic', definition: 'term-heuristic-definition' },
  length: { label: 'term-length', definition: 'term-length-definition' },
  optimal: { label: 'term-optimal', definition: 'term-optimal-definition' },
  expanded: { label: 'term-expanded', definition: 'term-expanded-definition' },
  generated: { label: 'term-generated', definition: 'term-generated-definition' },
  frontier: { label: 'term-frontier', definition: 'term-frontier-definition' },
  'max-frontier': { label: 'term-max-frontier', definition: 'term-max-frontier-definition' },
  stored: { label: 'term-stored', definition: 'term-stored-definition' },
  memory: { label: 'term-memory', definition: 'term-memory-definition' },
  'peak-memory': { label: 'term-peak-memory', definition: 'term-peak-memory-definition' },
  time: { label: 'term-time', definition: 'term-time-definition' },
  elapsed: { label: 'term-elapsed', definition: 'term-elapsed-definition' },
  bound: { label: 'term-bound', definition: 'term-bound-definition' },
  depth: { label: 'term-depth', definition: 'term-depth-definition' },
  databases: { label: 'term-databases', definition: 'term-databases-definition' },
  cores: { label: 'term-cores', definition: 'term-cores-definition' },
};

let made = 0; // for ids unique on the page

/**
 * The name of statistic `key` (a key of STATISTICS), as `label` (else its own), with its
 * definition; plain text when it has none.
 * @param {import('../words.js').Say} say
 * @param {string} key
 * @param {string} [label]
 * @returns {Node | string}
 */
export function term(say, key, label) {
  const entry = STATISTICS[key];
  if (!entry) return label ?? key;
  made += 1;
  const id = `term-${key}-${made}`;
  const tip = el('span', { id, role: 'tooltip', class: 'term-tip', popover: 'manual' }, say(entry.definition));
  const button = el('button', { type: 'button', class: 'term', 'aria-describedby': id, dataset: { term: key } }, label ?? say(entry.label));
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
