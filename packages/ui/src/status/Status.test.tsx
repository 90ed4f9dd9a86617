import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Status } from './Status';
import { makeAccount, makePoll, makeShown, makeStatus } from './test-fixtures';
import { resetElementHeightObserver } from './use-element-height';
import { preloadDropdownMenu } from '../common/DropdownMenu';

// The open menu is a lazily loaded module: have it at hand before the first click.
beforeAll(() => preloadDropdownMenu());

const alice = makeAccount({ id: '1', username: 'alice', acct: 'alice', display_name_html: 'Alice' });
const bob = makeAccount({ id: '2', username: 'bob', acct: 'bob@remote.test', display_name_html: 'Bob' });

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('Status', () => {
  it('shows the author, handle, a relative time linking to the thread and the visibility', () => {
    const onNavigate = jest.fn();
    render(<Status status={makeStatus({ id: '7', account: alice, visibility: 'unlisted' })} me={null} onNavigate={onNavigate} />);
    expect(screen.getByText('@alice')).toBeTruthy();
    const time = screen.getByText('5m');
    const link = time.closest('a')!;
    expect(link.getAttribute('href')).toBe('/statuses/7');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/statuses/7');
    expect(screen.getByRole('img', { name: 'Unlisted' })).toBeTruthy();
  });

  it("marks a profile's pinned status 'Pinned toot', and nothing else", () => {
    const { rerender } = render(<Status status={makeStatus({ id: '8', account: alice })} me={null} featured />);
    expect(screen.getByText('Pinned toot')).toBeTruthy();
    rerender(<Status status={makeStatus({ id: '8', account: alice })} me={null} />);
    expect(screen.queryByText('Pinned toot')).toBeNull();
  });

  it("shows '{name} boosted' and acts on the boosted status", async () => {
    const onAction = jest.fn();
    render(<Status status={makeStatus({ id: '1', account: bob }, makeShown({ id: '2', account: alice }))} me="9" onAction={onAction} />);
    expect(screen.getByText(/boosted/).textContent).toBe('Bob boosted');
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(onAction).toHaveBeenCalledWith('favourite', '2');
  });

  it('routes mentions to the account and hashtags to the tag timeline', () => {
    const onNavigate = jest.fn();
    const status = makeStatus({
      contentHtml:
        '<p><a href="https://x.test/@carol" class="u-url mention">@<span>carol</span></a> <a href="https://x.test/tags/Cats" class="mention hashtag">#<span>Cats</span></a></p>',
      mentions: [{ id: '33', username: 'carol', url: 'https://x.test/@carol', acct: 'carol@x.test' }],
    });
    render(<Status status={status} me={null} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('carol'));
    fireEvent.click(screen.getByText('Cats'));
    expect(onNavigate.mock.calls).toEqual([['/accounts/33'], ['/timelines/tag/cats']]);
  });

  it('sets dir="rtl" on right-to-left content', () => {
    const { container } = render(<Status status={makeStatus({ contentHtml: '<p>مرحبا بالجميع هذا منشور</p>' })} me={null} />);
    expect(container.querySelector('.t-status__text')!.getAttribute('dir')).toBe('rtl');
  });

  describe('content warning (SPEC §2: Show more / Show less)', () => {
    const warned = makeStatus({ spoiler_text: 'Food', spoilerHtml: 'Food', hidden: true, contentHtml: '<p>Secret recipe</p>' });

    it('shows the warning and hides the content until Show more', async () => {
      render(<Status status={warned} me={null} />);
      expect(screen.getByText('Food')).toBeTruthy();
      expect(screen.queryByText('Secret recipe')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getByText('Secret recipe')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
      expect(screen.queryByText('Secret recipe')).toBeNull();
    });

    it('is controlled by the store when onToggleHidden is given', async () => {
      const onToggleHidden = jest.fn();
      const { rerender } = render(<Status status={warned} me={null} onToggleHidden={onToggleHidden} />);
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(onToggleHidden).toHaveBeenCalledWith('100', false);
      expect(screen.queryByText('Secret recipe')).toBeNull();
      rerender(<Status status={{ ...warned, hidden: false }} me={null} onToggleHidden={onToggleHidden} />);
      expect(screen.getByText('Secret recipe')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
    });
  });

  describe('collapse above 642 px (SPEC §9)', () => {
    let observed: { callback: ResizeObserverCallback; elements: Element[] }[] = [];
    beforeEach(() => {
      observed = [];
      resetElementHeightObserver();
      globalThis.ResizeObserver = class {
        private entry: { callback: ResizeObserverCallback; elements: Element[] };
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback, elements: [] };
          observed.push(this.entry);
        }
        observe(element: Element) {
          this.entry.elements.push(element);
        }
        unobserve(element: Element) {
          this.entry.elements = this.entry.elements.filter((candidate) => candidate !== element);
        }
        disconnect() {
          this.entry.elements = [];
        }
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      resetElementHeightObserver();
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    });

    const resizeAll = (height: number) =>
      act(() => {
        for (const { callback, elements } of observed) {
          callback(
            elements.map((target) => ({ target, contentRect: { height } }) as unknown as ResizeObserverEntry),
            {} as ResizeObserver,
          );
        }
      });

    it("collapses tall content behind 'Read more', which expands it", async () => {
      const { container } = render(<Status status={makeStatus()} me={null} />);
      resizeAll(642);
      expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
      resizeAll(643);
      expect(container.querySelector('.t-status__collapse.is-collapsed')).not.toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
      expect(container.querySelector('.is-collapsed')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    });

    it('never collapses when collapsible is off', () => {
      render(<Status status={makeStatus()} me={null} collapsible={false} />);
      resizeAll(2000);
      expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    });
  });

  it.each([
    [-3, '0'],
    [0, '0'],
    [1, '1'],
    [2, '1+'],
    [250, '1+'],
  ])('reply count %i reads %s (SPEC §2)', (count, label) => {
    const { container } = render(<Status status={makeStatus({ replies_count: count })} me={null} />);
    expect(container.querySelector('.t-icon-button .t-icon-button__count')!.textContent).toBe(label);
  });

  it('formats boost and favourite counts with core formatCount', () => {
    render(<Status status={makeStatus({ reblogs_count: 1520, favourites_count: 24 })} me={null} />);
    expect(screen.getByText('1.5K')).toBeTruthy();
    expect(screen.getByText('24')).toBeTruthy();
  });

  describe('boost (SPEC §5: public or unlisted; private only by its author)', () => {
    it.each([
      ['private', 'This post cannot be boosted'],
      ['direct', 'This post cannot be boosted'],
    ] as const)('others’ %s status: disabled with the reason', (visibility, reason) => {
      render(<Status status={makeStatus({ visibility, account: bob })} me="1" />);
      const boost = screen.getByRole('button', { name: 'Boost' }) as HTMLButtonElement;
      expect(boost.disabled).toBe(true);
      expect(boost.closest('[title]')!.getAttribute('title')).toBe(reason);
      expect(document.getElementById(boost.getAttribute('aria-describedby')!)!.textContent).toBe(reason);
    });

    it('own private status boosts to the original audience', () => {
      render(<Status status={makeStatus({ visibility: 'private', account: alice })} me="1" />);
      expect((screen.getByRole('button', { name: 'Boost to original audience' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('Shift skips the boost modal', async () => {
      const onAction = jest.fn();
      const user = userEvent.setup();
      render(<Status status={makeStatus({ id: '5' })} me="1" onAction={onAction} />);
      await user.click(screen.getByRole('button', { name: 'Boost' }));
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('button', { name: 'Boost' }));
      await user.keyboard('{/Shift}');
      expect(onAction.mock.calls).toEqual([
        ['reblog', '5', undefined],
        ['reblog', '5', { skipModal: true }],
      ]);
    });

    it('an already boosted status unboosts and shows as pressed', async () => {
      const onAction = jest.fn();
      render(<Status status={makeStatus({ id: '5', reblogged: true })} me="1" onAction={onAction} />);
      const boost = screen.getByRole('button', { name: 'Boost' });
      expect(boost.getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(boost);
      expect(onAction).toHaveBeenCalledWith('unreblog', '5', undefined);
    });
  });

  it('reply, favourite and bookmark fire their actions, toggling by state', async () => {
    const onAction = jest.fn();
    render(<Status status={makeStatus({ id: '5', favourited: true })} me={null} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply, 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(onAction.mock.calls.map((call) => call[0])).toEqual(['reply', 'unfavourite', 'bookmark']);
  });

  it("labels a reply in a thread 'Reply to thread'", () => {
    render(<Status status={makeStatus({ in_reply_to_id: '3', in_reply_to_account_id: '8' })} me={null} />);
    expect(screen.getByRole('button', { name: 'Reply to thread, 0' })).toBeTruthy();
  });

  describe('share', () => {
    afterEach(() => {
      delete (navigator as { share?: unknown }).share;
    });
    it('appears only where the browser can share', async () => {
      const onAction = jest.fn();
      const { unmount } = render(<Status status={makeStatus()} me={null} />);
      expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
      unmount();
      Object.defineProperty(navigator, 'share', { value: jest.fn(), configurable: true });
      render(<Status status={makeStatus({ id: '4' })} me={null} onAction={onAction} />);
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(onAction).toHaveBeenCalledWith('share', '4');
    });
  });

  describe('more menu (SPEC §6)', () => {
    it('own public status: pin, mute conversation, edit, delete, delete & re-draft', async () => {
      const onAction = jest.fn();
      render(<Status status={makeStatus({ id: '5', account: alice })} me="1" onAction={onAction} />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual(['Copy link to post', 'Pin on profile', 'Mute conversation', 'Edit', 'Delete', 'Delete & re-draft']);
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete & re-draft' }));
      expect(onAction).toHaveBeenCalledWith('redraft', '5');
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
      expect(onAction).toHaveBeenCalledWith('edit', '5');
    });

    it('leaves out what the app cannot do yet, and disables reply', async () => {
      const unavailable = new Set(['reply', 'mention', 'direct', 'redraft', 'report'] as const);
      const { unmount } = render(<Status status={makeStatus({ id: '7', account: bob })} me="1" unavailable={unavailable} />);
      expect((screen.getByRole('button', { name: 'Reply, 0' }) as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual(['Copy link to post', 'Open original page', 'Mute @bob', 'Block @bob']);
      unmount();
      render(<Status status={makeStatus({ account: alice })} me="1" unavailable={unavailable} />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual(['Copy link to post', 'Pin on profile', 'Mute conversation', 'Edit', 'Delete']);
    });

    it('own pinned and muted status offers unpin and unmute', async () => {
      render(<Status status={makeStatus({ account: alice, pinned: true, muted: true })} me="1" />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual(['Copy link to post', 'Unpin from profile', 'Unmute conversation', 'Edit', 'Delete', 'Delete & re-draft']);
    });

    it('own private status: no pin, a private boost instead', async () => {
      render(<Status status={makeStatus({ account: alice, visibility: 'private' })} me="1" />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual(['Copy link to post', 'Boost to original audience', 'Mute conversation', 'Edit', 'Delete', 'Delete & re-draft']);
    });

    it('own direct status: neither pin nor boost', async () => {
      render(<Status status={makeStatus({ account: alice, visibility: 'direct' })} me="1" />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual(['Copy link to post', 'Mute conversation', 'Edit', 'Delete', 'Delete & re-draft']);
    });

    it("others' remote status: open original, mention, direct message, mute, block, report", async () => {
      const onAction = jest.fn();
      render(<Status status={makeStatus({ id: '6', account: bob })} me="1" onAction={onAction} />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).toEqual([
        'Copy link to post',
        'Open original page',
        'Mention @bob',
        'Direct message @bob',
        'Mute @bob',
        'Block @bob',
        'Report @bob',
      ]);
      await userEvent.click(screen.getByRole('menuitem', { name: 'Block @bob' }));
      expect(onAction).toHaveBeenCalledWith('block', '6');
    });

    it("staff: others' statuses open in the moderation interface, their own do not (SPEC §2)", async () => {
      const onAction = jest.fn();
      const { unmount } = render(<Status status={makeStatus({ id: '6', account: bob })} me="1" onAction={onAction} isStaff />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels().at(-1)).toBe('Open this post in the moderation interface');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Open this post in the moderation interface' }));
      expect(onAction).toHaveBeenCalledWith('moderate', '6');
      unmount();
      render(<Status status={makeStatus({ account: alice })} me="1" isStaff />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(menuLabels()).not.toContain('Open this post in the moderation interface');
    });

    it('is disabled for signed-out visitors', () => {
      render(<Status status={makeStatus()} me={null} />);
      expect((screen.getByRole('button', { name: 'More' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe("'Filtered' label", () => {
    const filtered = makeStatus({ contentHtml: '<p>Election night</p>' });

    it('collapses a warned status to the filter titles, with Show anyway', async () => {
      render(<Status status={filtered} me={null} filter={{ action: 'warn', titles: ['Politics', 'News'], blurMedia: false }} />);
      expect(screen.getByRole('article', { name: 'Filtered: Politics, News' })).toBeTruthy();
      expect(screen.queryByText('Election night')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Show anyway' }));
      expect(screen.getByText('Election night')).toBeTruthy();
    });

    it('shows a status its filters let through', () => {
      render(<Status status={filtered} me={null} filter={{ action: 'show' }} />);
      expect(screen.getByText('Election night')).toBeTruthy();
      expect(screen.queryByText(/Filtered/)).toBeNull();
    });
  });

  describe("'Show thread'", () => {
    it('appears on a reply to its own author when asked for', () => {
      const onNavigate = jest.fn();
      render(<Status status={makeStatus({ id: '8', account: alice, in_reply_to_id: '7', in_reply_to_account_id: '1' })} me={null} showThread onNavigate={onNavigate} />);
      fireEvent.click(screen.getByRole('link', { name: /Show thread/ }));
      expect(onNavigate).toHaveBeenCalledWith('/statuses/8');
    });

    it('does not appear on a reply to someone else or without the prop', () => {
      const { unmount } = render(<Status status={makeStatus({ account: alice, in_reply_to_id: '7', in_reply_to_account_id: '2' })} me={null} showThread />);
      expect(screen.queryByText(/Show thread/)).toBeNull();
      unmount();
      render(<Status status={makeStatus({ account: alice, in_reply_to_id: '7', in_reply_to_account_id: '1' })} me={null} />);
      expect(screen.queryByText(/Show thread/)).toBeNull();
    });
  });

  it('renders the poll of the status and passes votes with its id', async () => {
    const onVote = jest.fn();
    render(<Status status={makeStatus({ poll: 'poll-1' })} poll={makePoll()} me="9" onVote={onVote} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dogs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(onVote).toHaveBeenCalledWith('poll-1', [1]);
  });

  it('opens media with the status id and index', async () => {
    HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
    const onOpenMedia = jest.fn();
    const media = ['a', 'b'].map((id) => ({
      id,
      type: 'image' as const,
      url: `https://x.test/${id}.png`,
      preview_url: `https://x.test/${id}.png`,
      remote_url: null,
      description: `Photo ${id}`,
      blurhash: null,
      meta: null,
    }));
    render(<Status status={makeStatus({ id: '3', media_attachments: media })} me={null} onOpenMedia={onOpenMedia} />);
    await userEvent.click(within(screen.getByTestId('media-gallery')).getByRole('button', { name: 'Photo b' }));
    expect(onOpenMedia).toHaveBeenCalledWith('3', 1);
  });

  it('opens the thread on a click on the text but not on links or buttons', async () => {
    const onNavigate = jest.fn();
    render(<Status status={makeStatus({ id: '4', contentHtml: '<p>Plain words</p>' })} me={null} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('Plain words'));
    expect(onNavigate).toHaveBeenCalledWith('/statuses/4');
    onNavigate.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Reply, 0' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('a blur filter', () => {
  const photo = {
    id: 'p',
    type: 'image' as const,
    url: 'https://x.test/p.png',
    preview_url: 'https://x.test/p.png',
    remote_url: null,
    description: 'A photo',
    blurhash: null,
    meta: null,
  };

  it('puts safe media behind the sensitive overlay, even with show_all, and keeps the text', () => {
    HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
    render(<Status status={makeStatus({ contentHtml: '<p>Look</p>', media_attachments: [photo] })} me={null} displayMedia="show_all" filter={{ action: 'blur', titles: ['Gore'] }} />);
    expect(screen.getByText('Look')).toBeTruthy();
    expect(within(screen.getByTestId('media-gallery')).queryByRole('button', { name: 'A photo' })).toBeNull();
  });

  it('leaves safe media shown without it', () => {
    HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
    render(<Status status={makeStatus({ media_attachments: [photo] })} me={null} />);
    expect(within(screen.getByTestId('media-gallery')).getByRole('button', { name: 'A photo' })).toBeTruthy();
  });
});
