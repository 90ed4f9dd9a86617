import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import compact from 'emojibase-data/en/compact.json';
import iamcal from 'emojibase-data/en/shortcodes/iamcal.json';
import { buildEmojiIndex } from './build-emoji-index';
import { EmojiPickerDropdown, type EmojiPickerDropdownProps } from './EmojiPickerDropdown';
import type { EmojiIndex, PickerCustomEmoji } from './emoji-types';
import { loadEmojiIndex } from './load-emoji-index';

const index = buildEmojiIndex(compact, iamcal);
const loaded = () => Promise.resolve(index);

const blobcat: PickerCustomEmoji = { shortcode: 'blobcat', url: 'https://cdn.test/blobcat.gif', staticUrl: 'https://cdn.test/blobcat.png', category: 'Blobs', visibleInPicker: true };
const party: PickerCustomEmoji = { shortcode: 'party_parrot', url: 'https://cdn.test/parrot.gif', staticUrl: 'https://cdn.test/parrot.png', category: null, visibleInPicker: true };
const secret: PickerCustomEmoji = { shortcode: 'secret', url: 'https://cdn.test/secret.gif', staticUrl: 'https://cdn.test/secret.png', visibleInPicker: false };

function setup(overrides: Partial<EmojiPickerDropdownProps> = {}) {
  const props: EmojiPickerDropdownProps = {
    customEmojis: [],
    frequentlyUsed: ['+1', 'joy', 'heart'],
    skinTone: 1,
    onSkinTone: jest.fn(),
    onPick: jest.fn(),
    autoPlayGif: false,
    loadIndex: loaded,
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(
    <div>
      <button type="button">Elsewhere</button>
      <EmojiPickerDropdown {...props} />
    </div>,
  );
  return { user, props, view, trigger: () => screen.getByRole('button', { name: 'Insert emoji' }) };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
  return screen.findByPlaceholderText('Search…');
}

const gridButtons = (section: string) =>
  within(screen.getByRole('grid', { name: section }))
    .getAllByRole('button')
    .map((button) => button.textContent || button.querySelector('img')?.getAttribute('src'));

describe('EmojiPickerDropdown', () => {
  it('shows a 299 px loading panel while the data loads, then the picker with its search and tabs', async () => {
    let resolve: (value: EmojiIndex) => void = () => undefined;
    const pending = new Promise<EmojiIndex>((done) => {
      resolve = done;
    });
    const { user, trigger } = setup({ loadIndex: () => pending, customEmojis: [blobcat] });
    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Emoji picker' });
    expect(dialog.style.width).toBe('299px');
    expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await act(async () => resolve(index));
    expect(within(dialog).queryByRole('status', { name: 'Loading…' })).toBeNull();
    const search = within(dialog).getByPlaceholderText('Search…');
    expect(document.activeElement).toBe(search);
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Frequently used',
      'Custom',
      'Smileys & People',
      'Animals & Nature',
      'Food & Drink',
      'Activity',
      'Travel & Places',
      'Objects',
      'Symbols',
      'Flags',
    ]);
    expect(within(dialog).getByRole('tab', { name: 'Frequently used' }).getAttribute('aria-selected')).toBe('true');
  });

  it('has no Custom tab when the server has no custom emoji for the picker', async () => {
    const { user } = setup({ customEmojis: [secret] });
    await openPicker(user);
    expect(screen.queryByRole('tab', { name: 'Custom' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(9);
  });

  it('just stops loading when the data fails to load, and still closes', async () => {
    const { user, trigger } = setup({ loadIndex: () => Promise.reject(new Error('chunk failed')) });
    await user.click(trigger());
    const dialog = screen.getByRole('dialog', { name: 'Emoji picker' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryByPlaceholderText('Search…')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, giving focus back to the button', async () => {
    const { user, trigger } = setup();
    await openPicker(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user } = setup();
    await openPicker(user);
    await user.click(screen.getByRole('tab', { name: 'Flags' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens above the button when there is no room below', async () => {
    const { user, trigger } = setup();
    jest.spyOn(trigger(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 500, y: 700, width: 36, height: 36 }));
    await openPicker(user);
    const dialog = screen.getByRole('dialog');
    expect(dialog.classList.contains('is-top')).toBe(true);
    expect(dialog.style.bottom).toBe(`${window.innerHeight - 700 + 4}px`);
  });

  it('shows the frequently used emoji first, in order, skipping unknown ids', async () => {
    const { user } = setup({ frequentlyUsed: ['joy', 'no_such_emoji', 'blobcat', '\u{1F389}', '+1'], customEmojis: [blobcat] });
    await openPicker(user);
    expect(screen.getByRole('heading', { name: 'Frequently used' })).toBeTruthy();
    expect(gridButtons('Frequently used')).toEqual(['\u{1F602}', 'https://cdn.test/blobcat.png', '\u{1F389}', '\u{1F44D}']);
  });

  it("says 'No emojos!!' when the search finds nothing, and lists matches otherwise", async () => {
    const { user } = setup({ customEmojis: [party] });
    await openPicker(user);
    await user.keyboard('qqqzzz');
    expect(screen.getByText('No emojos!! (╯°□°）╯︵ ┻━┻')).toBeTruthy();
    await user.clear(screen.getByPlaceholderText('Search…'));
    await user.keyboard('parrot');
    expect(gridButtons('Search results')).toEqual(['\u{1F99C}', 'https://cdn.test/parrot.png']);
    expect(screen.queryByText('No emojos!! (╯°□°）╯︵ ┻━┻')).toBeNull();
  });

  it('moves with the arrow keys in the grid and picks with Enter, closing the picker', async () => {
    const { user, props, trigger } = setup({ frequentlyUsed: ['+1', 'grinning', 'kissing_heart', 'heart_eyes', 'laughing', 'wink', 'sob', 'yum', 'joy', 'heart'] });
    await openPicker(user);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('\u{1F44D}');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('face blowing a kiss');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('\u2764\uFE0F');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(props.onPick).toHaveBeenCalledWith({ native: '\u{1F602}', shortcode: 'joy', custom: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('picks the first search result with Enter in the search field', async () => {
    const { user, props } = setup();
    await openPicker(user);
    await user.keyboard('tada{Enter}');
    expect(props.onPick).toHaveBeenCalledWith({ native: '\u{1F389}', shortcode: 'tada', custom: false });
  });

  it('stays open for a Shift-click, to pick several', async () => {
    const { user, props } = setup();
    await openPicker(user);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'face with tears of joy' }));
    await user.keyboard('{/Shift}');
    expect(props.onPick).toHaveBeenCalledWith({ native: '\u{1F602}', shortcode: 'joy', custom: false });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('draws and picks skinnable emoji in the chosen skin tone', async () => {
    const { user, props } = setup({ skinTone: 3 });
    await openPicker(user);
    expect(gridButtons('Frequently used')).toEqual(['\u{1F44D}\u{1F3FC}', '\u{1F602}', '\u2764\uFE0F']);
    await user.click(screen.getByRole('tab', { name: 'Smileys & People' }));
    await user.click(screen.getByRole('button', { name: 'waving hand' }));
    expect(props.onPick).toHaveBeenCalledWith({ native: '\u{1F44B}\u{1F3FC}', shortcode: 'wave', custom: false });
  });

  it('offers 6 skin tones, the current one pressed, and reports the choice', async () => {
    const { user, props } = setup({ skinTone: 1 });
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Skin tone: Default' }));
    const tones = within(screen.getByRole('group', { name: 'Skin tone' })).getAllByRole('button');
    expect(tones.map((tone) => tone.getAttribute('aria-label'))).toEqual([
      'Default skin tone',
      'Light skin tone',
      'Medium-Light skin tone',
      'Medium skin tone',
      'Medium-Dark skin tone',
      'Dark skin tone',
    ]);
    expect(tones[0]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Dark skin tone' }));
    expect(props.onSkinTone).toHaveBeenCalledWith(6);
    expect(screen.queryByRole('group', { name: 'Skin tone' })).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Skin tone: Default');
  });

  it('lists the visible custom emoji by category, static unless GIFs autoplay, and picks them by shortcode', async () => {
    const { user, props, view } = setup({ customEmojis: [blobcat, secret, party] });
    await openPicker(user);
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Custom', 'Blobs']);
    expect(gridButtons('Custom')).toEqual(['https://cdn.test/parrot.png']);
    expect(gridButtons('Blobs')).toEqual(['https://cdn.test/blobcat.png']);
    expect(screen.queryByRole('button', { name: ':secret:' })).toBeNull();
    await user.click(screen.getByRole('button', { name: ':blobcat:' }));
    expect(props.onPick).toHaveBeenCalledWith({ shortcode: 'blobcat', custom: true, url: 'https://cdn.test/blobcat.gif' });
    view.rerender(
      <div>
        <EmojiPickerDropdown {...props} autoPlayGif />
      </div>,
    );
    await openPicker(user);
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    expect(gridButtons('Blobs')).toEqual(['https://cdn.test/blobcat.gif']);
  });

  it('moves between the category tabs with the arrow keys', async () => {
    const { user } = setup();
    await openPicker(user);
    screen.getByRole('tab', { name: 'Frequently used' }).focus();
    await user.keyboard('{ArrowLeft}');
    const flags = screen.getByRole('tab', { name: 'Flags' });
    expect(document.activeElement).toBe(flags);
    expect(flags.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Flags' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Frequently used' }).getAttribute('aria-selected')).toBe('true');
  });

  it('loads the emojibase data lazily by default', async () => {
    const { user } = setup({ loadIndex: undefined });
    await openPicker(user);
    await user.click(screen.getByRole('tab', { name: 'Flags' }));
    expect(screen.getByRole('button', { name: 'flag: France' }).textContent).toBe('\u{1F1EB}\u{1F1F7}');
    expect(await loadEmojiIndex()).toBe(await loadEmojiIndex());
  });
});
