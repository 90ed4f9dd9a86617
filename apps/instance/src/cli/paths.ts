import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo's root: the nearest folder above `from` with a pnpm-workspace.yaml, or null. */
export function findRepositoryRoot(from: string): string | null {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** `.data/instance` under the repository (found from this module, then from the working folder), else under the working folder. */
export function defaultDataDir(): string {
  const root = findRepositoryRoot(__dirname) ?? findRepositoryRoot(process.cwd()) ?? process.cwd();
  return path.join(root, '.data', 'instance');
}

/** A host as it goes in a URL: IPv6 addresses in brackets. */
export const hostForUrl = (host: string): string => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
