import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.join(__dirname, '../../src/db/migrations');
const AT = '2024-01-01T00:00:00.000Z';

describe('migration 080 (status full-text search)', () => {
  let db: Database.Database;
  const found = (match: string): string[] =>
    db
      .prepare<[string], { status_id: string }>('SELECT status_id FROM status_search WHERE status_search MATCH ? ORDER BY status_id')
      .all(match)
      .map((row) => row.status_id);
  const insertStatus = (id: string, text: string, extra: { spoiler?: string; reblogOf?: string } = {}): void => {
    db.prepare(
      `INSERT INTO statuses (id, account_id, uri, text, spoiler_text, visibility, reblog_of_id, conversation_id, created_at)
       VALUES (?, 'a', ?, ?, ?, 'public', ?, ?, ?)`,
    ).run(id, `https://x.example/${id}`, text, extra.spoiler ?? '', extra.reblogOf ?? null, id, AT);
  };

  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '080')) db.exec(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
    db.prepare("INSERT INTO accounts (id, username, created_at) VALUES ('a', 'alice', ?)").run(AT);
    insertStatus('100000000000000001', 'Déjà vu at the café', { spoiler: 'Coffee' });
    insertStatus('100000000000000002', 'boost', { reblogOf: '100000000000000001' });
    insertStatus('100000000000000003', 'Vote now');
    db.prepare("INSERT INTO polls (id, status_id, account_id, options, created_at) VALUES ('p', '100000000000000003', 'a', '[\"Tea\",\"Cocoa\"]', ?)").run(AT);
    db.prepare("INSERT INTO media_attachments (id, account_id, status_id, type, description, created_at) VALUES ('m', 'a', '100000000000000003', 'image', 'A teapot', ?)").run(AT);
    db.exec(readFileSync(path.join(MIGRATIONS, files.find((name) => name.startsWith('080')) ?? ''), 'utf8'));
  });
  afterEach(() => db.close());

  it('indexes existing statuses (not boosts): text, content warning, poll options and media descriptions', () => {
    expect(db.prepare('SELECT count(*) AS n FROM status_search').get()).toEqual({ n: 2 });
    expect(found('deja cafe')).toEqual(['100000000000000001']);
    expect(found('coffee')).toEqual(['100000000000000001']);
    expect(found('cocoa teapot')).toEqual(['100000000000000003']);
  });

  it('keeps the index in step with new, edited and deleted statuses, polls and media', () => {
    insertStatus('100000000000000004', 'Fresh bread');
    insertStatus('100000000000000005', 'boost again', { reblogOf: '100000000000000004' });
    expect(found('bread')).toEqual(['100000000000000004']);
    expect(found('again')).toEqual([]);

    db.prepare("UPDATE statuses SET text = 'Stale bread', spoiler_text = 'Crumbs' WHERE id = '100000000000000004'").run();
    expect(found('fresh')).toEqual([]);
    expect(found('stale crumbs')).toEqual(['100000000000000004']);

    db.prepare(`UPDATE polls SET options = '["Juice"]' WHERE id = 'p'`).run();
    expect(found('cocoa')).toEqual([]);
    expect(found('juice')).toEqual(['100000000000000003']);
    db.prepare("UPDATE media_attachments SET description = 'A kettle' WHERE id = 'm'").run();
    expect(found('teapot')).toEqual([]);
    expect(found('kettle')).toEqual(['100000000000000003']);
    db.prepare("UPDATE media_attachments SET status_id = '100000000000000004' WHERE id = 'm'").run();
    expect(found('kettle')).toEqual(['100000000000000004']);
    db.prepare("DELETE FROM polls WHERE id = 'p'").run();
    expect(found('juice')).toEqual([]);
    expect(found('vote')).toEqual(['100000000000000003']);

    db.prepare("DELETE FROM statuses WHERE id = '100000000000000004'").run();
    expect(found('bread')).toEqual([]);
    expect(found('kettle')).toEqual([]);
    db.prepare("DELETE FROM statuses WHERE id = '100000000000000001'").run();
    expect(db.prepare('SELECT status_id FROM status_search').all()).toEqual([{ status_id: '100000000000000003' }]);
  });
});
