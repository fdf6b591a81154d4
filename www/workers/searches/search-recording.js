// A recorded search's events (options.record), sent to the page after each slice and before
// 'done' as {type: 'record', id, chunk}: typed arrays, their buffers transferred.

const RECORD_CHUNK = 16_384; // events a 'record' message carries at most

// Posts the events a recorded search added since the last call, the arrays' buffers
// transferred (no copy); an unrecorded search has none.
export function sendRecord(id, job) {
  for (let chunk = job.takeRecord(RECORD_CHUNK); chunk !== null; chunk = job.takeRecord(RECORD_CHUNK)) {
    const buffers = Object.values(chunk).filter(ArrayBuffer.isView).map((array) => array.buffer);
    self.postMessage({ type: 'record', id, chunk }, buffers);
  }
}
