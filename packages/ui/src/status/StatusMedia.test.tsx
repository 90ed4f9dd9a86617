import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMedia } from '../media/test-media';
import { StatusMedia } from './StatusMedia';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
});

const video = makeMedia('v', { type: 'video', url: 'https://files.example.test/v.mp4', preview_url: null, meta: null });
const audio = makeMedia('a', { type: 'audio', url: 'https://files.example.test/a.mp3', preview_url: null, meta: null, description: 'A song' });

describe('StatusMedia', () => {
  it('plays a lone video inline; expand opens the media modal where it was', async () => {
    const user = userEvent.setup();
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const onOpenMedia = jest.fn();
    render(<StatusMedia media={[video]} sensitive={false} displayMedia="default" autoPlayGif={false} onOpenMedia={onOpenMedia} />);
    expect(screen.queryByTestId('media-gallery')).toBeNull();
    expect(document.querySelector('video')?.getAttribute('src')).toBe('https://files.example.test/v.mp4');
    await user.click(screen.getByRole('button', { name: 'Expand video' }));
    expect(onOpenMedia).toHaveBeenCalledWith(0, { currentTime: 0, volume: 0.5, muted: false });
    pause.mockRestore();
  });

  it('plays a lone audio file inline', () => {
    render(<StatusMedia media={[audio]} sensitive={false} displayMedia="default" autoPlayGif={false} />);
    expect(screen.getByRole('group', { name: 'Audio: A song' }).querySelector('audio')).not.toBeNull();
  });

  it('shows a sensitive video behind the same overlay as images', () => {
    render(<StatusMedia media={[video]} sensitive displayMedia="default" autoPlayGif={false} />);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: /Sensitive content/ }).className).toBe('t-media-spoiler');
  });

  it('puts images, several items, and media still processing (no url) in the gallery', () => {
    const { unmount } = render(<StatusMedia media={[makeMedia('i'), video]} sensitive={false} displayMedia="default" autoPlayGif={false} />);
    expect(screen.getByTestId('media-gallery')).toBeTruthy();
    unmount();
    render(<StatusMedia media={[{ ...video, url: null }]} sensitive={false} displayMedia="default" autoPlayGif={false} />);
    expect(screen.getByTestId('media-gallery')).toBeTruthy();
  });
});
