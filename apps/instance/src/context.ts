import type { Db } from './db/connection';
import type { OutgoingPolicy } from './http/outgoing-guard';
import type { RateLimits } from './http/rate-limit';
import type { StreamingHub } from './streaming/hub';
import type { Translator } from './translation/translator';

export interface InstanceConfig {
  /** Where clients reach the server, e.g. `http://127.0.0.1:4000`. */
  baseUrl: string;
  /** The local domain in handles and URIs, e.g. `127.0.0.1:4000`. */
  domain: string;
  title: string;
  /** Uploaded and generated files. */
  mediaDir: string;
  /** The built web app to serve, if any. */
  webDir: string | null;
  /** Where the instance may send requests (Web Push): public https addresses only, unless loopback is allowed for tests. */
  outgoing: OutgoingPolicy;
  /** Mastodon's request throttles (http/rate-limit.ts); null turns them off. */
  rateLimits: RateLimits | null;
  /** Whether anyone may sign up through an app (POST /api/v1/accounts); accounts are confirmed at once, no approval. */
  registrationsOpen: boolean;
  /** The machine-translation backend, or null for none (translation disabled, as Mastodon without one). */
  translator: Translator | null;
}

/** Everything a route or service needs, passed explicitly rather than through globals. */
export interface Instance {
  db: Db;
  config: InstanceConfig;
  hub: StreamingHub;
  now: () => Date;
}
