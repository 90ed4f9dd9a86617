import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { accountStats } from '../db/repositories/accounts';
import { moderationStatuses, reportsAbout } from '../db/repositories/moderation';
import { statusesByIds } from '../db/repositories/statuses';
import type { AccountRow, StatusRow } from '../db/rows';
import { str } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { availableActions, canModerate, isLimited, isSuspended, MODERATION_ACTIONS, type ModerationAction } from '../policies/moderation';
import { moderateAccount } from '../services/moderation';
import { csrfValid } from '../sessions/csrf';
import type { MessageId } from './catalogues';
import { sendCsrfError, sendErrorPage } from './common';
import { csrfField, hiddenField, noticeAlert } from './forms';
import { html, type SafeHtml } from './html';
import { renderPage, sendHtml } from './layout';
import {
  accountOr404,
  accountPath,
  avatarOf,
  dateOf,
  handleOf,
  MODERATION_PATH,
  reportsTable,
  requireStaff,
  roleText,
  standingTag,
  timeOf,
  type StaffRequest,
} from './moderation-common';
import type { Translator } from './translator';

const STATUSES_PER_PAGE = 20;
const EXCERPT_LENGTH = 280;

interface ActionTexts {
  button: MessageId;
  title: MessageId;
  explanation: MessageId;
  done: MessageId;
}

const ACTION_TEXTS: Readonly<Record<ModerationAction, ActionTexts>> = {
  silence: {
    button: 'moderation.action.silence',
    title: 'moderation.confirm.silence.title',
    explanation: 'moderation.confirm.silence.explanation',
    done: 'moderation.notice.silence',
  },
  unsilence: {
    button: 'moderation.action.unsilence',
    title: 'moderation.confirm.unsilence.title',
    explanation: 'moderation.confirm.unsilence.explanation',
    done: 'moderation.notice.unsilence',
  },
  suspend: {
    button: 'moderation.action.suspend',
    title: 'moderation.confirm.suspend.title',
    explanation: 'moderation.confirm.suspend.explanation',
    done: 'moderation.notice.suspend',
  },
  unsuspend: {
    button: 'moderation.action.unsuspend',
    title: 'moderation.confirm.unsuspend.title',
    explanation: 'moderation.confirm.unsuspend.explanation',
    done: 'moderation.notice.unsuspend',
  },
};

const isAction = (value: string | undefined): value is ModerationAction => (MODERATION_ACTIONS as readonly (string | undefined)[]).includes(value);

const VISIBILITIES: Readonly<Record<StatusRow['visibility'], MessageId>> = {
  public: 'moderation.visibility.public',
  unlisted: 'moderation.visibility.unlisted',
  private: 'moderation.visibility.private',
  direct: 'moderation.visibility.direct',
};

export const statusPath = (status: Pick<StatusRow, 'id' | 'account_id'>): string => `${MODERATION_PATH}/${status.account_id}/statuses/${status.id}`;

export const visibilityTag = (i18n: Translator, status: StatusRow): SafeHtml => html`<span class="tag">${i18n.t(VISIBILITIES[status.visibility])}</span>`;

const excerpt = (text: string): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : chars.join('');
};

/** The account's identity: picture, names, standing and the facts staff look at. */
export function accountSummary(instance: Instance, i18n: Translator, account: AccountRow, heading: 'h1' | 'h2'): SafeHtml {
  const stats = accountStats(instance.db, [account.id]).get(account.id);
  const name = account.display_name || account.username;
  const title = heading === 'h1' ? html`<h1 class="ellipsis">${name}</h1>` : html`<h2 class="ellipsis"><a href="${accountPath(account)}">${name}</a></h2>`;
  const facts: readonly (readonly [string, SafeHtml | string | number])[] = [
    [i18n.t('moderation.account.joined'), dateOf(account.created_at)],
    [i18n.t('moderation.account.statuses'), stats?.statuses_count ?? 0],
    [i18n.t('moderation.account.followers'), stats?.followers_count ?? 0],
    [i18n.t('moderation.account.following'), stats?.following_count ?? 0],
    [i18n.t('moderation.account.role'), roleText(i18n, account)],
    [i18n.t('moderation.account.origin'), account.domain === null ? i18n.t('moderation.origin.local') : html`<bdi>${account.domain}</bdi>`],
  ];
  return html`<div class="identity">${avatarOf(instance, account)}<div class="names">${title}
      <div><bdi class="muted">${handleOf(instance, account)}</bdi> ${standingTag(i18n, account)}</div></div></div>
    <dl class="facts">${facts.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>`;
}

function standingNote(i18n: Translator, account: AccountRow): SafeHtml {
  if (isSuspended(account) && account.suspended_at) return html`<p class="muted small">${i18n.t('moderation.account.suspended_since')} ${timeOf(account.suspended_at)}</p>`;
  if (isLimited(account) && account.silenced_at) return html`<p class="muted small">${i18n.t('moderation.account.limited_since')} ${timeOf(account.silenced_at)}</p>`;
  return html``;
}

function actionsOf(i18n: Translator, staff: StaffRequest, account: AccountRow): SafeHtml {
  if (!canModerate(staff.session.account, account)) return html`<p class="muted">${i18n.t('moderation.account.cannot_moderate')}</p>`;
  return html`<div class="actions">${availableActions(account).map(
    (action) =>
      html`<a class="button ${action === 'suspend' ? 'danger' : 'secondary'}" href="${accountPath(account)}/action?type=${action}">${i18n.t(ACTION_TEXTS[action].button)}</a>`,
  )}</div>`;
}

function statusList(instance: Instance, i18n: Translator, account: AccountRow, maxId: string | null): SafeHtml {
  const rows = moderationStatuses(instance.db, account.id, maxId, STATUSES_PER_PAGE + 1);
  const shown = rows.slice(0, STATUSES_PER_PAGE);
  const boosted = statusesByIds(instance.db, shown.flatMap((status) => (status.reblog_of_id ? [status.reblog_of_id] : [])));
  if (shown.length === 0) return html`<p class="empty">${i18n.t('moderation.statuses.empty')}</p>`;
  const older = rows.length > STATUSES_PER_PAGE ? shown.at(-1) : undefined;
  return html`<ol class="status-list">${shown.map((status) => {
    const original = status.reblog_of_id ? boosted.get(status.reblog_of_id) : undefined;
    const text = original ? original.text : status.text;
    return html`<li>
      <div class="status-meta"><a href="${statusPath(status)}">${timeOf(status.created_at)}</a> ${visibilityTag(i18n, status)}${
        status.reblog_of_id ? html`<span class="tag">${i18n.t('moderation.statuses.boost')}</span>` : ''
      }${status.in_reply_to_id ? html`<span class="tag">${i18n.t('moderation.statuses.reply')}</span>` : ''}</div>
      ${status.spoiler_text ? html`<p class="small"><strong>${i18n.t('moderation.statuses.content_warning')}</strong> ${status.spoiler_text}</p>` : ''}
      <p class="excerpt" dir="auto">${text === '' ? html`<span class="muted">${i18n.t('moderation.statuses.no_text')}</span>` : excerpt(text)}</p>
    </li>`;
  })}</ol>
  <nav class="pager" aria-label="${i18n.t('moderation.pager.label')}">
    ${maxId ? html`<a class="button secondary small" href="${accountPath(account)}">${i18n.t('moderation.statuses.newest')}</a>` : html`<span></span>`}
    ${older ? html`<a class="button secondary small" href="${accountPath(account)}?max_id=${older.id}" rel="next">${i18n.t('moderation.statuses.older')}</a>` : html`<span></span>`}
  </nav>`;
}

function sendAccountPage(instance: Instance, reply: FastifyReply, staff: StaffRequest, account: AccountRow, view: { notice?: string; maxId: string | null }) {
  const { i18n } = staff;
  const reports = reportsAbout(instance.db, account.id);
  const open = reports.filter((report) => report.action_taken_at === null).length;
  const title = account.display_name || account.username;
  const body = html`<p class="breadcrumb"><a href="${MODERATION_PATH}">${i18n.t('moderation.accounts.title')}</a></p>
    <div class="card">
      ${noticeAlert(view.notice)}
      ${accountSummary(instance, i18n, account, 'h1')}
      ${standingNote(i18n, account)}
      ${actionsOf(i18n, staff, account)}
    </div>
    <div class="card" id="reports">
      <h2>${i18n.t('moderation.reports.title')} <span class="muted small">${i18n.t('moderation.reports.open_count', { count: open })}</span></h2>
      ${reportsTable(instance, i18n, reports)}
    </div>
    <div class="card" id="statuses">
      <h2>${i18n.t('moderation.statuses.title')}</h2>
      ${statusList(instance, i18n, account, view.maxId)}
    </div>`;
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, session: staff, current: MODERATION_PATH }));
}

function sendConfirmPage(instance: Instance, reply: FastifyReply, staff: StaffRequest, account: AccountRow, action: ModerationAction) {
  const { i18n } = staff;
  const texts = ACTION_TEXTS[action];
  const handle = handleOf(instance, account);
  const title = i18n.t(texts.title, { handle });
  const body = html`<div class="card">
    <h1 class="break">${title}</h1>
    <p class="lead">${i18n.t(texts.explanation)}</p>
    <form method="post" action="${accountPath(account)}/action">
      ${csrfField(staff.csrf)}
      ${hiddenField('type', action)}
      <div class="actions">
        <button type="submit" class="button${action === 'suspend' ? ' danger-solid' : ''}">${i18n.t(texts.button)}</button>
        <a class="button secondary" href="${accountPath(account)}">${i18n.t('moderation.confirm.cancel')}</a>
      </div>
    </form>
  </div>`;
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, session: staff, current: MODERATION_PATH, narrow: true }));
}

const badAction = (instance: Instance, reply: FastifyReply, staff: StaffRequest) =>
  sendErrorPage(instance, reply, staff.i18n, { status: 400, title: staff.i18n.t('moderation.bad_action.title'), message: staff.i18n.t('moderation.bad_action.message') }, staff);

const notAllowed = (instance: Instance, reply: FastifyReply, staff: StaffRequest) =>
  sendErrorPage(instance, reply, staff.i18n, { status: 403, title: staff.i18n.t('moderation.forbidden.title'), message: staff.i18n.t('moderation.account.cannot_moderate') }, staff);

/** /admin/accounts/{id}: an account for staff, with its reports and statuses, and the actions on it (each confirmed first). */
export function moderationAccountRoutes(app: FastifyInstance, instance: Instance): void {
  app.get(`${MODERATION_PATH}/:id`, async (request, reply) => {
    const staff = requireStaff(instance, request, reply);
    if (!staff) return reply;
    const account = accountOr404(instance, reply, staff, idParam(request));
    if (!account) return reply;
    const params = paramsOf(request);
    const notice = str(params.notice);
    const maxId = str(params.max_id) ?? '';
    return sendAccountPage(instance, reply, staff, account, {
      notice: isAction(notice) ? staff.i18n.t(ACTION_TEXTS[notice].done) : undefined,
      maxId: /^\d{1,20}$/.test(maxId) ? maxId : null,
    });
  });

  app.get(`${MODERATION_PATH}/:id/action`, async (request, reply) => {
    const staff = requireStaff(instance, request, reply);
    if (!staff) return reply;
    const account = accountOr404(instance, reply, staff, idParam(request));
    if (!account) return reply;
    const action = str(paramsOf(request).type);
    if (!isAction(action) || !availableActions(account).includes(action)) return badAction(instance, reply, staff);
    if (!canModerate(staff.session.account, account)) return notAllowed(instance, reply, staff);
    return sendConfirmPage(instance, reply, staff, account, action);
  });

  app.post(`${MODERATION_PATH}/:id/action`, async (request, reply) => {
    const staff = requireStaff(instance, request, reply);
    if (!staff) return reply;
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, staff.i18n, staff);
    const account = accountOr404(instance, reply, staff, idParam(request));
    if (!account) return reply;
    const action = str(paramsOf(request).type);
    if (!isAction(action)) return badAction(instance, reply, staff);
    const outcome = moderateAccount(instance, staff.session.account, account, action);
    if (!outcome.ok) return outcome.reason === 'not_allowed' ? notAllowed(instance, reply, staff) : badAction(instance, reply, staff);
    return reply.redirect(`${accountPath(account)}?notice=${action}`, 302);
  });
}
