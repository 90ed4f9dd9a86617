import { accountTimeline } from '@trumpet/core';
import { useT } from '@trumpet/ui';
import { useLocation, useParams } from 'react-router';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import type { ScreenProps } from '../routing/screens';
import { AccountColumn } from './account/AccountColumn';

/** SPEC §2 /accounts/{id} (toots) and /accounts/{id}/with_replies. */
export default function AccountTimeline({ column }: ScreenProps) {
  const { accountId = '' } = useParams();
  const withReplies = useLocation().pathname.endsWith('/with_replies');
  return (
    <AccountColumn key={accountId} accountId={accountId} tab={withReplies ? 'with_replies' : 'statuses'} column={column}>
      {({ header }) => <AccountStatuses key={String(withReplies)} accountId={accountId} withReplies={withReplies} header={header} />}
    </AccountColumn>
  );
}

function AccountStatuses({ accountId, withReplies, header }: { accountId: string; withReplies: boolean; header: React.ReactNode }) {
  const feed = useTimeline(accountTimeline(accountId, withReplies ? 'with_replies' : 'statuses'));
  const t = useT();
  return <TimelineFeed feed={feed} label={t('screens.account_timeline.label')} header={header} emptyMessage={t('screens.account_timeline.empty')} />;
}
