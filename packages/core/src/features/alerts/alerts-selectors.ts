import type { RootState } from '../../store/root-reducer';
import type { Alert } from './alerts-actions';

export const selectAlerts = (state: RootState): Alert[] => state.alerts;
