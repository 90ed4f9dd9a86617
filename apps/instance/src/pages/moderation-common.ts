import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import type { StoredReportRow } from '../db/repositories/moderation';
import type { AccountRow } from '../db/rows';
import { isLimited, isStaff, isSuspended } from '../policies/moderation';
import { acctOf, mediaUrl } from '../serializers/urls';
import { requireSession, sendErrorPage, type SignedIn } from './common';
import { html, safeHref, type SafeHtml } from './html';
import { translatorOf } from './page-locale';
import type { Translator } from './translator';
import type { MessageId } from './catalogues';
import { findAccount } from '../db/queries';
import { accountsByIds } from '../db/repositories/accounts';
import { distinct } from '../db/repositories/in-list';

export const MODERATION_PATH = '/admin/accounts';

export interface StaffRequest extends SignedIn {
  i18n: Translator;
}

/**
 * The signed-in staff member (role moderator or admin), or null after answering: signed out, a
 * redirect to sign in; anyone else, 403 in the pages' style.
 */
export function requireStaff(instance: Instance, request: FastifyRequest, reply: FastifyReply): StaffRequest | null {
  const signedIn = requireSession(instance, request, reply);
  if (!signedIn) return null;
  const i18n = translatorOf(instance, request, signedIn.session);
  if (!isStaff(signedIn.session.account)) {
    sendErrorPage(instance, reply, i18n, { status: 403, title: i18n.t('moderation.forbidden.title'), message: i18n.t('moderation.forbidden.message') }, signedIn);
    return null;
  }
  return { ...signedIn, i18n };
}

/** The account the path names, or null after answering 404 in the pages' style. */
export function accountOr404(instance: Instance, reply: FastifyReply, staff: StaffRequest, id: string): AccountRow | null {
  const account = /^\d{1,20}$/.test(id) ? findAccount(instance.db, id) : undefined;
  if (account) return account;
  const { i18n } = staff;
  sendErrorPage(instance, reply, i18n, { status: 404, title: i18n.t('moderation.not_found.title'), message: i18n.t('moderation.not_found.message') }, staff);
  return null;
}

export const accountPath = (account: Pick<AccountRow, 'id'>): string => `${MODERATION_PATH}/${account.id}`;

/** The account's picture, or its initial on a plain square when it has none. */
export function avatarOf(instance: Instance, account: AccountRow, size: 'small' | 'large' = 'large'): SafeHtml {
  const src = account.avatar_path ? mediaUrl(instance, account.avatar_path) : safeHref(account.remote_avatar_url);
  const className = size === 'small' ? 'avatar small' : 'avatar';
  return src
    ? html`<img class="${className}" src="${src}" alt="" loading="lazy">`
    : html`<div class="${className}" aria-hidden="true">${account.username.slice(0, 1).toUpperCase()}</div>`;
}

/** The full handle, with this server's domain for local accounts. */
export const handleOf = (instance: Instance, account: AccountRow): string =>
  account.domain === null ? `@${account.username}@${instance.config.domain}` : `@${acctOf(account)}`;

/** The account's standing as a coloured tag: active, limited or suspended. */
export function standingTag(i18n: Translator, account: AccountRow): SafeHtml {
  if (isSuspended(account)) return html`<span class="tag danger">${i18n.t('moderation.standing.suspended')}</span>`;
  if (isLimited(account)) return html`<span class="tag warn">${i18n.t('moderation.standing.limited')}</span>`;
  return html`<span class="tag ok">${i18n.t('moderation.standing.active')}</span>`;
}

/** The account's role; a remote account has none here (a dash). */
export function roleText(i18n: Translator, account: AccountRow): string {
  if (account.domain !== null) return '—';
  if (account.role === 'admin') return i18n.t('moderation.role.admin');
  if (account.role === 'moderator') return i18n.t('moderation.role.moderator');
  return i18n.t('moderation.role.user');
}

/** A UTC time as `YYYY-MM-DD HH:MM UTC`, in a <time> element. */
export const timeOf = (iso: string): SafeHtml => html`<time datetime="${iso}">${iso.slice(0, 16).replace('T', ' ')} UTC</time>`;

export const dateOf = (iso: string): SafeHtml => html`<time datetime="${iso}">${iso.slice(0, 10)}</time>`;

const CATEGORIES: Readonly<Record<string, MessageId>> = {
  spam: 'moderation.report.category.spam',
  legal: 'moderation.report.category.legal',
  violation: 'moderation.report.category.violation',
  other: 'moderation.report.category.other',
};

/** A table of reports: who filed it, why, what it says, how many statuses, when, open or resolved. */
export function reportsTable(instance: Instance, i18n: Translator, reports: readonly StoredReportRow[]): SafeHtml {
  if (reports.length === 0) return html`<p class="empty">${i18n.t('moderation.reports.empty')}</p>`;
  const column = {
    by: i18n.t('moderation.reports.column.by'),
    category: i18n.t('moderation.reports.column.category'),
    comment: i18n.t('moderation.reports.column.comment'),
    statuses: i18n.t('moderation.reports.column.statuses'),
    filed: i18n.t('moderation.reports.column.filed'),
    state: i18n.t('moderation.reports.column.state'),
  };
  const reporters = accountsByIds(instance.db, distinct(reports.map((report) => report.account_id)));
  return html`<table class="stack reports">
    <thead><tr><th>${column.by}</th><th>${column.category}</th><th>${column.comment}</th><th>${column.statuses}</th><th>${column.filed}</th><th>${column.state}</th></tr></thead>
    <tbody>${reports.map((report) => {
      const reporter = reporters.get(report.account_id);
      const category = CATEGORIES[report.category];
      return html`<tr>
        <td data-label="${column.by}">${reporter ? html`<a href="${accountPath(reporter)}"><bdi>${handleOf(instance, reporter)}</bdi></a>` : ''}</td>
        <td data-label="${column.category}" class="fact">${category ? i18n.t(category) : report.category}</td>
        <td data-label="${column.comment}" class="comment">${report.comment === '' ? html`<span class="muted">${i18n.t('moderation.reports.no_comment')}</span>` : report.comment}</td>
        <td data-label="${column.statuses}" class="fact">${statusCount(report)}</td>
        <td data-label="${column.filed}" class="small fact">${timeOf(report.created_at)}</td>
        <td data-label="${column.state}" class="fact">${
          report.action_taken_at === null
            ? html`<span class="tag warn">${i18n.t('moderation.reports.open')}</span>`
            : html`<span class="tag ok">${i18n.t('moderation.reports.resolved')}</span>`
        }</td>
      </tr>`;
    })}</tbody></table>`;
}

function statusCount(report: StoredReportRow): number {
  try {
    const parsed: unknown = JSON.parse(report.status_ids);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}
