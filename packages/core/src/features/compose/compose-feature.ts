import type { CoreFeature } from '../../store/feature';
import { composeSaga } from './compose-sagas';
import { composeReducer } from './compose-slice';

/** SPEC §4 Compose and §5: the composer's state and sagas. */
export const composeFeature: CoreFeature = { name: 'compose', reducers: { compose: composeReducer }, saga: composeSaga };
