import { createAction } from '../../store/actions';
import type { OfflineColumn } from './offline-state';

/** The browser says the network is back (`online`): timelines shown from their snapshot load again. */
export const networkRestored = createAction('offline/NETWORK_RESTORED');

/** The server could not be reached, so a timeline shows the statuses kept from its last load. */
export const offlineSnapshotShown = createAction<{ timeline: OfflineColumn; savedAt: string }>('offline/SNAPSHOT_SHOWN');
