import { HOTKEYS, hotkeyFor, isTextField, strokeMatches, type KeyInput } from './keymap';

const press = (key: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });

describe('the key map', () => {
  it('lists each hotkey once, with a label and at least one combo', () => {
    const ids = HOTKEYS.map((hotkey) => hotkey.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const hotkey of HOTKEYS) {
      expect(hotkey.combos.length).toBeGreaterThan(0);
      expect(hotkey.label).toMatch(/^keyboard\./);
    }
  });

  it('binds no combo twice', () => {
    const combos = HOTKEYS.flatMap((hotkey) => hotkey.combos.map((combo) => JSON.stringify(combo)));
    expect(new Set(combos).size).toBe(combos.length);
  });

  it.each([
    ['r', 'reply'],
    ['m', 'mention'],
    ['p', 'profile'],
    ['f', 'favourite'],
    ['b', 'boost'],
    ['o', 'open'],
    ['Enter', 'open'],
    ['e', 'openMedia'],
    ['x', 'toggleHidden'],
    ['h', 'toggleSensitive'],
    ['j', 'moveDown'],
    ['ArrowDown', 'moveDown'],
    ['k', 'moveUp'],
    ['ArrowUp', 'moveUp'],
    ['n', 'compose'],
    ['Backspace', 'back'],
    ['s', 'search'],
    ['/', 'search'],
    ['Escape', 'unfocus'],
  ])('%s is %s', (key, id) => {
    expect(hotkeyFor(press(key))?.id).toBe(id);
  });

  it('reads ? with or without Shift', () => {
    expect(hotkeyFor(press('?', { shiftKey: true }))?.id).toBe('help');
    expect(hotkeyFor(press('?'))?.id).toBe('help');
  });

  it('respects modifier keys: Ctrl, Meta, Alt and Shift change the key', () => {
    expect(hotkeyFor(press('f', { ctrlKey: true }))).toBeNull();
    expect(hotkeyFor(press('f', { metaKey: true }))).toBeNull();
    expect(hotkeyFor(press('f', { altKey: true }))).toBeNull();
    expect(hotkeyFor(press('F', { shiftKey: true }))).toBeNull();
    expect(hotkeyFor(press('n', { altKey: true }))?.id).toBe('newPost');
    expect(hotkeyFor(press('n', { altKey: true, ctrlKey: true }))).toBeNull();
  });

  it('reads Alt+N by its code where Alt types another character (macOS)', () => {
    expect(hotkeyFor(press('˜', { altKey: true, code: 'KeyN' }))?.id).toBe('newPost');
    expect(strokeMatches({ key: 'n' }, press('˜', { code: 'KeyN' }))).toBe(false);
  });

  it('leaves g alone: it only starts sequences', () => {
    expect(hotkeyFor(press('g'))).toBeNull();
  });

  it('knows text fields', () => {
    const input = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.append(inner);
    expect(isTextField(input)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(inner)).toBe(true);
    expect(isTextField(checkbox)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
