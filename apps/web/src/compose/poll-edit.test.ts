import {
  composePollExpiryChanged,
  composePollMultipleToggled,
  composePollOptionAdded,
  composePollOptionChanged,
  composePollOptionRemoved,
} from '@trumpet/core';
import type { PollEdit } from '@trumpet/ui/compose';
import { pollEditAction } from './poll-edit';

describe('pollEditAction', () => {
  it.each<[string, PollEdit, ReturnType<typeof pollEditAction>]>([
    ['a choice typed', { kind: 'option', index: 1, title: 'bc' }, composePollOptionChanged({ index: 1, title: 'bc' })],
    ['a choice added', { kind: 'add' }, composePollOptionAdded({ title: '' })],
    ['a choice removed', { kind: 'remove', index: 2 }, composePollOptionRemoved({ index: 2 })],
    ['the duration changed', { kind: 'expiry', expiresIn: 300 }, composePollExpiryChanged({ expiresIn: 300 })],
    ['the kind switched', { kind: 'multiple' }, composePollMultipleToggled()],
  ])('%s', (_name, edit, expected) => {
    expect(pollEditAction(edit)).toEqual(expected);
  });
});
