import type { CoreFeature } from '../../store/feature';
import { listAdderReducer } from './list-adder-slice';
import { listEditorReducer } from './list-editor-slice';
import { listsSaga } from './lists-sagas';
import { listsReducer } from './lists-slice';

/** SPEC §4 Lists: the lists, the list editor and the list adder. */
export const listsFeature: CoreFeature = {
  name: 'lists',
  reducers: { lists: listsReducer, listEditor: listEditorReducer, listAdder: listAdderReducer },
  saga: listsSaga,
};
