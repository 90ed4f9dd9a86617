import type { RootState } from '../../store/root-reducer';
import type { StatusTranslation, TranslationSupport } from './translations-state';

export const selectTranslationEnabled = (state: RootState): boolean => state.translations.support.enabled;
export const selectTranslationSupport = (state: RootState): TranslationSupport => state.translations.support;
export const selectStatusTranslation = (state: RootState, statusId: string): StatusTranslation | null => state.translations.byStatus[statusId] ?? null;
