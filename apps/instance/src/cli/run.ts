import type { FastifyInstance } from 'fastify';
import { rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Instance } from '../context';
import { createInstance } from '../create-instance';
import { countAccounts, hasLocalDemoAccount, localAccountIdByUsername } from '../db/repositories/accounts';
import { countStatuses } from '../db/repositories/statuses';
import { MASTODON_RATE_LIMITS } from '../http/rate-limit';
import { seedDemo } from '../seed';
import { createServer } from '../server';
import { createSignInLink } from '../sessions/sign-in-links';
import { startSimulation, type Simulation } from '../simulate';
import { runAnnounce } from './announce';
import { parseCliArgs, USAGE } from './args';
import { defaultDataDir, hostForUrl } from './paths';

export interface Output {
  write: (text: string) => unknown;
}

export interface RunCliOptions {
  stdout?: Output;
  stderr?: Output;
  /** Time between two simulated actions (default 5 s). */
  simulateIntervalMs?: number;
}

/** A running instance started by the command line. */
export interface RunningInstance {
  instance: Instance;
  app: FastifyInstance;
  url: string;
  port: number;
  /** Whether this start created the demo world. */
  seeded: boolean;
  /** The one-time link printed for `--sign-in-link`, if any. */
  signInUrl: string | null;
  close: () => Promise<void>;
}

/**
 * `trumpet-instance [--port 4000] [--host 127.0.0.1] [--data DIR | --memory] [--seed demo|none] [--web DIR] [--simulate] [--rate-limit N | --no-rate-limit]`.
 * Resolves to the running instance, or to an exit code when it did not start (2 for bad flags).
 */
export async function runCli(argv: readonly string[], options: RunCliOptions = {}): Promise<RunningInstance | number> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args[0] === 'announce') return runAnnounce(args.slice(1), stdout, stderr);
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    stdout.write(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    stderr.write(`trumpet-instance: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const flags = parsed.options;
  const webDir = flags.web === null ? null : path.resolve(flags.web);
  if (webDir !== null && !isDirectory(webDir)) {
    stderr.write(`trumpet-instance: --web ${webDir} is not a folder\n\n${USAGE}`);
    return 2;
  }
  const dataDir = flags.data === null ? null : path.resolve(flags.data ?? defaultDataDir());

  const rateLimits = flags.rateLimit === null ? false : flags.rateLimit === undefined ? {} : { api: { ...MASTODON_RATE_LIMITS.api, limit: flags.rateLimit } };
  const instance = createInstance({ dataDir, baseUrl: flags.publicUrl ?? `http://${hostForUrl(flags.host)}:${flags.port}`, webDir, rateLimits, allowLoopbackOutgoing: flags.allowLoopbackOutgoing, registrations: flags.registrations });
  let app: FastifyInstance;
  try {
    app = await createServer(instance);
    await app.listen({ port: flags.port, host: flags.host });
  } catch (error) {
    instance.db.close();
    if (dataDir === null) rmSync(instance.config.mediaDir, { recursive: true, force: true });
    stderr.write(`trumpet-instance: could not listen on ${flags.host}:${flags.port}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const port = (app.server.address() as AddressInfo).port;
  const listening = `http://${hostForUrl(flags.host)}:${port}`;
  const url = flags.publicUrl ?? listening;
  instance.config.baseUrl = url;
  instance.config.domain = new URL(url).host;

  let simulation: Simulation | null = null;
  let closed: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      simulation?.stop();
      await app.close();
      instance.db.close();
      if (dataDir === null) rmSync(instance.config.mediaDir, { recursive: true, force: true });
    })();
    return closed;
  };

  const accountCount = countAccounts(instance.db);
  const lines: string[] = [];
  let seeded = false;
  if (flags.seed !== 'none' && accountCount === 0) {
    try {
      const result = await seedDemo(instance);
      seeded = true;
      lines.push(`Seeded the demo world in ${result.ms} ms: ${result.accounts} accounts, ${result.statuses} statuses.`);
    } catch (error) {
      await close();
      stderr.write(`trumpet-instance: seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      return 1;
    }
  } else if (accountCount > 0) {
    const statuses = countStatuses(instance.db);
    lines.push(`Kept the data from before: ${accountCount} accounts, ${statuses} statuses${flags.seed === 'demo' ? ' (not seeding again)' : ''}.`);
  }

  const hasDemo = hasLocalDemoAccount(instance.db);
  if (flags.simulate) {
    if (hasDemo) {
      const intervalMs = options.simulateIntervalMs ?? 5000;
      simulation = startSimulation(instance, { intervalMs, onAction: (text) => stdout.write(`[simulate] ${text}\n`) });
      lines.push(`Simulating: a demo account acts every ${intervalMs / 1000} s.`);
    } else {
      lines.push('Not simulating: there is no demo account (start a new data folder with --seed demo).');
    }
  }

  let signInUrl: string | null = null;
  if (flags.signInLink !== null) {
    const accountId = localAccountIdByUsername(instance.db, flags.signInLink);
    if (accountId !== undefined) {
      signInUrl = `${url}/auth/sign_in_link/${createSignInLink(instance, accountId)}`;
      lines.push(`Signed-in link for ${flags.signInLink} (one use, 10 minutes): ${signInUrl}`);
    } else {
      lines.push(`No local account "${flags.signInLink}": no sign-in link printed.`);
    }
  }

  stdout.write(
    [
      `Trumpet instance listening on ${listening}`,
      ...(url === listening ? [] : [`Public URL: ${url} (absolute URLs, streaming and cookies follow it)`]),
      `Data: ${dataDir ?? 'in memory (nothing is saved)'}`,
      ...lines,
      webDir ? `Web app: ${webDir}` : 'Web app: not built (the API is served; build apps/web and pass --web DIR)',
      hasDemo ? `Sign in at ${url}/ as demo with the password "password" (every seeded account's password is "password").` : `Sign in at ${url}/oauth/authorize.`,
      '',
    ].join('\n'),
  );
  return { instance, app, url, port, seeded, signInUrl, close };
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
