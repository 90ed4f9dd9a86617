import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { ApiError, notFound } from '../http/api-error';
import { isUploadedFile } from '../http/multipart';
import { bool, record, str } from '../http/param-readers';
import { storedFields } from '../serializers/account';
import { statusLength } from '../text/count';
import { checkProfileImage, removeProfileImage, type ProfileImageKind } from './profile-image-checks';
import { storeProfileImage } from './profile-images';
import { updateAccountColumns, type EditableAccountColumn } from '../db/repositories/accounts';

// Account validations. https://github.com/mastodon/mastodon/blob/main/app/models/account.rb
export const PROFILE_LIMITS = { displayName: 30, note: 500, fields: 4, fieldLength: 255 } as const;
const PRIVACIES = ['public', 'unlisted', 'private'];


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
export async function updateCredentials(instance: Instance, accountId: string, params: Record<string, unknown>): Promise<AccountRow> {
  const account = findAccount(instance.db, accountId);
  if (!account) throw notFound();
  const problems = new Problems();
  const changes = new Map<EditableAccountColumn, string | number | null>();

  const text = (key: 'display_name' | 'note', label: string, limit: number, length: (value: string) => number): void => {
    if (params[key] === undefined) return;
    const value = str(params[key]);
    if (value === undefined) return problems.add(key, label, 'ERR_INVALID', 'is invalid');
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
    if (params[key] === undefined) continue;
    const value = bool(params[key]);
    if (value === undefined) problems.add(key, label, 'ERR_INVALID', 'is invalid');
    else changes.set(key, value ? 1 : 0);
  }

  if (params.fields_attributes !== undefined) {
    const fields = readFields(params.fields_attributes, storedFields(account), problems);
    if (fields) changes.set('fields', JSON.stringify(fields));
  }

  if (params.source !== undefined) readSource(params.source, changes, problems);

  const files: [ProfileImageKind, 'avatar_path' | 'header_path'][] = [
    ['avatar', 'avatar_path'],
    ['header', 'header_path'],
  ];
  for (const [kind] of files) {
    const value = params[kind];
    if (value !== undefined && value !== '' && !isUploadedFile(value)) problems.add(kind, kind === 'avatar' ? 'Avatar' : 'Header', 'ERR_INVALID', 'is invalid');
  }
  problems.throwIfAny();
  for (const [kind] of files) {
    const value = params[kind];
    if (isUploadedFile(value)) await checkProfileImage(kind, value);
  }

  const replaced: (string | null)[] = [];
  const stored: string[] = [];
  try {
    for (const [kind, column] of files) {
      const value = params[kind];
      if (!isUploadedFile(value)) continue;
      const file = await storeProfileImage(instance, accountId, kind, value);
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
  for (const file of replaced) await removeProfileImage(instance, file);
  const updated = findAccount(instance.db, accountId);
  if (!updated) throw notFound();
  return updated;
}

/**
 * `fields_attributes[n][name|value]` (or a JSON array): fields with neither name nor value are
 * dropped, and a field whose value did not change keeps its verification (Account#fields_attributes=).
 */
function readFields(input: unknown, previous: FieldInput[], problems: Problems): FieldInput[] | null {
  const entries = Array.isArray(input) ? input : typeof input === 'object' && input !== null ? Object.values(input) : input === '' ? [] : null;
  if (entries === null) {
    problems.add('fields', 'Fields', 'ERR_INVALID', 'is invalid');
    return null;
  }
  const fields: FieldInput[] = [];
  for (const entry of entries) {
    const attributes = record(entry);
    const name = str(attributes.name) ?? '';
    const value = str(attributes.value) ?? '';
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

/** `source[privacy|sensitive|language]`: the posting defaults kept with the account. */
function readSource(input: unknown, changes: Map<EditableAccountColumn, string | number | null>, problems: Problems): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    problems.add('source', 'Source', 'ERR_INVALID', 'is invalid');
    return;
  }
  const source = record(input);
  if (source.privacy !== undefined) {
    const privacy = str(source.privacy);
    if (privacy === undefined || !PRIVACIES.includes(privacy)) problems.add('source.privacy', 'Default privacy', 'ERR_INCLUSION', 'is not included in the list');
    else changes.set('source_privacy', privacy);
  }
  if (source.sensitive !== undefined) {
    const sensitive = bool(source.sensitive);
    if (sensitive === undefined) problems.add('source.sensitive', 'Default sensitive', 'ERR_INVALID', 'is invalid');
    else changes.set('source_sensitive', sensitive ? 1 : 0);
  }
  if (source.language !== undefined && source.language !== null) {
    const language = str(source.language)?.trim();
    if (language === undefined || (language !== '' && !/^[a-z]{2,3}$/.test(language))) {
      problems.add('source.language', 'Default language', 'ERR_INCLUSION', 'is not included in the list');
    } else {
      changes.set('source_language', language === '' ? null : language);
    }
  }
}
