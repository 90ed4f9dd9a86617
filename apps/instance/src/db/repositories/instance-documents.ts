import type { Db } from '../connection';

export interface InstanceRuleRow {
  id: number;
  text: string;
  hint: string;
}

export interface InstanceDocumentRow {
  text: string;
  updated_at: string;
}

/** The names `instance_documents` holds. */
export type InstanceDocumentName = 'extended_description';

export function instanceRules(db: Db): InstanceRuleRow[] {
  return db.prepare<[], InstanceRuleRow>('SELECT id, text, hint FROM instance_rules ORDER BY position, id').all();
}

/** Replaces the rules with these, in this order. */
export function replaceInstanceRules(db: Db, rules: readonly { text: string; hint: string }[], now: string): void {
  const insert = db.prepare('INSERT INTO instance_rules (position, text, hint, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    db.prepare('DELETE FROM instance_rules').run();
    rules.forEach((rule, position) => insert.run(position, rule.text, rule.hint, now));
  })();
}

export function instanceDocument(db: Db, name: InstanceDocumentName): InstanceDocumentRow | undefined {
  return db.prepare<[string], InstanceDocumentRow>('SELECT text, updated_at FROM instance_documents WHERE name = ?').get(name);
}

export function saveInstanceDocument(db: Db, name: InstanceDocumentName, text: string, now: string): void {
  db.prepare('INSERT OR REPLACE INTO instance_documents (name, text, updated_at) VALUES (?, ?, ?)').run(name, text, now);
}
