import { parseArgs } from 'node:util';

export const USAGE = `Usage: trumpet-instance [options]

  --port N         port to listen on (default 4000; 0 picks a free one)
  --host HOST      address to listen on (default 127.0.0.1)
  --data DIR       data folder (default .data/instance in the repository)
  --memory         keep everything in memory instead (nothing is saved)
  --seed demo|none seed a new data folder with the demo world (default demo)
  --web DIR        serve the built web app from DIR
  --public-url URL the address people reach this server at, behind a proxy or TLS (https://social.example);
                   absolute URLs, the streaming URL and secure cookies follow it (default http://HOST:PORT)
  --simulate       make the demo accounts post, reply, favourite, boost and follow on their own
  --sign-in-link USER
                   print a one-time link (valid 10 minutes) that signs a browser in as USER
  --registrations open|closed
                   whether apps may sign people up (POST /api/v1/accounts; default open, confirmed at once)
  --rate-limit N   API requests allowed per token (or per address) in 5 minutes (default 300, as Mastodon)
  --no-rate-limit  turn rate limiting off (API, media uploads and sign-in attempts)
  --allow-loopback-outgoing
                   let outgoing requests (Web Push) reach loopback addresses over http: for tests only
  --help           show this help

       trumpet-instance announce [--data DIR] [--starts-at WHEN --ends-at WHEN] [--all-day] TEXT
                   publish an announcement to everyone, then exit (announce --help for more)
`;

export interface CliOptions {
  port: number;
  host: string;
  /** null with --memory; undefined for the default folder. */
  data: string | null | undefined;
  /** undefined: demo for a new data folder. */
  seed: 'demo' | 'none' | undefined;
  web: string | null;
  /** The origin absolute URLs are made from; null for http://host:port. */
  publicUrl: string | null;
  simulate: boolean;
  /** A local username to print a one-time sign-in link for. */
  signInLink: string | null;
  /** Outgoing requests may reach loopback addresses over http (tests only). */
  allowLoopbackOutgoing: boolean;
  /** API requests per 5 minutes; null with --no-rate-limit, undefined for Mastodon's 300. */
  rateLimit: number | null | undefined;
  /** Sign-ups through apps; undefined for open. */
  registrations: 'open' | 'closed' | undefined;
}

const isRegistrationsMode = (value: string): value is 'open' | 'closed' => value === 'open' || value === 'closed';

export type ParsedArgs = { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

/** Parses the command line strictly: unknown flags, missing values and bad values are errors. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  // `pnpm --filter @trumpet/instance start -- --port 5000` hands the `--` on.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        memory: { type: 'boolean' },
        seed: { type: 'string' },
        web: { type: 'string' },
        'public-url': { type: 'string' },
        simulate: { type: 'boolean' },
        'sign-in-link': { type: 'string' },
        'rate-limit': { type: 'string' },
        registrations: { type: 'string' },
        'no-rate-limit': { type: 'boolean' },
        'allow-loopback-outgoing': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const port = values.port === undefined ? 4000 : Number(values.port);
  if (values.port !== undefined && (!/^\d+$/.test(values.port) || port > 65535)) {
    return { kind: 'error', message: `--port must be a number from 0 to 65535, not "${values.port}"` };
  }
  if (values.host !== undefined && values.host.trim() === '') return { kind: 'error', message: '--host must not be empty' };
  if (values.memory && values.data !== undefined) return { kind: 'error', message: '--data and --memory cannot be used together' };
  if (values.data !== undefined && values.data.trim() === '') return { kind: 'error', message: '--data must not be empty' };
  if (values.seed !== undefined && values.seed !== 'demo' && values.seed !== 'none') {
    return { kind: 'error', message: `--seed must be demo or none, not "${values.seed}"` };
  }
  if (values.web !== undefined && values.web.trim() === '') return { kind: 'error', message: '--web must not be empty' };
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(publicUrl);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') {
      return { kind: 'error', message: `--public-url must be an http(s) origin such as https://social.example, not "${publicUrl}"` };
    }
  }
  const signInLink = values['sign-in-link'];
  if (signInLink !== undefined && !/^[A-Za-z0-9_]+$/.test(signInLink)) {
    return { kind: 'error', message: `--sign-in-link must be a local username, not "${signInLink}"` };
  }

  const { registrations } = values;
  if (registrations !== undefined && !isRegistrationsMode(registrations)) return { kind: 'error', message: `--registrations must be open or closed, not "${registrations}"` };

  const rateLimit = values['rate-limit'];
  if (rateLimit !== undefined && values['no-rate-limit']) return { kind: 'error', message: '--rate-limit and --no-rate-limit cannot be used together' };
  if (rateLimit !== undefined && (!/^\d+$/.test(rateLimit) || Number(rateLimit) < 1 || Number(rateLimit) > 1_000_000)) {
    return { kind: 'error', message: `--rate-limit must be a number from 1 to 1000000, not "${rateLimit}"` };
  }

  return {
    kind: 'run',
    options: {
      port,
      host: values.host ?? '127.0.0.1',
      data: values.memory ? null : values.data,
      seed: values.seed as CliOptions['seed'],
      web: values.web ?? null,
      publicUrl: publicUrl === undefined ? null : new URL(publicUrl).origin,
      simulate: values.simulate ?? false,
      signInLink: signInLink ?? null,
      allowLoopbackOutgoing: values['allow-loopback-outgoing'] ?? false,
      rateLimit: values['no-rate-limit'] ? null : rateLimit === undefined ? undefined : Number(rateLimit),
      registrations,
    },
  };
}
