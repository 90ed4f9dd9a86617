import { isComposePrivacy, POLL_MAX_OPTIONS, type ComposeDraft, type ComposePoll } from './compose-state';

export { draftOf, isBlankDraft, type ComposeDraft } from './compose-state';

export const draftKey = (me: string): string => `composeDraft:${me}`;
export const tagHistoryKey = (me: string): string => `tagHistory:${me}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function parsePoll(value: unknown): ComposePoll | null {
  if (!isObject(value)) return null;
  const { options, expiresIn, multiple } = value;
  if (!Array.isArray(options) || !options.every((option) => typeof option === 'string') || options.length > POLL_MAX_OPTIONS) return null;
  if (typeof expiresIn !== 'number' || typeof multiple !== 'boolean') return null;
  return { options: [...options], expiresIn, multiple };
}

/** A stored draft as it came back from the `preferences` service, or null when it is not one. */
export function parseDraft(value: unknown): ComposeDraft | null {
  if (!isObject(value)) return null;
  const { text, spoiler, spoilerText, privacy, inReplyToId } = value;
  if (typeof text !== 'string' || typeof spoiler !== 'boolean' || typeof spoilerText !== 'string' || !isComposePrivacy(privacy)) return null;
  if (inReplyToId !== null && typeof inReplyToId !== 'string') return null;
  // Drafts stored before language and schedule were kept have neither.
  const language = typeof value.language === 'string' && value.language !== '' ? value.language : null;
  const scheduledAt = typeof value.scheduledAt === 'string' && !Number.isNaN(Date.parse(value.scheduledAt)) ? value.scheduledAt : null;
  return { text, spoiler, spoilerText, privacy, inReplyToId, poll: parsePoll(value.poll), language, scheduledAt };
}
