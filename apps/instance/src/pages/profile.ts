import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { updateProfile } from '../db/repositories/accounts';
import { followRequesterIds } from '../db/repositories/follows';
import { ApiError } from '../http/api-error';
import { isUploadedFile, type UploadedFile } from '../http/multipart';
import { bool, record, str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { storedFields } from '../serializers/account';
import { statusLength } from '../text/count';
import { mediaUrl } from '../serializers/urls';
import { csrfValid } from '../sessions/csrf';
import { authorizeFollowRequest } from '../services/follow';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, removeProfileImage, storeProfileImage, type ProfileImageKind } from '../services/profile-images';
import { requireSession, sendCsrfError, type SignedIn } from './common';
import { checkbox, csrfField, errorAlert, noticeAlert, textField } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';
import { translatorOf } from './page-locale';
import type { Translator } from './translator';

// Mastodon's limits: display name 30, bio 500, 4 fields of 255 characters each.
const MAX_DISPLAY_NAME = 30;
const MAX_NOTE = 500;
const MAX_FIELDS = 4;
const MAX_FIELD_LENGTH = 255;
const MAX_IMAGE_MEGABYTES = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);
const length = (text: string): number => [...text].length;

const IMAGE_SIZES: Record<ProfileImageKind, string> = { avatar: '400×400', header: '1500×500' };

interface ProfileForm {
  display_name: string;
  note: string;
  locked: boolean;
  bot: boolean;
  fields: { name: string; value: string }[];
}

interface ProfileView {
  form: ProfileForm;
  status: number;
  errors: string[];
  notice?: string;
}

function imageField(i18n: Translator, kind: ProfileImageKind) {
  const hint = i18n.t('profile.image_hint', { megabytes: MAX_IMAGE_MEGABYTES, size: IMAGE_SIZES[kind] });
  return html`<div class="field"><label for="field-${kind}">${i18n.t(kind === 'avatar' ? 'profile.avatar' : 'profile.header')}</label><input type="file" id="field-${kind}" name="${kind}" accept="${PROFILE_IMAGE_TYPES.join(',')}"><div class="hint">${hint}</div></div>`;
}

function sendProfilePage(instance: Instance, reply: FastifyReply, i18n: Translator, signedIn: SignedIn, view: ProfileView) {
  const { form, status, errors, notice } = view;
  const account = signedIn.session.account;
  const rows = Array.from({ length: MAX_FIELDS }, (_, index) => form.fields[index] ?? { name: '', value: '' });
  const avatar = account.avatar_path
    ? html`<img class="avatar" src="${mediaUrl(instance, account.avatar_path)}" alt="">`
    : html`<div class="avatar" aria-hidden="true">${account.username.slice(0, 1).toUpperCase()}</div>`;
  const title = i18n.t('profile.title');
  const body = html`<div class="card">
    <div class="identity">${avatar}<div><h1>${title}</h1><div class="muted"><bdi>@${account.username}@${instance.config.domain}</bdi></div></div></div>
    ${noticeAlert(notice)}${errorAlert(i18n, errors)}
    <form method="post" action="/settings/profile" enctype="multipart/form-data">
      ${csrfField(signedIn.csrf)}
      ${textField({ name: 'display_name', label: i18n.t('profile.display_name'), value: form.display_name, hint: i18n.t('profile.display_name_hint', { max: MAX_DISPLAY_NAME }) })}
      ${textField({ name: 'note', label: i18n.t('profile.note'), value: form.note, multiline: true, hint: i18n.t('profile.note_hint', { max: MAX_NOTE }) })}
      <div class="row">
        ${imageField(i18n, 'avatar')}
        ${imageField(i18n, 'header')}
      </div>
      ${checkbox('locked', i18n.t('profile.locked'), form.locked, i18n.t('profile.locked_hint'))}
      ${checkbox('bot', i18n.t('profile.bot'), form.bot, i18n.t('profile.bot_hint'))}
      <fieldset>
        <legend>${i18n.t('profile.fields')}</legend>
        <p class="hint">${i18n.t('profile.fields_hint', { max: MAX_FIELDS })}</p>
        ${rows.map(
          (row, index) => html`<div class="row">
            <input type="text" name="fields[${index}][name]" value="${row.name}" maxlength="${MAX_FIELD_LENGTH}" placeholder="${i18n.t('profile.field_name')}" aria-label="${i18n.t('profile.field_name_label', { number: index + 1 })}">
            <input type="text" name="fields[${index}][value]" value="${row.value}" maxlength="${MAX_FIELD_LENGTH}" placeholder="${i18n.t('profile.field_value')}" aria-label="${i18n.t('profile.field_value_label', { number: index + 1 })}">
          </div>`,
        )}
      </fieldset>
      <div class="actions"><button type="submit" class="button">${i18n.t('common.save_changes')}</button></div>
    </form>
  </div>`;
  return sendHtml(reply, status, renderPage(instance, { i18n, title, body, session: signedIn, current: '/settings/profile' }));
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

function validate(i18n: Translator, form: ProfileForm): string[] {
  const errors: string[] = [];
  if (length(form.display_name) > MAX_DISPLAY_NAME) errors.push(i18n.t('profile.errors.display_name_too_long', { max: MAX_DISPLAY_NAME }));
  // Counted as Mastodon counts a bio: a URL is 23 characters, a remote mention its local part.
  if (statusLength(form.note) > MAX_NOTE) errors.push(i18n.t('profile.errors.note_too_long', { max: MAX_NOTE }));
  if (form.fields.length > MAX_FIELDS) errors.push(i18n.t('profile.errors.too_many_fields', { max: MAX_FIELDS }));
  if (form.fields.some((field) => length(field.name) > MAX_FIELD_LENGTH || length(field.value) > MAX_FIELD_LENGTH)) {
    errors.push(i18n.t('profile.errors.field_too_long', { max: MAX_FIELD_LENGTH }));
  }
  return errors;
}

function uploadOf(params: Record<string, unknown>, name: string): UploadedFile | null {
  const value = params[name];
  return isUploadedFile(value) && value.data.length > 0 ? value : null;
}

function uploadProblem(i18n: Translator, kind: ProfileImageKind, file: UploadedFile): string | null {
  if (!PROFILE_IMAGE_TYPES.includes(file.mimetype)) return i18n.t(kind === 'avatar' ? 'profile.errors.avatar_type' : 'profile.errors.header_type');
  if (file.data.length <= PROFILE_IMAGE_MAX_BYTES) return null;
  return i18n.t(kind === 'avatar' ? 'profile.errors.avatar_size' : 'profile.errors.header_size', { megabytes: MAX_IMAGE_MEGABYTES });
}

/** Why an image that passed uploadProblem was not stored: storeProfileImage's 422 means sharp could not read it. */
function storeProblem(i18n: Translator, kind: ProfileImageKind, error: unknown): string {
  if (error instanceof ApiError) return i18n.t(kind === 'avatar' ? 'profile.errors.avatar_unreadable' : 'profile.errors.header_unreadable');
  return i18n.t(kind === 'avatar' ? 'profile.errors.avatar_not_stored' : 'profile.errors.header_not_stored');
}

/** Unlocking an account lets everyone waiting in, as Mastodon's UpdateAccountService does. */
function approvePendingFollowers(instance: Instance, accountId: string): void {
  for (const requesterId of followRequesterIds(instance.db, accountId)) authorizeFollowRequest(instance, accountId, requesterId);
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
    const i18n = translatorOf(instance, request, signedIn.session);
    const saved = str(paramsOf(request).saved) === '1';
    return sendProfilePage(instance, reply, i18n, signedIn, { form, status: 200, errors: [], notice: saved ? i18n.t('profile.saved') : undefined });
  });

  app.post('/settings/profile', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const i18n = translatorOf(instance, request, signedIn.session);
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, i18n, signedIn);
    const params = paramsOf(request);
    const form = readForm(params);
    const errors = validate(i18n, form);
    const uploads: Record<ProfileImageKind, UploadedFile | null> = { avatar: uploadOf(params, 'avatar'), header: uploadOf(params, 'header') };
    for (const kind of ['avatar', 'header'] as const) {
      const file = uploads[kind];
      const problem = file ? uploadProblem(i18n, kind, file) : null;
      if (problem) errors.push(problem);
    }
    if (errors.length > 0) return sendProfilePage(instance, reply, i18n, signedIn, { form, status: 422, errors });

    const account = signedIn.session.account;
    const paths: { avatar: string | null; header: string | null } = { avatar: null, header: null };
    for (const kind of ['avatar', 'header'] as const) {
      const file = uploads[kind];
      if (!file) continue;
      try {
        paths[kind] = await storeProfileImage(instance, account.id, kind, file);
      } catch (error) {
        errors.push(storeProblem(i18n, kind, error));
      }
    }
    if (errors.length > 0) {
      for (const stored of Object.values(paths)) await removeProfileImage(instance, stored);
      return sendProfilePage(instance, reply, i18n, signedIn, { form, status: 422, errors });
    }

    // A field keeps its verification while its value is unchanged (Mastodon re-verifies on change).
    const previous = storedFields(account);
    const fields = form.fields.map((field) => ({
      name: field.name,
      value: field.value,
      verified_at: previous.find((old) => old.name === field.name && old.value === field.value)?.verified_at ?? null,
    }));
    updateProfile(instance.db, account.id, {
      display_name: form.display_name,
      note: form.note,
      locked: form.locked ? 1 : 0,
      bot: form.bot ? 1 : 0,
      fields: JSON.stringify(fields),
      avatar_path: paths.avatar,
      header_path: paths.header,
    });
    if (account.locked === 1 && !form.locked) approvePendingFollowers(instance, account.id);
    for (const kind of ['avatar', 'header'] as const) if (paths[kind]) await removeProfileImage(instance, account[`${kind}_path`]);
    signedIn.session.account = findAccount(instance.db, account.id) ?? account;
    return reply.redirect('/settings/profile?saved=1', 302);
  });
}
