import { replyShareUrl, sharedReplyTo, sharedText } from './share-text';

describe('sharedText', () => {
  it('joins the shared title, text and link in that order', () => {
    expect(sharedText(new URLSearchParams({ url: 'https://example.com/a', title: 'A page', text: 'Worth a read' }))).toBe('A page Worth a read https://example.com/a');
  });

  it('leaves out blanks and a link the text already holds', () => {
    expect(sharedText(new URLSearchParams({ title: '  ', text: 'Look https://example.com/a', url: 'https://example.com/a' }))).toBe('Look https://example.com/a');
    expect(sharedText(new URLSearchParams())).toBe('');
  });
});

describe('the reply hand-off of /share', () => {
  it('names the post to reply to, read back from the address', () => {
    const url = new URL(replyShareUrl('109'), 'https://app.example');
    expect(url.pathname).toBe('/share');
    expect(sharedReplyTo(url.searchParams)).toBe('109');
    expect(sharedReplyTo(new URLSearchParams({ text: 'hi' }))).toBeNull();
    expect(sharedReplyTo(new URLSearchParams({ in_reply_to: ' ' }))).toBeNull();
  });
});
