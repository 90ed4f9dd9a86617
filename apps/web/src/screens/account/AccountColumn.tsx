import { AccountHeader, AccountTabs, Feed, NotFound, useT, type AccountTab } from '@trumpet/ui';
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath } from '../../connected/contentLinks';
import { useAccountAction } from '../../connected/useAccountAction';
import { feedMemory } from '../../connected/scrollMemory';
import { useLayout } from '../../layout/LayoutContext';
import { RouterLink } from '../../layout/RouterLink';
import { ScreenColumn } from '../../layout/ScreenColumn';
import type { ScreenProps } from '../../routing/screens';
import { useSession } from '../../session/SessionContext';
import { selectMeta } from '../../store/meta';
import { useAppSelector } from '../../store/StoreProvider';
import { FeaturedTags } from './FeaturedTags';
import { FamiliarFollowersOf } from './FamiliarFollowersOf';
import { PrivateNote } from './PrivateNote';
import { useAccount } from './useAccount';

export interface AccountBody {
  /** The account header and tabs, to place at the top of the body's scroll area. */
  header: ReactNode;
}

/** A profile route (SPEC §2 /accounts/{id} and its tabs): the header of SPEC §2, the tabs, and the tab's body. */
export function AccountColumn({
  accountId,
  tab,
  column,
  tagged = null,
  children,
}: ScreenProps & { accountId: string; tab: AccountTab; tagged?: string | null; children: (body: AccountBody) => ReactNode }) {
  const { account, relationship, proofs, notFound } = useAccount(accountId);
  const meta = useAppSelector(selectMeta);
  const { signedIn } = useSession();
  const act = useAccountAction();
  const navigate = useNavigate();
  const t = useT();
  const onAction = useCallback((kind: Parameters<typeof act>[1]) => act(accountId, kind), [act, accountId]);
  const title = account ? account.display_name || account.username : t('screens.account.title');
  if (notFound) {
    return (
      <ScreenColumn title={t('screens.account.title')} column={column}>
        <NotFound />
      </ScreenColumn>
    );
  }
  const header = account ? (
    <>
      <AccountHeader
        account={account}
        relationship={signedIn ? relationship : null}
        isSelf={account.id === meta.me}
        isStaff={meta.is_staff}
        identityProofs={proofs}
        onAction={onAction}
        LinkComponent={RouterLink}
        onLinkClick={(link) => {
          const path = inAppPath(link);
          if (path) void navigate(path);
          return path !== null;
        }}
      />
      {signedIn && account.id !== meta.me ? (
        <>
          <FamiliarFollowersOf accountId={accountId} />
          <PrivateNote accountId={accountId} acct={account.acct} />
        </>
      ) : null}
      <FeaturedTags accountId={accountId} current={tagged} />
      <AccountTabs accountId={accountId} active={tab} LinkComponent={RouterLink} />
    </>
  ) : null;
  return (
    <ScreenColumn title={title} column={column}>
      {children({ header })}
    </ScreenColumn>
  );
}

/** An account list (following, followers) under the profile header. */
export function AccountListFeed({ ids, isLoading, hasMore, loadMore, header, label, memoryKey, emptyMessage, renderItem }: {
  ids: readonly string[];
  isLoading: boolean;
  hasMore: boolean;
  loadMore: () => void;
  header?: ReactNode;
  label: string;
  memoryKey: string;
  emptyMessage: ReactNode;
  renderItem: (id: string) => ReactNode;
}) {
  const { mobile } = useLayout();
  const memory = feedMemory(memoryKey);
  return (
    <Feed
      ids={ids}
      renderItem={renderItem}
      label={label}
      isLoading={isLoading}
      hasMore={hasMore}
      onLoadMore={loadMore}
      header={header}
      emptyMessage={emptyMessage}
      estimatedItemHeight={72}
      initialScrollTop={memory.offset}
      onScrollSave={(offset) => {
        memory.offset = offset;
      }}
      heightCache={memory.heights}
      scrollMode={mobile ? 'window' : 'container'}
    />
  );
}
