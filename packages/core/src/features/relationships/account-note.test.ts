import { localStoreHarness } from '../../../test/support/local-store';
import { fetchRelationships, saveAccountNote } from './relationships-actions';
import { selectRelationship } from './relationships-selectors';

describe('the private note on an account against the local instance', () => {
  const h = localStoreHarness();

  it('saves the note into the relationship, and the server keeps it', async () => {
    const bob = await h.api.accounts.lookup('bob');
    const s = h.newStore();
    await h.settle(s, fetchRelationships, fetchRelationships.request({ ids: [bob.id] }));
    expect(selectRelationship(s.getState(), bob.id)?.note).toBe('');
    const done = await h.settle(s, saveAccountNote, saveAccountNote.request({ id: bob.id, comment: 'Met at the brass band, plays flugelhorn' }));
    expect(done.type).toBe(saveAccountNote.success.type);
    expect(selectRelationship(s.getState(), bob.id)?.note).toBe('Met at the brass band, plays flugelhorn');
    const [server] = await h.api.accounts.relationships([bob.id]);
    expect(server?.note).toBe('Met at the brass band, plays flugelhorn');
  });

  it('an empty comment clears it', async () => {
    const bob = await h.api.accounts.lookup('bob');
    await h.api.accounts.note(bob.id, 'to be cleared');
    const s = h.newStore();
    await h.settle(s, saveAccountNote, saveAccountNote.request({ id: bob.id, comment: '' }));
    expect(selectRelationship(s.getState(), bob.id)?.note).toBe('');
    expect((await h.api.accounts.relationships([bob.id]))[0]?.note).toBe('');
  });
});
