// The download of a pattern-database set a site serves prebuilt, for database-sourcing.js,
// which imports this when a 4x4 solve first needs one: not part of a first load (the
// page-weight budget).

import { say } from '../failures.js';

/**
 * The bytes of `url`, at most `expected` of them (a longer file is refused before it is all
 * read; a shorter one is answered as it is, for the core's loader to refuse in its own words),
 * with `progress(received)` about every `everyMs`. Throws, saying why, for a response that is
 * not a success.
 * @param {URL} url
 * @param {number} expected
 * @param {AbortSignal} signal
 * @param {(received: number) => void} progress
 * @param {number} everyMs
 */
export async function fetchServed(url, expected, signal, progress, everyMs) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(say('worker-site-answered', { status: `${response.status} ${response.statusText}`.trim() }));
  if (!response.body) throw new Error(say('worker-no-body'));
  const bytes = new Uint8Array(expected);
  const reader = response.body.getReader();
  let received = 0;
  let reported = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length > expected) {
      await reader.cancel();
      throw new Error(say('worker-file-too-long', { count: expected }));
    }
    bytes.set(value, received);
    received += value.length;
    if (performance.now() - reported >= everyMs) {
      reported = performance.now();
      progress(received);
    }
  }
  return received === expected ? bytes : bytes.subarray(0, received);
}
