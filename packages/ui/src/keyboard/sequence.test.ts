import type { KeyInput } from './keymap';
import { KeySequencer, SEQUENCE_TIMEOUT_MS } from './sequence';

const press = (key: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });
const idOf = (result: ReturnType<KeySequencer['press']>): string | null => (result !== null && 'hotkey' in result ? result.hotkey.id : null);

describe('KeySequencer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['h', 'goToHome'],
    ['n', 'goToNotifications'],
    ['l', 'goToLocal'],
    ['t', 'goToFederated'],
    ['f', 'goToFavourites'],
    ['d', 'goToDirect'],
    ['s', 'goToStart'],
    ['u', 'goToProfile'],
    ['p', 'goToPinned'],
    ['b', 'goToBlocked'],
    ['m', 'goToMuted'],
    ['r', 'goToRequests'],
  ])('g then %s is %s', (key, id) => {
    const sequencer = new KeySequencer();
    expect(sequencer.press(press('g'))).toEqual({ pending: true });
    expect(idOf(sequencer.press(press(key)))).toBe(id);
  });

  it('reads single strokes at once', () => {
    expect(idOf(new KeySequencer().press(press('f')))).toBe('favourite');
  });

  it('forgets g after the timeout: the next key is itself', () => {
    const sequencer = new KeySequencer();
    sequencer.press(press('g'));
    jest.advanceTimersByTime(SEQUENCE_TIMEOUT_MS - 1);
    expect(idOf(sequencer.press(press('h')))).toBe('goToHome');
    sequencer.press(press('g'));
    jest.advanceTimersByTime(SEQUENCE_TIMEOUT_MS);
    expect(idOf(sequencer.press(press('h')))).toBe('toggleSensitive');
  });

  it('starts afresh after a key that completes nothing', () => {
    const sequencer = new KeySequencer();
    sequencer.press(press('g'));
    expect(sequencer.press(press('z'))).toBeNull();
    expect(idOf(sequencer.press(press('h')))).toBe('toggleSensitive');
    sequencer.press(press('g'));
    expect(sequencer.press(press('g'))).toEqual({ pending: true });
    expect(idOf(sequencer.press(press('n')))).toBe('goToNotifications');
  });

  it('needs the second key without modifiers', () => {
    const sequencer = new KeySequencer();
    sequencer.press(press('g'));
    expect(idOf(sequencer.press(press('h', { ctrlKey: true })))).toBeNull();
  });

  it('reads only Escape and Alt+N while typing, and starts no sequence there', () => {
    const sequencer = new KeySequencer();
    expect(sequencer.press(press('f'), true)).toBeNull();
    expect(sequencer.press(press('g'), true)).toBeNull();
    expect(idOf(sequencer.press(press('h'), false))).toBe('toggleSensitive');
    expect(idOf(sequencer.press(press('Escape'), true))).toBe('unfocus');
    expect(idOf(sequencer.press(press('n', { altKey: true }), true))).toBe('newPost');
  });

  it('drops a pending g when typing starts', () => {
    const sequencer = new KeySequencer();
    sequencer.press(press('g'));
    expect(sequencer.press(press('h'), true)).toBeNull();
    expect(idOf(sequencer.press(press('h')))).toBe('toggleSensitive');
  });
});
