import type { CoreFeature } from '../../store/feature';
import { suggestionsSaga } from './suggestions-sagas';
import { suggestionsReducer } from './suggestions-slice';

/** Follow suggestions (v2), each dismissible. */
export const suggestionsFeature: CoreFeature = {
  name: 'suggestions',
  reducers: { suggestions: suggestionsReducer },
  saga: suggestionsSaga,
};
