import { blockAccount, bookmarkStatus, deleteStatus, favouriteStatus, muteStatus, pinStatus, reblogStatus, revokeQuote, selectStatus, unbookmarkStatus, unfavouriteStatus, unmuteStatus, unpinStatus, unreblogStatus } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { useT, type StatusActionHandler } from '@trumpet/ui';
import { useCallback } from 'react';
import { useComposeHandOff } from '../compose/useComposeHandOff';
import { useModals } from '../modals/ModalContext';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppStore } from '../store/StoreProvider';
import { openInteractionPopup } from './interaction';
import { loadComposeFeatures } from '../store/deferred-features';

/** Every status action of the ui's status components, wired to core (SPEC §4, §6). */
export function useStatusAction(): StatusActionHandler {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { signedIn } = useSession();
  const { openModal } = useModals();
  const handOff = useComposeHandOff();
  const t = useT();

  return useCallback<StatusActionHandler>(
    (kind, statusId, options) => {
      const state = store.getState();
      const status = selectStatus(state, statusId);
      const meta = state.meta;
      if (!signedIn) {
        if (kind === 'reply') openInteractionPopup(statusId, 'reply');
        else if (kind === 'favourite' || kind === 'unfavourite') openInteractionPopup(statusId, 'favourite');
        else if (kind === 'reblog' || kind === 'unreblog') openInteractionPopup(statusId, 'reblog');
        return;
      }
      const id = { id: statusId };
      switch (kind) {
        case 'favourite':
          dispatch(favouriteStatus.request(id));
          return;
        case 'unfavourite':
          dispatch(unfavouriteStatus.request(id));
          return;
        case 'reblog':
          if (meta.boost_modal && !options?.skipModal) openModal({ type: 'BOOST', statusId, onBoost: () => dispatch(reblogStatus.request(id)) });
          else dispatch(reblogStatus.request(id));
          return;
        case 'unreblog':
          dispatch(unreblogStatus.request(id));
          return;
        case 'bookmark':
          dispatch(bookmarkStatus.request(id));
          return;
        case 'unbookmark':
          dispatch(unbookmarkStatus.request(id));
          return;
        case 'pin':
          dispatch(pinStatus.request(id));
          return;
        case 'unpin':
          dispatch(unpinStatus.request(id));
          return;
        case 'mute-conversation':
          dispatch(muteStatus.request(id));
          return;
        case 'unmute-conversation':
          dispatch(unmuteStatus.request(id));
          return;
        case 'delete':
          if (meta.delete_modal) {
            openModal({ type: 'DELETE', onConfirm: () => dispatch(deleteStatus.request({ id: statusId, withRedraft: false })) });
          } else {
            dispatch(deleteStatus.request({ id: statusId, withRedraft: false }));
          }
          return;
        case 'mute':
          if (status?.account) openModal({ type: 'MUTE', accountId: status.account.id });
          return;
        case 'block': {
          const account = status?.account;
          if (!account) return;
          openModal({
            type: 'BLOCK',
            acct: account.acct,
            onConfirm: () => dispatch(blockAccount.request({ id: account.id })),
            onBlockAndReport: () => {
              dispatch(blockAccount.request({ id: account.id }));
              openModal({ type: 'REPORT', accountId: account.id, statusId });
            },
          });
          return;
        }
        case 'reply':
          // SPEC §5: replying over a non-blank draft asks first.
          if (state.compose.text.trim().length > 0) {
            openModal({ type: 'CONFIRM', message: t('connected.reply_overwrite.message'), confirm: t('connected.reply_overwrite.confirm'), onConfirm: () => handOff(({ replyCompose }) => replyCompose({ statusId })) });
          } else {
            handOff(({ replyCompose }) => replyCompose({ statusId }));
          }
          return;
        case 'mention':
        case 'direct': {
          const accountId = status?.account?.id;
          if (accountId) handOff((events) => (kind === 'mention' ? events.mentionCompose({ accountId }) : events.directCompose({ accountId })));
          return;
        }
        case 'redraft': {
          const redraft = () => handOff(() => deleteStatus.request({ id: statusId, withRedraft: true }));
          if (meta.delete_modal) openModal({ type: 'DELETE', redraft: true, onConfirm: redraft });
          else redraft();
          return;
        }
        case 'edit':
          // The form as it stood comes back when the edit is saved or cancelled, so nothing is lost.
          handOff(({ editCompose }) => editCompose.request({ statusId }));
          return;
        case 'history':
          openModal({ type: 'HISTORY', statusId });
          return;
        case 'quote':
          handOff(({ quoteCompose }) => quoteCompose({ statusId }));
          return;
        case 'revoke-quote': {
          const quotedId = status?.quote?.quoted_status_id;
          if (quotedId) void loadComposeFeatures(store).then(() => dispatch(revokeQuote.request({ quotedId, quotingId: statusId })));
          return;
        }
        case 'report':
          if (status?.account) openModal({ type: 'REPORT', accountId: status.account.id, statusId });
          return;
        case 'share': {
          const url = safeUrl(status?.url);
          if (status && url && typeof navigator.share === 'function') {
            navigator.share({ url, text: status.search_index }).catch((error: unknown) => {
              if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
            });
          }
          return;
        }
        case 'copy-link':
          if (status?.url) void navigator.clipboard?.writeText(status.url);
          return;
        case 'moderate': {
          // SPEC §2: the server's moderation page of the status (/admin/accounts/{id}/statuses/{id}).
          const authorId = status?.account?.id;
          if (authorId && meta.is_staff) window.location.assign(`/admin/accounts/${encodeURIComponent(authorId)}/statuses/${encodeURIComponent(statusId)}`);
          return;
        }
        case 'open-original': {
          const url = safeUrl(status?.url);
          if (url) window.open(url, '_blank', 'noopener');
          return;
        }
        default:
          return;
      }
    },
    [store, dispatch, signedIn, openModal, handOff, t],
  );
}
