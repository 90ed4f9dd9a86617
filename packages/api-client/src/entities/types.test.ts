import type { Card } from './card';
import type { Account } from './account';
import type { MediaType } from './media-attachment';
import type { NotificationType } from './notification';
import type { Poll } from './poll';
import type { Status } from './status';
import type { Visibility } from './visibility';
import { StatusSchema } from './status';

// Compile-time checks (run by `tsc --noEmit`): the inferred types are precise, recursion included.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

assertType<Equals<Status['reblog'], Status | null>>();
assertType<Equals<Account['moved'], Account | null>>();
assertType<Equals<Status['account'], Account>>();
assertType<Equals<Status['visibility'], 'public' | 'unlisted' | 'private' | 'direct' | 'local' | 'unknown'>>();
assertType<Equals<Status['visibility'], Visibility>>();
assertType<Equals<Status['media_attachments'][number]['type'], MediaType>>();
assertType<
  Equals<
    NotificationType,
    | 'follow'
    | 'follow_request'
    | 'favourite'
    | 'reblog'
    | 'mention'
    | 'poll'
    | 'status'
    | 'update'
    | 'admin.sign_up'
    | 'admin.report'
    | 'severed_relationships'
    | 'moderation_warning'
    | 'annual_report'
    | 'quote'
    | 'quoted_update'
    | 'unknown'
  >
>();
assertType<Equals<Status['in_reply_to_id'], string | null>>();
assertType<Equals<Status['card'], Card | null>>();
assertType<Equals<Status['content'], string>>();
assertType<Equals<Status['replies_count'], number>>();
assertType<Equals<Poll['options'][number]['votes_count'], number | null>>();
assertType<Equals<Account['discoverable'], boolean | null>>();

describe('types', () => {
  it('a parsed reblog can be used as a Status without casts', () => {
    const parsed: Status = StatusSchema.parse({ id: '1', account: { id: '1', acct: 'a' }, reblog: { id: '2', account: { id: '1', acct: 'a' } } });
    const inner: Status | null = parsed.reblog;
    expect(inner?.account.acct).toBe('a');
  });
});
