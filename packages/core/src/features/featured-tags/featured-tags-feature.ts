import type { CoreFeature } from '../../store/feature';
import { featuredTagsSaga } from './featured-tags-sagas';
import { featuredTagsReducer } from './featured-tags-slice';

/** The hashtags accounts feature on their profiles. */
export const featuredTagsFeature: CoreFeature = {
  name: 'featuredTags',
  reducers: { featuredTags: featuredTagsReducer },
  saga: featuredTagsSaga,
};
