import type { RootState } from '../../store/root-reducer';
import type { StatusHistoryState } from './status-history-state';

export const selectStatusHistory = (state: RootState): StatusHistoryState => state.statusHistory;
