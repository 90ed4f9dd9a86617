import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError, ValidationError } from '../../src/http/errors';
import { toStreamingEvent, type StreamingEvent } from '../../src/streaming/events';
import { parseFrame } from '../../src/streaming/frame';
import { FIXTURES_DIR, frameOf, readFixture } from './fixtures';
import { payload } from '../support/payloads';

const PUBLIC = { stream: 'public' } as const;

function parse(raw: unknown): ReturnType<typeof parseFrame> {
  return parseFrame(typeof raw === 'string' ? raw : JSON.stringify(raw));
}

function eventOf(raw: unknown): StreamingEvent {
  const frame = parse(raw);
  if (!frame.ok) throw frame.error;
  const event = toStreamingEvent(frame.value, PUBLIC);
  if (!event.ok) throw event.error;
  return event.value;
}

function errorOf(raw: unknown) {
  const frame = parse(raw);
  if (!frame.ok) return frame.error;
  const event = toStreamingEvent(frame.value, PUBLIC);
  if (!event.ok) return event.error;
  throw new Error(`expected an error, got ${JSON.stringify(event.value)}`);
}

it('finds the shared fixtures', () => {
  expect(FIXTURES_DIR.endsWith(path.join('shared', 'fixtures', 'mastodon-api'))).toBe(true);
  expect(readFileSync(path.join(FIXTURES_DIR, 'StreamingWsUpdate.json'), 'utf8')).toContain('"event": "update"');
});

describe('frames from the fixtures', () => {
  it('update carries a validated Status', () => {
    const event = eventOf(readFixture('StreamingWsUpdate.json'));
    if (event.type !== 'update') throw new Error(event.type);
    expect(event.stream).toEqual(PUBLIC);
    expect(event.status.id).toBe('108913983692647032');
    expect(event.status.account.acct).toBe('tobtobxx@fosstodon.org');
    expect(event.status.in_reply_to_id).toBe('108913981098896721');
  });

  it('delete keeps the bare id as a string, without losing digits to a number', () => {
    expect(eventOf(readFixture('StreamingWsDelete.json'))).toEqual({ type: 'delete', stream: PUBLIC, id: '106692867363994015' });
  });

  it('filters_changed has no payload', () => {
    expect(eventOf(readFixture('StreamingWsFiltersChanged.json'))).toEqual({ type: 'filters_changed', stream: PUBLIC });
  });

  it('an error frame becomes an HttpError with the server’s message and status', () => {
    const error = errorOf(readFixture('StreamingWsError.json'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Unknown stream type');
    expect((error as HttpError).status).toBe(400);
  });
});

describe('events built from entity fixtures', () => {
  it('notification', () => {
    const event = eventOf(frameOf(['user'], 'notification', readFixture('Notification.json')));
    if (event.type !== 'notification') throw new Error(event.type);
    expect(event.notification.id).toBe('68739215');
    expect(event.notification.type).toBe('mention');
  });

  it('conversation', () => {
    const event = eventOf(frameOf(['direct'], 'conversation', readFixture('Conversation.json')));
    if (event.type !== 'conversation') throw new Error(event.type);
    expect(event.conversation.id).toBe('819516');
    expect(event.conversation.unread).toBe(true);
  });

  it('status.update', () => {
    const event = eventOf(frameOf(['public'], 'status.update', readFixture('Status_edited_local_stream.json')));
    if (event.type !== 'status.update') throw new Error(event.type);
    expect(event.status.id).toBe('109348677773283527');
  });
});

describe('announcement and notification-request events', () => {
  const USER = { stream: 'user' } as const;
  const userEvent = (raw: unknown): StreamingEvent => {
    const frame = parse(raw);
    if (!frame.ok) throw frame.error;
    const event = toStreamingEvent(frame.value, USER);
    if (!event.ok) throw event.error;
    return event.value;
  };

  it('announcement carries a validated Announcement', () => {
    const event = userEvent(frameOf(['user'], 'announcement', payload('Announcement.json')));
    if (event.type !== 'announcement') throw new Error(event.type);
    expect(event.stream).toEqual(USER);
    expect(event.announcement.id).toBe('8');
    expect(event.announcement.reactions.map((reaction) => reaction.name)).toEqual(['bongoCat', 'thonking', 'AAAAAA', '🤔']);
  });

  it('announcement.reaction carries the reaction’s new count', () => {
    expect(userEvent(frameOf(['user'], 'announcement.reaction', { name: 'bongoCat', count: 10, announcement_id: '8' }))).toEqual({
      type: 'announcement.reaction',
      stream: USER,
      reaction: { announcement_id: '8', name: 'bongoCat', count: 10 },
    });
  });

  it('announcement.delete keeps the bare id as a string', () => {
    expect(userEvent({ stream: ['user'], event: 'announcement.delete', payload: '123456789012345678901' })).toEqual({
      type: 'announcement.delete',
      stream: USER,
      id: '123456789012345678901',
    });
  });

  it('notifications_merged has no payload', () => {
    expect(userEvent({ stream: ['user:notification'], event: 'notifications_merged' })).toEqual({ type: 'notifications_merged', stream: USER });
  });

  it('malformed announcement payloads are validation errors naming the event', () => {
    expect(errorOf({ stream: ['user'], event: 'announcement', payload: '{"content":"no id"}' }).endpoint).toContain('"announcement"');
    expect(errorOf({ stream: ['user'], event: 'announcement.reaction', payload: '{"name":"x","count":1}' }).message).toContain('announcement_id');
    expect(errorOf({ stream: ['user'], event: 'announcement.delete' }).message).toContain('payload is missing');
  });
});

describe('unknown events pass through', () => {
  it('with a JSON object payload parsed', () => {
    expect(eventOf({ stream: ['public'], event: 'future.event', payload: '{"id":"1","text":"hi"}' })).toEqual({
      type: 'unknown',
      stream: PUBLIC,
      event: 'future.event',
      payload: { id: '1', text: 'hi' },
    });
  });

  it('with a bare id payload kept as the exact string', () => {
    const event = eventOf({ stream: ['public'], event: 'future.delete', payload: '123456789012345678901' });
    expect(event).toEqual({ type: 'unknown', stream: PUBLIC, event: 'future.delete', payload: '123456789012345678901' });
  });

  it('with no payload', () => {
    expect(eventOf({ stream: ['public'], event: 'encrypted_message' })).toEqual({
      type: 'unknown',
      stream: PUBLIC,
      event: 'encrypted_message',
      payload: undefined,
    });
  });
});

describe('malformed frames become validation errors', () => {
  it('a frame that is not JSON', () => {
    const error = errorOf('{not json');
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.kind).toBe('validation');
    expect((error as ValidationError).body).toBe('{not json');
  });

  it('a frame without an event name', () => {
    const error = errorOf({ stream: ['public'], payload: '{}' });
    expect(error.kind).toBe('validation');
    expect((error as ValidationError).path).toBe('event');
  });

  it('a payload that is not JSON names the event', () => {
    const error = errorOf({ stream: ['public'], event: 'update', payload: '{"id":' });
    expect(error.kind).toBe('validation');
    expect(error.message).toContain('"update"');
    expect(error.message).toContain('payload is not JSON');
  });

  it('a payload that fails the entity schema names the event and the field', () => {
    const status = readFixture('Status_edited_local_stream.json') as Record<string, unknown>;
    const error = errorOf(frameOf(['public'], 'status.update', { ...status, account: null }));
    expect(error.kind).toBe('validation');
    expect(error.endpoint).toContain('"status.update"');
    expect((error as ValidationError).path).toMatch(/^account/);
  });

  it('a notification or update without payload', () => {
    expect(errorOf({ stream: ['user'], event: 'notification' }).message).toContain('payload is missing');
    expect(errorOf({ stream: ['public'], event: 'delete' }).message).toContain('"delete"');
  });

  it('a binary message', () => {
    expect(parseFrame(new Uint8Array([1, 2])).ok).toBe(false);
  });
});
