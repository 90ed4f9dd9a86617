import { selectColumns } from '@trumpet/core';
import { isShownColumn } from '../layout/columns';
import { useLayout } from '../layout/LayoutContext';
import { useSession } from '../session/SessionContext';
import { useAppSelector } from '../store/StoreProvider';
import { HomeTimeline, SignIn } from './screens';

/** `/`: the sign-in screen when signed out; home, unless a pinned column of the multi-column layout shows it. */
export function IndexRoute() {
  const { signedIn } = useSession();
  const { multiColumn } = useLayout();
  const homePinned = useAppSelector(selectColumns).some((column) => column.id === 'HOME' && isShownColumn(column));
  if (!signedIn) return <SignIn />;
  if (multiColumn && homePinned) return null;
  return <HomeTimeline />;
}
