import { createRestClient } from '@trumpet/api-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCliArgs, runCli, type RunningInstance } from '../src/cli';
import { findAccountByHandle } from '../src/db/queries';
import { createInstance } from '../src';
import { seedDemo } from '../src/seed';
import { startSimulation } from '../src/simulate';

/** Resolves once `done()` holds, checking as the event loop turns; fails after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

class Capture {
  text = '';
  write = (chunk: string): boolean => {
    this.text += chunk;
    return true;
  };
}

const count = (running: RunningInstance, table: 'accounts' | 'statuses' | 'notifications'): number =>
  running.instance.db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0;

async function start(argv: string[], options: { simulateIntervalMs?: number } = {}): Promise<{ running: RunningInstance; stdout: Capture }> {
  const stdout = new Capture();
  const stderr = new Capture();
  const result = await runCli(argv, { stdout, stderr, ...options });
  if (typeof result === 'number') throw new Error(`exit ${result}: ${stderr.text}`);
  return { running: result, stdout };
}

describe('command line flags', () => {
  it('has defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      options: { port: 4000, host: '127.0.0.1', data: undefined, seed: undefined, web: null, publicUrl: null, simulate: false, signInLink: null, allowLoopbackOutgoing: false },
    });
  });

  it('reads every flag', () => {
    const argv = ['--port', '5001', '--host', '0.0.0.0', '--data', 'here', '--seed', 'none', '--web', 'dist', '--public-url', 'https://social.example/', '--simulate', '--sign-in-link', 'demo', '--allow-loopback-outgoing'];
    expect(parseCliArgs(argv)).toEqual({
      kind: 'run',
      options: { port: 5001, host: '0.0.0.0', data: 'here', seed: 'none', web: 'dist', publicUrl: 'https://social.example', simulate: true, signInLink: 'demo', allowLoopbackOutgoing: true },
    });
    expect(parseCliArgs(['--memory', '--port=0'])).toMatchObject({ kind: 'run', options: { data: null, port: 0 } });
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('refuses a public URL that is not an http(s) origin', () => {
    for (const bad of ['social.example', 'ftp://social.example', 'https://social.example/path', 'https://user:pw@social.example', 'https://social.example/?q=1']) {
      expect(parseCliArgs(['--public-url', bad])).toMatchObject({ kind: 'error', message: expect.stringContaining('--public-url') });
    }
    expect(parseCliArgs(['--public-url', 'http://127.0.0.1:8080'])).toMatchObject({ kind: 'run', options: { publicUrl: 'http://127.0.0.1:8080' } });
  });

  it('makes absolute URLs, the streaming URL and secure cookies from the public URL, while listening where it was told', async () => {
    const { running, stdout } = await start(['--memory', '--port', '0', '--public-url', 'https://social.example']);
    try {
      expect(stdout.text).toContain('Public URL: https://social.example');
      const listening = /listening on (\S+)/.exec(stdout.text)?.[1] ?? '';
      const instance = (await (await fetch(`${listening}/api/v2/instance`)).json()) as { domain: string; configuration: { urls: { streaming: string } } };
      expect(instance.domain).toBe('social.example');
      expect(instance.configuration.urls.streaming).toBe('wss://social.example');
      const statuses = (await (await fetch(`${listening}/api/v1/timelines/public?limit=1`)).json()) as { uri: string; account: { avatar: string; url: string } }[];
      expect(statuses[0]?.uri).toMatch(/^https:\/\/social\.example\//);
      expect(statuses[0]?.account.url).toMatch(/^https:\/\/social\.example\/@/);
      const signIn = await fetch(`${listening}/auth/sign_in`);
      expect(signIn.headers.get('set-cookie') ?? '').toContain('Secure');
    } finally {
      await running.close();
    }
  }, 60_000);

  it('reads the rate limit flags', () => {
    expect(parseCliArgs(['--no-rate-limit'])).toMatchObject({ kind: 'run', options: { rateLimit: null } });
    expect(parseCliArgs(['--rate-limit', '1000'])).toMatchObject({ kind: 'run', options: { rateLimit: 1000 } });
    expect(parseCliArgs([])).toMatchObject({ kind: 'run', options: { rateLimit: undefined } });
  });

  it('ignores the `--` pnpm passes on before the flags', () => {
    expect(parseCliArgs(['--', '--port', '5002', '--simulate'])).toMatchObject({ kind: 'run', options: { port: 5002, simulate: true } });
  });

  it.each([
    [['--bogus']],
    [['--port', 'http']],
    [['--port', '70000']],
    [['--port', '-1']],
    [['--port']],
    [['--seed', 'everything']],
    [['--data', 'x', '--memory']],
    [['positional']],
    [['--simulate=yes']],
    [['--sign-in-link', 'de mo']],
    [['--sign-in-link']],
    [['--rate-limit', '0']],
    [['--rate-limit', 'lots']],
    [['--rate-limit', '5', '--no-rate-limit']],
  ])('rejects %j', (argv) => {
    expect(parseCliArgs(argv)).toMatchObject({ kind: 'error' });
  });

  it('prints the usage on stderr and exits 2 for bad flags', async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    expect(await runCli(['--seed', 'lots'], { stdout, stderr })).toBe(2);
    expect(stderr.text).toContain('--seed must be demo or none');
    expect(stderr.text).toContain('Usage: trumpet-instance');
    expect(stdout.text).toBe('');
    expect(await runCli(['--memory', '--web', path.join(tmpdir(), 'no-such-web-folder')], { stdout, stderr })).toBe(2);
  });

  it('exits 1 with a message when the port is taken', async () => {
    const { running } = await start(['--memory', '--port', '0', '--seed', 'none']);
    try {
      const stderr = new Capture();
      expect(await runCli(['--memory', '--port', String(running.port), '--seed', 'none'], { stdout: new Capture(), stderr })).toBe(1);
      expect(stderr.text).toContain(`could not listen on 127.0.0.1:${running.port}`);
    } finally {
      await running.close();
    }
  });

  it('limits API requests as Mastodon unless told otherwise', async () => {
    const limitOf = async (flags: string[], requests: number): Promise<{ limits: (string | null)[]; statuses: number[] }> => {
      const { running } = await start(['--memory', '--port', '0', '--seed', 'none', ...flags]);
      try {
        const answers = [];
        for (let i = 0; i < requests; i += 1) answers.push(await fetch(`${running.url}/api/v1/custom_emojis`));
        return { limits: answers.map((answer) => answer.headers.get('x-ratelimit-limit')), statuses: answers.map((answer) => answer.status) };
      } finally {
        await running.close();
      }
    };
    expect(await limitOf([], 1)).toEqual({ limits: ['300'], statuses: [200] });
    expect(await limitOf(['--rate-limit', '2'], 3)).toEqual({ limits: ['2', '2', '2'], statuses: [200, 200, 429] });
    expect(await limitOf(['--no-rate-limit'], 1)).toEqual({ limits: [null], statuses: [200] });
  });

  it('lets outgoing requests reach loopback only with --allow-loopback-outgoing', async () => {
    for (const [flags, allowLoopback] of [[[], false], [['--allow-loopback-outgoing'], true]] as const) {
      const { running } = await start(['--memory', '--port', '0', '--seed', 'none', ...flags]);
      try {
        expect(running.instance.config.outgoing).toEqual({ allowLoopback });
      } finally {
        await running.close();
      }
    }
  });

  it('prints the usage on stdout for --help', async () => {
    const stdout = new Capture();
    expect(await runCli(['--help'], { stdout, stderr: new Capture() })).toBe(0);
    expect(stdout.text).toContain('--simulate');
  });
});

describe('trumpet-instance --memory', () => {
  let running: RunningInstance;
  let stdout: Capture;
  beforeAll(async () => {
    ({ running, stdout } = await start(['--memory', '--port', '0']));
  }, 60_000);
  afterAll(() => running.close());

  it('prints the URL it serves, the seeding time and how to sign in', () => {
    expect(running.port).toBeGreaterThan(0);
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
    expect(stdout.text).toContain(`listening on ${running.url}`);
    expect(stdout.text).toMatch(/Seeded the demo world in \d+ ms: 18 accounts, \d+ statuses/);
    expect(stdout.text).toContain('as demo with the password "password"');
    expect(running.seeded).toBe(true);
  });

  it('serves the seeded instance through @trumpet/api-client', async () => {
    const api = createRestClient({ url: running.url });
    const v1 = await api.instance.v1();
    expect(v1.stats.user_count).toBe(8);
    expect(v1.stats.status_count).toBeGreaterThan(200);
    expect(v1.uri).toBe(`127.0.0.1:${running.port}`);
    const info = await api.instance.fetch();
    expect(info.source.v2?.contact.account?.acct).toBe('demo');
  });

  it('serves the generated avatar as a PNG', async () => {
    const info = await createRestClient({ url: running.url }).instance.v2();
    const avatar = info.contact.account?.avatar ?? '';
    expect(avatar).toMatch(new RegExp(`^${running.url}/system/accounts/avatars/\\d+\\.png$`));
    const response = await fetch(avatar);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('trumpet-instance --sign-in-link', () => {
  let running: RunningInstance;
  let stdout: Capture;
  beforeAll(async () => {
    ({ running, stdout } = await start(['--memory', '--port', '0', '--sign-in-link', 'demo']));
  }, 60_000);
  afterAll(() => running.close());

  it('prints a link that signs a browser in as that user once', async () => {
    const link = running.signInUrl ?? '';
    expect(link).toMatch(new RegExp(`^${running.url}/auth/sign_in_link/[\\w-]{20,}$`));
    expect(stdout.text).toContain(link);
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^_trumpet_session=.+/);
    const verified = await fetch(`${running.url}/settings/profile`, { headers: { cookie }, redirect: 'manual' });
    expect(verified.status).toBe(200);
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('already used or has expired');
  });

  it('prints no link for an unknown user', async () => {
    const other = await start(['--memory', '--port', '0', '--seed', 'none', '--sign-in-link', 'nobody']);
    try {
      expect(other.running.signInUrl).toBeNull();
      expect(other.stdout.text).toContain('No local account "nobody"');
    } finally {
      await other.running.close();
    }
  });
});

describe('trumpet-instance --data', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'trumpet-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds a new data folder once, and a restart keeps the data without seeding again', async () => {
    const data = path.join(dir, 'instance');
    const first = await start(['--data', data, '--port', '0']);
    const accounts = count(first.running, 'accounts');
    const statuses = count(first.running, 'statuses');
    expect(first.running.seeded).toBe(true);
    expect(first.stdout.text).toContain(`Data: ${data}`);
    await first.running.close();

    const second = await start(['--data', data, '--port', '0', '--seed', 'demo']);
    try {
      expect(second.running.seeded).toBe(false);
      expect(second.stdout.text).toContain(`Kept the data from before: ${accounts} accounts, ${statuses} statuses (not seeding again)`);
      expect(count(second.running, 'accounts')).toBe(accounts);
      expect(count(second.running, 'statuses')).toBe(statuses);
      const response = await fetch(`${second.running.url}/api/v1/instance`);
      expect(((await response.json()) as { stats: { user_count: number } }).stats.user_count).toBe(8);
    } finally {
      await second.running.close();
    }
  }, 60_000);

  it('leaves a new data folder empty with --seed none', async () => {
    const { running, stdout } = await start(['--data', path.join(dir, 'empty'), '--port', '0', '--seed', 'none']);
    try {
      expect(running.seeded).toBe(false);
      expect(count(running, 'accounts')).toBe(0);
      expect(stdout.text).not.toContain('Seeded');
    } finally {
      await running.close();
    }
  });
});

describe('--simulate', () => {
  it('makes the demo accounts act through the services, then stops with no timer left', async () => {
    const { running, stdout } = await start(['--memory', '--port', '0', '--simulate'], { simulateIntervalMs: 5 });
    const demo = findAccountByHandle(running.instance.db, 'demo', null);
    const statuses = count(running, 'statuses');
    const notifications = running.instance.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM notifications WHERE account_id = ?');
    const before = notifications.get(demo?.id ?? '')?.n ?? 0;
    const streamed: string[] = [];
    running.instance.hub.subscribe(`timeline:${demo?.id}`, (message) => streamed.push(message.kind));
    const simulated = () => stdout.text.split('\n').filter((line) => line.startsWith('[simulate]'));
    await until(
      () =>
        streamed.includes('notification') &&
        simulated().length > 10 &&
        simulated().some((line) => /posted|replied/.test(line)) &&
        simulated().some((line) => /favourited demo's|boosted demo's|followed demo/.test(line)),
    );
    const statusesAfter = count(running, 'statuses');
    const after = notifications.get(demo?.id ?? '')?.n ?? 0;
    await running.close();
    expect(statusesAfter).toBeGreaterThan(statuses);
    expect(after).toBeGreaterThan(before);
    const lines = stdout.text.split('\n').filter((line) => line.startsWith('[simulate]'));
    expect(stdout.text).toContain('Simulating: a demo account acts every 0.005 s.');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => /posted|replied/.test(line))).toBe(true);
    expect(lines.some((line) => /favourited demo's|boosted demo's|followed demo/.test(line))).toBe(true);
    expect(streamed).toContain('notification');
    expect(lines.filter((line) => line.includes('failed'))).toEqual([]);
  }, 60_000);

  it('stops: no action happens after stop()', async () => {
    const instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1:4000' });
    try {
      await seedDemo(instance);
      const statuses = (): number => instance.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM statuses').get()?.n ?? 0;
      const demo = findAccountByHandle(instance.db, 'demo', null);
      const notifications = (): number =>
        instance.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM notifications WHERE account_id = ?').get(demo?.id ?? '')?.n ?? 0;
      const [statusesBefore, notificationsBefore] = [statuses(), notifications()];
      const simulation = startSimulation(instance, { intervalMs: 2 });
      await until(() => simulation.count > 10 && statuses() > statusesBefore && notifications() > notificationsBefore);
      simulation.stop();
      const actions = simulation.count;
      const [statusesAfter, notificationsAfter] = [statuses(), notifications()];
      expect(actions).toBeGreaterThan(10);
      expect(statusesAfter).toBeGreaterThan(statusesBefore);
      expect(notificationsAfter).toBeGreaterThan(notificationsBefore);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(simulation.count).toBe(actions);
      expect(statuses()).toBe(statusesAfter);
    } finally {
      instance.db.close();
      rmSync(instance.config.mediaDir, { recursive: true, force: true });
    }
  }, 60_000);
});
