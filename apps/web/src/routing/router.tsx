import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from '../layout/AppShell';
import { HandleRedirect } from './HandleRedirect';
import { IndexRoute } from './IndexRoute';
import * as Screens from './screens';

/**
 * SPEC §2 routes (Mastodon 3.x paths), every screen a lazy chunk inside the shell. Declarative
 * routing: the data router (createBrowserRouter) costs 17 KB more of the first load, and nothing
 * here uses loaders or actions.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<AppShell />}>
          <Route index element={<IndexRoute />} />
          <Route path="getting-started" element={<Screens.GettingStarted />} />
          <Route path="keyboard-shortcuts" element={<Screens.KeyboardShortcuts />} />
          <Route path="sign-in" element={<Screens.SignIn />} />
          <Route path="timelines/home" element={<Screens.HomeTimeline />} />
          <Route path="notifications" element={<Screens.Notifications />} />
          <Route path="notifications/requests" element={<Screens.NotificationRequests />} />
          <Route path="notifications/requests/:requestId" element={<Screens.NotificationRequest />} />
          <Route path="timelines/public/local" element={<Screens.CommunityTimeline />} />
          <Route path="timelines/public" element={<Screens.PublicTimeline />} />
          <Route path="timelines/tag/:tag" element={<Screens.HashtagTimeline />} />
          <Route path="timelines/list/:listId" element={<Screens.ListTimeline />} />
          <Route path="timelines/direct" element={<Screens.DirectTimeline />} />
          <Route path="statuses/new" element={<Screens.Compose />} />
          <Route path="share" element={<Screens.Share />} />
          <Route path="statuses/:statusId" element={<Screens.StatusDetail />} />
          <Route path="statuses/:statusId/reblogs" element={<Screens.Reblogs />} />
          <Route path="statuses/:statusId/favourites" element={<Screens.Favourites />} />
          <Route path="accounts/:accountId" element={<Screens.AccountTimeline />} />
          <Route path="accounts/:accountId/with_replies" element={<Screens.AccountTimeline />} />
          <Route path="accounts/:accountId/media" element={<Screens.AccountGallery />} />
          <Route path="accounts/:accountId/following" element={<Screens.Following />} />
          <Route path="accounts/:accountId/followers" element={<Screens.Followers />} />
          <Route path="interact/:statusId" element={<Screens.Interact />} />
          <Route path="pinned" element={<Screens.PinnedStatuses />} />
          <Route path="favourites" element={<Screens.FavouritedStatuses />} />
          <Route path="bookmarks" element={<Screens.BookmarkedStatuses />} />
          <Route path="follow_requests" element={<Screens.FollowRequests />} />
          <Route path="lists" element={<Screens.Lists />} />
          <Route path="mutes" element={<Screens.Mutes />} />
          <Route path="muted_words" element={<Screens.MutedWords />} />
          <Route path="scheduled_statuses" element={<Screens.ScheduledStatuses />} />
          <Route path="blocks" element={<Screens.Blocks />} />
          <Route path="domain_blocks" element={<Screens.DomainBlocks />} />
          <Route path="explore" element={<Screens.Explore />} />
          <Route path="explore/:section" element={<Screens.Explore />} />
          <Route path="followed_tags" element={<Screens.FollowedTags />} />
          <Route path="directory" element={<Screens.Directory />} />
          <Route path="search" element={<Screens.Search />} />
          {/* Profile links in post content (https://server/@name) land here and go to the profile. */}
          <Route path=":handle" element={<HandleRedirect />} />
          <Route path="*" element={<Screens.NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
