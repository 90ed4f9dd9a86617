/** What the build tells the worker to precache (scripts/installable-app.ts writes it in). */
export interface AppShell {
  version: string;
  /** The entry, the first screen's chunks and their stylesheets, as absolute paths. */
  files: readonly string[];
}

const PREFIX = 'trumpet-shell-';
export const shellCacheName = (shell: AppShell): string => `${PREFIX}${shell.version}`;
export const isOldShellCache = (name: string, shell: AppShell): boolean => name.startsWith(PREFIX) && name !== shellCacheName(shell);

/**
 * The page navigations fall back to without a network: one of the app's public routes, asked for
 * without cookies, so the copy holds the app and nobody's session (the instance embeds the signed-in
 * state, with its token, into the pages it serves to a session).
 */
export const SHELL_PAGE = '/timelines/public/local';

/** Whether the worker answers this request from the precache: a GET of one of the shell's files on its own origin. */
export function isShellFile(request: Pick<Request, 'method' | 'url'>, origin: string, shell: AppShell): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.search === '' && shell.files.includes(url.pathname);
}
