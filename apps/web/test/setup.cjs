// jsdom lacks WebCrypto's subtle (PKCE hashes the verifier with SHA-256): Node's, as a browser has.
const { webcrypto } = require('node:crypto');

if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// react-router's data router builds a fetch Request for every navigation; jsdom has none. What it reads of one.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal || new globalThis.AbortController().signal;
      this.headers = new Map();
      this.body = init.body || null;
    }
  };
}
