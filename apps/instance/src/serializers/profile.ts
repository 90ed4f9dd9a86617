import type { Instance } from '../context';
import { featuredTagsOf } from '../db/repositories/featured-tags';
import type { AccountRow } from '../db/rows';
import { storedFields, type FieldJson } from './account';
import { serializeFeaturedTag, type FeaturedTagJson } from './featured-tag';
import { mediaUrl } from './urls';

export interface ProfileJson {
  id: string;
  display_name: string;
  note: string;
  fields: FieldJson[];
  avatar: string | null;
  avatar_static: string | null;
  avatar_description: string;
  header: string | null;
  header_static: string | null;
  header_description: string;
  locked: boolean;
  bot: boolean;
  hide_collections: boolean;
  discoverable: boolean;
  indexable: boolean;
  show_media: boolean;
  show_media_replies: boolean;
  show_featured: boolean;
  attribution_domains: string[];
  featured_tags: FeaturedTagJson[];
}

/**
 * The signed-in user's profile in its source form (Mastodon 4.6's REST::ProfileSerializer): the bio
 * and field values as written, no default picture for a missing one. What this instance does not
 * keep answers Mastodon's defaults: no image descriptions, collections shown, not indexable, every
 * profile tab shown, no attribution domains.
 */
export function serializeProfile(instance: Instance, account: AccountRow): ProfileJson {
  const avatar = account.avatar_path ? mediaUrl(instance, account.avatar_path) : null;
  const header = account.header_path ? mediaUrl(instance, account.header_path) : null;
  return {
    id: account.id,
    display_name: account.display_name,
    note: account.note,
    fields: storedFields(account).map((field) => ({ name: field.name, value: field.value, verified_at: field.verified_at ?? null })),
    avatar,
    avatar_static: avatar,
    avatar_description: '',
    header,
    header_static: header,
    header_description: '',
    locked: account.locked === 1,
    bot: account.bot === 1,
    hide_collections: false,
    discoverable: account.discoverable === 1,
    indexable: false,
    show_media: true,
    show_media_replies: true,
    show_featured: true,
    attribution_domains: [],
    featured_tags: featuredTagsOf(instance.db, account.id).map((row) => serializeFeaturedTag(instance, account, row)),
  };
}
