import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { mediaOfStatuses } from '../db/repositories/media';
import { moderationStatus, reportsIncluding } from '../db/repositories/moderation';
import { findStatus } from '../db/repositories/statuses';
import { idParam } from '../http/params';
import { mediaUrl } from '../serializers/urls';
import { sendErrorPage } from './common';
import { html, safeHref } from './html';
import { renderPage, sendHtml } from './layout';
import { accountSummary, statusPath, visibilityTag } from './moderation-account';
import { accountOr404, accountPath, handleOf, MODERATION_PATH, reportsTable, requireStaff, timeOf } from './moderation-common';

/** /admin/accounts/{id}/statuses/{id}: one of the account's statuses for staff, with the reports that include it. */
export function moderationStatusRoutes(app: FastifyInstance, instance: Instance): void {
  app.get(`${MODERATION_PATH}/:id/statuses/:statusId`, async (request, reply) => {
    const staff = requireStaff(instance, request, reply);
    if (!staff) return reply;
    const account = accountOr404(instance, reply, staff, idParam(request));
    if (!account) return reply;
    const { i18n } = staff;
    const statusId = idParam(request, 'statusId');
    const status = /^\d{1,20}$/.test(statusId) ? moderationStatus(instance.db, account.id, statusId) : undefined;
    if (!status) {
      return sendErrorPage(instance, reply, i18n, { status: 404, title: i18n.t('moderation.status_not_found.title'), message: i18n.t('moderation.status_not_found.message') }, staff);
    }
    const original = status.reblog_of_id ? findStatus(instance.db, status.reblog_of_id) : undefined;
    const shown = original ?? status;
    const media = mediaOfStatuses(instance.db, [shown.id]).get(shown.id) ?? [];
    const publicUrl = safeHref(shown.url);
    const reports = reportsIncluding(instance.db, account.id, status.id);
    const title = i18n.t('moderation.status.title', { handle: handleOf(instance, account) });
    const body = html`<p class="breadcrumb"><a href="${MODERATION_PATH}">${i18n.t('moderation.accounts.title')}</a> › <a href="${accountPath(account)}"><bdi>${handleOf(instance, account)}</bdi></a></p>
      <div class="card">
        ${accountSummary(instance, i18n, account, 'h2')}
      </div>
      <div class="card">
        <h1>${i18n.t('moderation.status.heading')}</h1>
        <div class="status-meta">${timeOf(status.created_at)} ${visibilityTag(i18n, status)}${
          status.edited_at ? html`<span class="tag">${i18n.t('moderation.status.edited')}</span>` : ''
        }${status.in_reply_to_id ? html`<span class="tag">${i18n.t('moderation.statuses.reply')}</span>` : ''}</div>
        ${original ? html`<p class="muted small">${i18n.t('moderation.status.boost_of')} <a href="${statusPath(original)}">${timeOf(original.created_at)}</a></p>` : ''}
        ${shown.spoiler_text ? html`<p><strong>${i18n.t('moderation.statuses.content_warning')}</strong> ${shown.spoiler_text}</p>` : ''}
        <div class="status-text" dir="auto">${shown.text === '' ? html`<span class="muted">${i18n.t('moderation.statuses.no_text')}</span>` : shown.text}</div>
        ${
          media.length > 0
            ? html`<div class="media-strip">${media.map((item) => {
                const src = item.preview_path ? mediaUrl(instance, item.preview_path) : item.file_path ? mediaUrl(instance, item.file_path) : safeHref(item.remote_url);
                return src ? html`<img src="${src}" alt="${item.description ?? ''}" loading="lazy">` : '';
              })}</div>`
            : ''
        }
        ${publicUrl ? html`<div class="actions"><a class="button secondary small" href="${publicUrl}">${i18n.t('moderation.status.open_public')}</a></div>` : ''}
      </div>
      <div class="card" id="reports">
        <h2>${i18n.t('moderation.status.reports')}</h2>
        ${reportsTable(instance, i18n, reports)}
      </div>`;
    return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, session: staff, current: MODERATION_PATH }));
  });
}
