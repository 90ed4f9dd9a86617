import { fetchNotificationPolicy, selectNotificationRequestsSupported, selectPendingRequestsCount } from '@trumpet/core';
import { FilteredNotificationsRow } from '@trumpet/ui';
import { useEffect } from 'react';
import { RouterLink } from '../../layout/RouterLink';
import { useDeferredFeatures } from '../../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** Atop the notifications column: "Filtered notifications" with the policy summary's pending requests, when there are any. */
export default function FilteredNotificationsBanner() {
  return useDeferredFeatures() ? <Banner /> : null;
}

function Banner() {
  const dispatch = useAppDispatch();
  const supported = useAppSelector(selectNotificationRequestsSupported);
  const count = useAppSelector(selectPendingRequestsCount);
  useEffect(() => {
    dispatch(fetchNotificationPolicy.request());
  }, [dispatch]);
  if (supported !== true || count === 0) return null;
  return <FilteredNotificationsRow count={count} href="/notifications/requests" LinkComponent={RouterLink} />;
}
