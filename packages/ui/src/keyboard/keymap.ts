import type { MessageId } from '../i18n/catalogue';

/** One key press: `key` is KeyboardEvent.key; Alt and Shift must be as given, Ctrl and Meta never pressed. */
export interface KeyStroke {
  key: string;
  alt?: boolean;
  /** `'any'`: for a key that some layouts type with Shift ('?'). */
  shift?: boolean | 'any';
}

/** A single stroke, or a sequence such as g then h. */
export type KeyCombo = readonly KeyStroke[];

/**
 * Where a hotkey acts: `status` on the status that holds the focus, `list` on the focused list entry,
 * `global` anywhere. `inFields`: it also fires while typing in a text field.
 */
export interface Hotkey {
  id: HotkeyId;
  combos: readonly KeyCombo[];
  scope: 'status' | 'list' | 'global';
  inFields?: boolean;
  label: MessageId;
}

export type HotkeyId =
  | 'reply'
  | 'mention'
  | 'profile'
  | 'favourite'
  | 'boost'
  | 'open'
  | 'openMedia'
  | 'toggleHidden'
  | 'toggleSensitive'
  | 'moveUp'
  | 'moveDown'
  | 'compose'
  | 'newPost'
  | 'back'
  | 'search'
  | 'unfocus'
  | 'goToHome'
  | 'goToNotifications'
  | 'goToLocal'
  | 'goToFederated'
  | 'goToDirect'
  | 'goToStart'
  | 'goToFavourites'
  | 'goToPinned'
  | 'goToProfile'
  | 'goToBlocked'
  | 'goToMuted'
  | 'goToRequests'
  | 'help';

const key = (name: string): KeyCombo => [{ key: name }];
const goTo = (name: string): KeyCombo => [{ key: 'g' }, { key: name }];

/**
 * Mastodon's hotkeys (features/keyboard_shortcuts), in the order its shortcuts screen lists them.
 */
export const HOTKEYS: readonly Hotkey[] = [
  { id: 'reply', combos: [key('r')], scope: 'status', label: 'keyboard.reply' },
  { id: 'mention', combos: [key('m')], scope: 'status', label: 'keyboard.mention' },
  { id: 'profile', combos: [key('p')], scope: 'status', label: 'keyboard.profile' },
  { id: 'favourite', combos: [key('f')], scope: 'status', label: 'keyboard.favourite' },
  { id: 'boost', combos: [key('b')], scope: 'status', label: 'keyboard.boost' },
  { id: 'open', combos: [key('Enter'), key('o')], scope: 'status', label: 'keyboard.enter' },
  { id: 'openMedia', combos: [key('e')], scope: 'status', label: 'keyboard.open_media' },
  { id: 'toggleHidden', combos: [key('x')], scope: 'status', label: 'keyboard.toggle_hidden' },
  { id: 'toggleSensitive', combos: [key('h')], scope: 'status', label: 'keyboard.toggle_sensitivity' },
  { id: 'moveUp', combos: [key('k'), key('ArrowUp')], scope: 'list', label: 'keyboard.up' },
  { id: 'moveDown', combos: [key('j'), key('ArrowDown')], scope: 'list', label: 'keyboard.down' },
  { id: 'compose', combos: [key('n')], scope: 'global', label: 'keyboard.compose' },
  { id: 'newPost', combos: [[{ key: 'n', alt: true }]], scope: 'global', inFields: true, label: 'keyboard.toot' },
  { id: 'back', combos: [key('Backspace')], scope: 'global', label: 'keyboard.back' },
  { id: 'search', combos: [key('s'), key('/')], scope: 'global', label: 'keyboard.search' },
  { id: 'unfocus', combos: [key('Escape')], scope: 'global', inFields: true, label: 'keyboard.unfocus' },
  { id: 'goToHome', combos: [goTo('h')], scope: 'global', label: 'keyboard.home' },
  { id: 'goToNotifications', combos: [goTo('n')], scope: 'global', label: 'keyboard.notifications' },
  { id: 'goToLocal', combos: [goTo('l')], scope: 'global', label: 'keyboard.local' },
  { id: 'goToFederated', combos: [goTo('t')], scope: 'global', label: 'keyboard.federated' },
  { id: 'goToDirect', combos: [goTo('d')], scope: 'global', label: 'keyboard.direct' },
  { id: 'goToStart', combos: [goTo('s')], scope: 'global', label: 'keyboard.start' },
  { id: 'goToFavourites', combos: [goTo('f')], scope: 'global', label: 'keyboard.favourites' },
  { id: 'goToPinned', combos: [goTo('p')], scope: 'global', label: 'keyboard.pinned' },
  { id: 'goToProfile', combos: [goTo('u')], scope: 'global', label: 'keyboard.my_profile' },
  { id: 'goToBlocked', combos: [goTo('b')], scope: 'global', label: 'keyboard.blocked' },
  { id: 'goToMuted', combos: [goTo('m')], scope: 'global', label: 'keyboard.muted' },
  { id: 'goToRequests', combos: [goTo('r')], scope: 'global', label: 'keyboard.requests' },
  { id: 'help', combos: [[{ key: '?', shift: 'any' }]], scope: 'global', label: 'keyboard.legend' },
];

/** What a handler reads of a KeyboardEvent. */
export interface KeyInput {
  key: string;
  code?: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** Does the press match the stroke, modifiers included? Alt+letter is read by code: macOS types another character. */
export function strokeMatches(stroke: KeyStroke, input: KeyInput): boolean {
  if (input.ctrlKey || input.metaKey) return false;
  if (input.altKey !== (stroke.alt ?? false)) return false;
  if (stroke.shift !== 'any' && input.shiftKey !== (stroke.shift ?? false)) return false;
  if (input.key === stroke.key) return true;
  return stroke.alt === true && /^[a-z]$/.test(stroke.key) && input.code === `Key${stroke.key.toUpperCase()}`;
}

/** The single-stroke hotkey a press triggers, if any (sequences go through a KeySequencer). */
export function hotkeyFor(input: KeyInput, hotkeys: readonly Hotkey[] = HOTKEYS): Hotkey | null {
  return hotkeys.find((hotkey) => hotkey.combos.some((combo) => combo.length === 1 && combo[0] !== undefined && strokeMatches(combo[0], input))) ?? null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Typing happens here: hotkeys other than the `inFields` ones stay out of it. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target.closest('[contenteditable]:not([contenteditable="false"])') !== null) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}
