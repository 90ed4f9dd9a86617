import { selectColumns } from '@trumpet/core';
import { isShownColumn } from '../layout/columns';
import { useLayout } from '../layout/LayoutContext';
import { useSession } from '../session/SessionContext';
import { useAppSelector } from '../store/StoreProvider';
import { HomeTimeline, SignIn } from './screens';

/** `/`: the sign-in screen when signed out; home on mobile, or when no pinned column shows it. */
export function IndexRoute() {
  const { signedIn } = useSession();
  const { mobile } = useLayout();
  const homePinned = useAppSelector(selectColumns).some((column) => column.id === 'HOME' && isShownColumn(column));
  if (!signedIn) return <SignIn />;
  if (!mobile && homePinned) return null;
  return <HomeTimeline />;
}
