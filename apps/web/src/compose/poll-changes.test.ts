import {
  composePollExpiryChanged,
  composePollMultipleToggled,
  composePollOptionAdded,
  composePollOptionChanged,
  composePollOptionRemoved,
  type ComposePoll,
} from '@trumpet/core';
import { pollChangeActions } from './poll-changes';

const poll = (options: string[], expiresIn = 86400, multiple = false): ComposePoll => ({ options, expiresIn, multiple });

describe('pollChangeActions', () => {
  it.each([
    ['an option typed', poll(['a', 'b']), poll(['a', 'bc']), [composePollOptionChanged({ index: 1, title: 'bc' })]],
    ['an option added', poll(['a', 'b']), poll(['a', 'b', '']), [composePollOptionAdded({ title: '' })]],
    ['the middle option removed', poll(['a', 'b', 'c']), poll(['a', 'c']), [composePollOptionRemoved({ index: 1 })]],
    ['the last option removed', poll(['a', 'b', 'c']), poll(['a', 'b']), [composePollOptionRemoved({ index: 2 })]],
    ['the duration changed', poll(['a', 'b']), poll(['a', 'b'], 300), [composePollExpiryChanged({ expiresIn: 300 })]],
    ['multiple toggled', poll(['a', 'b']), poll(['a', 'b'], 86400, true), [composePollMultipleToggled()]],
    ['nothing changed', poll(['a', 'b']), poll(['a', 'b']), []],
  ])('%s', (_name, previous, next, expected) => {
    expect(pollChangeActions(previous, next)).toEqual(expected);
  });
});
