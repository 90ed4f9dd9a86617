import { pollTotalsHidden } from './poll-rules';

describe('pollTotalsHidden', () => {
  it('is true when the server leaves out the per-option counts', () => {
    expect(pollTotalsHidden({ options: [{ title: 'a', votes_count: null, title_emojified: 'a' }, { title: 'b', votes_count: null, title_emojified: 'b' }] })).toBe(true);
    expect(pollTotalsHidden({ options: [{ title: 'a', votes_count: 0, title_emojified: 'a' }, { title: 'b', votes_count: 3, title_emojified: 'b' }] })).toBe(false);
  });
});
