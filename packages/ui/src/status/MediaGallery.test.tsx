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

  it('uses 16:9 without meta and the given height as the minimum', () => {
    render(<MediaGallery media={[item('a')]} sensitive={false} displayMedia="default" height={300} />);
    const gallery = screen.getByTestId('media-gallery');
    expect(Number(gallery.style.aspectRatio)).toBeCloseTo(16 / 9);
    expect(gallery.style.minHeight).toBe('300px');
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

  it('shows a still with a GIF badge by default', () => {
    const { container } = render(<MediaGallery media={[gif]} sensitive={false} displayMedia="default" />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('GIF')).toBeTruthy();
  });

  it('plays muted and looping in place with auto_play_gif', () => {
    const { container } = render(<MediaGallery media={[gif]} sensitive={false} displayMedia="default" autoPlayGif />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://x.test/g.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });
});
