import { useMemo, type ComponentType, type ReactNode } from 'react';
import { AppLink, type NavigateHandler } from '../common/AppLink';

/** What an app-supplied link component receives (e.g. react-router's NavLink behind this shape). */
export interface LinkComponentProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  title?: string;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** Every component with in-app links takes either the app's link component or the status components' onNavigate. */
export interface LinkingProps {
  LinkComponent?: LinkComponent;
  onNavigate?: NavigateHandler;
}

/** The link to render: the given LinkComponent, else common/AppLink routed through onNavigate. */
export function useLinkComponent({ LinkComponent, onNavigate }: LinkingProps): LinkComponent {
  return useMemo(() => {
    if (LinkComponent) return LinkComponent;
    // common/AppLink does not take aria-current (yet): the current entry keeps its is-current class.
    return function RoutedLink({ 'aria-current': _current, ...props }: LinkComponentProps) {
      return <AppLink {...props} onNavigate={onNavigate} />;
    };
  }, [LinkComponent, onNavigate]);
}

/** Mastodon 3's client paths for the timelines and list screens (SPEC §2 routes). */
export const NAV_PATHS = {
  home: '/timelines/home',
  notifications: '/notifications',
  community: '/timelines/public/local',
  public: '/timelines/public',
  direct: '/timelines/direct',
  gettingStarted: '/getting-started',
  pinned: '/pinned',
  followRequests: '/follow_requests',
  favourites: '/favourites',
  bookmarks: '/bookmarks',
  lists: '/lists',
  mutes: '/mutes',
  mutedWords: '/muted_words',
  scheduled: '/scheduled_statuses',
  blocks: '/blocks',
  domainBlocks: '/domain_blocks',
  explore: '/explore',
  followedTags: '/followed_tags',
  directory: '/directory',
  search: '/search',
  // Server-rendered pages: opened as normal links.
  editProfile: '/settings/profile',
  preferences: '/settings/preferences',
  filters: '/filters',
  moderation: '/admin/accounts',
} as const;

export type NavPaths = { -readonly [K in keyof typeof NAV_PATHS]: string };
