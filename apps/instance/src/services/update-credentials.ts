import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { ApiError, notFound } from '../http/api-error';
import type { UploadedFile } from '../http/multipart';
import { storedFields } from '../serializers/account';
import { statusLength } from '../text/count';
import { checkProfileImage, removeProfileImage, type ProfileImageKind } from './profile-image-checks';
import { storeProfileImage } from './profile-images';
import { isDefaultQuotePolicy, saveDefaultQuotePolicy, type DefaultQuotePolicy } from './web-preferences';
import { updateAccountColumns, type EditableAccountColumn } from '../db/repositories/accounts';

// Account validations. https://github.com/mastodon/mastodon/blob/main/app/models/account.rb
export const PROFILE_LIMITS = { displayName: 30, note: 500, fields: 4, fieldLength: 255 } as const;
const PRIVACIES = ['public', 'unlisted', 'private'];

/** A param that came but cannot be read as what it should be (an object for a name, `maybe` for a flag): Rails' `is invalid`. */
export const UNREADABLE = Symbol('unreadable');

/** A param as it came: absent (undefined, left as it is), read, or UNREADABLE. */
export type Sent<T> = T | typeof UNREADABLE | undefined;

/** A profile field as sent (`fields_attributes[n][name|value]`), blank parts read as ''. */
export interface FieldParams {
  name: string;
  value: string;
}

/** `source[privacy|sensitive|language|quote_policy]`, the posting defaults; a `language` sent as null is left as it is. */
export interface SourceParams {
  privacy?: Sent<string>;
  sensitive?: Sent<boolean>;
  language?: Sent<string>;
  /** Mastodon 4.5 (API version 7): who may quote new posts by default. */
  quote_policy?: Sent<string>;
}

/** The params of update_credentials, as the route reads them; an image sent blank is absent. */
export interface CredentialParams {
  display_name?: Sent<string>;
  note?: Sent<string>;
  locked?: Sent<boolean>;
  bot?: Sent<boolean>;
  discoverable?: Sent<boolean>;
  fields_attributes?: Sent<FieldParams[]>;
  source?: Sent<SourceParams>;
  avatar?: Sent<UploadedFile>;
  header?: Sent<UploadedFile>;
}

interface FieldInput {
  name: string;
  value: string;
  verified_at?: string | null;
}

/** Collects every invalid attribute, to answer one 422 as Rails' RecordInvalid does. */
class Problems {
  readonly messages: string[] = [];
  readonly details: Record<string, { error: string; description: string }[]> = {};

  add(attribute: string, label: string, error: string, description: string): void {
    this.messages.push(`${label} ${description}`);
    (this.details[attribute] ??= []).push({ error, description });
  }

  throwIfAny(): void {
    if (this.messages.length > 0) throw new ApiError(422, `Validation failed: ${this.messages.join(', ')}`, this.details);
  }
}

/**
 * PATCH /api/v1/accounts/update_credentials: validates everything first (422 on any invalid value),
 * then stores the images and writes the changes. Params absent from the request stay as they are.
 * https://docs.joinmastodon.org/methods/accounts/#update_credentials
 */
export async function updateCredentials(instance: Instance, accountId: string, params: CredentialParams): Promise<AccountRow> {
  const account = findAccount(instance.db, accountId);
  if (!account) throw notFound();
  const problems = new Problems();
  const changes = new Map<EditableAccountColumn, string | number | null>();

  const text = (key: 'display_name' | 'note', label: string, limit: number, length: (value: string) => number): void => {
    const value = params[key];
    if (value === undefined) return;
    if (value === UNREADABLE) return problems.add(key, label, 'ERR_INVALID', 'is invalid');
    if (length(value) > limit) return problems.add(key, label, 'ERR_TOO_LONG', `is too long (maximum is ${limit} characters)`);
    changes.set(key, key === 'display_name' ? value.trim() : value);
  };
  text('display_name', 'Display name', PROFILE_LIMITS.displayName, (value) => [...value.trim()].length);
  text('note', 'Note', PROFILE_LIMITS.note, (value) => statusLength(value));

  for (const [key, label] of [
    ['locked', 'Locked'],
    ['bot', 'Bot'],
    ['discoverable', 'Discoverable'],
  ] as const) {
    const value = params[key];
    if (value === undefined) continue;
    if (value === UNREADABLE) problems.add(key, label, 'ERR_INVALID', 'is invalid');
    else changes.set(key, value ? 1 : 0);
  }

  if (params.fields_attributes === UNREADABLE) {
    problems.add('fields', 'Fields', 'ERR_INVALID', 'is invalid');
  } else if (params.fields_attributes !== undefined) {
    const fields = readFields(params.fields_attributes, storedFields(account), problems);
    if (fields) changes.set('fields', JSON.stringify(fields));
  }

  let quotePolicy: DefaultQuotePolicy | undefined;
  if (params.source === UNREADABLE) problems.add('source', 'Source', 'ERR_INVALID', 'is invalid');
  else if (params.source !== undefined) quotePolicy = readSource(params.source, changes, problems);

  const files: [ProfileImageKind, 'avatar_path' | 'header_path'][] = [
    ['avatar', 'avatar_path'],
    ['header', 'header_path'],
  ];
  const uploads = new Map<ProfileImageKind, UploadedFile>();
  for (const [kind] of files) {
    const value = params[kind];
    if (value === UNREADABLE) problems.add(kind, kind === 'avatar' ? 'Avatar' : 'Header', 'ERR_INVALID', 'is invalid');
    else if (value !== undefined) uploads.set(kind, value);
  }
  problems.throwIfAny();
  for (const [kind, file] of uploads) await checkProfileImage(kind, file);

  const replaced: (string | null)[] = [];
  const stored: string[] = [];
  try {
    for (const [kind, column] of files) {
      const upload = uploads.get(kind);
      if (!upload) continue;
      const file = await storeProfileImage(instance, accountId, kind, upload);
      stored.push(file);
      changes.set(column, file);
      replaced.push(account[column]);
    }
  } catch (error) {
    for (const file of stored) await removeProfileImage(instance, file);
    // A header sharp could read but not decode (a truncated file) is the client's fault, not ours.
    throw error instanceof ApiError ? error : new ApiError(422, 'Validation failed: Image could not be processed');
  }

  updateAccountColumns(instance.db, accountId, changes);
  if (quotePolicy) saveDefaultQuotePolicy(instance.db, accountId, quotePolicy);
  for (const file of replaced) await removeProfileImage(instance, file);
  const updated = findAccount(instance.db, accountId);
  if (!updated) throw notFound();
  return updated;
}

/**
 * The profile fields: those with neither name nor value are dropped, and a field whose value did
 * not change keeps its verification (Account#fields_attributes=).
 */
function readFields(entries: readonly FieldParams[], previous: FieldInput[], problems: Problems): FieldInput[] | null {
  const fields: FieldInput[] = [];
  for (const { name, value } of entries) {
    if (name.trim() === '' && value.trim() === '') continue;
    if ([...name].length > PROFILE_LIMITS.fieldLength || [...value].length > PROFILE_LIMITS.fieldLength) {
      problems.add('fields', 'Fields', 'ERR_TOO_LONG', `is too long (maximum is ${PROFILE_LIMITS.fieldLength} characters per name and value)`);
      return null;
    }
    const verifiedAt = previous.find((field) => field.value === value)?.verified_at ?? null;
    fields.push({ name, value, verified_at: verifiedAt });
  }
  if (fields.length > PROFILE_LIMITS.fields) {
    problems.add('fields', 'Fields', 'ERR_TOO_LONG', `is too long (maximum is ${PROFILE_LIMITS.fields} fields)`);
    return null;
  }
  return fields;
}

/** `source[…]`: the posting defaults kept with the account; answers the default quote policy, kept with the preferences. */
function readSource(source: SourceParams, changes: Map<EditableAccountColumn, string | number | null>, problems: Problems): DefaultQuotePolicy | undefined {
  if (source.privacy !== undefined) {
    const { privacy } = source;
    if (privacy === UNREADABLE || !PRIVACIES.includes(privacy)) problems.add('source.privacy', 'Default privacy', 'ERR_INCLUSION', 'is not included in the list');
    else changes.set('source_privacy', privacy);
  }
  if (source.sensitive !== undefined) {
    const { sensitive } = source;
    if (sensitive === UNREADABLE) problems.add('source.sensitive', 'Default sensitive', 'ERR_INVALID', 'is invalid');
    else changes.set('source_sensitive', sensitive ? 1 : 0);
  }
  if (source.language !== undefined) {
    const language = source.language === UNREADABLE ? undefined : source.language.trim();
    if (language === undefined || (language !== '' && !/^[a-z]{2,3}$/.test(language))) {
      problems.add('source.language', 'Default language', 'ERR_INCLUSION', 'is not included in the list');
    } else {
      changes.set('source_language', language === '' ? null : language);
    }
  }
  if (source.quote_policy === undefined) return undefined;
  if (source.quote_policy !== UNREADABLE && isDefaultQuotePolicy(source.quote_policy)) return source.quote_policy;
  problems.add('source.quote_policy', 'Default quote policy', 'ERR_INCLUSION', 'is not included in the list');
  return undefined;
}

/**
 * DELETE /api/v1/profile/avatar and /header: back to the default picture, the file removed.
 * https://docs.joinmastodon.org/methods/profile/#delete-profile-avatar
 */
export async function removeProfilePicture(instance: Instance, accountId: string, kind: ProfileImageKind): Promise<AccountRow> {
  const account = findAccount(instance.db, accountId);
  if (!account) throw notFound();
  const column = kind === 'avatar' ? 'avatar_path' : 'header_path';
  const previous = account[column];
  if (previous === null) return account;
  updateAccountColumns(instance.db, accountId, new Map([[column, null]]));
  await removeProfileImage(instance, previous);
  return findAccount(instance.db, accountId) ?? account;
}
