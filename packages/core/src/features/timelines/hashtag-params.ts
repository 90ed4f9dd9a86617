import type { SettingObject, SettingValue } from '../settings/settings-state';
import type { TagParams } from './timelines-actions';

/** A hashtag column's modes (SPEC §7 `/timelines/tag/{tag}` with any[], all[], none[]). */
export const TAG_MODES = ['any', 'all', 'none'] as const;
export type TagMode = (typeof TAG_MODES)[number];

/** Tags as typed: split at spaces and commas, without '#', lowercase, each once. */
export function parseTagList(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

// Mastodon's web client keeps each tag as { value, label }; Trumpet keeps the name. Both are read.
const tagName = (value: SettingValue): string | null => {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.value === 'string') return value.value;
  return null;
};

/** The extra tags stored in a hashtag column's params (`params.tags.{any,all,none}`). */
export function hashtagColumnTags(params: SettingObject): TagParams {
  const stored = params.tags;
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const tags: TagParams = {};
  for (const mode of TAG_MODES) {
    const list = stored[mode];
    const names = Array.isArray(list) ? parseTagList(list.flatMap((item) => tagName(item) ?? []).join(' ')) : [];
    if (names.length > 0) tags[mode] = names;
  }
  return tags;
}

/** The tags in a hashtag timeline's name: `any=a+b&none=c` (what `tagsInName` reads back). */
export function tagsForName(tags: TagParams): string {
  return TAG_MODES.flatMap((mode) => (tags[mode]?.length ? [`${mode}=${tags[mode].join('+')}`] : [])).join('&');
}

export function tagsInName(text: string): TagParams {
  const tags: TagParams = {};
  for (const part of text.split('&')) {
    const at = part.indexOf('=');
    const mode = TAG_MODES.find((known) => known === part.slice(0, at));
    const names = parseTagList(part.slice(at + 1).replace(/\+/g, ' '));
    if (mode && names.length > 0) tags[mode] = names;
  }
  return tags;
}
