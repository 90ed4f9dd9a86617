import type { ReactNode } from 'react';
import { Avatar } from '../common/Avatar';
import { IconButton } from '../common/Button';
import { DisplayName, type DisplayNameAccount } from '../common/DisplayName';
import {
  BellIcon,
  BlockIcon,
  BookmarkIcon,
  ClockIcon,
  CloseIcon,
  CompassIcon,
  DirectoryIcon,
  EditIcon,
  EnvelopeIcon,
  EyeOffIcon,
  FilterIcon,
  FlagIcon,
  GlobeIcon,
  HashIcon,
  HomeIcon,
  ListIcon,
  LogOutIcon,
  MuteIcon,
  PinIcon,
  SettingsIcon,
  StarIcon,
  UserPlusIcon,
  UsersIcon,
  type IconComponent,
} from '../icons';
import { NAV_PATHS, useLinkComponent, type LinkingProps, type NavPaths } from './links';
import './NavigationPanel.css';
import { currentHref } from './current-href';
import type { MessageId } from '../i18n/catalogue';
import { useLocale, useT } from '../i18n/locale-context';
import { badgeText } from './badge-text';

export interface NavigationAccount extends DisplayNameAccount {
  id: string;
  avatar: string;
}

export interface NavigationPanelProps extends LinkingProps {
  /** The signed-in account; null for a signed-out visitor (only the public timelines show). */
  account: NavigationAccount | null;
  /** Staff see the moderation link (SPEC §6). */
  isStaff?: boolean;
  /** The current path, to mark the current entry. */
  currentPath?: string;
  paths?: Partial<NavPaths>;
  unreadNotifications?: number;
  /** Pending follow requests, shown as a badge. */
  followRequests?: number;
  /** The close button (the mobile drawer, the getting-started column). */
  onClose?: () => void;
  onSignOut?: () => void;
  /** Extra content at the end (e.g. an account switcher). */
  footer?: ReactNode;
  /** The Profile directory entry: the server's meta `profile_directory` (SPEC §3). */
  profileDirectory?: boolean;
}

interface Entry {
  label: MessageId;
  href: string;
  icon: IconComponent;
  /** Server-rendered pages are normal links, not routed. */
  server?: boolean;
  badge?: number;
}

/** The navigation bar and getting-started menu of SPEC §2. */
export function NavigationPanel({
  account,
  isStaff = false,
  LinkComponent: linkOverride,
  onNavigate,
  currentPath,
  paths: overrides,
  unreadNotifications = 0,
  followRequests = 0,
  onClose,
  onSignOut,
  footer,
  profileDirectory = false,
}: NavigationPanelProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const paths: NavPaths = { ...NAV_PATHS, ...overrides };
  const timelines: Entry[] = account
    ? [
        { label: 'nav.home', href: paths.home, icon: HomeIcon },
        { label: 'nav.notifications', href: paths.notifications, icon: BellIcon, badge: unreadNotifications },
        { label: 'nav.explore', href: paths.explore, icon: CompassIcon },
        { label: 'nav.local', href: paths.community, icon: UsersIcon },
        { label: 'nav.federated', href: paths.public, icon: GlobeIcon },
        { label: 'nav.direct', href: paths.direct, icon: EnvelopeIcon },
        ...(profileDirectory ? [{ label: 'nav.directory', href: paths.directory, icon: DirectoryIcon } satisfies Entry] : []),
      ]
    : [
        { label: 'nav.local', href: paths.community, icon: UsersIcon },
        { label: 'nav.federated', href: paths.public, icon: GlobeIcon },
      ];
  const personal: Entry[] = account
    ? [
        { label: 'nav.pinned', href: paths.pinned, icon: PinIcon },
        { label: 'nav.follow_requests', href: paths.followRequests, icon: UserPlusIcon, badge: followRequests },
        { label: 'nav.favourites', href: paths.favourites, icon: StarIcon },
        { label: 'nav.bookmarks', href: paths.bookmarks, icon: BookmarkIcon },
        { label: 'nav.scheduled', href: paths.scheduled, icon: ClockIcon },
        { label: 'nav.lists', href: paths.lists, icon: ListIcon },
        { label: 'nav.followed_tags', href: paths.followedTags, icon: HashIcon },
        { label: 'nav.mutes', href: paths.mutes, icon: MuteIcon },
        { label: 'nav.keyword_filters', href: paths.mutedWords, icon: FilterIcon },
        { label: 'nav.blocks', href: paths.blocks, icon: BlockIcon },
        { label: 'nav.domain_blocks', href: paths.domainBlocks, icon: EyeOffIcon },
      ]
    : [];
  const settings: Entry[] = account
    ? [
        { label: 'nav.edit_profile', href: paths.editProfile, icon: EditIcon, server: true },
        { label: 'nav.preferences', href: paths.preferences, icon: SettingsIcon, server: true },
        { label: 'nav.filters', href: paths.filters, icon: FilterIcon, server: true },
      ]
    : [];
  const staff: Entry[] = account && isStaff ? [{ label: 'nav.moderation', href: paths.moderation, icon: FlagIcon, server: true }] : [];

  const inApp = [...timelines, ...personal].filter((entry) => !entry.server).map((entry) => entry.href);
  const currentEntry = currentHref(inApp, currentPath);
  const renderEntry = (entry: Entry) => {
    const Icon = entry.icon;
    const current = !entry.server && entry.href === currentEntry;
    const content = (
      <>
        <Icon size={20} className="t-nav__icon" />
        <span className="t-nav__label">{t(entry.label)}</span>
        {entry.badge ? (
          <span className="t-nav__badge" aria-label={t('nav.unread', { count: entry.badge })}>
            {badgeText(entry.badge, locale, t)}
          </span>
        ) : null}
      </>
    );
    return (
      <li key={entry.label}>
        {entry.server ? (
          <a className="t-nav__link" href={entry.href}>
            {content}
          </a>
        ) : (
          <LinkComponent to={entry.href} className={current ? 't-nav__link is-current' : 't-nav__link'} aria-current={current ? 'page' : undefined}>
            {content}
          </LinkComponent>
        )}
      </li>
    );
  };

  const section = (title: MessageId, entries: Entry[]) =>
    entries.length === 0 ? null : (
      <div className="t-nav__section">
        <h3 className="t-nav__heading">{t(title)}</h3>
        <ul className="t-nav__list">{entries.map(renderEntry)}</ul>
      </div>
    );

  return (
    <nav className="t-nav" aria-label={t('nav.navigation')}>
      {account ? (
        <div className="t-nav__me">
          <LinkComponent to={`/accounts/${account.id}`} className="t-nav__me-avatar" aria-label={t('nav.your_profile')}>
            <Avatar src={account.avatar} size={48} />
          </LinkComponent>
          <div className="t-nav__me-text">
            <LinkComponent to={`/accounts/${account.id}`} className="t-nav__me-name">
              <DisplayName account={account} layout="stacked" />
            </LinkComponent>
            <a className="t-nav__me-edit" href={paths.editProfile}>
              {t('nav.edit_profile')}
            </a>
          </div>
          {onClose ? <IconButton icon={CloseIcon} label={t('nav.close')} onPress={onClose} className="t-nav__close" /> : null}
        </div>
      ) : onClose ? (
        <div className="t-nav__me t-nav__me--anonymous">
          <IconButton icon={CloseIcon} label={t('nav.close')} onPress={onClose} className="t-nav__close" />
        </div>
      ) : null}
      {section('nav.section.timelines', timelines)}
      {section('nav.section.personal', personal)}
      {section('nav.section.settings', settings)}
      {section('nav.section.administration', staff)}
      {onSignOut ? (
        <div className="t-nav__section">
          <button type="button" className="t-nav__link t-nav__signout" onClick={onSignOut}>
            <LogOutIcon size={20} className="t-nav__icon" />
            <span className="t-nav__label">{t('nav.log_out')}</span>
          </button>
        </div>
      ) : null}
      {footer}
    </nav>
  );
}
