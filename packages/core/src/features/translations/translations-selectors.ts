import type { RootState } from '../../store/root-reducer';
import type { StatusTranslation } from './translations-state';

export const selectTranslationEnabled = (state: RootState): boolean => state.translations.enabled;
export const selectStatusTranslation = (state: RootState, statusId: string): StatusTranslation | null => state.translations.byStatus[statusId] ?? null;
