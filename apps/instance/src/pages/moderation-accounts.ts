import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { moderationAccounts, type ModerationAccountFilter } from '../db/repositories/moderation';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { selectField, textField } from './forms';
import { html, type SafeHtml } from './html';
import { renderPage, sendHtml } from './layout';
import { accountPath, avatarOf, dateOf, handleOf, MODERATION_PATH, requireStaff, roleText, standingTag, type StaffRequest } from './moderation-common';

const PAGE_SIZE = 40;
const MAX_QUERY_LENGTH = 100;

const ORIGINS = ['', 'local', 'remote'] as const;
const STANDINGS = ['', 'active', 'limited', 'suspended'] as const;

type Origin = (typeof ORIGINS)[number];
type Standing = (typeof STANDINGS)[number];

const isOrigin = (value: string): value is Origin => (ORIGINS as readonly string[]).includes(value);
const isStanding = (value: string): value is Standing => (STANDINGS as readonly string[]).includes(value);

interface ListQuery {
  origin: Origin;
  standing: Standing;
  query: string;
  page: number;
}

/** The query string's filter; anything unknown reads as "any". */
function readQuery(params: Record<string, unknown>): ListQuery {
  const origin = str(params.origin) ?? '';
  const standing = str(params.status) ?? '';
  const page = Number(str(params.page) ?? '1');
  return {
    origin: isOrigin(origin) ? origin : '',
    standing: isStanding(standing) ? standing : '',
    query: (str(params.username) ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

function listHref(list: ListQuery, page: number): string {
  const params = new URLSearchParams();
  if (list.origin) params.set('origin', list.origin);
  if (list.standing) params.set('status', list.standing);
  if (list.query) params.set('username', list.query);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${MODERATION_PATH}?${query}` : MODERATION_PATH;
}

function sendAccountsPage(instance: Instance, reply: Parameters<typeof sendHtml>[0], staff: StaffRequest, list: ListQuery) {
  const { i18n } = staff;
  const filter: ModerationAccountFilter = { origin: list.origin || null, standing: list.standing || null, query: list.query };
  const { accounts, total } = moderationAccounts(instance.db, filter, PAGE_SIZE, (list.page - 1) * PAGE_SIZE);
  const column = {
    account: i18n.t('moderation.accounts.column.account'),
    origin: i18n.t('moderation.accounts.column.origin'),
    standing: i18n.t('moderation.accounts.column.standing'),
    role: i18n.t('moderation.accounts.column.role'),
    joined: i18n.t('moderation.accounts.column.joined'),
  };
  const rows =
    accounts.length === 0
      ? html`<p class="empty">${i18n.t('moderation.accounts.empty')}</p>`
      : html`<table class="stack accounts">
          <thead><tr><th>${column.account}</th><th>${column.origin}</th><th>${column.standing}</th><th>${column.role}</th><th>${column.joined}</th></tr></thead>
          <tbody>${accounts.map(
            (account) => html`<tr>
              <td><a class="account-cell" href="${accountPath(account)}">${avatarOf(instance, account, 'small')}<span class="names">
                <strong class="ellipsis">${account.display_name || account.username}</strong><bdi class="muted small ellipsis">${handleOf(instance, account)}</bdi></span></a></td>
              <td data-label="${column.origin}">${account.domain === null ? i18n.t('moderation.origin.local') : html`<bdi>${account.domain}</bdi>`}</td>
              <td data-label="${column.standing}">${standingTag(i18n, account)}</td>
              <td data-label="${column.role}">${roleText(i18n, account)}</td>
              <td data-label="${column.joined}" class="small">${dateOf(account.created_at)}</td>
            </tr>`,
          )}</tbody></table>`;
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pager: SafeHtml =
    last > 1
      ? html`<nav class="pager" aria-label="${i18n.t('moderation.pager.label')}">
          ${list.page > 1 ? html`<a class="button secondary small" href="${listHref(list, list.page - 1)}" rel="prev">${i18n.t('moderation.pager.previous')}</a>` : html`<span></span>`}
          <span class="muted small">${i18n.t('moderation.pager.page', { page: list.page, pages: last })}</span>
          ${list.page < last ? html`<a class="button secondary small" href="${listHref(list, list.page + 1)}" rel="next">${i18n.t('moderation.pager.next')}</a>` : html`<span></span>`}
        </nav>`
      : html``;
  const title = i18n.t('moderation.accounts.title');
  const body = html`<div class="card">
    <h1>${title}</h1>
    <p class="lead">${i18n.t('moderation.accounts.lead')}</p>
    <form method="get" action="${MODERATION_PATH}" class="filter-bar" role="search">
      ${textField({ name: 'username', label: i18n.t('moderation.accounts.search'), value: list.query, maxLength: MAX_QUERY_LENGTH })}
      ${selectField('origin', i18n.t('moderation.accounts.origin'), list.origin, [
        ['', i18n.t('moderation.accounts.any')],
        ['local', i18n.t('moderation.origin.local')],
        ['remote', i18n.t('moderation.origin.remote')],
      ])}
      ${selectField('status', i18n.t('moderation.accounts.standing'), list.standing, [
        ['', i18n.t('moderation.accounts.any')],
        ['active', i18n.t('moderation.standing.active')],
        ['limited', i18n.t('moderation.standing.limited')],
        ['suspended', i18n.t('moderation.standing.suspended')],
      ])}
      <div class="field"><button type="submit" class="button">${i18n.t('moderation.accounts.filter')}</button></div>
    </form>
    <p class="muted small" role="status">${i18n.t('moderation.accounts.count', { count: total })}</p>
    ${rows}
    ${pager}
  </div>`;
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, session: staff, current: MODERATION_PATH }));
}

/** GET /admin/accounts: the accounts this server has, local and known remote, for staff. */
export function moderationAccountsRoutes(app: FastifyInstance, instance: Instance): void {
  app.get(MODERATION_PATH, async (request, reply) => {
    const staff = requireStaff(instance, request, reply);
    if (!staff) return reply;
    return sendAccountsPage(instance, reply, staff, readQuery(paramsOf(request)));
  });
}
