import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.join(__dirname, '../../src/db/migrations');

describe('migration 073 (filters v2)', () => {
  it('turns each v1 filter into a filter with one keyword, both keeping its id', () => {
    const db = new Database(':memory:');
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '073')) db.exec(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
    db.prepare("INSERT INTO accounts (id, username, created_at) VALUES ('a', 'alice', '2024-01-01T00:00:00.000Z')").run();
    const insert = db.prepare('INSERT INTO filters (id, account_id, phrase, context, whole_word, irreversible, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    insert.run('1', 'a', 'spoiler', '["home"]', 1, 0, null, '2024-01-01T00:00:00.000Z');
    insert.run('2', 'a', 'c++', '["public","thread"]', 0, 1, '2030-01-01T00:00:00.000Z', '2024-01-02T00:00:00.000Z');
    db.exec(readFileSync(path.join(MIGRATIONS, files.find((name) => name.startsWith('073')) ?? ''), 'utf8'));

    expect(db.prepare('SELECT id, account_id, title, context, action, expires_at FROM filters ORDER BY id').all()).toEqual([
      { id: '1', account_id: 'a', title: 'spoiler', context: '["home"]', action: 'warn', expires_at: null },
      { id: '2', account_id: 'a', title: 'c++', context: '["public","thread"]', action: 'hide', expires_at: '2030-01-01T00:00:00.000Z' },
    ]);
    expect(db.prepare('SELECT id, filter_id, keyword, whole_word FROM filter_keywords ORDER BY id').all()).toEqual([
      { id: '1', filter_id: '1', keyword: 'spoiler', whole_word: 1 },
      { id: '2', filter_id: '2', keyword: 'c++', whole_word: 0 },
    ]);
    db.close();
  });
});
