import { AccountSchema, StatusSchema, type Status } from '@trumpet/api-client';
import { sanitize } from '../../test/support/sanitize';
import { normalizeEntities, normalizeStatus } from './normalize';

const emoji = { shortcode: 'blobcat', url: 'https://cdn.example/blobcat.png', static_url: 'https://cdn.example/blobcat_s.png', visible_in_picker: true };
const account = AccountSchema.parse({ id: '1', acct: 'alice', username: 'alice', display_name: 'Alice :blobcat: <b>', note: '<p>Hi :blobcat:</p>', emojis: [emoji], fields: [{ name: 'Site', value: '<a href="https://alice.example">alice.example</a>', verified_at: null }] });
const status = (overrides: Record<string, unknown>): Status => StatusSchema.parse({ id: '10', account, content: '<p>Hello</p>', ...overrides });
const options = { sanitize, expandSpoilers: false };

describe('normalizeStatus: the client fields of SPEC §3', () => {
  it.each([
    ['strips scripts and event handlers', '<p>hi<script>alert(1)</script><img src=x onerror=alert(1)></p>', '<p>hi<img></p>'],
    ['drops javascript: links', '<p><a href="javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['keeps Mastodon links and classes', '<p><a href="https://a.example/@b" class="u-url mention t-modal-root" rel="nofollow noopener">@b</a></p>', '<p><a href="https://a.example/@b" class="u-url mention" rel="nofollow noopener noreferrer" target="_blank">@b</a></p>'],
    ['emojifies text, not attributes', '<p lang=":blobcat:">:blobcat: <a href="https://x/:blobcat:">l</a></p>', '<p lang=":blobcat:"><img draggable="false" class="emojione custom-emoji" alt=":blobcat:" title=":blobcat:" src="https://cdn.example/blobcat.png" data-original="https://cdn.example/blobcat.png" data-static="https://cdn.example/blobcat_s.png"> <a href="https://x/:blobcat:" rel="nofollow noopener noreferrer" target="_blank">l</a></p>'],
    ['leaves unknown shortcodes as text', '<p>:nope:</p>', '<p>:nope:</p>'],
  ])('contentHtml %s', (_name, content, expected) => {
    expect(normalizeStatus(status({ content, emojis: [emoji] }), options).contentHtml).toBe(expected);
  });

  it('escapes the content warning, emojifies it, and hides the content behind it unless expand_spoilers', () => {
    const record = normalizeStatus(status({ spoiler_text: 'Food <3 :blobcat:', emojis: [emoji] }), options);
    expect(record.spoilerHtml).toContain('Food &lt;3 <img');
    expect(record.hidden).toBe(true);
    expect(normalizeStatus(status({ spoiler_text: 'cw' }), { sanitize, expandSpoilers: true }).hidden).toBe(false);
    expect(normalizeStatus(status({}), options).hidden).toBe(false);
  });

  it('indexes the plain text of warning and content for filters and search', () => {
    const record = normalizeStatus(status({ spoiler_text: 'Spoilers', content: '<p>The <em>end</em> &amp; more</p><p>Line</p>' }), options);
    expect(record.search_index).toBe('Spoilers\n\nThe end & more\n\nLine');
  });
});

describe('normalizeEntities flattens nested entities once each', () => {
  it('pulls out reblogs, their accounts and polls, and moved accounts, keeping ids in their place', () => {
    const moved = { id: '3', acct: 'new', username: 'new' };
    const bob = { id: '2', acct: 'bob', username: 'bob', moved };
    const original = { id: '20', account: bob, content: '<p>orig</p>', poll: { id: '7', options: [{ title: 'Yes :blobcat:', votes_count: 1 }], emojis: [emoji] } };
    const boost = status({ id: '21', content: '', reblog: original });
    const result = normalizeEntities({ statuses: [boost, boost] }, options);
    expect(result.statuses.map((s) => [s.id, s.reblog, s.account, s.poll])).toEqual([
      ['20', null, '2', '7'],
      ['21', '20', '1', null],
    ]);
    expect(result.accounts.map((a) => [a.id, a.moved])).toEqual([
      ['1', null],
      ['3', null],
      ['2', '3'],
    ]);
    expect(result.polls[0]?.options[0]?.title_emojified).toContain('<img');
  });

  it('gives accounts safe display names, emojified notes and plain field values', () => {
    const [record] = normalizeEntities({ accounts: [account] }, options).accounts;
    expect(record?.display_name_html).toBe('Alice <img draggable="false" class="emojione custom-emoji" alt=":blobcat:" title=":blobcat:" src="https://cdn.example/blobcat.png" data-original="https://cdn.example/blobcat.png" data-static="https://cdn.example/blobcat_s.png"> &lt;b&gt;');
    expect(record?.note_emojified).toContain('<p>Hi <img');
    expect(record?.fields[0]).toMatchObject({ name_emojified: 'Site', value_plain: 'alice.example' });
    expect(record?.fields[0]?.value_emojified).toBe('<a href="https://alice.example/" rel="nofollow noopener noreferrer" target="_blank">alice.example</a>');
  });
});

describe('an account is sanitised only when its text changed', () => {
  const counting = () => {
    const calls: string[] = [];
    return { calls, sanitize: (html: string) => (calls.push(html), sanitize(html)) };
  };
  const sanitisedBio = (calls: string[]) => calls.filter((html) => html.includes('Hi ')).length;

  it('once for an author who wrote every status of a page', () => {
    const { calls, sanitize: countingSanitize } = counting();
    const page = Array.from({ length: 40 }, (_, index) => status({ id: String(100 + index) }));
    const { accounts, statuses } = normalizeEntities({ statuses: page }, { sanitize: countingSanitize, expandSpoilers: false });
    expect(statuses).toHaveLength(40);
    expect(accounts).toHaveLength(1);
    expect(sanitisedBio(calls)).toBe(1);
  });

  it('not again while the store has the same text, and again when the bio, a field or an emoji changed', () => {
    const stored = normalizeEntities({ accounts: [account] }, options).accounts[0];
    const { calls, sanitize: countingSanitize } = counting();
    const again = normalizeEntities({ statuses: [status({ id: '11' })] }, { sanitize: countingSanitize, expandSpoilers: false, storedAccount: () => stored });
    expect(sanitisedBio(calls)).toBe(0);
    // Counts and the like still come from the answer; the HTML is the stored one, equal to a fresh one.
    expect(again.accounts[0]).toEqual({ ...stored });

    const followers = normalizeEntities({ accounts: [{ ...account, followers_count: 99 }] }, { sanitize: countingSanitize, expandSpoilers: false, storedAccount: () => stored });
    expect(followers.accounts[0]?.followers_count).toBe(99);
    expect(sanitisedBio(calls)).toBe(0);

    for (const changed of [
      { ...account, note: '<p>Hi there, a new bio</p>' },
      { ...account, fields: [{ name: 'Site', value: 'elsewhere', verified_at: null }] },
      { ...account, emojis: [{ ...emoji, category: null, url: 'https://cdn.example/blobcat2.png' }] },
    ]) {
      const fresh = normalizeEntities({ accounts: [changed] }, { sanitize: countingSanitize, expandSpoilers: false, storedAccount: () => stored }).accounts[0];
      expect(fresh).toEqual(normalizeEntities({ accounts: [changed] }, options).accounts[0]);
    }
    expect(sanitisedBio(calls)).toBe(3);
  });
});
