import type { CoreFeature } from '../../store/feature';
import { directorySaga } from './directory-sagas';
import { directoryReducer } from './directory-slice';

/** The profile directory: local or known accounts, by activity or by age. */
export const directoryFeature: CoreFeature = {
  name: 'directory',
  reducers: { directory: directoryReducer },
  saga: directorySaga,
};
