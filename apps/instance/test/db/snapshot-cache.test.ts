import { openDatabase } from '../../src/db/connection';
import { SnapshotCache } from '../../src/db/snapshot-cache';
import { createInstance, seedDemo } from '../../src';
import type { AccountRow, StatusRow } from '../../src/db/rows';
import { serializeAccounts } from '../../src/serializers/account';
import { serializeStatuses } from '../../src/serializers/status';

interface Emoji {
  shortcode: string;
}

function emojiCache() {
  const db = openDatabase(null);
  const cache = new SnapshotCache<Emoji>();
  const loads: string[][] = [];
  const read = (ids: string[]) =>
    cache.read(db, ids, (missing) => {
      loads.push(missing);
      return new Map(missing.filter((id) => id !== 'absent').map((id) => [id, { shortcode: id }]));
    });
  const write = () => db.prepare("INSERT INTO custom_emojis (shortcode, image_path) VALUES (?, 'x.png')").run(`e${loads.length}${Math.random()}`);
  return { db, read, write, loads };
}

describe('snapshot cache', () => {
  it('loads what it lacks in one call and answers from memory while the database is unchanged', () => {
    const { read, loads } = emojiCache();
    expect([...read(['a', 'b']).keys()]).toEqual(['a', 'b']);
    expect([...read(['b', 'c', 'a']).keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(loads).toEqual([['a', 'b'], ['c']]);
  });

  it('remembers that an id has nothing', () => {
    const { read, loads } = emojiCache();
    expect(read(['absent', 'a']).has('absent')).toBe(false);
    expect(read(['absent']).size).toBe(0);
    expect(loads).toEqual([['absent', 'a']]);
  });

  it('starts over after any write to the database', () => {
    const { read, write, loads } = emojiCache();
    read(['a']);
    write();
    read(['a']);
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('keeps nothing read inside a transaction, which may roll back', () => {
    const { db, read, loads } = emojiCache();
    db.transaction(() => {
      read(['a']);
      read(['a']);
    })();
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('freezes what it keeps', () => {
    const { read } = emojiCache();
    const value = read(['a']).get('a');
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => {
      if (value) value.shortcode = 'changed';
    }).toThrow(TypeError);
  });
});

describe('serializers on the snapshot cache', () => {
  it('show a change to a status or an account at the next serialisation', async () => {
    const instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1:4000', rateLimits: false });
    await seedDemo(instance);
    const { db } = instance;
    const status = db.prepare<[], StatusRow>('SELECT * FROM statuses WHERE reblog_of_id IS NULL ORDER BY id DESC LIMIT 1').get();
    if (!status) throw new Error('the demo seed has no status');
    const before = serializeStatuses(instance, [status], null)[0];
    expect(serializeStatuses(instance, [status], null)[0]?.account).toBe(before?.account);

    const other = db.prepare<[string, string], { id: string }>('SELECT id FROM accounts WHERE id <> ? AND id NOT IN (SELECT account_id FROM favourites WHERE status_id = ?) LIMIT 1').get(status.account_id, status.id);
    if (!other) throw new Error('no account left to favourite the status');
    db.prepare("INSERT INTO favourites (id, account_id, status_id, created_at) VALUES ('999999999', ?, ?, '2026-11-25T00:00:00.000Z')").run(other.id, status.id);
    expect(serializeStatuses(instance, [status], null)[0]?.favourites_count).toBe((before?.favourites_count ?? 0) + 1);
    expect(serializeStatuses(instance, [status], other.id)[0]?.favourited).toBe(true);

    db.prepare("UPDATE accounts SET display_name = 'Renamed' WHERE id = ?").run(status.account_id);
    const author = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(status.account_id);
    if (!author) throw new Error('the author is gone');
    expect(serializeAccounts(instance, [author])[0]?.display_name).toBe('Renamed');
    expect(serializeStatuses(instance, [status], null)[0]?.account.display_name).toBe('Renamed');
  });
});
