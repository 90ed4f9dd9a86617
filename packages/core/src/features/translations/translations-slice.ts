import type { UnknownAction } from 'redux';
import { fetchTranslationSupport, statusTranslationUndone, translateStatus } from './translations-actions';
import { initialTranslations, type StatusTranslation, type TranslationsState } from './translations-state';

function withStatus(state: TranslationsState, statusId: string, translation: StatusTranslation | null): TranslationsState {
  const { [statusId]: _previous, ...rest } = state.byStatus;
  return { ...state, byStatus: translation ? { ...rest, [statusId]: translation } : rest };
}

export function translationsReducer(state: TranslationsState = initialTranslations, action: UnknownAction): TranslationsState {
  if (fetchTranslationSupport.success.match(action)) return { ...state, support: action.payload };
  if (translateStatus.request.match(action)) return withStatus(state, action.payload.statusId, { state: 'loading' });
  if (translateStatus.success.match(action)) return withStatus(state, action.payload.statusId, { state: 'shown', translation: action.payload.translation });
  if (translateStatus.fail.match(action)) return withStatus(state, action.payload.request.statusId, null);
  if (statusTranslationUndone.match(action)) return withStatus(state, action.payload.statusId, null);
  return state;
}
