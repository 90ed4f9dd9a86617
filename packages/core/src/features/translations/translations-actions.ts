import { createAction, createAsyncActions } from '../../store/actions';
import type { TranslationRecord, TranslationSupport } from './translations-state';

/** Whether the server translates statuses, and between which languages. */
export const fetchTranslationSupport = createAsyncActions<void, TranslationSupport>('translations/SUPPORT');
/** POST /api/v1/statuses/:id/translate into `lang` (the UI's language). https://docs.joinmastodon.org/methods/statuses/#translate */
export const translateStatus = createAsyncActions<{ statusId: string; lang: string }, { statusId: string; translation: TranslationRecord }>('translations/TRANSLATE');
/** 'Show original': the status's own content again. */
export const statusTranslationUndone = createAction<{ statusId: string }>('translations/UNDONE');
