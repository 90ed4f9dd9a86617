import type { Instance } from '../context';
import { tagRelationships, tagsByNames } from '../db/repositories/tags';
import { tagHistories, type HistoryJson } from '../services/tag-history';

/** https://docs.joinmastodon.org/entities/Tag/ */
export interface TagJson {
  /** '' for a name no status, follow or feature has used yet (Mastodon's unsaved Tag: `nil.to_s`). */
  id: string;
  name: string;
  url: string;
  history: HistoryJson[];
  following?: boolean;
  featuring?: boolean;
}

export const tagUrl = (instance: Instance, name: string): string => `${instance.config.baseUrl}/tags/${encodeURIComponent(name)}`;

/**
 * Tags by (normalized) name, as REST::TagSerializer: id, name, url and the week's history; signed
 * in, whether the viewer follows and features each.
 */
export function serializeTags(instance: Instance, names: readonly string[], viewerId: string | null): TagJson[] {
  const { db } = instance;
  const rows = tagsByNames(db, names);
  const histories = tagHistories(instance, names);
  const relations = viewerId === null ? null : tagRelationships(db, viewerId, [...rows.values()].map((row) => row.id));
  return names.map((name) => {
    const row = rows.get(name);
    const json: TagJson = { id: row ? String(row.id) : '', name, url: tagUrl(instance, name), history: histories.get(name) ?? [] };
    if (relations) {
      json.following = row !== undefined && relations.following.has(row.id);
      json.featuring = row !== undefined && relations.featuring.has(row.id);
    }
    return json;
  });
}

export function serializeTag(instance: Instance, name: string, viewerId: string | null): TagJson {
  const [json] = serializeTags(instance, [name], viewerId);
  if (!json) throw new Error(`tag ${name} was not serialized`);
  return json;
}
