import type { ListRow } from '../db/rows';

export interface ListJson {
  id: string;
  title: string;
  replies_policy: string;
  exclusive: boolean;
}

/** https://docs.joinmastodon.org/entities/List/ */
export function serializeList(row: ListRow): ListJson {
  return { id: row.id, title: row.title, replies_policy: row.replies_policy, exclusive: row.exclusive === 1 };
}
