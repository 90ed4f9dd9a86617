import { readdirSync } from 'node:fs';
import type * as z from 'zod/mini';
import { fixture } from '../../test/support/fixtures';
import { payload, PAYLOADS_DIR } from '../../test/support/payloads';
import { createRandom, mutate } from '../../test/support/mutate';
import { AccountSchema } from './account';
import { AnnouncementSchema } from './announcement';
import { CardSchema } from './card';
import { FilterKeywordSchema } from './filter-keyword';
import { FilterStatusSchema } from './filter-status';
import { FilterV2Schema } from './filter-v2';
import { MarkerSchema, MarkersSchema } from './marker';
import { QuoteApprovalSchema, ShallowQuoteSchema } from './quote';
import { ReactionSchema } from './reaction';
import { ScheduledStatusSchema } from './scheduled-status';
import { StatusSchema } from './status';
import { StatusEditSchema } from './status-edit';
import { StatusSourceSchema } from './status-source';
import { AnnouncementReactionUpdateSchema } from './streaming-frame';
import { TranslationSchema } from './translation';

// Payloads shaped as the docs' and the OpenAPI reference's examples (test/support/payloads).
const schemaByFile: Record<string, z.ZodMiniType> = {
  'Account_profile_4_4.json': AccountSchema,
  'Announcement.json': AnnouncementSchema,
  'FilterKeyword.json': FilterKeywordSchema,
  'FilterStatus.json': FilterStatusSchema,
  'Filter_v2.json': FilterV2Schema,
  'Marker.json': MarkerSchema,
  'Markers.json': MarkersSchema,
  'PreviewCard_authors.json': CardSchema,
  'QuoteApproval.json': QuoteApprovalSchema,
  'ScheduledStatus.json': ScheduledStatusSchema,
  'ScheduledStatus_poll_quote.json': ScheduledStatusSchema,
  'ShallowQuote.json': ShallowQuoteSchema,
  'StatusEdit.json': StatusEditSchema,
  'StatusSource.json': StatusSourceSchema,
  'Status_akkoma_local.json': StatusSchema,
  'Status_quote.json': StatusSchema,
  'Translation.json': TranslationSchema,
};

const account = { id: '1', acct: 'alice' };
const status = { id: '10', account };

describe('payload folder', () => {
  it('has a schema for every payload file', () => {
    expect(readdirSync(PAYLOADS_DIR).sort()).toEqual(Object.keys(schemaByFile).sort());
  });

  it.each(Object.entries(schemaByFile))('%s parses', (file, schema) => {
    const result = schema.safeParse(payload(file));
    expect(result.error?.issues).toBeUndefined();
  });
});

describe('mutated payloads (seed 0x5eed13)', () => {
  it('1000 mutants: each schema parses or refuses, never throws', () => {
    const random = createRandom(0x5eed13);
    const entries = Object.entries(schemaByFile);
    const failures: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const [file, schema] = entries[i % entries.length] as [string, z.ZodMiniType];
      const mutant = mutate(payload(file), random);
      try {
        const result = schema.safeParse(JSON.parse(mutant.text));
        if (result.success) JSON.stringify(result.data);
      } catch (error) {
        failures.push(`iteration ${i}, ${file}: ${mutant.steps.join('; ')}: ${String(error)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('Announcement', () => {
  it('the reference example: reactions with and without custom emoji, read flag, empty lists', () => {
    const announcement = AnnouncementSchema.parse(payload('Announcement.json'));
    expect(announcement).toMatchObject({
      id: '8',
      starts_at: null,
      ends_at: null,
      all_day: false,
      read: true,
      published_at: '2020-07-03T01:27:38.726Z',
      mentions: [],
      statuses: [],
      tags: [],
      emojis: [],
    });
    expect(announcement.reactions).toHaveLength(4);
    expect(announcement.reactions[0]).toEqual({
      name: 'bongoCat',
      count: 9,
      me: false,
      url: 'https://files.mastodon.social/custom_emojis/images/000/067/715/original/fdba57dff7576d53.png',
      static_url: 'https://files.mastodon.social/custom_emojis/images/000/067/715/static/fdba57dff7576d53.png',
    });
    expect(announcement.reactions[3]).toEqual({ name: '🤔', count: 1, me: true, url: null, static_url: null });
  });

  it('mentions, linked statuses and tags; signed out, read is null', () => {
    const announcement = AnnouncementSchema.parse({
      id: 9,
      content: '<p>Hi @alice, see #news</p>',
      read: null,
      mentions: [{ id: 1, username: 'alice', acct: 'alice', url: 'https://a.example/@alice' }],
      statuses: [{ id: 5, url: 'https://a.example/@alice/5' }],
      tags: [{ name: 'news', url: 'https://a.example/tags/news' }],
    });
    expect(announcement.id).toBe('9');
    expect(announcement.read).toBe(false);
    expect(announcement.mentions[0]).toEqual({ id: '1', username: 'alice', acct: 'alice', url: 'https://a.example/@alice' });
    expect(announcement.statuses[0]).toEqual({ id: '5', url: 'https://a.example/@alice/5' });
    expect(announcement.tags[0]?.name).toBe('news');
  });

  it('refuses an announcement without id, and a reaction without name', () => {
    expect(AnnouncementSchema.safeParse({ content: 'x' }).error?.issues[0]?.path).toEqual(['id']);
    expect(ReactionSchema.safeParse({ count: 1 }).success).toBe(false);
  });

  it('the announcement.reaction payload', () => {
    expect(AnnouncementReactionUpdateSchema.parse({ name: 'bongoCat', count: 10, announcement_id: 8 })).toEqual({
      announcement_id: '8',
      name: 'bongoCat',
      count: 10,
    });
    expect(AnnouncementReactionUpdateSchema.safeParse({ name: 'bongoCat', count: 10 }).success).toBe(false);
  });
});

describe('Status quotes (Mastodon 4.5)', () => {
  it('an accepted quote carries the quoted status, whose own quote is shallow', () => {
    const parsed = StatusSchema.parse(payload('Status_quote.json'));
    expect(parsed.quote?.state).toBe('accepted');
    expect(parsed.quote?.quoted_status_id).toBe('103270115826048975');
    const quoted = parsed.quote?.quoted_status;
    expect(quoted?.id).toBe('103270115826048975');
    expect(quoted?.account.acct).toBe('Gargron');
    expect(quoted?.reblog).toBeNull();
    expect(quoted?.quote).toEqual({ state: 'accepted', quoted_status: null, quoted_status_id: '103270115826048000' });
    expect(quoted?.quote_approval).toEqual({ automatic: ['public'], manual: [], current_user: 'automatic' });
    expect(quoted?.quotes_count).toBe(1);
    expect(parsed.quote_approval).toEqual({ automatic: ['public', 'followers'], manual: [], current_user: 'automatic' });
  });

  it.each([
    ['pending, nothing to show', { state: 'pending', quoted_status: null }, { state: 'pending', quoted_status: null, quoted_status_id: null }],
    ['a shallow quote at the top level', { state: 'deleted', quoted_status_id: 7 }, { state: 'deleted', quoted_status: null, quoted_status_id: '7' }],
    ['a state this client does not know', { state: 'moderated', quoted_status: null }, { state: 'unknown', quoted_status: null, quoted_status_id: null }],
  ])('%s', (_name, quote, expected) => {
    expect(StatusSchema.parse({ ...status, quote }).quote).toEqual(expected);
  });

  it('a reblog keeps the quote of the reblogged status', () => {
    const quoting = payload<Record<string, unknown>>('Status_quote.json');
    const reblog = StatusSchema.parse({ ...status, reblog: quoting });
    expect(reblog.reblog?.quote?.quoted_status?.id).toBe('103270115826048975');
  });

  it('a chain of quotes, however deep, is kept to one quoted status and an id', () => {
    const depth = 5000;
    const text = '{"id":"1","account":{"id":"1","acct":"a"},"quote":{"state":"accepted","quoted_status":'.repeat(depth) + 'null' + '}}'.repeat(depth);
    const parsed = StatusSchema.parse(JSON.parse(text));
    expect(parsed.quote?.quoted_status?.quote).toEqual({ state: 'accepted', quoted_status: null, quoted_status_id: '1' });
  });

  it('refuses a quote whose quoted status has no account, and a quote that is neither a quote nor a status', () => {
    expect(StatusSchema.safeParse({ ...status, quote: { state: 'accepted', quoted_status: { id: '2' } } }).success).toBe(false);
    expect(StatusSchema.safeParse({ ...status, quote: { quoted_status_id: '2' } }).error?.issues[0]?.path).toEqual(['quote']);
  });

  it('QuoteApproval: unknown policies and current_user values are "unknown"', () => {
    expect(QuoteApprovalSchema.parse(payload('QuoteApproval.json'))).toEqual({ automatic: ['public'], manual: [], current_user: 'automatic' });
    expect(QuoteApprovalSchema.parse({ automatic: ['mutuals'], manual: null, current_user: 'maybe' })).toEqual({
      automatic: ['unknown'],
      manual: [],
      current_user: 'unknown',
    });
  });

  it('ShallowQuote: the reference example, a full quote read by id, a bare status read as accepted', () => {
    expect(ShallowQuoteSchema.parse(payload('ShallowQuote.json'))).toEqual({
      state: 'accepted',
      quoted_status: null,
      quoted_status_id: '103270115826048975',
    });
    expect(ShallowQuoteSchema.parse({ state: 'accepted', quoted_status: { ...status, id: 4 } }).quoted_status_id).toBe('4');
    expect(ShallowQuoteSchema.parse({ ...status, id: 5 })).toEqual({ state: 'accepted', quoted_status: null, quoted_status_id: '5' });
    expect(ShallowQuoteSchema.parse({})).toEqual({ state: 'unknown', quoted_status: null, quoted_status_id: null });
  });
});

describe('Status: Pleroma, Akkoma and Misskey-family variants', () => {
  it('Akkoma: local visibility, emoji reactions, and the quoted status sent as `quote`', () => {
    const parsed = StatusSchema.parse(payload('Status_akkoma_local.json'));
    expect(parsed.visibility).toBe('local');
    expect(parsed.reactions).toEqual([
      { name: '👍', count: 2, me: true, url: null, static_url: null },
      { name: 'blobcat', count: 1, me: false, url: 'https://akkoma.example/emoji/blobcat.png', static_url: null },
    ]);
    expect(parsed).not.toHaveProperty('emoji_reactions');
    expect(parsed).not.toHaveProperty('pleroma');
    expect(parsed.quote?.state).toBe('accepted');
    expect(parsed.quote?.quoted_status_id).toBe('AeHxQk2b1nyE9pCDwG');
    expect(parsed.quote?.quoted_status?.content).toBe('the original');
    expect(parsed.quote?.quoted_status?.reactions).toEqual([{ name: '👍', count: 1, me: false, url: null, static_url: null }]);
    expect(parsed.quote?.quoted_status?.quote).toBeNull();
  });

  it.each([
    ['Pleroma: pleroma.emoji_reactions', { pleroma: { emoji_reactions: [{ name: '🎉', count: '3', me: null }] } }],
    ['Misskey family: reactions', { reactions: [{ name: '🎉', count: 3, me: false }] }],
    ['Fedibird: emoji_reactions, with account_ids', { emoji_reactions: [{ name: '🎉', count: 3, account_ids: ['1'] }] }],
    ['an empty list does not hide a full one', { reactions: [], pleroma: { emoji_reactions: [{ name: '🎉', count: 3 }] } }],
  ])('%s', (_name, extra) => {
    expect(StatusSchema.parse({ ...status, ...extra }).reactions).toEqual([{ name: '🎉', count: 3, me: false, url: null, static_url: null }]);
  });

  it('reactions that do not parse are left out, never a reason to refuse the status', () => {
    const parsed = StatusSchema.parse({
      ...status,
      emoji_reactions: [{ count: 1 }, 'x', { name: '🎉', count: 1 }],
      pleroma: 'nope',
    });
    expect(parsed.reactions.map((reaction) => reaction.name)).toEqual(['🎉']);
    expect(StatusSchema.parse({ ...status, reactions: { '🎉': 3 }, pleroma: [] }).reactions).toEqual([]);
  });
});

describe('PreviewCard authors', () => {
  it('authors with their fediverse account; older servers give []', () => {
    const card = CardSchema.parse(payload('PreviewCard_authors.json'));
    expect(card.authors).toHaveLength(2);
    expect(card.authors[0]?.name).toBe('Anna Tims');
    expect(card.authors[0]?.account?.acct).toBe('annatims@theguardian.example');
    expect(card.authors[0]?.account?.indexable).toBe(true);
    expect(card.authors[1]).toEqual({ name: 'Guardian staff', url: '', account: null });
    expect(card).not.toHaveProperty('history');
    expect(CardSchema.parse(fixture('PreviewCard.json')).authors).toEqual([]);
  });

  it('an author whose account has no id refuses the card', () => {
    expect(CardSchema.safeParse({ url: 'https://a.example', authors: [{ name: 'x', account: { acct: 'x' } }] }).error?.issues[0]?.path).toEqual([
      'authors',
      0,
      'account',
      'id',
    ]);
  });
});

describe('Account: 4.x profile fields', () => {
  it('memorial, limited, hide_collections, descriptions and roles', () => {
    const parsed = AccountSchema.parse(payload('Account_profile_4_4.json'));
    expect(parsed).toMatchObject({
      memorial: true,
      limited: true,
      indexable: false,
      hide_collections: true,
      avatar_description: 'Sam, smiling, on a mountain path',
      header_description: '',
      uri: 'https://example.social/users/remembered',
      last_status_at: '2023-04-02',
      roles: [{ id: '2', name: 'Moderator', color: '' }],
    });
    expect(parsed).not.toHaveProperty('noindex');
  });

  it('roles from the shared fixture; nulls become defaults', () => {
    expect(AccountSchema.parse(fixture('Account_local_roles.json')).roles).toEqual([{ id: '3', name: 'Owner', color: '#ff3838' }]);
    expect(
      AccountSchema.parse({ ...account, roles: null, memorial: null, limited: null, indexable: null, avatar_description: null }),
    ).toMatchObject({ roles: [], memorial: false, limited: false, indexable: false, avatar_description: '', hide_collections: null });
    expect(AccountSchema.parse({ ...account, roles: [{ id: 3, name: 'Owner' }] }).roles).toEqual([{ id: '3', name: 'Owner', color: '' }]);
  });
});

describe('StatusEdit, StatusSource, Translation', () => {
  it('StatusEdit: the reference example, with the poll as it then stood', () => {
    const edit = StatusEditSchema.parse(payload('StatusEdit.json'));
    expect(edit).toMatchObject({ spoiler_text: '', sensitive: false, created_at: '2022-09-05T00:03:32.480Z', media_attachments: [], quote: null });
    expect(edit.poll?.options.map((option) => option.title)).toEqual(['cool', 'uncool', 'spiderman (this option has been changed)']);
    expect(edit.account.acct).toBe('trwnh');
    expect(StatusEditSchema.parse({ account, quote: { state: 'accepted', quoted_status_id: 3 } }).quote?.quoted_status_id).toBe('3');
    expect(StatusEditSchema.safeParse({ content: 'x' }).error?.issues[0]?.path).toEqual(['account']);
  });

  it('StatusSource', () => {
    expect(StatusSourceSchema.parse(payload('StatusSource.json'))).toEqual({
      id: '108942703571991143',
      text: 'this is a status that will be edited',
      spoiler_text: '',
    });
    expect(StatusSourceSchema.parse({ id: 1, text: null })).toEqual({ id: '1', text: '', spoiler_text: '' });
  });

  it('Translation: 4.2 with poll and media; 4.0 with content only; no content is refused', () => {
    expect(TranslationSchema.parse(payload('Translation.json'))).toEqual({
      content: '<p>Hola mundo</p>',
      spoiler_text: 'Un saludo',
      poll: { id: '34858', options: [{ title: 'Sí' }, { title: 'No' }] },
      media_attachments: [{ id: '22345792', description: 'Una captura de pantalla de la interfaz web de Mastodon' }],
      detected_source_language: 'en',
      language: 'es',
      provider: 'DeepL.com',
    });
    expect(TranslationSchema.parse({ content: '<p>Hola</p>', detected_source_language: 'en', provider: 'DeepL.com' })).toMatchObject({
      spoiler_text: '',
      poll: null,
      media_attachments: [],
      language: '',
    });
    expect(TranslationSchema.safeParse({ provider: 'DeepL.com' }).error?.issues[0]?.path).toEqual(['content']);
  });
});

describe('Filters v2', () => {
  it('the reference example, with keywords and statuses', () => {
    expect(FilterV2Schema.parse(payload('Filter_v2.json'))).toEqual({
      id: '19972',
      title: 'Test filter',
      context: ['home'],
      expires_at: '2022-09-20T17:27:39.296Z',
      filter_action: 'warn',
      keywords: [{ id: '1197', keyword: 'bad word', whole_word: false }],
      statuses: [{ id: '1', status_id: '109031743575371913' }],
    });
  });

  it('blur (4.4) is known, other actions and contexts are "unknown"; missing lists are []', () => {
    expect(FilterV2Schema.parse({ id: 1, context: ['home', 'explore'], filter_action: 'blur' })).toEqual({
      id: '1',
      title: '',
      context: ['home', 'unknown'],
      filter_action: 'blur',
      expires_at: null,
      keywords: [],
      statuses: [],
    });
    expect(FilterV2Schema.parse({ id: 1, filter_action: 'obliterate' }).filter_action).toBe('unknown');
  });

  it('FilterKeyword and FilterStatus; refusals', () => {
    expect(FilterKeywordSchema.parse(payload('FilterKeyword.json'))).toEqual({ id: '1197', keyword: 'bad word', whole_word: false });
    expect(FilterStatusSchema.parse(payload('FilterStatus.json'))).toEqual({ id: '1', status_id: '109031743575371913' });
    expect(FilterV2Schema.safeParse({ title: 'x' }).error?.issues[0]?.path).toEqual(['id']);
    expect(FilterKeywordSchema.safeParse({ keyword: 'x' }).error?.issues[0]?.path).toEqual(['id']);
    expect(FilterStatusSchema.safeParse({ id: '1' }).error?.issues[0]?.path).toEqual(['status_id']);
  });
});

describe('Markers', () => {
  it('both timelines, as the docs show them', () => {
    expect(MarkersSchema.parse(payload('Markers.json'))).toEqual({
      notifications: { last_read_id: '35098814', version: 361, updated_at: '2019-11-24T19:39:39.337Z' },
      home: { last_read_id: '103206604258487607', version: 468, updated_at: '2019-11-24T19:39:39.337Z' },
    });
  });

  it('a timeline never saved is null; a marker without last_read_id is refused', () => {
    expect(MarkersSchema.parse({})).toEqual({ home: null, notifications: null });
    expect(MarkersSchema.parse({ home: { last_read_id: 5, version: '2' } }).home).toEqual({ last_read_id: '5', version: 2, updated_at: '' });
    expect(MarkersSchema.safeParse({ home: { version: 1 } }).error?.issues[0]?.path).toEqual(['home', 'last_read_id']);
  });
});

describe('ScheduledStatus', () => {
  it('the docs example: nulls where the request left a parameter out', () => {
    expect(ScheduledStatusSchema.parse(payload('ScheduledStatus.json'))).toEqual({
      id: '3221',
      scheduled_at: '2019-12-05T12:33:01.000Z',
      params: {
        text: 'test content',
        spoiler_text: '',
        sensitive: false,
        visibility: null,
        language: null,
        in_reply_to_id: null,
        media_ids: [],
        poll: null,
        quoted_status_id: null,
        quote_approval_policy: null,
        idempotency: null,
      },
      media_attachments: [],
    });
  });

  it('a poll and a quote, with the strings a form-encoded request leaves', () => {
    const scheduled = ScheduledStatusSchema.parse(payload('ScheduledStatus_poll_quote.json'));
    expect(scheduled.params).toMatchObject({
      visibility: 'unlisted',
      sensitive: false,
      in_reply_to_id: '4815162342',
      quoted_status_id: '103270115826048975',
      quote_approval_policy: 'followers',
      poll: { options: ['tea', 'coffee'], expires_in: 86400, multiple: true, hide_totals: false },
    });
  });

  it('unknown visibility and policy; missing params; refusals without id or scheduled_at', () => {
    const at = '2030-01-01T00:00:00.000Z';
    const parsed = ScheduledStatusSchema.parse({ id: 1, scheduled_at: at, params: { visibility: 'mutuals_only', quote_approval_policy: 'everyone', media_ids: [5] } });
    expect(parsed.params).toMatchObject({ visibility: 'unknown', quote_approval_policy: 'unknown', media_ids: ['5'] });
    expect(ScheduledStatusSchema.parse({ id: 2, scheduled_at: at }).params.text).toBe('');
    expect(ScheduledStatusSchema.safeParse({ scheduled_at: at }).error?.issues[0]?.path).toEqual(['id']);
    // A Status is not a ScheduledStatus.
    expect(ScheduledStatusSchema.safeParse(fixture('Status.json')).error?.issues[0]?.path).toEqual(['scheduled_at']);
  });
});
