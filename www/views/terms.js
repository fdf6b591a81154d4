// A statistic's name with its definition (catalog.js, STATISTICS) on hover and on focus: a
// button described by its tooltip, so that the keyboard reaches it and a screen reader reads the
// definition with the name. The tooltip is a popover, in the top layer, so no scrolling table or
// card clips it; Escape hides it.

import { STATISTICS } from '../catalog.js';
import { el } from '../dom.js';

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
