// Test-only: tests never reach the internet. Text to Speech and Translate ask Scratch's web
// services; scratch-vm keeps the global fetch it finds when it loads, so this module is imported
// before it and puts a fetch in place that answers every outside address as a machine with no
// network would (a rejected request). Addresses on this machine still reach the real fetch.
const realFetch = globalThis.fetch;

/** Every address Scratch's engine asked for, so a test can show it tried and was refused. */
export const refusedAddresses: string[] = [];

export const offlineFetch: typeof fetch = (input, init) => {
  const address = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/)/.test(address)) return realFetch(input, init);
  refusedAddresses.push(address);
  return Promise.reject(new TypeError("fetch failed: no network in tests"));
};

globalThis.fetch = offlineFetch;
