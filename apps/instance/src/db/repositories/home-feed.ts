import type { ListRow } from '../rows';
import { hiddenAccountSql } from './hidden-accounts';
import type { StatusQuery } from './status-pages';

/**
 * Mastodon's FeedManager#filter_from_home? as SQL, for a status `s` by someone the viewer follows:
 * a reply only to the viewer, to someone they follow, or to its own author; a boost only if the
 * follow shows boosts; nothing from or boosting or mentioning an account hidden from the viewer.
 * https://github.com/mastodon/mastodon/blob/main/app/lib/feed_manager.rb
 */
const FOLLOWED_STATUS_SQL = `(
  (s.visibility <> 'direct' OR EXISTS (SELECT 1 FROM mentions dm WHERE dm.status_id = s.id AND dm.account_id = @viewer))
  AND (
    s.in_reply_to_id IS NULL
    OR s.in_reply_to_account_id = s.account_id
    OR s.in_reply_to_account_id = @viewer
    OR EXISTS (SELECT 1 FROM follows rf WHERE rf.account_id = @viewer AND rf.target_account_id = s.in_reply_to_account_id)
  )
  AND NOT ${hiddenAccountSql('s.account_id')}
  AND (s.reblog_of_id IS NULL OR NOT EXISTS (
    SELECT 1 FROM statuses o WHERE o.id = s.reblog_of_id AND (${hiddenAccountSql('o.account_id')}
      OR (o.visibility IN ('private', 'direct') AND o.account_id <> s.account_id))
  ))
  AND NOT EXISTS (
    SELECT 1 FROM mentions mm WHERE (mm.status_id = s.id OR mm.status_id = s.reblog_of_id) AND mm.account_id <> @viewer AND (
      EXISTS (SELECT 1 FROM blocks mb WHERE mb.account_id = @viewer AND mb.target_account_id = mm.account_id)
      OR EXISTS (SELECT 1 FROM mutes mu WHERE mu.account_id = @viewer AND mu.target_account_id = mm.account_id AND (mu.expires_at IS NULL OR mu.expires_at > @now))
    )
  )
)`;

/**
 * A public status (not a boost) carrying a tag the viewer followed before it was posted, as Mastodon's
 * FanOutOnWriteService#deliver_to_hashtag_followers! with FeedManager#filter_from_tags?: not from or
 * mentioning an account hidden from the viewer.
 */
const FOLLOWED_TAG_STATUS_SQL = `(
  s.visibility = 'public' AND s.reblog_of_id IS NULL
  AND EXISTS (SELECT 1 FROM status_tags ht JOIN tags hg ON hg.name = ht.name JOIN tag_follows htf ON htf.tag_id = hg.id
    WHERE ht.status_id = s.id AND htf.account_id = @viewer AND htf.id < s.id)
  AND NOT ${hiddenAccountSql('s.account_id')}
  AND NOT EXISTS (SELECT 1 FROM mentions tm WHERE tm.status_id = s.id AND tm.account_id <> @viewer AND ${hiddenAccountSql('tm.account_id')})
)`;

/**
 * The home timeline: the viewer's own statuses, what the accounts they follow post and boost, and
 * public statuses with a tag they follow.
 */
export function homeQuery(instance: { now: () => Date }, viewerId: string): StatusQuery {
  const where = `(
    s.account_id = @viewer
    OR (
      EXISTS (SELECT 1 FROM follows hf WHERE hf.account_id = @viewer AND hf.target_account_id = s.account_id
        AND (s.reblog_of_id IS NULL OR hf.show_reblogs = 1))
      AND NOT EXISTS (SELECT 1 FROM list_accounts xla JOIN lists xl ON xl.id = xla.list_id
        WHERE xl.account_id = @viewer AND xl.exclusive = 1 AND xla.account_id = s.account_id)
      AND ${FOLLOWED_STATUS_SQL}
    )
    OR ${FOLLOWED_TAG_STATUS_SQL}
  )`;
  return { from: 'statuses s', where: [where], params: [], named: { viewer: viewerId, now: instance.now().toISOString() } };
}

/**
 * A list timeline: its members' statuses as the owner's home would show them, with the list's
 * replies policy (FeedManager#filter_from_list?): `list` shows replies to members, `followed` to
 * anyone the owner follows, `none` only to the owner. Direct statuses are never in lists.
 */
export function listQuery(instance: { now: () => Date }, list: ListRow): StatusQuery {
  const where = `(
    s.visibility <> 'direct'
    AND EXISTS (SELECT 1 FROM list_accounts la WHERE la.list_id = @list AND la.account_id = s.account_id)
    AND (s.visibility <> 'private' OR EXISTS (SELECT 1 FROM follows pf WHERE pf.account_id = @viewer AND pf.target_account_id = s.account_id))
    AND (s.reblog_of_id IS NULL OR NOT EXISTS (SELECT 1 FROM follows nf WHERE nf.account_id = @viewer AND nf.target_account_id = s.account_id AND nf.show_reblogs = 0))
    AND ${FOLLOWED_STATUS_SQL}
    AND (
      s.in_reply_to_id IS NULL
      OR s.in_reply_to_account_id = s.account_id
      OR s.in_reply_to_account_id = @viewer
      OR @policy = 'followed'
      OR (@policy = 'list' AND EXISTS (SELECT 1 FROM list_accounts ra WHERE ra.list_id = @list AND ra.account_id = s.in_reply_to_account_id))
    )
  )`;
  return {
    from: 'statuses s',
    where: [where],
    params: [],
    named: { viewer: list.account_id, now: instance.now().toISOString(), list: list.id, policy: list.replies_policy },
  };
}
