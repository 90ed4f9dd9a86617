import { createBrowserRouter } from 'react-router';
import { AppShell } from '../layout/AppShell';
import { HandleRedirect } from './HandleRedirect';
import { IndexRoute } from './IndexRoute';
import * as Screens from './screens';

/** SPEC §2 routes (Mastodon 3.x paths), every screen a lazy chunk inside the shell. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <IndexRoute /> },
        { path: 'getting-started', element: <Screens.GettingStarted /> },
        { path: 'sign-in', element: <Screens.SignIn /> },
        { path: 'timelines/home', element: <Screens.HomeTimeline /> },
        { path: 'notifications', element: <Screens.Notifications /> },
        { path: 'timelines/public/local', element: <Screens.CommunityTimeline /> },
        { path: 'timelines/public', element: <Screens.PublicTimeline /> },
        { path: 'timelines/tag/:tag', element: <Screens.HashtagTimeline /> },
        { path: 'timelines/list/:listId', element: <Screens.ListTimeline /> },
        { path: 'timelines/direct', element: <Screens.DirectTimeline /> },
        { path: 'statuses/:statusId', element: <Screens.StatusDetail /> },
        { path: 'statuses/:statusId/reblogs', element: <Screens.Reblogs /> },
        { path: 'statuses/:statusId/favourites', element: <Screens.Favourites /> },
        { path: 'accounts/:accountId', element: <Screens.AccountTimeline /> },
        { path: 'accounts/:accountId/with_replies', element: <Screens.AccountTimeline /> },
        { path: 'accounts/:accountId/media', element: <Screens.AccountGallery /> },
        { path: 'accounts/:accountId/following', element: <Screens.Following /> },
        { path: 'accounts/:accountId/followers', element: <Screens.Followers /> },
        { path: 'interact/:statusId', element: <Screens.Interact /> },
        { path: 'pinned', element: <Screens.PinnedStatuses /> },
        { path: 'favourites', element: <Screens.FavouritedStatuses /> },
        { path: 'follow_requests', element: <Screens.FollowRequests /> },
        { path: 'lists', element: <Screens.Lists /> },
        { path: 'mutes', element: <Screens.Mutes /> },
        { path: 'blocks', element: <Screens.Blocks /> },
        { path: 'domain_blocks', element: <Screens.DomainBlocks /> },
        // Profile links in post content (https://server/@name) land here and go to the profile.
        { path: ':handle', element: <HandleRedirect /> },
        { path: '*', element: <Screens.NotFound /> },
      ],
    },
  ]);
}
