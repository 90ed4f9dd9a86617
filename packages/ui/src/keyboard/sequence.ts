import { HOTKEYS, strokeMatches, type Hotkey, type KeyInput } from './keymap';

/** How long the second key of a sequence (g then h) may wait; react-hotkeys' default, as in Mastodon. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** What a press did: completed a hotkey, started or continued a sequence, or nothing. */
export type SequenceResult = { hotkey: Hotkey } | { pending: true } | null;

/**
 * Reads presses into hotkeys, single strokes and sequences alike: a stroke that starts a sequence
 * waits SEQUENCE_TIMEOUT_MS for the next one; a press that completes nothing starts afresh.
 */
export class KeySequencer {
  private pressed: KeyInput[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly hotkeys: readonly Hotkey[] = HOTKEYS,
    private readonly timeout = SEQUENCE_TIMEOUT_MS,
  ) {}

  /** `typing`: the press is in a text field, where only `inFields` hotkeys count and no sequence starts. */
  press(input: KeyInput, typing = false): SequenceResult {
    const candidates = typing ? this.hotkeys.filter((hotkey) => hotkey.inFields === true) : this.hotkeys;
    if (this.pressed.length > 0 && !typing) {
      const result = this.advance([...this.pressed, input], candidates);
      if (result !== null) return result;
    }
    this.reset();
    return this.advance([input], candidates);
  }

  reset(): void {
    this.pressed = [];
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private advance(presses: KeyInput[], candidates: readonly Hotkey[]): SequenceResult {
    let prefix = false;
    for (const hotkey of candidates) {
      for (const combo of hotkey.combos) {
        if (combo.length < presses.length) continue;
        if (!presses.every((input, index) => { const stroke = combo[index]; return stroke !== undefined && strokeMatches(stroke, input); })) continue;
        if (combo.length === presses.length) {
          this.reset();
          return { hotkey };
        }
        prefix = true;
      }
    }
    if (!prefix) return null;
    this.reset();
    this.pressed = presses;
    this.timer = setTimeout(() => this.reset(), this.timeout);
    return { pending: true };
  }
}
