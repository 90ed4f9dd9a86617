/** The keyboard-shortcuts screen (Mastodon's /keyboard-shortcuts). */
export const KEYBOARD_SHORTCUTS_PATH = '/keyboard-shortcuts';
