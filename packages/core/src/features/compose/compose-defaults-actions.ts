import { createAction } from '../../store/actions';

/** The user's defaults (the page's `compose.default_privacy` and `default_sensitive`, or the account's source). */
export const composeDefaultsChanged = createAction<{ privacy?: string | null; sensitive?: boolean }>('compose/DEFAULTS_CHANGE');
