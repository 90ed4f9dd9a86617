import { createAction } from '../store/actions';
import type { ImportedEntities } from './records';

/** Normalised entities arriving from any source (REST, streaming, cache): every entity slice listens. */
export const entitiesImported = createAction<ImportedEntities>('importer/ENTITIES_IMPORTED');
