import type { CoreFeature } from '../../store/feature';
import { tagsSaga } from './tags-sagas';
import { tagsReducer } from './tags-slice';

/** Hashtags: following one (its posts join home), and the list of those followed. */
export const tagsFeature: CoreFeature = {
  name: 'tags',
  reducers: { tags: tagsReducer },
  saga: tagsSaga,
};
