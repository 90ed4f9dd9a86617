import type { Db } from '../connection';
import { selectIn } from './in-list';

export interface ApplicationSummary {
  id: string;
  name: string;
  website: string | null;
}

export function applicationsByIds(db: Db, ids: readonly string[]): Map<string, ApplicationSummary> {
  const rows = selectIn<ApplicationSummary>(db, ids, (list) => `SELECT id, name, website FROM oauth_applications WHERE id IN (${list})`);
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ApplicationRow {
  id: string;
  name: string;
  website: string | null;
  redirect_uris: string;
  scopes: string;
  client_id: string;
  client_secret: string;
  created_at: string;
  superapp: number;
}

export function insertApplication(db: Db, row: ApplicationRow): void {
  db.prepare(
    `INSERT INTO oauth_applications (id, name, website, redirect_uris, scopes, client_id, client_secret, created_at, superapp)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.id, row.name, row.website, row.redirect_uris, row.scopes, row.client_id, row.client_secret, row.created_at, row.superapp);
}

export function applicationById(db: Db, id: string): ApplicationRow | undefined {
  return db.prepare<[string], ApplicationRow>('SELECT * FROM oauth_applications WHERE id = ?').get(id);
}

export function applicationByClientId(db: Db, clientId: string): ApplicationRow | undefined {
  return db.prepare<[string], ApplicationRow>('SELECT * FROM oauth_applications WHERE client_id = ?').get(clientId);
}

/** The first superapp (the built-in "Web" application), if there is one. */
export function firstSuperapp(db: Db): ApplicationRow | undefined {
  return db.prepare<[], ApplicationRow>('SELECT * FROM oauth_applications WHERE superapp = 1 ORDER BY id LIMIT 1').get();
}
