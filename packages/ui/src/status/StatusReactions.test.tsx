import type { StatusRecord } from '@trumpet/core';
import { render, screen, within } from '@testing-library/react';
import { StatusReactions } from './StatusReactions';

type Reaction = StatusRecord['reactions'][number];
const reaction = (name: string, count: number, me: boolean, url: string | null = null, static_url: string | null = null): Reaction => ({ name, count, me, url, static_url });

// What the SDK reads from each server family's payload (api-client's payloads.test.ts: Status_akkoma_local.json and the variants).
const FIXTURES = {
  akkoma: [reaction('👍', 2, true), reaction('blobcat', 1, false, 'https://akkoma.example/emoji/blobcat.png')],
  pleroma: [reaction('🎉', 3, false)],
  misskey: [reaction('🍮', 1200, true)],
  fedibird: [reaction('ablobcat', 4, false, 'https://fedibird.example/e/ablobcat.png')],
} satisfies Record<string, Reaction[]>;
const reactionsOf = (extra: { reactions: Partial<Reaction>[] }): Reaction[] => extra.reactions.map((r) => ({ ...reaction('', 0, false), ...r }));

describe('StatusReactions: emoji reactions from Pleroma, Akkoma and the Misskey family, read-only', () => {
  it.each([
    ['Akkoma: emoji_reactions, a custom one with its image', FIXTURES.akkoma, [['👍', '2', true], [':blobcat:', '1', false]]],
    ['Pleroma: pleroma.emoji_reactions', FIXTURES.pleroma, [['🎉', '3', false]]],
    ['Misskey family: reactions, a large count', FIXTURES.misskey, [['🍮', '1.2K', true]]],
    ['Fedibird: emoji_reactions', FIXTURES.fedibird, [[':ablobcat:', '4', false]]],
  ])('%s', (_server, reactions, expected) => {
    render(<StatusReactions reactions={reactions} />);
    const items = within(screen.getByRole('list', { name: 'Reactions' })).getAllByRole('listitem');
    expect(items.map((item) => [item.querySelector('img')?.getAttribute('alt') ?? item.querySelector('.t-reaction__emoji')?.textContent, item.querySelector('.t-reaction__count')?.textContent, item.classList.contains('is-mine')])).toEqual(expected);
    // Read-only: nothing to press.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a custom emoji image goes through the URL guard: another scheme shows the shortcode instead', () => {
    render(<StatusReactions reactions={reactionsOf({ reactions: [{ name: 'evil', count: 1, me: false, url: 'javascript:alert(1)' }] })} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(':evil:')).toBeTruthy();
  });

  it('the image of a custom emoji is its static one', () => {
    render(<StatusReactions reactions={reactionsOf({ reactions: [{ name: 'blob', count: 1, me: false, url: 'https://x.example/a.gif', static_url: 'https://x.example/a.png' }] })} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://x.example/a.png');
  });

  it('no reactions, nothing shown', () => {
    const { container } = render(<StatusReactions reactions={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
