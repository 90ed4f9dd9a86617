import { memo, useCallback, useMemo } from 'react';
import { boostRefusal, isOriginalAudienceBoost, quoteNeedsApproval, quoteRefusal } from '@trumpet/core';
import { formatCount, replyCountLabel } from '@trumpet/core/text';
import { IconButton, type PressEvent } from '../common/Button';
import { DropdownMenu } from '../common/DropdownMenu';
import { useLocale, useT } from '../i18n/locale-context';
import { BookmarkIcon, BoostIcon, FavouriteIcon, QuoteIcon, ReplyAllIcon, ReplyIcon, ShareIcon } from '../icons';
import { ruledStatus, statusMenu, type ShownStatus, type StatusActionHandler, type StatusActionKind } from './status-menu';
import './StatusActionBar.css';

export interface StatusActionBarProps {
  status: ShownStatus;
  me: string | null;
  onAction?: StatusActionHandler;
  /** Show reply, boost and favourite counts beside the icons (timelines); the thread view lists them above. */
  withCounts?: boolean;
  /** Actions the app cannot perform (yet): left out of the menu, the reply button disabled. */
  unavailable?: ReadonlySet<StatusActionKind>;
  /** The viewer is staff (meta is_staff): the menu links others' statuses to moderation. */
  isStaff?: boolean;
  /** The author of the status this one quotes: when it is the viewer, the menu offers to remove the quote. */
  quotedAuthorId?: string | null;
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Reply, boost, favourite, bookmark, share (where the browser can) and the more menu (SPEC §2, §6). */
export const StatusActionBar = memo(function StatusActionBar({ status, me, onAction, withCounts = true, unavailable, isStaff = false, quotedAuthorId = null }: StatusActionBarProps) {
  const { id } = status;
  const locale = useLocale();
  const t = useT();
  const fire = useCallback((kind: StatusActionKind) => onAction?.(kind, id), [onAction, id]);
  const ruled = useMemo(() => ruledStatus(status), [status]);
  const refusal = boostRefusal(ruled, me);
  const menu = useCallback(() => statusMenu(status, me, t, unavailable, isStaff, quotedAuthorId), [status, me, t, unavailable, isStaff, quotedAuthorId]);
  const quoteRefused = quoteRefusal(status, me);
  const ownPrivate = ruled !== undefined && isOriginalAudienceBoost(ruled, me);

  const onReblog = useCallback(
    (event: PressEvent) => onAction?.(status.reblogged ? 'unreblog' : 'reblog', id, event.shiftKey ? { skipModal: true } : undefined),
    [onAction, status.reblogged, id],
  );
  const isThreadReply = status.in_reply_to_id !== null;
  // A count shown beside an icon is also in the button's name (WCAG 2.5.3): 'Boost, 3'.
  const replyCount = withCounts ? replyCountLabel(status.replies_count) : undefined;
  const boostCount = withCounts && status.reblogs_count > 0 ? formatCount(status.reblogs_count, locale) : undefined;
  const favouriteCount = withCounts && status.favourites_count > 0 ? formatCount(status.favourites_count, locale) : undefined;
  const counted = (action: string, count: string | undefined) => (count === undefined ? action : t('status.counted_action', { action, count }));

  return (
    <div className="t-status-actions" role="group" aria-label={t('status.actions')}>
      <IconButton
        icon={isThreadReply ? ReplyAllIcon : ReplyIcon}
        label={counted(isThreadReply ? t('status.reply_thread') : t('status.reply'), replyCount)}
        onPress={() => fire('reply')}
        isDisabled={unavailable?.has('reply')}
        count={replyCount}
      />
      <IconButton
        icon={BoostIcon}
        tone="boost"
        label={counted(ownPrivate ? t('status.boost_original') : t('status.boost'), boostCount)}
        active={status.reblogged}
        isDisabled={refusal !== null && !status.reblogged}
        disabledReason={refusal}
        onPress={onReblog}
        count={boostCount}
      />
      {quoteRefused === null || quoteRefused === 'denied' ? (
        <IconButton
          icon={QuoteIcon}
          label={quoteNeedsApproval(status) ? t('status.quote.manual') : t('status.quote')}
          isDisabled={quoteRefused !== null}
          disabledReason={quoteRefused !== null ? t('status.quote.denied') : null}
          onPress={() => fire('quote')}
        />
      ) : null}
      <IconButton
        icon={FavouriteIcon}
        tone="favourite"
        label={counted(t('status.favourite'), favouriteCount)}
        active={status.favourited}
        onPress={() => fire(status.favourited ? 'unfavourite' : 'favourite')}
        count={favouriteCount}
      />
      <IconButton icon={BookmarkIcon} label={t('status.bookmark')} active={status.bookmarked} onPress={() => fire(status.bookmarked ? 'unbookmark' : 'bookmark')} />
      {canShare() && status.visibility !== 'private' && status.visibility !== 'direct' ? (
        <IconButton icon={ShareIcon} label={t('status.share')} onPress={() => fire('share')} />
      ) : null}
      <DropdownMenu
        label={t('status.more')}
        items={menu}
        isDisabled={me === null}
        onAction={(kind) => onAction?.(kind as StatusActionKind, id)}
      />
    </div>
  );
});
