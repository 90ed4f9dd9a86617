import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Instance, InstanceConfig } from './context';
import { openDatabase } from './db/connection';
import { rateLimitsWith, type RateLimits } from './http/rate-limit';
import { StreamingHub } from './streaming/hub';
import type { Translator } from './translation/translator';

export interface CreateInstanceOptions {
  /** Data folder; null keeps everything in memory (media in a temporary folder). */
  dataDir: string | null;
  baseUrl: string;
  title?: string;
  webDir?: string | null;
  now?: () => Date;
  /** Let outgoing requests (Web Push) reach loopback addresses over http: for tests only. */
  allowLoopbackOutgoing?: boolean;
  /** Rate limits: Mastodon's by default, some of them changed, or `false` for none. */
  rateLimits?: Partial<RateLimits> | false;
  /** Sign-ups through apps (POST /api/v1/accounts): open by default. */
  registrations?: 'open' | 'closed';
  /** A machine-translation backend for POST /api/v1/statuses/:id/translate; none by default. */
  translator?: Translator;
}

export function createInstance(options: CreateInstanceOptions): Instance {
  const url = new URL(options.baseUrl);
  const config: InstanceConfig = {
    baseUrl: url.origin,
    domain: url.host,
    title: options.title ?? 'Trumpet Local',
    mediaDir: options.dataDir ? path.join(options.dataDir, 'media') : mkdtempSync(path.join(tmpdir(), 'trumpet-media-')),
    webDir: options.webDir ?? null,
    outgoing: { allowLoopback: options.allowLoopbackOutgoing ?? false },
    rateLimits: options.rateLimits === false ? null : rateLimitsWith(options.rateLimits),
    registrationsOpen: options.registrations !== 'closed',
    translator: options.translator ?? null,
  };
  return { db: openDatabase(options.dataDir), config, hub: new StreamingHub(), now: options.now ?? (() => new Date()) };
}
