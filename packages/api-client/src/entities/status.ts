import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { ApplicationSchema } from './application';
import { CardSchema } from './card';
import { Count, Flag, Id, listOf, NotNested, NullableId, NullableString, openEnum, orNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FilterResultSchema } from './filter-result';
import { MediaAttachmentSchema } from './media-attachment';
import { MentionSchema } from './mention';
import { PollSchema } from './poll';
import { QuoteApprovalSchema, quoteState, ShallowQuoteSchema, type QuoteState } from './quote';
import { ReactionSchema, type Reaction } from './reaction';
import { TagSchema } from './tag';
import { Visibility } from './visibility';

// Reactions are a server extension: read where they make sense, and otherwise ignored (a reaction
// that does not parse is left out, a list that is not one is null), never a reason to refuse a status.
const ReactionList = z.catch(
  z.nullable(
    z.pipe(
      z.array(z.catch(z.nullable(ReactionSchema), null)),
      z.transform((list) => list.filter((reaction) => reaction !== null)),
    ),
  ),
  null,
);

/** https://docs.joinmastodon.org/entities/Status/ (every field but `reblog` and `quote`) */
const statusFields = {
  id: Id,
  uri: Text,
  url: NullableString,
  created_at: Text,
  edited_at: NullableString,
  account: AccountSchema,
  /** Absent from delete-and-redraft responses, which send `text` instead. */
  content: Text,
  /** The source text; only on delete-and-redraft responses. */
  text: NullableString,
  spoiler_text: Text,
  sensitive: Flag,
  visibility: openEnum(Visibility),
  language: NullableString,
  in_reply_to_id: NullableId,
  in_reply_to_account_id: NullableId,
  replies_count: Count,
  reblogs_count: Count,
  favourites_count: Count,
  /** Mastodon 4.5+; 0 elsewhere. */
  quotes_count: Count,
  reblogged: Flag,
  favourited: Flag,
  bookmarked: Flag,
  pinned: Flag,
  muted: Flag,
  filtered: listOf(FilterResultSchema),
  mentions: listOf(MentionSchema),
  tags: listOf(TagSchema),
  emojis: listOf(CustomEmojiSchema),
  media_attachments: listOf(MediaAttachmentSchema),
  poll: orNull(PollSchema),
  card: orNull(CardSchema),
  application: orNull(ApplicationSchema),
  /** Mastodon 4.5+: who may quote this status; null where the server has no quote policies. */
  quote_approval: orNull(QuoteApprovalSchema),
  // Emoji reactions, read into `reactions` by `withReactions`: the Misskey family sends `reactions`,
  // Akkoma and Fedibird `emoji_reactions`, Pleroma (and Akkoma again) `pleroma.emoji_reactions`.
  reactions: ReactionList,
  emoji_reactions: ReactionList,
  pleroma: z.catch(z.nullable(z.object({ emoji_reactions: ReactionList })), null),
};

interface ReactionSources {
  reactions: Reaction[] | null;
  emoji_reactions: Reaction[] | null;
  pleroma: { emoji_reactions: Reaction[] | null } | null;
}

/** The first non-empty list of reactions a server sent, as `reactions`; [] when there is none. */
function withReactions<T extends ReactionSources>(raw: T): Omit<T, keyof ReactionSources> & { reactions: Reaction[] } {
  const { reactions, emoji_reactions, pleroma, ...rest } = raw;
  const found = [reactions, emoji_reactions, pleroma?.emoji_reactions].find((list) => list != null && list.length > 0);
  return { ...rest, reactions: found ?? [] };
}

// A quoted status is serialised by Mastodon without `reblog` and with a ShallowQuote of its own
// (REST::ShallowStatusSerializer), so quoting adds one level, never a chain.
const QuotedStatusObject = z.pipe(
  z.object({ ...statusFields, reblog: NotNested('a quoted status cannot be a reblog'), quote: orNull(ShallowQuoteSchema) }),
  z.transform(withReactions),
);

/**
 * A quote (Mastodon 4.5+) with its quoted status when the server sent one, else with its id.
 * Akkoma and Fedibird-style servers send the quoted status itself as `quote`: it is read as accepted.
 * https://docs.joinmastodon.org/entities/Quote/
 */
export const QuoteSchema = z.union([
  z.pipe(
    z.object({ state: z.string(), quoted_status: orNull(QuotedStatusObject), quoted_status_id: NullableId }),
    z.transform((raw) => ({
      state: quoteState(raw.state),
      quoted_status: raw.quoted_status,
      quoted_status_id: raw.quoted_status_id ?? raw.quoted_status?.id ?? null,
    })),
  ),
  z.pipe(
    QuotedStatusObject,
    z.transform((quoted) => ({ state: 'accepted' as const, quoted_status: quoted, quoted_status_id: quoted.id })),
  ),
]);

// A reblog is of an original status, never of another reblog (Mastodon serialises `reblog.reblog`
// as null), so the schema is two levels, not recursive: no chain, however deep, can overflow it.
const ReblogObject = z.pipe(
  z.object({ ...statusFields, reblog: NotNested('a reblog cannot itself be a reblog'), quote: orNull(QuoteSchema) }),
  z.transform(withReactions),
);
const StatusObject = z.pipe(
  z.object({ ...statusFields, reblog: orNull(ReblogObject), quote: orNull(QuoteSchema) }),
  z.transform(withReactions),
);

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface StatusFields extends Omit<z.output<typeof StatusObject>, 'reblog' | 'quote'> {}
/**
 * A status; a parsed one's `reblog`, when there is one, has a null `reblog` of its own, and a quoted
 * status has a null `reblog` and a quote without `quoted_status`.
 */
export interface Status extends StatusFields {
  reblog: Status | null;
  quote: Quote | null;
}
export const StatusSchema: z.ZodMiniType<Status, unknown> = StatusObject;

/** A quote: `quoted_status` is set when the server sent the status, `quoted_status_id` whenever it is known. */
export interface Quote {
  state: QuoteState;
  quoted_status: Status | null;
  quoted_status_id: string | null;
}
