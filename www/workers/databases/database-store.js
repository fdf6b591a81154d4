// Where the solve worker keeps pattern databases between visits: IndexedDB, one object store of
// byte arrays by key. Every failure (private mode, storage full or refused, no IndexedDB at
// all) is answered with a note instead: the databases are then built each visit, which is
// slower but right. Helper workers get their set from here too (helper-lending.js).

import { say } from '../failures.js';

const NAME = 'npuzzle';
const STORE = 'pattern-databases';
// What the searches are told when IndexedDB fails.
const note = () => say('worker-store-unavailable');
// What a set too large for the room the browser leaves this site is told.
// (The quota as text, with its one decimal always: "8.0 MB".)
const fullNote = (quota) => (quota ? say('worker-store-full-quota', { megabytes: (quota / 1e6).toFixed(1) }) : say('worker-store-full'));
let opened = null;
const saving = new Map(); // key -> the save under way

function open() {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab (or the user clearing the site's data) deleting or upgrading the
      // database waits for every connection to close: this one lets go at once, and the
      // next load or save opens afresh. The same after the browser closes it.
      const forget = () => {
        db.close();
        if (opened === promise) opened = null;
      };
      db.onversionchange = forget;
      db.onclose = forget;
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  });
  const promise = opened;
  // A failed open is tried again next time (a quota freed, a deletion finished).
  promise.catch(() => {
    if (opened === promise) opened = null;
  });
  return promise;
}

function transact(mode, act) {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
      }),
  );
}

/** {bytes} when stored, {} when not, {note} when IndexedDB fails. */
export async function load(key) {
  await saving.get(key); // a save under way (a helper asks right after a download)
  try {
    const value = await transact('readonly', (s) => s.get(key));
    return value instanceof Uint8Array ? { bytes: value } : {};
  } catch {
    return { note: note() };
  }
}

/**
 * Whether `bytes` bytes more fit in what the browser lets this site store: null when they do
 * (or it cannot say), else the note saying they are kept in memory instead.
 */
export async function room(bytes) {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    return quota !== undefined && usage !== undefined && quota - usage < bytes ? fullNote(quota) : null;
  } catch {
    return null;
  }
}

/**
 * Stores `bytes` under `key`, replacing damaged or older ones. Resolves to null once stored,
 * else to the note saying they are kept in memory (storage full or refused: the next visit
 * downloads or builds them again).
 */
export function save(key, bytes) {
  const saved = transact('readwrite', (s) => s.put(bytes, key)).then(
    () => null,
    () => fullNote(0),
  );
  saving.set(key, saved);
  saved.then(() => {
    if (saving.get(key) === saved) saving.delete(key);
  });
  return saved;
}

/** Resolves once the saves under way are done. */
export function settled() {
  return Promise.all(saving.values());
}
