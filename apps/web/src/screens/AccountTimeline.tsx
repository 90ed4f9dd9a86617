import { accountTaggedTimeline, accountTimeline, withPinnedFirst } from '@trumpet/core';
import { useT } from '@trumpet/ui';
import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline, type TimelineFeed as Timeline } from '../connected/useTimeline';
import type { ScreenProps } from '../routing/screens';
import { AccountColumn } from './account/AccountColumn';

/** SPEC §2 /accounts/{id} (toots) and /accounts/{id}/with_replies; /accounts/{id}?tagged={tag}: its toots with a featured hashtag. */
export default function AccountTimeline({ column }: ScreenProps) {
  const { accountId = '' } = useParams();
  const withReplies = useLocation().pathname.endsWith('/with_replies');
  const tagged = useSearchParams()[0].get('tagged')?.replace(/^#/, '').toLowerCase() || null;
  return (
    <AccountColumn key={accountId} accountId={accountId} tab={withReplies ? 'with_replies' : 'statuses'} column={column} tagged={withReplies ? null : tagged}>
      {({ header }) =>
        tagged && !withReplies ? (
          <TaggedStatuses key={tagged} accountId={accountId} tagged={tagged} header={header} />
        ) : (
          <AccountStatuses key={String(withReplies)} accountId={accountId} withReplies={withReplies} header={header} />
        )
      }
    </AccountColumn>
  );
}

/** The toots with a hashtag, newest first, without the pinned ones on top (Mastodon's featured hashtag view). */
function TaggedStatuses({ accountId, tagged, header }: { accountId: string; tagged: string; header: React.ReactNode }) {
  const timeline = useTimeline(accountTaggedTimeline(accountId, tagged));
  const t = useT();
  return <TimelineFeed feed={timeline} label={t('screens.account_timeline.tagged', { tag: tagged })} header={header} emptyMessage={t('screens.account_timeline.empty')} />;
}

function AccountStatuses({ accountId, withReplies, header }: { accountId: string; withReplies: boolean; header: React.ReactNode }) {
  const timeline = useTimeline(accountTimeline(accountId, withReplies ? 'with_replies' : 'statuses'));
  const t = useT();
  const label = t('screens.account_timeline.label');
  const empty = t('screens.account_timeline.empty');
  if (withReplies) return <TimelineFeed feed={timeline} label={label} header={header} emptyMessage={empty} />;
  return <WithPins accountId={accountId} timeline={timeline} label={label} header={header} emptyMessage={empty} />;
}

/** The toots tab: the account's pinned statuses first, marked as pinned, then the rest (Mastodon's account timeline). */
function WithPins({ accountId, timeline, label, header, emptyMessage }: { accountId: string; timeline: Timeline; label: string; header: React.ReactNode; emptyMessage: string }) {
  const pins = useTimeline(accountTimeline(accountId, 'pinned'));
  const pinned = useMemo(() => pins.ids.filter((id): id is string => id !== null), [pins.ids]);
  const feed = useMemo((): Timeline => {
    const ids = withPinnedFirst(pinned, timeline.ids);
    return {
      ...timeline,
      ids,
      state: { ...timeline.state, isLoading: timeline.state.isLoading || pins.state.isLoading },
      // A gap is the n-th gap of the timeline itself.
      loadGap: (index) => {
        const nth = ids.slice(0, index).filter((id) => id === null).length;
        const own = timeline.ids.findIndex((id, at) => id === null && timeline.ids.slice(0, at).filter((other) => other === null).length === nth);
        if (own >= 0) timeline.loadGap(own);
      },
    };
  }, [pinned, timeline, pins.state.isLoading]);
  const featuredIds = useMemo(() => new Set(pinned), [pinned]);
  return <TimelineFeed feed={feed} label={label} header={header} emptyMessage={emptyMessage} featuredIds={featuredIds} />;
}
