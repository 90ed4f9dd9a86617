/**
 * The built worker (scripts/installable-app.ts), a module at the root so that its scope is the whole
 * app; each account's push registration runs it too (push/account-scope.ts).
 */
export const WORKER_URL = '/sw.js';
