import type { AccountRecord, PollRecord, StatusRecord, StatusWithAccount } from '@trumpet/core';

/** Data builders for component tests and screenshot harnesses (not exported from the package). */
export function makeAccount(overrides: Partial<AccountRecord> = {}): AccountRecord {
  const username = overrides.username ?? 'alice';
  return {
    id: '1',
    username,
    acct: username,
    display_name: 'Alice',
    display_name_html: 'Alice',
    note: '',
    note_emojified: '',
    url: `https://example.test/@${username}`,
    uri: `https://example.test/users/${username}`,
    avatar: '',
    avatar_static: '',
    avatar_description: '',
    header: '',
    header_static: '',
    header_description: '',
    locked: false,
    bot: false,
    group: false,
    suspended: false,
    discoverable: true,
    indexable: false,
    hide_collections: null,
    memorial: false,
    limited: false,
    roles: [],
    created_at: '2024-01-01T00:00:00.000Z',
    last_status_at: null,
    statuses_count: 10,
    following_count: 5,
    followers_count: 7,
    emojis: [],
    fields: [],
    moved: null,
    ...overrides,
  };
}

type Shown = Omit<StatusRecord, 'account' | 'reblog'> & { account: AccountRecord | null };

export function makeShown(overrides: Partial<Shown> = {}): Shown {
  const id = overrides.id ?? '100';
  const contentHtml = overrides.contentHtml ?? '<p>Hello world</p>';
  return {
    id,
    uri: `https://example.test/users/alice/statuses/${id}`,
    url: `https://example.test/@alice/${id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited_at: null,
    content: contentHtml,
    text: null,
    spoiler_text: '',
    sensitive: false,
    visibility: 'public',
    language: 'en',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    quotes_count: 0,
    reblogged: false,
    favourited: false,
    bookmarked: false,
    pinned: false,
    muted: false,
    filtered: [],
    mentions: [],
    tags: [],
    emojis: [],
    media_attachments: [],
    poll: null,
    card: null,
    application: null,
    quote: null,
    quote_approval: null,
    reactions: [],
    contentHtml,
    spoilerHtml: '',
    search_index: '',
    hidden: false,
    account: makeAccount(),
    ...overrides,
  };
}

/** A status as selectStatus returns it; pass `reblog` to make a boost. */
export function makeStatus(overrides: Partial<Shown> = {}, reblog: Shown | null = null, quoted: Shown | null = null): StatusWithAccount {
  return { ...makeShown(overrides), reblog: reblog ? { ...reblog, reblog: null } : null, quoted: quoted ? { ...quoted, reblog: null } : null };
}

export function makePoll(overrides: Partial<PollRecord> = {}): PollRecord {
  return {
    id: 'poll-1',
    expires_at: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
    expired: false,
    multiple: false,
    votes_count: 10,
    voters_count: null,
    voted: false,
    own_votes: [],
    options: [
      { title: 'Cats', votes_count: 7, title_emojified: 'Cats' },
      { title: 'Dogs', votes_count: 3, title_emojified: 'Dogs' },
    ],
    emojis: [],
    ...overrides,
  };
}
