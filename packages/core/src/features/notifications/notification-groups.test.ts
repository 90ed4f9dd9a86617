import { NotificationGroupSchema } from '@trumpet/api-client';
import type { NotificationRecord } from './notifications-actions';
import { clientGroupKeys, groupNotifications, joinGroup, toGroupedRecord } from './notification-groups';

const HOUR = 60 * 60 * 1000;
const at = (hours: number): string => new Date(Date.UTC(2026, 0, 1) + hours * HOUR).toISOString();
const BASE = Math.floor(Date.UTC(2026, 0, 1) / HOUR);

let next = 100;
const n = (type: NotificationRecord['type'], account: string, hours: number, status: string | null = null): NotificationRecord => {
  next += 1;
  return { id: String(next), type, account, status, created_at: at(hours) };
};
/** Newest first, as the list keeps them. */
const newestFirst = (...items: NotificationRecord[]): NotificationRecord[] => [...items].reverse();

describe('clientGroupKeys (Notification#set_group_key!)', () => {
  it.each<[string, NotificationRecord[], string[]]>([
    ['favourites of one status share a key', newestFirst(n('favourite', 'a', 0, 's1'), n('favourite', 'b', 1, 's1')), [`favourite-s1-${BASE}`, `favourite-s1-${BASE}`]],
    ['favourites of two statuses do not', newestFirst(n('favourite', 'a', 0, 's1'), n('favourite', 'b', 0, 's2')), [`favourite-s2-${BASE}`, `favourite-s1-${BASE}`]],
    ['a favourite and a boost of one status do not', newestFirst(n('favourite', 'a', 0, 's1'), n('reblog', 'b', 0, 's1')), [`reblog-s1-${BASE}`, `favourite-s1-${BASE}`]],
    ['follows group by type alone', newestFirst(n('follow', 'a', 0), n('follow', 'b', 5)), [`follow-${BASE}`, `follow-${BASE}`]],
    ['sign-ups group by type alone', newestFirst(n('admin.sign_up', 'a', 0), n('admin.sign_up', 'b', 2)), [`admin.sign_up-${BASE}`, `admin.sign_up-${BASE}`]],
    ['a bucket holds under 12 hours', newestFirst(n('follow', 'a', 0), n('follow', 'b', 11.9)), [`follow-${BASE}`, `follow-${BASE}`]],
    ['12 hours after the bucket a new one starts', newestFirst(n('follow', 'a', 0), n('follow', 'b', 6), n('follow', 'c', 12)), [`follow-${BASE + 12}`, `follow-${BASE}`, `follow-${BASE}`]],
  ])('%s', (_name, items, keys) => {
    expect(clientGroupKeys(items)).toEqual(keys);
  });

  it.each(['mention', 'poll', 'status', 'update', 'follow_request'] as const)('%s is never grouped', (type) => {
    const items = newestFirst(n(type, 'a', 0, 's1'), n(type, 'b', 0, 's1'));
    expect(clientGroupKeys(items)).toEqual(items.map((item) => `ungrouped-${item.id}`));
  });
});

describe('groupNotifications', () => {
  it('folds a group into its newest member, in the order of the newest, with its accounts newest first', () => {
    const f1 = n('favourite', 'a', 0, 's1');
    const m = n('mention', 'x', 1, 's9');
    const f2 = n('favourite', 'b', 2, 's1');
    const f3 = n('favourite', 'a', 3, 's1');
    const follow = n('follow', 'c', 4);
    const rows = groupNotifications(newestFirst(f1, m, f2, f3, follow));
    expect(rows.map((row) => [row.id, row.group?.count, row.group?.accounts])).toEqual([
      [follow.id, 1, ['c']],
      [f3.id, 3, ['a', 'b']],
      [m.id, 1, ['x']],
    ]);
    // The next older page starts below the group's oldest.
    expect(rows[1]?.group?.pageMinId).toBe(f1.id);
  });

  it('keeps a server group as it is and adds up the count of a group split across pages', () => {
    const serverGroup = (id: string, count: number, accounts: string[], pageMinId: string): NotificationRecord => ({
      id, type: 'favourite', account: accounts[0] ?? '', status: 's1', created_at: at(0), group: { key: 'favourite-s1-1', count, accounts, pageMinId },
    });
    const rows = groupNotifications([serverGroup('20', 3, ['a', 'b'], '15'), serverGroup('10', 2, ['c'], '8')]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.group).toEqual({ key: 'favourite-s1-1', count: 5, accounts: ['a', 'b', 'c'], pageMinId: '8' });
  });

  it('keeps at most 8 accounts and counts every one', () => {
    const items = newestFirst(...Array.from({ length: 10 }, (_, index) => n('follow', `a${index}`, index / 10)));
    const [row] = groupNotifications(items);
    expect(row?.group?.count).toBe(10);
    expect(row?.group?.accounts).toEqual(['a9', 'a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2']);
  });
});

describe('joinGroup and toGroupedRecord', () => {
  it('a v2 group is a record of its newest notification, its group key, count and sample accounts', () => {
    const record = toGroupedRecord(NotificationGroupSchema.parse({
      group_key: 'favourite-7-1', type: 'favourite', notifications_count: 5, most_recent_notification_id: '50',
      page_min_id: '40', page_max_id: '50', latest_page_notification_at: at(1), sample_account_ids: ['e', 'd', 'c'], status_id: '7',
    }));
    expect(record).toEqual({
      id: '50', type: 'favourite', account: 'e', status: '7', created_at: at(1),
      group: { key: 'favourite-7-1', count: 5, accounts: ['e', 'd', 'c'], pageMinId: '40' },
    });
  });

  it('a new member becomes the group’s newest, its account first and not twice', () => {
    const group: NotificationRecord = { id: '50', type: 'favourite', account: 'e', status: '7', created_at: at(1), group: { key: 'k', count: 5, accounts: ['e', 'd', 'c'], pageMinId: '40' } };
    const joined = joinGroup(group, { id: '60', type: 'favourite', account: 'c', status: '7', created_at: at(2), group: { key: 'k', count: 1, accounts: ['c'], pageMinId: '60' } });
    expect(joined).toEqual({ id: '60', type: 'favourite', account: 'c', status: '7', created_at: at(2), group: { key: 'k', count: 6, accounts: ['c', 'e', 'd'], pageMinId: '40' } });
  });
});
