import { withPinnedFirst } from './pinned-first';

describe('withPinnedFirst', () => {
  it('puts the pins first, in their order, and leaves them out of the rest', () => {
    expect(withPinnedFirst(['7', '3'], ['9', '8', '7', null, '3', '2'])).toEqual(['7', '3', '9', '8', null, '2']);
  });

  it('is the timeline itself without pins', () => {
    expect(withPinnedFirst([], ['9', null, '8'])).toEqual(['9', null, '8']);
  });
});
