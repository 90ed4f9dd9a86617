import { alertDismissed, selectAlerts, selectColumns, selectLoadingBar } from '@trumpet/core';
import { Alerts, LoadingBar, preloadDropdownMenu, StatusTranslationSlot, useT } from '@trumpet/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ModalProvider } from '../modals/ModalContext';
import { prefetchChunkFailure } from '../routing/ChunkFailure';
import { ModalRoot } from '../modals/ModalRoot';
import { GlobalHotkeys } from '../keyboard/GlobalHotkeys';
import { useSession } from '../session/SessionContext';
import { SessionExpiredNotice } from '../session/SessionExpiredNotice';
import { loadDeferredFeatures } from '../store/deferred-features';
import { useAlertLocale } from '../store/notificationAlerts';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/StoreProvider';
import { useUserStream } from '../store/useUserStream';
import { useReadMarkers } from '../store/useReadMarkers';
import { useDraftKeptOnHide } from '../compose/useDraftKeptOnHide';
import { useNetworkRestored } from '../store/useNetworkRestored';
import { useServerExtras } from '../store/useServerExtras';
import * as Screens from '../routing/screens';
import { isShownColumn } from './columns';
import { ComposeButton, ComposeLink } from './ComposeButton';
import { LayoutContext } from './LayoutContext';
import { MobileTabs, NavigationSidebar } from './Navigation';
import { PinnedColumn } from './PinnedColumn';
import { useColumnsArea } from './useColumnsArea';
import { COMPOSE_PANEL_MIN_WIDTH, useMediaQuery, useWindowLayout } from './useWindowLayout';

/** The app around every route: loading bar, alerts, modals, and the multi-column, single-column or phone layout. */
export function AppShell() {
  const mode = useWindowLayout();
  const mobile = mode === 'mobile';
  const multiColumn = mode === 'multi_column';
  const { signedIn } = useSession();
  useUserStream(signedIn);
  useReadMarkers(signedIn);
  useDraftKeptOnHide();
  useNetworkRestored();
  const translation = useServerExtras(signedIn);
  useAlertLocale();
  const layout = useMemo(() => ({ mobile, multiColumn }), [mobile, multiColumn]);
  const store = useAppStore();
  const t = useT();
  useEffect(() => {
    // After the first screen: the load-failure modal and the open menu, so neither waits on the network.
    const idle = window.setTimeout(() => {
      prefetchChunkFailure();
      preloadDropdownMenu().catch(() => undefined);
      // Composing, reports and lists: only a signed-in user has them.
      if (signedIn) loadDeferredFeatures(store).catch(() => undefined);
    }, 2000);
    return () => window.clearTimeout(idle);
  }, [store, signedIn]);
  return (
    <LayoutContext.Provider value={layout}>
      <StatusTranslationSlot.Provider value={translation}>
        <ModalProvider>
          <a className="w-skip" href="#main">
            {t('layout.skip_to_content')}
          </a>
          {signedIn ? <SessionExpiredNotice /> : null}
          <ConnectedLoadingBar />
          {mobile ? <MobileLayout signedIn={signedIn} /> : multiColumn ? <MultiColumnLayout signedIn={signedIn} /> : <SingleColumnLayout signedIn={signedIn} />}
          <ConnectedAlerts />
          <ModalRoot />
          <GlobalHotkeys />
        </ModalProvider>
      </StatusTranslationSlot.Provider>
    </LayoutContext.Provider>
  );
}

/** SPEC §2: the composer above the navigation, then the pinned columns and the routed one, scrolling sideways. */
function MultiColumnLayout({ signedIn }: { signedIn: boolean }) {
  const columns = useAppSelector(selectColumns);
  const shown = signedIn ? columns.filter(isShownColumn) : [];
  const composeColumn = signedIn && columns.some((column) => column.id === 'COMPOSE');
  const area = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useColumnsArea(area, pathname);
  return (
    <div className="w-columns">
      <NavigationSidebar className="w-columns__drawer" before={composeColumn ? <Screens.ComposeDrawer /> : signedIn ? <ComposeLink /> : null} />
      <main className="w-columns__area" id="main" ref={area}>
        {shown.map((column) => (
          <PinnedColumn key={column.uuid} column={column} />
        ))}
        <Outlet />
      </main>
    </div>
  );
}

/** Mastodon 4 without the advanced interface: one centred column, the composer on its left when there is room, the navigation on its right. */
function SingleColumnLayout({ signedIn }: { signedIn: boolean }) {
  const composePanel = useMediaQuery(`(min-width: ${COMPOSE_PANEL_MIN_WIDTH}px)`) && signedIn;
  return (
    <div className="w-single">
      {composePanel ? (
        <div className="w-single__compose">
          <Screens.ComposeDrawer />
        </div>
      ) : null}
      <main className="w-single__main" id="main">
        <Outlet />
      </main>
      <NavigationSidebar className="w-single__nav" before={signedIn && !composePanel ? <ComposeLink /> : null} />
    </div>
  );
}

function MobileLayout({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="w-mobile">
      <main className="w-mobile__main" id="main">
        <Outlet />
      </main>
      {signedIn ? <ComposeButton /> : null}
      <MobileTabs />
    </div>
  );
}

function ConnectedLoadingBar() {
  const { progress } = useAppSelector(selectLoadingBar);
  return <LoadingBar progress={progress} />;
}

function ConnectedAlerts() {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  return <Alerts alerts={alerts} onDismiss={(key) => dispatch(alertDismissed({ key }))} />;
}
