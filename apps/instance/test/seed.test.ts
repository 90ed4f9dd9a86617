import { StatusSchema } from '@trumpet/api-client';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type Instance } from '../src';
import { findAccountByHandle } from '../src/db/queries';
import type { AccountRow, StatusRow } from '../src/db/rows';
import { mulberry32, seedDemo, type SeedResult } from '../src/seed';
import { serializeStatus } from '../src/serializers/status';
import { trendingLinks, trendingStatusIds, trendingTags } from '../src/db/repositories/trends';
import { accountSuggestions } from '../src/services/account-suggestions';
import { trendWindow } from '../src/services/tag-history';
import { verifyPassword } from '../src/services/passwords';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const DAY = 86_400_000;

function memoryInstance(): Instance {
  return createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1:4000' });
}

function dispose(instance: Instance): void {
  instance.db.close();
  rmSync(instance.config.mediaDir, { recursive: true, force: true });
}

describe('the demo seed', () => {
  let instance: Instance;
  let result: SeedResult;
  const all = <T>(sql: string, ...params: string[]): T[] => instance.db.prepare<string[], T>(sql).all(...params);
  const one = <T>(sql: string, ...params: string[]): T | undefined => instance.db.prepare<string[], T>(sql).get(...params);
  const count = (sql: string, ...params: string[]): number => one<{ n: number }>(sql, ...params)?.n ?? 0;
  const local = (username: string): AccountRow => {
    const row = findAccountByHandle(instance.db, username, null);
    if (!row) throw new Error(`no ${username}`);
    return row;
  };

  beforeAll(async () => {
    instance = memoryInstance();
    result = await seedDemo(instance);
    console.log(`demo seed: ${result.ms} ms, ${result.accounts} accounts, ${result.statuses} statuses`);
  }, 60_000);
  afterAll(() => dispose(instance));

  it('is quick (under 5 s on a developer machine; the bound here is generous for busy CI)', () => {
    expect(result.ms).toBeLessThan(20_000);
  });

  it('makes demo staff and the others not, and files open reports for the moderation pages', () => {
    expect(local('demo').role).toBe('admin');
    expect(local('alice').role).toBe('user');
    const reports = all<{ target: string; status_ids: string; action_taken_at: string | null }>(
      'SELECT t.username AS target, r.status_ids, r.action_taken_at FROM reports r JOIN accounts t ON t.id = r.target_account_id ORDER BY r.id',
    );
    expect(reports.map((report) => report.target)).toEqual(['loud', 'chatty', 'loud']);
    expect(reports.every((report) => report.action_taken_at === null)).toBe(true);
    const quoted = JSON.parse(reports[0]?.status_ids ?? '[]') as string[];
    expect(quoted).toHaveLength(1);
    expect(one<{ text: string }>('SELECT text FROM statuses WHERE id = ?', quoted[0] ?? '')?.text).toContain('overrated');
  });

  it('creates the promised local accounts, all signing in with "password"', () => {
    for (const username of ['demo', 'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace']) {
      const row = local(username);
      expect(verifyPassword('password', row.password_hash)).toBe(true);
    }
    expect(verifyPassword('wrong', local('demo').password_hash)).toBe(false);
    expect(count('SELECT count(*) AS n FROM accounts WHERE domain IS NULL')).toBeGreaterThanOrEqual(8);
    expect(local('demo').role).toBe('admin');
    expect(local('carol').locked).toBe(1);
    expect(local('dave').bot).toBe(1);
    expect(local('erin').moved_to_account_id).toBe(local('frank').id);
    expect(local('alice').locked).toBe(0);
  });

  it('gives grace a verified link and identity proofs', () => {
    const fields = JSON.parse(local('grace').fields) as { name: string; value: string; verified_at: string | null }[];
    const website = fields.find((field) => field.name === 'Website');
    expect(website?.value).toBe('https://grace.example');
    expect(Date.parse(website?.verified_at ?? '')).not.toBeNaN();
    expect(fields.some((field) => field.verified_at === null)).toBe(true);
    const proofs = all<{ provider: string; provider_username: string }>('SELECT * FROM identity_proofs WHERE account_id = ?', local('grace').id);
    expect(proofs).toEqual([expect.objectContaining({ provider: 'keybase', provider_username: 'grace_achebe' })]);
  });

  it('draws a PNG avatar and header for everyone, and remote accounts look remote', () => {
    const accounts = all<AccountRow>('SELECT * FROM accounts');
    for (const account of accounts) {
      for (const file of [account.avatar_path, account.header_path]) {
        expect(file).toMatch(/^accounts\/(avatars|headers)\/\d+\.png$/);
        expect(readFileSync(path.join(instance.config.mediaDir, file ?? '')).subarray(0, 4)).toEqual(PNG_MAGIC);
      }
    }
    const remote = accounts.filter((account) => account.domain !== null);
    expect(remote.map((account) => `${account.username}@${account.domain}`)).toEqual(expect.arrayContaining(['someone@remote.example', 'lain@pleroma.example']));
    for (const account of remote) {
      expect(account.url).toBe(`https://${account.domain}/@${account.username}`);
      expect(account.remote_avatar_url).toBe(`http://127.0.0.1:4000/system/${account.avatar_path}`);
      expect(account.password_hash).toBeNull();
    }
  });

  it('posts several hundred statuses over the last three weeks, in chronological order', () => {
    expect(result.statuses).toBeGreaterThanOrEqual(300);
    const statuses = all<StatusRow>('SELECT * FROM statuses ORDER BY id');
    const now = instance.now().getTime();
    const times = statuses.map((status) => Date.parse(status.created_at));
    expect(Math.min(...times)).toBeGreaterThan(now - 22 * DAY);
    expect(Math.min(...times)).toBeLessThan(now - 19 * DAY);
    expect(Math.max(...times)).toBeLessThan(now);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(statuses.map((s) => s.account_id)).size).toBeGreaterThanOrEqual(12);
  });

  it('has threads several levels deep, boosts, content warnings, long and right-to-left posts', () => {
    const depth = (id: string): number => {
      let level = 0;
      for (let status = one<StatusRow>('SELECT * FROM statuses WHERE id = ?', id); status?.in_reply_to_id; level++) {
        status = one<StatusRow>('SELECT * FROM statuses WHERE id = ?', status.in_reply_to_id);
      }
      return level;
    };
    const replies = all<{ id: string }>('SELECT id FROM statuses WHERE in_reply_to_id IS NOT NULL');
    expect(replies.length).toBeGreaterThan(50);
    expect(Math.max(...replies.map((reply) => depth(reply.id)))).toBeGreaterThanOrEqual(4);

    const boosts = all<StatusRow & { original_visibility: string }>(
      'SELECT s.*, o.visibility AS original_visibility FROM statuses s JOIN statuses o ON o.id = s.reblog_of_id',
    );
    expect(boosts.length).toBeGreaterThan(20);
    for (const boost of boosts) {
      expect(boost).toMatchObject({ text: '', content: '', visibility: boost.original_visibility });
      expect(['public', 'unlisted']).toContain(boost.visibility);
    }
    expect(count("SELECT count(*) AS n FROM statuses WHERE spoiler_text != '' AND sensitive = 1")).toBeGreaterThanOrEqual(5);
    expect(count("SELECT count(*) AS n FROM statuses WHERE length(text) > 400")).toBeGreaterThanOrEqual(2);
    expect(count("SELECT count(*) AS n FROM statuses WHERE language = 'he'")).toBeGreaterThanOrEqual(2);
    expect(count("SELECT count(*) AS n FROM statuses WHERE language = 'ar'")).toBeGreaterThanOrEqual(2);
    expect(count("SELECT count(*) AS n FROM statuses WHERE visibility = 'private'")).toBeGreaterThanOrEqual(2);
    expect(count("SELECT count(*) AS n FROM statuses WHERE visibility = 'unlisted'")).toBeGreaterThanOrEqual(2);
  });

  it('uses hashtags, mentions, custom emojis and preview cards', () => {
    const tags = all<{ name: string }>('SELECT DISTINCT name FROM status_tags').map((row) => row.name);
    expect(tags).toEqual(expect.arrayContaining(['trumpet', 'photography', 'cats', 'sourdough']));
    expect(count('SELECT count(*) AS n FROM mentions WHERE account_id = ?', local('demo').id)).toBeGreaterThan(10);
    const emojis = all<{ shortcode: string; image_path: string }>('SELECT * FROM custom_emojis');
    expect(emojis.map((emoji) => emoji.shortcode)).toEqual(expect.arrayContaining(['trumpet', 'blobcat', 'sourdough']));
    for (const emoji of emojis) expect(existsSync(path.join(instance.config.mediaDir, emoji.image_path))).toBe(true);
    expect(count("SELECT count(*) AS n FROM statuses WHERE text LIKE '%:trumpet:%'")).toBeGreaterThan(3);
    const cards = all<{ card: string }>('SELECT card FROM statuses WHERE card IS NOT NULL').map((row) => JSON.parse(row.card) as Record<string, unknown>);
    expect(cards.length).toBeGreaterThanOrEqual(5);
    expect(cards.some((card) => typeof card.image === 'string' && typeof card.blurhash === 'string')).toBe(true);
  });

  it('attaches images with previews, blurhashes and sizes, some of them sensitive', () => {
    const media = all<{ file_path: string; preview_path: string; blurhash: string; meta: string; status_id: string | null; description: string }>(
      'SELECT * FROM media_attachments',
    );
    expect(media.length).toBeGreaterThanOrEqual(10);
    for (const item of media) {
      expect(item.status_id).not.toBeNull();
      expect(item.description.length).toBeGreaterThan(5);
      expect(item.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
      const meta = JSON.parse(item.meta) as { original: { width: number; height: number; size: string }; small: { width: number; aspect: number } };
      expect(meta.original).toMatchObject({ width: 1200, height: 800, size: '1200x800' });
      expect(meta.small.width).toBe(400);
      expect(existsSync(path.join(instance.config.mediaDir, item.file_path))).toBe(true);
      expect(existsSync(path.join(instance.config.mediaDir, item.preview_path))).toBe(true);
    }
    expect(count("SELECT count(*) AS n FROM statuses s WHERE s.sensitive = 1 AND s.spoiler_text = '' AND EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id)")).toBeGreaterThanOrEqual(1);
    expect(count('SELECT count(*) AS n FROM (SELECT status_id FROM media_attachments GROUP BY status_id HAVING count(*) = 4)')).toBeGreaterThanOrEqual(1);
  });

  it('has open and closed polls with votes; a closed one demo voted in', () => {
    const now = instance.now().toISOString();
    const polls = all<{ id: string; expires_at: string; ended_notified: number; votes: number }>(
      'SELECT p.*, (SELECT count(*) FROM poll_votes v WHERE v.poll_id = p.id) AS votes FROM polls p',
    );
    const closed = polls.filter((poll) => poll.expires_at <= now);
    const open = polls.filter((poll) => poll.expires_at > now);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const poll of polls) expect(poll.votes).toBeGreaterThan(0);
    for (const poll of closed) expect(poll.ended_notified).toBe(1);
    expect(count('SELECT count(*) AS n FROM poll_votes v JOIN polls p ON p.id = v.poll_id WHERE v.account_id = ? AND p.expires_at <= ?', local('demo').id, now)).toBe(1);
    expect(count('SELECT count(*) AS n FROM polls WHERE multiple = 1')).toBeGreaterThanOrEqual(1);
  });

  it('gives demo direct conversations, one of them unread', () => {
    const demo = local('demo');
    const conversations = all<{ unread: number; last_status_id: string }>('SELECT * FROM account_conversations WHERE account_id = ?', demo.id);
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    expect(conversations.filter((c) => c.unread === 1).length).toBeGreaterThanOrEqual(1);
    expect(conversations.filter((c) => c.unread === 0).length).toBeGreaterThanOrEqual(1);
    expect(count("SELECT count(*) AS n FROM statuses s JOIN mentions m ON m.status_id = s.id WHERE s.visibility = 'direct' AND m.account_id = ?", demo.id)).toBeGreaterThanOrEqual(3);
  });

  it('gives demo notifications of every type', () => {
    const types = all<{ type: string; n: number }>('SELECT type, count(*) AS n FROM notifications WHERE account_id = ? GROUP BY type', local('demo').id);
    const byType = Object.fromEntries(types.map((row) => [row.type, row.n]));
    for (const type of ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'poll', 'status']) expect(byType[type]).toBeGreaterThan(0);
    // Nothing from the account demo mutes (with notifications) or blocks.
    const muted = findAccountByHandle(instance.db, 'chatty', 'busy.example');
    const blocked = findAccountByHandle(instance.db, 'loud', 'noisy.example');
    expect(count('SELECT count(*) AS n FROM notifications WHERE account_id = ? AND from_account_id IN (?, ?)', local('demo').id, muted?.id ?? '', blocked?.id ?? '')).toBe(0);
  });

  it('leaves follow requests pending, for demo and for carol (locked)', () => {
    const requests = all<{ from: string; to: string }>(
      "SELECT a.username || ifnull('@' || a.domain, '') AS 'from', t.username AS 'to' FROM follow_requests r JOIN accounts a ON a.id = r.account_id JOIN accounts t ON t.id = r.target_account_id ORDER BY r.id",
    );
    expect(requests).toEqual([
      { from: 'frank', to: 'carol' },
      { from: 'lain@pleroma.example', to: 'demo' },
    ]);
  });

  it('has demo follow most accounts, and be followed back', () => {
    const demo = local('demo');
    expect(count('SELECT count(*) AS n FROM follows WHERE account_id = ?', demo.id)).toBeGreaterThanOrEqual(8);
    expect(count('SELECT count(*) AS n FROM follows WHERE target_account_id = ?', demo.id)).toBeGreaterThanOrEqual(6);
    expect(count('SELECT count(*) AS n FROM follows WHERE account_id = ? AND target_account_id = ? AND notify = 1', demo.id, local('bob').id)).toBe(1);
    expect(count('SELECT count(*) AS n FROM follows WHERE account_id = ? AND target_account_id = ?', demo.id, local('carol').id)).toBe(1);
  });

  it("gives demo lists, a filter, a mute, a block, bookmarks, pins and favourites", () => {
    const demo = local('demo');
    const lists = all<{ title: string; members: number }>(
      'SELECT l.title, (SELECT count(*) FROM list_accounts la WHERE la.list_id = l.id) AS members FROM lists l WHERE l.account_id = ? ORDER BY l.id',
      demo.id,
    );
    expect(lists.map((list) => list.title)).toEqual(['Friends', 'Photography']);
    for (const list of lists) expect(list.members).toBeGreaterThanOrEqual(2);
    const filters = all<{ keyword: string; context: string; action: string; whole_word: number }>(
      'SELECT k.keyword, k.whole_word, f.context, f.action FROM filters f JOIN filter_keywords k ON k.filter_id = f.id WHERE f.account_id = ?',
      demo.id,
    );
    expect(filters).toEqual([expect.objectContaining({ keyword: 'spoiler', action: 'warn', whole_word: 1 })]);
    expect(JSON.parse(filters[0]?.context ?? '[]')).toEqual(['home', 'public']);
    expect(count('SELECT count(*) AS n FROM mutes WHERE account_id = ?', demo.id)).toBe(1);
    expect(count('SELECT count(*) AS n FROM blocks b JOIN accounts a ON a.id = b.target_account_id WHERE b.account_id = ? AND a.domain IS NOT NULL', demo.id)).toBe(1);
    expect(count('SELECT count(*) AS n FROM bookmarks WHERE account_id = ?', demo.id)).toBeGreaterThanOrEqual(2);
    expect(count('SELECT count(*) AS n FROM status_pins WHERE account_id = ?', demo.id)).toBe(2);
    expect(count('SELECT count(*) AS n FROM favourites WHERE account_id = ?', demo.id)).toBeGreaterThan(5);
  });

  it('gives the explore screen at least three trending statuses, tags and links, and three suggestions for demo', () => {
    const window = trendWindow(instance);
    const now = instance.now().toISOString();
    expect(trendingStatusIds(instance.db, window, local('demo').id, now, 20, 0).length).toBeGreaterThanOrEqual(3);
    expect(trendingTags(instance.db, window, 10, 0).length).toBeGreaterThanOrEqual(3);
    const links = trendingLinks(instance.db, window, 10, 0);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(JSON.parse(link.card)).toMatchObject({ url: link.url, title: expect.any(String) });
    const suggested = accountSuggestions(instance, local('demo').id, 40).map(({ account }) => `${account.username}@${account.domain ?? ''}`);
    expect(suggested).toEqual(expect.arrayContaining(['tomas@brass.example', 'noor@allotment.example', 'kai@spokes.example']));
  });

  it('serialises every status as a valid Mastodon Status for demo', () => {
    const demo = local('demo');
    const statuses = all<StatusRow>('SELECT * FROM statuses ORDER BY id');
    for (const status of statuses) {
      const json = serializeStatus(instance, status, demo.id);
      expect(() => StatusSchema.parse(json)).not.toThrow();
    }
  });

  it('is deterministic: a second seed writes the same texts in the same order; another PRNG does not', async () => {
    const texts = (target: Instance): string[] =>
      target.db
        .prepare<[], { text: string; who: string }>('SELECT s.text, a.username AS who FROM statuses s JOIN accounts a ON a.id = s.account_id ORDER BY s.id')
        .all()
        .map((row) => `${row.who}: ${row.text}`);
    const again = memoryInstance();
    const other = memoryInstance();
    try {
      await seedDemo(again);
      await seedDemo(other, { random: mulberry32(1) });
      expect(texts(again)).toEqual(texts(instance));
      expect(texts(other)).not.toEqual(texts(instance));
    } finally {
      dispose(again);
      dispose(other);
    }
  }, 60_000);
});
