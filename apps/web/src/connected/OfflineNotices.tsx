import { selectOfflineSnapshot } from '@trumpet/core';
import { OfflineNotice } from '@trumpet/ui';
import { useAppSelector } from '../store/StoreProvider';

/** Home shown from what was kept, while the server cannot be reached. */
export function HomeOfflineNotice() {
  const savedAt = useAppSelector((state) => selectOfflineSnapshot(state, 'home'));
  return savedAt ? <OfflineNotice savedAt={savedAt} /> : null;
}

/** The notifications shown from what was kept. */
export function NotificationsOfflineNotice() {
  const savedAt = useAppSelector((state) => selectOfflineSnapshot(state, 'notifications'));
  return savedAt ? <OfflineNotice savedAt={savedAt} what="notifications" /> : null;
}
