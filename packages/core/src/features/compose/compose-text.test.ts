import type { Status } from '@trumpet/api-client';
import { redraftText, replyMentionText } from './compose-text';

describe('replyMentionText (SPEC §4 Reply prefill)', () => {
  const alice = { id: '1', acct: 'alice' };
  const bob = { id: '2', acct: 'bob@remote.example' };
  const me = { id: '9', acct: 'demo' };
  it.each([
    { name: 'the author', accounts: [alice], expected: '@alice ' },
    { name: 'the author, then the others', accounts: [alice, bob], expected: '@alice @bob@remote.example ' },
    { name: 'not oneself as author', accounts: [me, alice], expected: '@alice ' },
    { name: 'not oneself as mention', accounts: [alice, me, bob], expected: '@alice @bob@remote.example ' },
    { name: 'each account once', accounts: [alice, bob, alice, bob], expected: '@alice @bob@remote.example ' },
    { name: 'nothing when replying to oneself alone', accounts: [me, me], expected: '' },
  ])('$name', ({ accounts, expected }) => {
    expect(replyMentionText(accounts, me.id)).toBe(expected);
  });
});

describe('redraftText (Mastodon REDRAFT: the source text, else the content with mentions expanded)', () => {
  const mention = { id: '2', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob?a=1&b=2' };
  const status = (text: string | null, content: string, mentions = [mention]): Pick<Status, 'text' | 'content' | 'mentions'> => ({
    text,
    content,
    mentions,
  });
  it.each([
    { name: 'the source text when the server sent it', input: status('hello @bob@remote.example #tag', '<p>ignored</p>'), expected: 'hello @bob@remote.example #tag' },
    {
      name: 'the content with each mention as @acct',
      input: status(null, '<p>hi <span class="h-card"><a href="https://remote.example/@bob?a=1&amp;b=2" class="u-url mention">@<span>bob</span></a></span> there</p>'),
      expected: 'hi @bob@remote.example there',
    },
    {
      name: 'line and paragraph breaks, and entities decoded',
      input: status(null, '<p>one<br />two</p><p>3 &lt; 4 &amp; &quot;five&quot;</p>', []),
      expected: 'one\ntwo\n\n3 < 4 & "five"',
    },
  ])('$name', ({ input, expected }) => {
    expect(redraftText(input)).toBe(expected);
  });
});
