import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { ApiError } from '../http/api-error';
import { isUploadedFile, type UploadedFile } from '../http/multipart';
import { bool, record, str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { storedFields } from '../serializers/account';
import { statusLength } from '../text/count';
import { mediaUrl } from '../serializers/urls';
import { csrfValid } from '../sessions/csrf';
import { authorizeFollowRequest } from '../services/follow';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, removeProfileImage, storeProfileImage } from '../services/profile-images';
import { requireSession, sendCsrfError, type SignedIn } from './common';
import { checkbox, csrfField, errorAlert, noticeAlert, textField } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';

// Mastodon's limits: display name 30, bio 500, 4 fields of 255 characters each.
const MAX_FIELDS = 4;
const length = (text: string): number => [...text].length;

interface ProfileForm {
  display_name: string;
  note: string;
  locked: boolean;
  bot: boolean;
  fields: { name: string; value: string }[];
}

function sendProfilePage(instance: Instance, reply: FastifyReply, signedIn: SignedIn, form: ProfileForm, status: number, errors: string[], notice?: string) {
  const account = signedIn.session.account;
  const rows = Array.from({ length: MAX_FIELDS }, (_, index) => form.fields[index] ?? { name: '', value: '' });
  const avatar = account.avatar_path
    ? html`<img class="avatar" src="${mediaUrl(instance, account.avatar_path)}" alt="">`
    : html`<div class="avatar" aria-hidden="true">${account.username.slice(0, 1).toUpperCase()}</div>`;
  const body = html`<div class="card">
    <div class="identity">${avatar}<div><h1>Edit profile</h1><div class="muted">@${account.username}@${instance.config.domain}</div></div></div>
    ${noticeAlert(notice)}${errorAlert(errors)}
    <form method="post" action="/settings/profile" enctype="multipart/form-data">
      ${csrfField(signedIn.csrf)}
      ${textField({ name: 'display_name', label: 'Display name', value: form.display_name, hint: 'Up to 30 characters.' })}
      ${textField({ name: 'note', label: 'Bio', value: form.note, multiline: true, hint: 'Up to 500 characters. Links, @mentions and #hashtags work.' })}
      <div class="row">
        <div class="field"><label for="field-avatar">Avatar</label><input type="file" id="field-avatar" name="avatar" accept="${PROFILE_IMAGE_TYPES.join(',')}"><div class="hint">PNG, GIF, JPEG or WebP, at most 8 MB. Cropped to 400×400.</div></div>
        <div class="field"><label for="field-header">Header</label><input type="file" id="field-header" name="header" accept="${PROFILE_IMAGE_TYPES.join(',')}"><div class="hint">PNG, GIF, JPEG or WebP, at most 8 MB. Cropped to 1500×500.</div></div>
      </div>
      ${checkbox('locked', 'Require follow requests', form.locked, 'You approve each new follower by hand.')}
      ${checkbox('bot', 'This is a bot account', form.bot, 'It acts automatically and may not be monitored.')}
      <fieldset>
        <legend>Profile metadata</legend>
        <p class="hint">Up to 4 items shown as a table on your profile.</p>
        ${rows.map(
          (row, index) => html`<div class="row">
            <input type="text" name="fields[${index}][name]" value="${row.name}" maxlength="255" placeholder="Label" aria-label="Label ${index + 1}">
            <input type="text" name="fields[${index}][value]" value="${row.value}" maxlength="255" placeholder="Content" aria-label="Content ${index + 1}">
          </div>`,
        )}
      </fieldset>
      <div class="actions"><button type="submit" class="button">Save changes</button></div>
    </form>
  </div>`;
  return sendHtml(reply, status, renderPage(instance, { title: 'Edit profile', body, session: signedIn, current: '/settings/profile' }));
}

function readForm(params: Record<string, unknown>): ProfileForm {
  const fields = Object.values(record(params.fields)).map((entry) => {
    const field = record(entry);
    return { name: (str(field.name) ?? '').trim(), value: (str(field.value) ?? '').trim() };
  });
  return {
    display_name: (str(params.display_name) ?? '').trim(),
    note: (str(params.note) ?? '').replace(/\r\n/g, '\n').trim(),
    locked: bool(params.locked) === true,
    bot: bool(params.bot) === true,
    fields: fields.filter((field) => field.name !== '' || field.value !== ''),
  };
}

function validate(form: ProfileForm): string[] {
  const errors: string[] = [];
  if (length(form.display_name) > 30) errors.push('Display name is too long (maximum is 30 characters).');
  // Counted as Mastodon counts a bio: a URL is 23 characters, a remote mention its local part.
  if (statusLength(form.note) > 500) errors.push('Bio is too long (maximum is 500 characters).');
  if (form.fields.length > MAX_FIELDS) errors.push(`At most ${MAX_FIELDS} profile metadata items are allowed.`);
  for (const field of form.fields) {
    if (length(field.name) > 255 || length(field.value) > 255) errors.push('Each profile metadata label and content can have at most 255 characters.');
  }
  return [...new Set(errors)];
}

function uploadOf(params: Record<string, unknown>, name: string): UploadedFile | null {
  const value = params[name];
  return isUploadedFile(value) && value.data.length > 0 ? value : null;
}

const uploadProblem = (label: string, file: UploadedFile): string | null => {
  if (!PROFILE_IMAGE_TYPES.includes(file.mimetype)) return `${label} must be a PNG, GIF, JPEG or WebP image.`;
  return file.data.length > PROFILE_IMAGE_MAX_BYTES ? `${label} must be smaller than 8 MB.` : null;
};

/** Unlocking an account lets everyone waiting in, as Mastodon's UpdateAccountService does. */
function approvePendingFollowers(instance: Instance, accountId: string): void {
  const pending = instance.db
    .prepare<[string], { account_id: string }>('SELECT account_id FROM follow_requests WHERE target_account_id = ? ORDER BY id')
    .all(accountId);
  for (const { account_id } of pending) authorizeFollowRequest(instance, accountId, account_id);
}

/** /settings/profile: display name, bio, avatar, header, locked, bot and profile fields. */
export function profileRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/settings/profile', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const { account } = signedIn.session;
    const form: ProfileForm = {
      display_name: account.display_name,
      note: account.note,
      locked: account.locked === 1,
      bot: account.bot === 1,
      fields: storedFields(account).map((field) => ({ name: field.name, value: field.value })),
    };
    const saved = str(paramsOf(request).saved) === '1';
    return sendProfilePage(instance, reply, signedIn, form, 200, [], saved ? 'Your profile was saved.' : undefined);
  });

  app.post('/settings/profile', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, signedIn);
    const params = paramsOf(request);
    const form = readForm(params);
    const errors = validate(form);
    const uploads = { avatar: uploadOf(params, 'avatar'), header: uploadOf(params, 'header') };
    for (const [kind, file] of Object.entries(uploads)) {
      const problem = file ? uploadProblem(kind === 'avatar' ? 'Avatar' : 'Header', file) : null;
      if (problem) errors.push(problem);
    }
    if (errors.length > 0) return sendProfilePage(instance, reply, signedIn, form, 422, errors);

    const account = signedIn.session.account;
    const paths: { avatar: string | null; header: string | null } = { avatar: null, header: null };
    for (const kind of ['avatar', 'header'] as const) {
      const file = uploads[kind];
      if (!file) continue;
      try {
        paths[kind] = await storeProfileImage(instance, account.id, kind, file);
      } catch (error) {
        const label = kind === 'avatar' ? 'Avatar' : 'Header';
        errors.push(error instanceof ApiError ? `${error.message.replace(/^Validation failed: /, '')}.` : `${label} could not be stored.`);
      }
    }
    if (errors.length > 0) {
      for (const stored of Object.values(paths)) await removeProfileImage(instance, stored);
      return sendProfilePage(instance, reply, signedIn, form, 422, errors);
    }

    // A field keeps its verification while its value is unchanged (Mastodon re-verifies on change).
    const previous = storedFields(account);
    const fields = form.fields.map((field) => ({
      name: field.name,
      value: field.value,
      verified_at: previous.find((old) => old.name === field.name && old.value === field.value)?.verified_at ?? null,
    }));
    instance.db
      .prepare(
        `UPDATE accounts SET display_name = ?, note = ?, locked = ?, bot = ?, fields = ?,
         avatar_path = coalesce(?, avatar_path), header_path = coalesce(?, header_path) WHERE id = ?`,
      )
      .run(form.display_name, form.note, form.locked ? 1 : 0, form.bot ? 1 : 0, JSON.stringify(fields), paths.avatar, paths.header, account.id);
    if (account.locked === 1 && !form.locked) approvePendingFollowers(instance, account.id);
    for (const kind of ['avatar', 'header'] as const) if (paths[kind]) await removeProfileImage(instance, account[`${kind}_path`]);
    signedIn.session.account = findAccount(instance.db, account.id) ?? account;
    return reply.redirect('/settings/profile?saved=1', 302);
  });
}
