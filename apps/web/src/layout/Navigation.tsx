import { selectAccount, selectUnreadNotificationCount } from '@trumpet/core';
import { NavigationPanel, TabBar } from '@trumpet/ui';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccountSwitcher } from '../session/AccountSwitcher';
import { useSession } from '../session/SessionContext';
import { signOut } from '../session/sign-out';
import { selectMeta } from '../store/meta';
import { useAppSelector } from '../store/StoreProvider';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { ThemeToggle } from '../theme/ThemeToggle';
import { BrandMark } from './BrandMark';
import { useLayout } from './LayoutContext';
import { LayoutToggle } from './LayoutToggle';
import { ComposeHintToggles } from '../compose/ComposeHintToggles';
import { lazyChunk } from '../routing/lazyScreen';
import { ColumnLoading } from './ColumnLoading';
import { RouterLink } from './RouterLink';
import { SearchBar } from '../search/SearchBar';
import { useSearchResultsShown } from '../search/useSearchResultsShown';

// The sidebar's search results load when a search is first submitted.
const SearchResultsPanel = lazyChunk<Record<string, never>>('search-results', () => import('../search/SearchResultsPanel'), <ColumnLoading />);

// Only signed-out visitors see the sign-in form: it stays out of the signed-in first load.
const SignInForm = lazyChunk<{ compact?: boolean }>('sign-in-form', () => import('../session/SignInForm').then((module) => ({ default: module.SignInForm })));

/** The navigation bar and getting-started menu (SPEC §2) with the session's account, switcher and theme. */
export function ConnectedNavigationPanel({ onClose }: { onClose?: () => void }) {
  const { session, signedIn } = useSession();
  const meta = useAppSelector(selectMeta);
  const me = meta.me ?? '';
  const account = useAppSelector(useCallback((state) => selectAccount(state, me), [me]));
  const unread = useAppSelector(selectUnreadNotificationCount);
  const { pathname } = useLocation();
  const { mobile } = useLayout();
  const doSignOut = () => {
    void signOut(session.account, session.csrfToken).then((next) => window.location.assign(next));
  };
  return (
    <NavigationPanel
      account={signedIn && account ? account : null}
      isStaff={meta.is_staff}
      LinkComponent={RouterLink}
      currentPath={pathname}
      unreadNotifications={unread}
      onClose={onClose}
      onSignOut={signedIn ? doSignOut : undefined}
      profileDirectory={meta.profile_directory}
      footer={
        <div className="w-nav-footer">
          {signedIn ? (
            <AccountSwitcher />
          ) : (
            <SignInForm compact />
          )}
          <ThemeToggle />
          {signedIn && !mobile ? <LayoutToggle /> : null}
          {signedIn ? <ComposeHintToggles /> : null}
          <LanguagePicker />
        </div>
      }
    />
  );
}

/** The navigation beside the columns, below `before` (the composer, or the link to it). */
export function NavigationSidebar({ className, before }: { className: string; before?: ReactNode }) {
  const { signedIn } = useSession();
  return (
    <aside className={`w-sidebar ${className}`}>
      {signedIn ? null : (
        <div className="w-nav-brand">
          <BrandMark />
        </div>
      )}
      {signedIn ? <SearchBar className="w-search-bar" /> : null}
      {before}
      <NavigationOrSearchResults />
    </aside>
  );
}

/** A submitted search's results take the navigation's place until composing hides them or the field is cleared (SPEC §4). */
function NavigationOrSearchResults() {
  return useSearchResultsShown() ? <SearchResultsPanel /> : <ConnectedNavigationPanel />;
}

export function MobileTabs() {
  const { signedIn } = useSession();
  const unread = useAppSelector(selectUnreadNotificationCount);
  const { pathname } = useLocation();
  return <TabBar LinkComponent={RouterLink} currentPath={pathname === '/' ? '/timelines/home' : pathname} badges={{ notifications: unread }} signedIn={signedIn} />;
}

export function useCloseMenu(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length <= 1) void navigate('/');
    else void navigate(-1);
  };
}
