export { HOTKEYS, hotkeyFor, strokeMatches, isTextField, type Hotkey, type HotkeyId, type KeyCombo, type KeyInput, type KeyStroke } from './keymap';
export { KeySequencer, SEQUENCE_TIMEOUT_MS, type SequenceResult } from './sequence';
export { NAV_ITEM_ATTRIBUTE, focusComposer, focusSearchField, navItemOf, siblingItem, statusElementOf, toggleMediaIn } from './focus-targets';
export { KeyboardShortcutsTable } from './KeyboardShortcutsTable';
