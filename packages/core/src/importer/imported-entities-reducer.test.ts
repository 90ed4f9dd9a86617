import { getEntity, updateEntity } from '../store/entity-table';
import { AccountSchema, StatusSchema } from '@trumpet/api-client';
import { sanitize } from '../../test/support/sanitize';
import { accountsReducer } from '../features/accounts/accounts-slice';
import { statusesReducer } from '../features/statuses/statuses-slice';
import { entitiesImported } from './importer-actions';
import { normalizeEntities } from './normalize';

const account = AccountSchema.parse({ id: '1', acct: 'alice' });
const importOf = (spoiler: string, content: string) =>
  entitiesImported(normalizeEntities({ statuses: [StatusSchema.parse({ id: '9', account, spoiler_text: spoiler, content })] }, { sanitize, expandSpoilers: false }));

describe('entity slices fed by the importer', () => {
  it('stores each record by id and leaves the state untouched when nothing of its kind arrives', () => {
    const state = accountsReducer(undefined, importOf('', '<p>a</p>'));
    expect(getEntity(state, '1')?.acct).toBe('alice');
    expect(accountsReducer(state, entitiesImported({ accounts: [], statuses: [], polls: [] }))).toBe(state);
  });

  it('keeps an opened content warning open when the status is imported again, unless the warning changed', () => {
    let state = statusesReducer(undefined, importOf('cw', '<p>a</p>'));
    expect(getEntity(state, '9')?.hidden).toBe(true);
    state = updateEntity(state, '9', (record) => ({ ...record, hidden: false }));
    state = statusesReducer(state, importOf('cw', '<p>edited</p>'));
    expect(getEntity(state, '9')).toMatchObject({ hidden: false, contentHtml: '<p>edited</p>' });
    expect(getEntity(statusesReducer(state, importOf('new warning', '<p>b</p>')), '9')?.hidden).toBe(true);
  });
});
