import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { lastReadId } from '../db/repositories/markers';
import { deleteGroup, groupNotificationsPage, groupSummaries, newestOfGroup, type RangeEnd } from '../db/repositories/notification-groups';
import { firstOfEachGroup } from '../db/repositories/notifications';
import type { NotificationRow } from '../db/rows';
import { badRequest, notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { pageFields, pageOf, segment, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { serializeGroupedNotifications, type ExpandAccounts, type NotificationGroup } from '../serializers/notification-group';
import { GROUPABLE_TYPES } from '../services/notification-groups';
import { browseFields, browseOf, requestedTypes, unreadCountFields } from './notifications';

/** NotificationGroup::SAMPLE_ACCOUNTS_SIZE. */
const SAMPLE_ACCOUNTS_SIZE = 8;

const groupParams = z.object({ group_key: segment() });

/** A page of groups (40, up to 80); `grouped_types[]` limits which types group, `expand_accounts` is full or partial_avatars. */
const groupPage = z.object({ ...pageFields({ default: 40, max: 80 }), ...browseFields, grouped_types: texts(), expand_accounts: text() });

const groupedCountQuery = z.object({ ...unreadCountFields, grouped_types: texts() });

const accountsPage = z.object(pageFields({ default: 40, max: 80 }));

/** The types that group: those of `grouped_types[]` Mastodon can group, every groupable type when absent. */
function groupedTypesOf(requested: readonly string[]): ReadonlySet<string> {
  return new Set(requested.length > 0 ? GROUPABLE_TYPES.filter((type) => requested.includes(type)) : GROUPABLE_TYPES);
}

/** The key a notification is grouped under in a list: its group key when its type groups, else `ungrouped-{id}`. */
function grouperOf(grouped: ReadonlySet<string>): (row: NotificationRow) => string {
  return (row) => (row.group_key && grouped.has(row.type) ? row.group_key : `ungrouped-${row.id}`);
}

function expandOf(value: string | undefined): ExpandAccounts {
  if (value === undefined || value === 'full') return 'full';
  if (value === 'partial_avatars') return value;
  throw badRequest(`Invalid value for 'expand_accounts': '${value}', allowed values are 'full' and 'partial_avatars'`);
}

/**
 * The id range a page of groups covers (Api::V2::NotificationsController#load_grouped_notifications):
 * from its oldest to its newest notification; a short page is the last one in its direction, so it
 * reaches to the end (down to since_id, or up to max_id).
 */
function pageRangeOf(rows: readonly NotificationRow[], query: { limit: number; min_id?: string; max_id?: string; since_id?: string }): { from: RangeEnd; upTo: RangeEnd } {
  const newest = rows[0]?.id ?? '';
  const oldest = rows.at(-1)?.id ?? '';
  if (rows.length >= query.limit) return { from: { id: oldest, inclusive: true }, upTo: { id: newest, inclusive: true } };
  if (query.min_id) return { from: { id: oldest, inclusive: true }, upTo: query.max_id ? { id: query.max_id, inclusive: false } : null };
  return { from: query.since_id ? { id: query.since_id, inclusive: false } : null, upTo: { id: newest, inclusive: true } };
}

/**
 * NotificationGroup.from_notifications: each notification stands for its group, summarised up to
 * the page's range; an ungrouped one is a group of one.
 */
function groupsOf(
  instance: Instance,
  accountId: string,
  rows: readonly NotificationRow[],
  groupOf: (row: NotificationRow) => string,
  range: { from: RangeEnd; upTo: RangeEnd } | null,
): NotificationGroup[] {
  const keys = rows.map(groupOf).filter((key) => !key.startsWith('ungrouped-'));
  const summaries = groupSummaries(instance.db, accountId, instance.now().toISOString(), keys, range ?? { from: null, upTo: null }, SAMPLE_ACCOUNTS_SIZE);
  return rows.map((row) => {
    const groupKey = groupOf(row);
    const summary = summaries.get(groupKey);
    if (!summary) {
      return {
        notification: row,
        groupKey: `ungrouped-${row.id}`,
        sampleAccountIds: [row.from_account_id],
        count: 1,
        mostRecentId: row.id,
        page: range ? { minId: row.id, latestAt: row.created_at } : null,
      };
    }
    return {
      notification: row,
      groupKey,
      sampleAccountIds: summary.sampleAccountIds,
      count: summary.count,
      mostRecentId: summary.mostRecentId,
      page: range ? { minId: summary.pageMinId ?? row.id, latestAt: summary.latestAt } : null,
    };
  });
}

/** https://docs.joinmastodon.org/methods/grouped_notifications/ */
export function groupedNotificationRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const reading = signedIn('read:notifications');
  const writing = signedIn('write:notifications');

  api.get('/api/v2/notifications', { auth: reading, query: groupPage }, async ({ request, reply, auth: { accountId }, query }) => {
    const expand = expandOf(query.expand_accounts);
    const types = requestedTypes(query.types, query.exclude_types);
    const groupOf = grouperOf(groupedTypesOf(query.grouped_types));
    const rows = types !== null && types.length === 0 ? [] : firstOfEachGroup(db, { ...browseOf(instance, accountId, query, types), page: pageOf(query) }, groupOf);
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    const groups = rows.length > 0 ? groupsOf(instance, accountId, rows, groupOf, pageRangeOf(rows, query)) : [];
    return serializeGroupedNotifications(instance, groups, accountId, expand);
  });

  /** Groups with a notification after the notifications marker (all without one), capped at `limit`. */
  api.get('/api/v2/notifications/unread_count', { auth: reading, query: groupedCountQuery }, async ({ auth: { accountId }, query }) => {
    const types = requestedTypes(query.types, query.exclude_types);
    if (types !== null && types.length === 0) return { count: 0 };
    const page = { maxId: null, sinceId: null, minId: lastReadId(db, accountId, 'notifications'), limit: query.limit };
    const rows = firstOfEachGroup(db, { ...browseOf(instance, accountId, query, types), page }, grouperOf(groupedTypesOf(query.grouped_types)));
    return { count: rows.length };
  });

  api.get('/api/v2/notifications/:group_key', { auth: reading, params: groupParams }, async ({ auth: { accountId }, params }) => {
    const row = newestOfGroup(db, accountId, params.group_key);
    if (!row) throw notFound();
    return serializeGroupedNotifications(instance, groupsOf(instance, accountId, [row], grouperOf(groupedTypesOf([])), null), accountId, 'full');
  });

  /** The group's senders, newest first, a page of notifications at a time. */
  api.get(
    '/api/v2/notifications/:group_key/accounts',
    { auth: reading, params: groupParams, query: accountsPage },
    async ({ request, reply, auth: { accountId }, params, query }) => {
      const rows = groupNotificationsPage(db, accountId, params.group_key, { maxId: query.max_id || null, sinceId: query.since_id || null, limit: query.limit });
      setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
      const senders = accountsByIds(db, rows.map((row) => row.from_account_id));
      const json = new Map(serializeAccounts(instance, [...senders.values()]).map((account) => [account.id, account]));
      return rows.flatMap((row) => json.get(row.from_account_id) ?? []);
    },
  );

  api.post('/api/v2/notifications/:group_key/dismiss', { auth: writing, params: groupParams }, async ({ auth: { accountId }, params }) => {
    deleteGroup(db, accountId, params.group_key);
    return {};
  });
}
