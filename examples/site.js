// What each example page of the npuzzle site loads (the course notes, the Reveal deck, every
// page of the book): the page is kept for reading offline by the site's service worker
// (www/runtime.js), and every iframe of embed.html on it
//   - fits its widget: embed.html posts {type: 'npuzzle:height', height} whenever its height
//     changes (a solved widget grows by its player and statistics);
//   - gives the page its keys back: embed.html posts {type: 'npuzzle:key', key, keyCode} for
//     Escape and the keys a deck or a presenter's clicker sends when the widget did not use
//     them. The frame gives up the focus, so the next keys reach the page, and the key is
//     dispatched on `window` as an 'npuzzle-key' event ({detail: {key, keyCode}}) for the page
//     to act on (the deck turns the slide).
// On another site, copy the message listener: it is all an iframe of embed.html needs.

import { keepOffline } from '../www/runtime.js';

keepOffline();

addEventListener('message', (event) => {
  const frame = [...document.querySelectorAll('iframe')].find((candidate) => candidate.contentWindow === event.source);
  const { data } = event;
  if (!frame || typeof data !== 'object' || data === null) return;
  if (data.type === 'npuzzle:height' && Number.isFinite(data.height) && data.height > 0) {
    frame.style.height = `${Math.ceil(data.height)}px`;
  } else if (data.type === 'npuzzle:key' && typeof data.key === 'string') {
    frame.blur();
    window.focus();
    dispatchEvent(new CustomEvent('npuzzle-key', { detail: { key: data.key, keyCode: Number(data.keyCode) || 0 } }));
  }
});
