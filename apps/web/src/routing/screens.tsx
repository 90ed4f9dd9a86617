import type { Column } from '@trumpet/core';
import { ColumnLoading } from '../layout/ColumnLoading';
import { lazyChunk } from './lazyScreen';

/** Props of every screen: `column` when it is a pinned column of the multi-column layout. */
export interface ScreenProps {
  column?: Column;
}

const fallback = <ColumnLoading />;

// SPEC §2: every screen is a lazily loaded chunk (named as Mastodon names them).
export const HomeTimeline = lazyChunk<ScreenProps>('home', () => import('../screens/HomeTimeline'), fallback);
export const Notifications = lazyChunk<ScreenProps>('notifications', () => import('../screens/Notifications'), fallback);
export const CommunityTimeline = lazyChunk<ScreenProps>('community', () => import('../screens/CommunityTimeline'), fallback);
export const PublicTimeline = lazyChunk<ScreenProps>('public', () => import('../screens/PublicTimeline'), fallback);
export const HashtagTimeline = lazyChunk<ScreenProps>('hashtag', () => import('../screens/HashtagTimeline'), fallback);
export const ListTimeline = lazyChunk<ScreenProps>('list-timeline', () => import('../screens/ListTimeline'), fallback);
export const DirectTimeline = lazyChunk<ScreenProps>('direct', () => import('../screens/DirectTimeline'), fallback);
export const AccountTimeline = lazyChunk<ScreenProps>('account-timeline', () => import('../screens/AccountTimeline'), fallback);
export const AccountGallery = lazyChunk<ScreenProps>('account-gallery', () => import('../screens/AccountGallery'), fallback);
export const Followers = lazyChunk<ScreenProps>('followers', () => import('../screens/Followers'), fallback);
export const Following = lazyChunk<ScreenProps>('following', () => import('../screens/Following'), fallback);
export const StatusDetail = lazyChunk<ScreenProps>('status', () => import('../screens/StatusDetail'), fallback);
export const Reblogs = lazyChunk<ScreenProps>('reblogs', () => import('../screens/Reblogs'), fallback);
export const Favourites = lazyChunk<ScreenProps>('favourites', () => import('../screens/Favourites'), fallback);
export const FavouritedStatuses = lazyChunk<ScreenProps>('favourited-statuses', () => import('../screens/FavouritedStatuses'), fallback);
export const BookmarkedStatuses = lazyChunk<ScreenProps>('bookmarked-statuses', () => import('../screens/BookmarkedStatuses'), fallback);
export const PinnedStatuses = lazyChunk<ScreenProps>('pinned-statuses', () => import('../screens/PinnedStatuses'), fallback);
export const FollowRequests = lazyChunk<ScreenProps>('follow-requests', () => import('../screens/FollowRequests'), fallback);
export const Mutes = lazyChunk<ScreenProps>('mutes', () => import('../screens/Mutes'), fallback);
export const MutedWords = lazyChunk<ScreenProps>('muted-words', () => import('../screens/MutedWords'), fallback);
export const ScheduledStatuses = lazyChunk<ScreenProps>('scheduled-statuses', () => import('../screens/ScheduledStatuses'), fallback);
export const Blocks = lazyChunk<ScreenProps>('blocks', () => import('../screens/Blocks'), fallback);
export const DomainBlocks = lazyChunk<ScreenProps>('domain-blocks', () => import('../screens/DomainBlocks'), fallback);
export const Lists = lazyChunk<ScreenProps>('lists', () => import('../screens/Lists'), fallback);
export const GettingStarted = lazyChunk<ScreenProps>('getting-started', () => import('../screens/GettingStarted'), fallback);
export const KeyboardShortcuts = lazyChunk<ScreenProps>('keyboard-shortcuts', () => import('../screens/KeyboardShortcuts'), fallback);
export const NotFound = lazyChunk<ScreenProps>('not-found', () => import('../screens/NotFound'), fallback);
export const Interact = lazyChunk<ScreenProps>('interact', () => import('../screens/Interact'), fallback);
export const Compose = lazyChunk<ScreenProps>('compose', () => import('../screens/Compose'), fallback);
export const Share = lazyChunk<ScreenProps>('share', () => import('../screens/Share'), fallback);
export const ComposeDrawer = lazyChunk<ScreenProps>('compose-drawer', () => import('../compose/ComposeDrawer'), null);
export const SignIn = lazyChunk<ScreenProps>('sign-in', () => import('../screens/SignIn'), fallback);
export const Search = lazyChunk<ScreenProps>('search', () => import('../screens/Search'), fallback);
export const Explore = lazyChunk<ScreenProps>('explore', () => import('../screens/Explore'), fallback);
export const FollowedTags = lazyChunk<ScreenProps>('followed-tags', () => import('../screens/FollowedTags'), fallback);
export const Directory = lazyChunk<ScreenProps>('directory', () => import('../screens/Directory'), fallback);
export const NotificationRequests = lazyChunk<ScreenProps>('notification-requests', () => import('../screens/NotificationRequests'), fallback);
export const NotificationRequest = lazyChunk<ScreenProps>('notification-request', () => import('../screens/NotificationRequest'), fallback);
