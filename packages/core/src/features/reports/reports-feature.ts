import type { CoreFeature } from '../../store/feature';
import { reportsSaga } from './reports-sagas';
import { reportsReducer } from './reports-slice';

/** SPEC §4 Reports: the report form's state and sagas. */
export const reportsFeature: CoreFeature = { name: 'reports', reducers: { reports: reportsReducer }, saga: reportsSaga };
