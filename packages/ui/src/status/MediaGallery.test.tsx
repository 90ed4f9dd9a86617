import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisplayMedia } from '@trumpet/core';
import { initiallyVisible, MediaGallery, type MediaAttachmentData } from './MediaGallery';

const item = (id: string, overrides: Partial<MediaAttachmentData> = {}): MediaAttachmentData => ({
  id,
  type: 'image',
  url: `https://x.test/${id}.png`,
  preview_url: `https://x.test/${id}_s.png`,
  remote_url: null,
  description: `Photo ${id}`,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  meta: null,
  ...overrides,
});

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
});

describe('initiallyVisible (SPEC §2)', () => {
  it.each([
    ['default', false, true],
    ['default', true, false],
    ['show_all', true, true],
    ['show_all', false, true],
    ['hide_all', false, false],
    ['hide_all', true, false],
  ] as [DisplayMedia, boolean, boolean][])('%s, sensitive %s → %s', (setting, sensitive, visible) => {
    expect(initiallyVisible(setting, sensitive)).toBe(visible);
  });
});

describe('MediaGallery', () => {
  it('shows at most 4 items and opens the clicked one by index', async () => {
    const onOpenMedia = jest.fn();
    render(<MediaGallery media={['a', 'b', 'c', 'd', 'e'].map((id) => item(id))} sensitive={false} displayMedia="default" onOpenMedia={onOpenMedia} />);
    const gallery = screen.getByTestId('media-gallery');
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
    expect(gallery.className).toContain('t-media--4');
    await userEvent.click(screen.getByRole('button', { name: 'Photo c' }));
    expect(onOpenMedia).toHaveBeenCalledWith(2);
  });

  it("hides sensitive media behind 'Sensitive content' with a blurhash; a click reveals, the hide button hides", async () => {
    const { container } = render(<MediaGallery media={[item('a')]} sensitive displayMedia="default" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('canvas')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Sensitive content/ }));
    expect(screen.getByRole('img', { name: 'Photo a' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide media' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Sensitive content')).toBeTruthy();
  });

  it("hide_all hides even safe media as 'Media hidden'", () => {
    render(<MediaGallery media={[item('a')]} sensitive={false} displayMedia="hide_all" />);
    expect(screen.getByText('Media hidden')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('show_all shows sensitive media at once', () => {
    render(<MediaGallery media={[item('a')]} sensitive displayMedia="show_all" />);
    expect(screen.getByRole('img', { name: 'Photo a' })).toBeTruthy();
  });

  it('uses 16:9 without meta, with no minimum height (which would widen it past its column)', () => {
    render(<MediaGallery media={[item('a')]} sensitive={false} displayMedia="default" />);
    const gallery = screen.getByTestId('media-gallery');
    expect(Number(gallery.style.aspectRatio)).toBeCloseTo(16 / 9);
    expect(gallery.style.minHeight).toBe('');
  });

  it('uses 16:9 for several items whatever their own aspect', () => {
    const tall = { original: { width: 500, height: 1000, aspect: 0.5, duration: null }, small: null, focus: null };
    render(<MediaGallery media={['a', 'b', 'c', 'd'].map((id) => item(id, { meta: tall }))} sensitive={false} displayMedia="default" />);
    expect(Number(screen.getByTestId('media-gallery').style.aspectRatio)).toBeCloseTo(16 / 9);
  });

  it("uses a single item's own aspect from its meta", () => {
    const square = item('a', { meta: { original: { width: 500, height: 500, aspect: 1, duration: null }, small: null, focus: null } });
    render(<MediaGallery media={[square]} sensitive={false} displayMedia="default" />);
    expect(screen.getByTestId('media-gallery').style.aspectRatio).toBe('1');
  });

  it('marks videos with a play badge and names items without descriptions by type', () => {
    render(<MediaGallery media={[item('v', { type: 'video', description: null })]} sensitive={false} displayMedia="default" />);
    expect(screen.getByRole('button', { name: 'Video' }).querySelector('.t-media__play')).not.toBeNull();
  });
});

describe('gifv', () => {
  const gif = item('g', { type: 'gifv', url: 'https://x.test/g.mp4', description: 'Dancing cat' });
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  let reducedMotion = false;

  beforeEach(() => {
    reducedMotion = false;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: reducedMotion && query.includes('reduced-motion'), addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    play.mockRestore();
    pause.mockRestore();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('without auto_play_gif: a still (the preview as poster) with a GIF badge, playing only while hovered', async () => {
    const user = userEvent.setup();
    const { container } = render(<MediaGallery media={[gif]} sensitive={false} displayMedia="default" />);
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('poster')).toBe('https://x.test/g_s.png');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(screen.getByText('GIF')).toBeTruthy();
    await user.hover(screen.getByRole('button', { name: 'Dancing cat' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole('button', { name: 'Dancing cat' }));
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('without auto_play_gif, keyboard focus plays it and leaving pauses it', async () => {
    const user = userEvent.setup();
    render(<MediaGallery media={[gif]} sensitive={false} displayMedia="default" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dancing cat' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('plays muted and looping in place with auto_play_gif, with no GIF badge and no hover handling', async () => {
    const user = userEvent.setup();
    const { container } = render(<MediaGallery media={[gif]} sensitive={false} displayMedia="default" autoPlayGif />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://x.test/g.mp4');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(screen.queryByText('GIF')).toBeNull();
    await user.unhover(screen.getByRole('button', { name: 'Dancing cat' }));
    expect(pause).not.toHaveBeenCalled();
  });

  it('does not play by itself when the system asks for reduced motion, and plays on hover instead', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    const { container } = render(<MediaGallery media={[gif]} sensitive={false} displayMedia="default" autoPlayGif />);
    expect(container.querySelector('video')!.autoplay).toBe(false);
    await user.hover(screen.getByRole('button', { name: 'Dancing cat' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
