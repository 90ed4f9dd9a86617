import { openDatabase } from '../../src/db/connection';

describe('statement cache', () => {
  it('compiles each SQL text once and still answers with current data', () => {
    const db = openDatabase(null);
    const sql = 'SELECT count(*) AS n FROM custom_emojis';
    const first = db.prepare<[], { n: number }>(sql);
    expect(db.prepare(sql)).toBe(first);
    expect(first.get()?.n).toBe(0);
    db.prepare("INSERT INTO custom_emojis (shortcode, image_path) VALUES ('a', 'a.png')").run();
    expect(db.prepare<[], { n: number }>(sql).get()?.n).toBe(1);
    expect(db.prepare('SELECT 1 AS one')).not.toBe(first);
    db.close();
  });
});
