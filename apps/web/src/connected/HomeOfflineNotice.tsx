import { selectOfflineSnapshot } from '@trumpet/core';
import { OfflineNotice } from '@trumpet/ui';
import { useAppSelector } from '../store/StoreProvider';

/** Home shown from what was kept, while the server cannot be reached. */
export function HomeOfflineNotice() {
  const savedAt = useAppSelector((state) => selectOfflineSnapshot(state, 'home'));
  return savedAt ? <OfflineNotice savedAt={savedAt} /> : null;
}
