import type { Instance } from '../context';
import { accountsByUsernames, findAccountByHandle } from '../db/repositories/accounts';
import type { AccountRow } from '../db/rows';
import { extractMentions } from '../text/extract';
import type { RenderOptions } from '../text/render';
import { accountUrl } from './urls';

// SQLite's lower() folds ASCII letters only.
const sqlLower = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** `@user@domain` as the account lookup sees it: the local domain, or none, is no domain. */
function handleKey(instance: Instance, username: string, domain: string | null): { username: string; domain: string | null; key: string } {
  const local = domain === null || domain === instance.config.domain ? null : domain;
  return { username, domain: local, key: `${sqlLower(username)}\n${sqlLower(local ?? '')}` };
}

/** Links mentions to local or known remote accounts, looking them up per mention. */
export function renderOptions(instance: Instance): RenderOptions {
  return {
    baseUrl: instance.config.baseUrl,
    resolveMention: (username, domain) => {
      const handle = handleKey(instance, username, domain);
      const account = findAccountByHandle(instance.db, handle.username, handle.domain);
      return account ? { username: account.username, url: accountUrl(instance, account) } : null;
    },
  };
}

/**
 * Render options for texts known in advance: the accounts their mentions name are loaded in one
 * query. A mention outside those texts is looked up on its own.
 */
export function preloadedRenderOptions(instance: Instance, texts: readonly string[]): RenderOptions {
  const wanted = new Set<string>();
  const usernames = new Set<string>();
  for (const text of texts) {
    for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
      for (const mention of extractMentions(line)) {
        wanted.add(handleKey(instance, mention.username, mention.domain).key);
        usernames.add(mention.username);
      }
    }
  }
  if (usernames.size === 0) return renderOptions(instance);
  const found = new Map<string, AccountRow>();
  for (const account of accountsByUsernames(instance.db, [...usernames])) {
    found.set(`${sqlLower(account.username)}\n${sqlLower(account.domain ?? '')}`, account);
  }
  const fallback = renderOptions(instance);
  return {
    baseUrl: instance.config.baseUrl,
    resolveMention: (username, domain) => {
      const { key } = handleKey(instance, username, domain);
      if (!wanted.has(key)) return fallback.resolveMention(username, domain);
      const account = found.get(key);
      return account ? { username: account.username, url: accountUrl(instance, account) } : null;
    },
  };
}
