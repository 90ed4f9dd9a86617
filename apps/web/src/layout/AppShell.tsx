import { alertDismissed, selectAlerts, selectColumns, selectLoadingBar } from '@trumpet/core';
import { Alerts, LoadingBar, preloadDropdownMenu, useT } from '@trumpet/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ModalProvider } from '../modals/ModalContext';
import { prefetchChunkFailure } from '../routing/ChunkFailure';
import { ModalRoot } from '../modals/ModalRoot';
import { useSession } from '../session/SessionContext';
import { SessionExpiredNotice } from '../session/SessionExpiredNotice';
import { loadDeferredFeatures } from '../store/deferred-features';
import { useAlertLocale } from '../store/notificationAlerts';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/StoreProvider';
import { useUserStream } from '../store/useUserStream';
import * as Screens from '../routing/screens';
import { isShownColumn } from './columns';
import { ComposeButton } from './ComposeButton';
import { LayoutContext } from './LayoutContext';
import { MobileTabs, NavigationSidebar } from './Navigation';
import { PinnedColumn } from './PinnedColumn';
import { useHasDrawerRoom, useIsMobile } from './useMobile';

/** The app around every route: loading bar, alerts, modals, and the multi-column or mobile layout. */
export function AppShell() {
  const mobile = useIsMobile();
  const { signedIn } = useSession();
  useUserStream(signedIn);
  useAlertLocale();
  const layout = useMemo(() => ({ mobile }), [mobile]);
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
      <ModalProvider>
        <a className="w-skip" href="#main">
          {t('layout.skip_to_content')}
        </a>
        {signedIn ? <SessionExpiredNotice /> : null}
        <ConnectedLoadingBar />
        {mobile ? <MobileLayout signedIn={signedIn} /> : <MultiColumnLayout signedIn={signedIn} />}
        <ConnectedAlerts />
        <ModalRoot />
      </ModalProvider>
    </LayoutContext.Provider>
  );
}

function MultiColumnLayout({ signedIn }: { signedIn: boolean }) {
  const columns = useAppSelector(selectColumns);
  const shown = signedIn ? columns.filter(isShownColumn) : [];
  const roomy = useHasDrawerRoom();
  const composeColumn = signedIn && columns.some((column) => column.id === 'COMPOSE');
  const area = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // A routed column opens after the pinned ones: bring it into view when the area scrolls sideways.
  useEffect(() => {
    const routed = area.current?.lastElementChild;
    if (routed && !routed.matches('.w-columns__column')) routed.scrollIntoView({ inline: 'end', block: 'nearest' });
  }, [pathname]);
  return (
    <div className="w-columns">
      <NavigationSidebar />
      {composeColumn && roomy ? <Screens.ComposeDrawer /> : null}
      <main className="w-columns__area" id="main" ref={area}>
        {shown.map((column) => (
          <PinnedColumn key={column.uuid} column={column} />
        ))}
        <Outlet />
      </main>
      {/* Too narrow for the drawer: the composer is a route away, as on a phone. */}
      {signedIn && !(composeColumn && roomy) ? <ComposeButton /> : null}
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
