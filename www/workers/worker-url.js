// Where to start a module worker from: a worker must come from the starting page's (or worker's)
// own origin. When the script is on another origin (the <n-puzzle> element hosted elsewhere), a
// blob: URL does, and its one line imports the real script (fetched with CORS), which imports
// the core relative to its own URL.

/** `url` itself when it is on `origin`, else a same-origin blob: URL that imports it. */
export function workerUrl(url, origin) {
  if (url.origin === origin) return url;
  const code = `import ${JSON.stringify(url.href)};\n`;
  return URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
}
