import type * as z from 'zod/mini';
import { AccountSchema } from './account';
import { CredentialAccountSchema } from './credential-account';
import { ErrorSchema } from './error';
import { ListSchema } from './list';
import { MediaAttachmentSchema } from './media-attachment';
import { NotificationSchema } from './notification';
import { PollSchema } from './poll';
import { RelationshipSchema } from './relationship';
import { StatusSchema } from './status';
import { StreamingFrameSchema } from './streaming-frame';
import { TokenSchema } from './token';

const account = { id: '1', acct: 'alice' };
const status = { id: '10', account };

function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

// Leniency stops at what the client cannot work without: these must not parse.
const refusals: Array<[string, z.ZodMiniType, unknown, PropertyKey[]]> = [
  ['status without id', StatusSchema, without(status, 'id'), ['id']],
  ['status with a null id', StatusSchema, { ...status, id: null }, ['id']],
  ['status with an empty id', StatusSchema, { ...status, id: '' }, ['id']],
  ['status without account', StatusSchema, without(status, 'account'), ['account']],
  ['status with account "x"', StatusSchema, { ...status, account: 'x' }, ['account']],
  ['status with a null account', StatusSchema, { ...status, account: null }, ['account']],
  ['status whose account has no acct', StatusSchema, { ...status, account: { id: '1' } }, ['account', 'acct']],
  ['status whose reblog has no account', StatusSchema, { ...status, reblog: { id: '2' } }, ['reblog', 'account']],
  ['status with favourites_count "lots"', StatusSchema, { ...status, favourites_count: 'lots' }, ['favourites_count']],
  ['status with sensitive "yes"', StatusSchema, { ...status, sensitive: 'yes' }, ['sensitive']],
  ['status with mentions "x"', StatusSchema, { ...status, mentions: 'x' }, ['mentions']],
  ['status whose poll has no options', StatusSchema, { ...status, poll: { id: '1' } }, ['poll', 'options']],
  ['status whose media has no id', StatusSchema, { ...status, media_attachments: [{ type: 'image' }] }, ['media_attachments', 0, 'id']],
  ['status that is not an object', StatusSchema, 'x', []],
  ['account without id', AccountSchema, without(account, 'id'), ['id']],
  ['account with id true', AccountSchema, { ...account, id: true }, ['id']],
  ['account without acct', AccountSchema, without(account, 'acct'), ['acct']],
  ['account with acct 5', AccountSchema, { ...account, acct: 5 }, ['acct']],
  ['account whose moved has no id', AccountSchema, { ...account, moved: { acct: 'b' } }, ['moved', 'id']],
  ['credential account without source', CredentialAccountSchema, account, ['source']],
  ['notification without type', NotificationSchema, { id: '1', account }, ['type']],
  ['notification with type null', NotificationSchema, { id: '1', type: null, account }, ['type']],
  ['notification without id', NotificationSchema, { type: 'follow', account }, ['id']],
  ['notification without account', NotificationSchema, { id: '1', type: 'follow' }, ['account']],
  ['poll without id', PollSchema, { options: [] }, ['id']],
  ['poll without options', PollSchema, { id: '1' }, ['options']],
  ['poll with options null', PollSchema, { id: '1', options: null }, ['options']],
  ['media attachment without id', MediaAttachmentSchema, { type: 'image', url: 'https://a.example/a.png' }, ['id']],
  ['relationship without id', RelationshipSchema, { following: true }, ['id']],
  ['list without id', ListSchema, { title: 'Friends' }, ['id']],
  ['error body without error', ErrorSchema, { error_description: 'x' }, ['error']],
  ['token without access_token', TokenSchema, { token_type: 'Bearer' }, ['access_token']],
  ['streaming frame without event', StreamingFrameSchema, { stream: ['user'], payload: '1' }, ['event']],
];

describe('refusals', () => {
  it.each(refusals)('%s', (_name, schema, input, path) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});
