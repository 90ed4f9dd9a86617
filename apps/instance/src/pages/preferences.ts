import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { bool, str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { csrfValid } from '../sessions/csrf';
import { isDisplayMedia, readPreferences, savePreferences, type BOOLEAN_PREFERENCES, type WebPreferences } from '../services/web-preferences';
import { requireSession, sendCsrfError, type SignedIn } from './common';
import { checkbox, csrfField, errorAlert, noticeAlert, selectField } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';

const PRIVACY_CHOICES = [
  ['public', 'Public — visible to everyone, shown in public timelines'],
  ['unlisted', 'Unlisted — visible to everyone, not in public timelines'],
  ['private', 'Followers-only — visible to followers only'],
] as const;

const DISPLAY_MEDIA_CHOICES = [
  ['default', 'Hide media marked as sensitive'],
  ['show_all', 'Always show media'],
  ['hide_all', 'Always hide media'],
] as const;

const LABELS: Record<(typeof BOOLEAN_PREFERENCES)[number], string> = {
  unfollow_modal: 'Confirm before unfollowing someone',
  boost_modal: 'Confirm before boosting',
  delete_modal: 'Confirm before deleting a post',
  auto_play_gif: 'Auto-play animated GIFs',
  reduce_motion: 'Reduce motion in animations',
  expand_spoilers: 'Always expand posts marked with content warnings',
};

interface PreferencesForm extends WebPreferences {
  default_privacy: string;
  default_sensitive: boolean;
}

function sendPreferencesPage(instance: Instance, reply: FastifyReply, signedIn: SignedIn, form: PreferencesForm, status: number, errors: string[], notice?: string) {
  const body = html`<div class="card">
    <h1>Preferences</h1>
    <p class="lead">How posting and reading work for you. The web app picks these up the next time it loads.</p>
    ${noticeAlert(notice)}${errorAlert(errors)}
    <form method="post" action="/settings/preferences">
      ${csrfField(signedIn.csrf)}
      <h2>Posting</h2>
      ${selectField('default_privacy', 'Default post privacy', form.default_privacy, PRIVACY_CHOICES)}
      ${checkbox('default_sensitive', 'Always mark media as sensitive', form.default_sensitive)}
      <h2>Reading</h2>
      ${selectField('display_media', 'Media display', form.display_media, DISPLAY_MEDIA_CHOICES)}
      ${checkbox('expand_spoilers', LABELS.expand_spoilers, form.expand_spoilers)}
      ${checkbox('auto_play_gif', LABELS.auto_play_gif, form.auto_play_gif)}
      ${checkbox('reduce_motion', LABELS.reduce_motion, form.reduce_motion)}
      <h2>Confirmations</h2>
      ${checkbox('unfollow_modal', LABELS.unfollow_modal, form.unfollow_modal)}
      ${checkbox('boost_modal', LABELS.boost_modal, form.boost_modal)}
      ${checkbox('delete_modal', LABELS.delete_modal, form.delete_modal)}
      <div class="actions"><button type="submit" class="button">Save changes</button></div>
    </form>
  </div>`;
  return sendHtml(reply, status, renderPage(instance, { title: 'Preferences', body, session: signedIn, current: '/settings/preferences' }));
}

export function preferencesRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/settings/preferences', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const { account } = signedIn.session;
    const form: PreferencesForm = {
      ...readPreferences(instance.db, account.id),
      default_privacy: account.source_privacy,
      default_sensitive: account.source_sensitive === 1,
    };
    const saved = str(paramsOf(request).saved) === '1';
    return sendPreferencesPage(instance, reply, signedIn, form, 200, [], saved ? 'Your preferences were saved.' : undefined);
  });

  app.post('/settings/preferences', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, signedIn);
    const params = paramsOf(request);
    // Checkboxes send nothing when unchecked: absent means off.
    const flag = (name: string) => bool(params[name]) === true;
    const displayMedia = str(params.display_media) ?? 'default';
    const form: PreferencesForm = {
      default_privacy: str(params.default_privacy) ?? 'public',
      default_sensitive: flag('default_sensitive'),
      boost_modal: flag('boost_modal'),
      delete_modal: flag('delete_modal'),
      unfollow_modal: flag('unfollow_modal'),
      auto_play_gif: flag('auto_play_gif'),
      reduce_motion: flag('reduce_motion'),
      expand_spoilers: flag('expand_spoilers'),
      display_media: isDisplayMedia(displayMedia) ? displayMedia : 'default',
    };
    const errors: string[] = [];
    if (!PRIVACY_CHOICES.some(([value]) => value === form.default_privacy)) {
      errors.push('Default post privacy must be public, unlisted or followers-only.');
      form.default_privacy = signedIn.session.account.source_privacy;
    }
    if (!isDisplayMedia(displayMedia)) errors.push('Media display must be one of the listed choices.');
    if (errors.length > 0) return sendPreferencesPage(instance, reply, signedIn, form, 422, errors);

    const { id } = signedIn.session.account;
    instance.db.transaction(() => {
      instance.db.prepare('UPDATE accounts SET source_privacy = ?, source_sensitive = ? WHERE id = ?').run(form.default_privacy, form.default_sensitive ? 1 : 0, id);
      savePreferences(instance.db, id, form);
    })();
    return reply.redirect('/settings/preferences?saved=1', 302);
  });
}
