import { boostRefusal, composeReset, selectStatus, statusesHidden, statusesRevealed } from '@trumpet/core';
import './keyboard.css';
import { focusComposer, focusSearchField, isTextField, KeySequencer, NAV_ITEM_ATTRIBUTE, navItemOf, ruledStatus, statusElementOf, toggleMediaIn, type HotkeyId } from '@trumpet/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useStatusAction } from '../connected/useStatusAction';
import { useGoBack } from '../layout/ScreenColumn';
import { useModals } from '../modals/ModalContext';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppStore } from '../store/StoreProvider';
import { KEYBOARD_SHORTCUTS_PATH } from './paths';
import { SEARCH_PATH } from '../search/search-paths';
import { useRouteFocus } from './useRouteFocus';

type GoTo = Extract<HotkeyId, `goTo${string}`>;

/** Where g then a letter goes; `me` is the signed-in account. */
const GO_TO: Readonly<Record<GoTo, (me: string | null) => string | null>> = {
  goToHome: () => '/timelines/home',
  goToNotifications: () => '/notifications',
  goToLocal: () => '/timelines/public/local',
  goToFederated: () => '/timelines/public',
  goToDirect: () => '/timelines/direct',
  goToStart: () => '/getting-started',
  goToFavourites: () => '/favourites',
  goToPinned: () => '/pinned',
  goToProfile: (me) => (me === null ? null : `/accounts/${me}`),
  goToBlocked: () => '/blocks',
  goToMuted: () => '/mutes',
  goToRequests: () => '/follow_requests',
};

const isGoTo = (id: HotkeyId): id is GoTo => id in GO_TO;

/** The first entry of the first list on screen, for j or k pressed with no entry focused. */
function firstEntry(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#main [${NAV_ITEM_ATTRIBUTE}]`);
}

/**
 * Mastodon's hotkeys on the whole app (one document listener): the key map is @trumpet/ui's HOTKEYS;
 * a list moves its own focus (j, k), and anything that already handled a key has prevented it.
 */
export function GlobalHotkeys() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const onAction = useStatusAction();
  const { openModal } = useModals();
  const { signedIn } = useSession();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  useRouteFocus();
  const latest = useRef({ navigate, goBack, onAction, openModal, signedIn });
  latest.current = { navigate, goBack, onAction, openModal, signedIn };

  useEffect(() => {
    const sequencer = new KeySequencer();

    /** A hotkey on the status that holds the focus; false when there is none or it does not apply. */
    const onStatus = (id: HotkeyId, target: EventTarget | null): boolean => {
      const element = statusElementOf(target);
      const statusId = element?.dataset.id;
      if (element === null || statusId === undefined) return false;
      const status = selectStatus(store.getState(), statusId);
      if (!status) return false;
      const shown = status.reblog ?? status;
      const { onAction: act, navigate: go } = latest.current;
      switch (id) {
        case 'reply':
          act('reply', shown.id);
          return true;
        case 'mention':
          if (!latest.current.signedIn) return false;
          act('mention', shown.id);
          return true;
        case 'favourite':
          act(shown.favourited ? 'unfavourite' : 'favourite', shown.id);
          return true;
        case 'boost': {
          const me = store.getState().meta.me;
          if (shown.reblogged) act('unreblog', shown.id);
          else if (boostRefusal(ruledStatus(shown), me) === null) act('reblog', shown.id);
          else return false;
          return true;
        }
        case 'profile':
          if (!shown.account) return false;
          void go(`/accounts/${shown.account.id}`);
          return true;
        case 'open':
          void go(`/statuses/${shown.id}`);
          return true;
        case 'openMedia':
          if (shown.media_attachments.length === 0) return false;
          latest.current.openModal({ type: 'MEDIA', statusId: shown.id, index: 0 });
          return true;
        case 'toggleHidden':
          if (shown.spoiler_text.trim() === '') return false;
          dispatch(shown.hidden ? statusesRevealed({ ids: [shown.id] }) : statusesHidden({ ids: [shown.id] }));
          return true;
        case 'toggleSensitive':
          return toggleMediaIn(element);
        default:
          return false;
      }
    };

    const onGlobal = (id: HotkeyId, target: EventTarget | null): boolean => {
      const { navigate: go, goBack: back, signedIn } = latest.current;
      if (isGoTo(id)) {
        const path = GO_TO[id](store.getState().meta.me);
        if (path === null || (!signedIn && path !== '/timelines/public' && path !== '/timelines/public/local')) return false;
        void go(path);
        return true;
      }
      switch (id) {
        case 'help':
          void go(KEYBOARD_SHORTCUTS_PATH);
          return true;
        case 'back':
          back();
          return true;
        case 'compose':
        case 'newPost':
          if (!signedIn) return false;
          if (id === 'newPost') dispatch(composeReset());
          if (!focusComposer()) void go('/statuses/new');
          return true;
        case 'search':
          if (!signedIn) return false;
          // A phone has its field on the search screen, which focuses it.
          if (!focusSearchField()) void go(SEARCH_PATH);
          return true;
        case 'unfocus':
          if (!isTextField(target) || !(target instanceof HTMLElement)) return false;
          target.blur();
          return true;
        case 'moveDown':
        case 'moveUp': {
          // No list entry has the focus (a list handles its own): j or k starts at the first entry on screen.
          if (navItemOf(target) !== null || (target instanceof HTMLElement && target.closest('[role="menu"], [role="listbox"], [role="dialog"]'))) return false;
          const first = firstEntry();
          first?.focus();
          return first !== null;
        }
        default:
          return false;
      }
    };

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (document.body.classList.contains('with-modals--active')) return;
      const typing = isTextField(event.target);
      const result = sequencer.press(event, typing);
      if (result === null) return;
      if ('pending' in result) {
        event.preventDefault();
        return;
      }
      const { hotkey } = result;
      // Enter on a link or button inside a status is that control's; the arrow keys move only from an entry itself.
      if ((event.key === 'Enter' || event.key.startsWith('Arrow')) && navItemOf(event.target) !== event.target) return;
      const handled = hotkey.scope === 'status' ? onStatus(hotkey.id, event.target) : onGlobal(hotkey.id, event.target);
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      sequencer.reset();
    };
  }, [store, dispatch]);

  return null;
}
