import { sharedText } from './share-text';

describe('sharedText', () => {
  it('joins the shared title, text and link in that order', () => {
    expect(sharedText(new URLSearchParams({ url: 'https://example.com/a', title: 'A page', text: 'Worth a read' }))).toBe('A page Worth a read https://example.com/a');
  });

  it('leaves out blanks and a link the text already holds', () => {
    expect(sharedText(new URLSearchParams({ title: '  ', text: 'Look https://example.com/a', url: 'https://example.com/a' }))).toBe('Look https://example.com/a');
    expect(sharedText(new URLSearchParams())).toBe('');
  });
});
