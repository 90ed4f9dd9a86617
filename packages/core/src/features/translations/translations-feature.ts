import type { CoreFeature } from '../../store/feature';
import { translationsSaga } from './translations-sagas';
import { translationsReducer } from './translations-slice';

/** Machine translation of statuses, where the server offers it. */
export const translationsFeature: CoreFeature = {
  name: 'translations',
  reducers: { translations: translationsReducer },
  saga: translationsSaga,
};
