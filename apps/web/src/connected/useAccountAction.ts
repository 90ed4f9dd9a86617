import { accountDomainBlockToggled, blockAccount, domainOf, endorseAccount, followAccount, selectAccount, selectRelationship, showingReblogsToggled, unblockAccount, unendorseAccount, unfollowAccount, unmuteAccount } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import type { AccountActionKind } from '@trumpet/ui';
import { useCallback } from 'react';
import { useComposeHandOff } from '../compose/useComposeHandOff';
import { useModals } from '../modals/ModalContext';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppStore } from '../store/StoreProvider';

/** The account header's and list rows' actions, wired to core with the confirmations of SPEC §4, §8. */
export function useAccountAction(): (accountId: string, kind: AccountActionKind) => void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { signedIn } = useSession();
  const { openModal } = useModals();
  const handOff = useComposeHandOff();

  return useCallback(
    (accountId: string, kind: AccountActionKind) => {
      if (!signedIn) return;
      const state = store.getState();
      const account = selectAccount(state, accountId);
      const relationship = selectRelationship(state, accountId);
      const acct = account?.acct ?? '';
      const id = { id: accountId };
      switch (kind) {
        case 'follow':
          dispatch(followAccount.request(id));
          return;
        case 'unfollow':
        case 'cancel_request':
          if (state.meta.unfollow_modal && relationship?.following) {
            openModal({ type: 'UNFOLLOW', acct, onConfirm: () => dispatch(unfollowAccount.request(id)) });
          } else {
            dispatch(unfollowAccount.request(id));
          }
          return;
        case 'block':
          openModal({
            type: 'BLOCK',
            acct,
            onConfirm: () => dispatch(blockAccount.request(id)),
            onBlockAndReport: () => {
              dispatch(blockAccount.request(id));
              openModal({ type: 'REPORT', accountId });
            },
          });
          return;
        case 'unblock':
          dispatch(unblockAccount.request(id));
          return;
        case 'mute':
          openModal({ type: 'MUTE', accountId });
          return;
        case 'unmute':
          dispatch(unmuteAccount.request(id));
          return;
        case 'show_reblogs':
        case 'hide_reblogs':
          dispatch(showingReblogsToggled(id));
          return;
        case 'endorse':
          dispatch(endorseAccount.request(id));
          return;
        case 'unendorse':
          dispatch(unendorseAccount.request(id));
          return;
        case 'block_domain': {
          const domain = account ? domainOf(account.acct) : null;
          if (!domain) return;
          openModal({ type: 'DOMAIN_BLOCK', domain, onConfirm: () => dispatch(accountDomainBlockToggled({ id: accountId, block: true })) });
          return;
        }
        case 'unblock_domain':
          dispatch(accountDomainBlockToggled({ id: accountId, block: false }));
          return;
        case 'share': {
          const url = safeUrl(account?.url);
          if (url && typeof navigator.share === 'function') navigator.share({ url }).catch(() => undefined);
          return;
        }
        case 'moderate':
          window.location.assign(`/admin/accounts/${accountId}`);
          return;
        case 'edit_profile':
          window.location.assign('/settings/profile');
          return;
        case 'preferences':
          window.location.assign('/settings/preferences');
          return;
        case 'lists':
          openModal({ type: 'LIST_ADDER', accountId });
          return;
        case 'report':
          openModal({ type: 'REPORT', accountId });
          return;
        case 'mention':
          handOff(({ mentionCompose }) => mentionCompose({ accountId }));
          return;
        case 'direct':
          handOff(({ directCompose }) => directCompose({ accountId }));
          return;
        default:
          return;
      }
    },
    [store, dispatch, signedIn, openModal, handOff],
  );
}
