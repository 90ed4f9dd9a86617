import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudioPlayer } from './AudioPlayer';
import { VideoPlayer } from './VideoPlayer';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  play.mockRestore();
  pause.mockRestore();
});

/** jsdom's media elements never play: give one a duration and a `paused` that follows play/pause. */
function fakePlayback(media: HTMLMediaElement, duration = 120) {
  let paused = true;
  Object.defineProperty(media, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(media, 'paused', { configurable: true, get: () => paused });
  media.addEventListener('play', () => (paused = false), { capture: true });
  media.addEventListener('pause', () => (paused = true), { capture: true });
  act(() => {
    media.dispatchEvent(new Event('durationchange'));
  });
}

const video = () => document.querySelector('video') as HTMLVideoElement;
const player = () => screen.getByRole('group', { name: /^Video/ });

describe('VideoPlayer controls', () => {
  it('plays and pauses the media element and relabels the button', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video());
    await user.click(screen.getAllByRole('button', { name: 'Play' }).at(-1) as HTMLElement);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: 'Play' }).length).toBeGreaterThan(0);
  });

  it('mutes and unmutes, and the volume slider sets the volume clamped to 0..1', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/v.mp4" />);
    expect(video().volume).toBe(0.5);
    await user.click(screen.getByRole('button', { name: 'Mute sound' }));
    expect(video().muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unmute sound' }));
    expect(video().muted).toBe(false);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.2' } });
    expect(video().volume).toBeCloseTo(0.2);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0' } });
    expect(video().muted).toBe(true);
  });

  it('shows the current and total time and seeks from the seek bar', () => {
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video(), 125);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek.getAttribute('aria-valuemax')).toBe('125');
    expect(player().textContent).toContain('0:00 / 2:05');
    act(() => {
      video().currentTime = 61;
      video().dispatchEvent(new Event('timeupdate'));
    });
    expect(player().textContent).toContain('1:01 / 2:05');
    fireEvent.keyDown(seek, { key: 'End' });
    expect(video().currentTime).toBe(125);
    fireEvent.keyDown(seek, { key: 'Home' });
    expect(video().currentTime).toBe(0);
  });

  it('shows buffered and played ranges', () => {
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video(), 100);
    Object.defineProperty(video(), 'buffered', { configurable: true, get: () => ({ length: 1, start: () => 0, end: () => 60 }) });
    act(() => {
      video().currentTime = 25;
      video().dispatchEvent(new Event('progress'));
    });
    expect((document.querySelector('.t-seek__buffered') as HTMLElement).style.width).toBe('60%');
    expect((document.querySelector('.t-seek__played') as HTMLElement).style.width).toBe('25%');
  });

  it('starts where an expanded player left off', () => {
    render(<VideoPlayer src="/v.mp4" startTime={42} volume={0.8} muted />);
    expect(video().currentTime).toBe(42);
    expect(video().volume).toBeCloseTo(0.8);
    expect(video().muted).toBe(true);
  });

  it('expand pauses and passes the playback state; close calls back', async () => {
    const user = userEvent.setup();
    const onExpand = jest.fn();
    const onClose = jest.fn();
    render(<VideoPlayer src="/v.mp4" onExpand={onExpand} onClose={onClose} />);
    act(() => {
      video().currentTime = 12;
    });
    await user.click(screen.getByRole('button', { name: 'Expand video' }));
    expect(pause).toHaveBeenCalled();
    expect(onExpand).toHaveBeenCalledWith({ currentTime: 12, volume: 0.5, muted: false });
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('full screen uses the Fullscreen API on the player', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/v.mp4" />);
    const request = jest.fn(() => Promise.resolve());
    Object.defineProperty(player(), 'requestFullscreen', { configurable: true, value: request });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => player() });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => null });
  });
});

describe('VideoPlayer keyboard shortcuts', () => {
  it('space and k play or pause, m mutes, f goes full screen', () => {
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video());
    const request = jest.fn(() => Promise.resolve());
    Object.defineProperty(player(), 'requestFullscreen', { configurable: true, value: request });
    fireEvent.keyDown(player(), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(player(), { key: 'k' });
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(player(), { key: 'm' });
    expect(video().muted).toBe(true);
    fireEvent.keyDown(player(), { key: 'm' });
    expect(video().muted).toBe(false);
    fireEvent.keyDown(player(), { key: 'f' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('j and l skip 10 s, the arrows 5 s, within the video', () => {
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video(), 60);
    act(() => {
      video().currentTime = 30;
    });
    fireEvent.keyDown(player(), { key: 'j' });
    expect(video().currentTime).toBe(20);
    fireEvent.keyDown(player(), { key: 'l' });
    expect(video().currentTime).toBe(30);
    fireEvent.keyDown(player(), { key: 'ArrowLeft' });
    expect(video().currentTime).toBe(25);
    fireEvent.keyDown(player(), { key: 'ArrowRight' });
    expect(video().currentTime).toBe(30);
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(player(), { key: 'l' });
    expect(video().currentTime).toBe(60);
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(player(), { key: 'j' });
    expect(video().currentTime).toBe(0);
  });

  it('space on a focused button presses only the button', () => {
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Mute sound' }), { key: ' ' });
    expect(play).not.toHaveBeenCalled();
  });
});

describe('VideoPlayer sensitive overlay', () => {
  it("hides sensitive media behind 'Sensitive content' until clicked", async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/v.mp4" sensitive />);
    expect(document.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sensitive content/ }));
    expect(document.querySelector('video')).not.toBeNull();
  });

  it("shows 'Media hidden' for hide_all, and show_all reveals sensitive media", () => {
    const { unmount } = render(<VideoPlayer src="/v.mp4" displayMedia="hide_all" />);
    expect(screen.getByRole('button', { name: /Media hidden/ })).toBeTruthy();
    unmount();
    render(<VideoPlayer src="/v.mp4" sensitive displayMedia="show_all" />);
    expect(document.querySelector('video')).not.toBeNull();
  });

  it("'Hide video' pauses and hides it again", async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/v.mp4" />);
    await user.click(screen.getByRole('button', { name: 'Hide video' }));
    expect(pause).toHaveBeenCalled();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: /Media hidden/ })).toBeTruthy();
  });
});

describe('AudioPlayer', () => {
  it('drives an audio element with the same controls and shortcuts', async () => {
    const user = userEvent.setup();
    render(<AudioPlayer src="/a.mp3" alt="A song" />);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    fakePlayback(audio);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('group', { name: 'Audio: A song' }), { key: 'm' });
    expect(audio.muted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});

describe('VideoPlayer poster and frame', () => {
  it("shows the server's preview as the poster, loading only metadata", () => {
    render(<VideoPlayer src="/v.mp4" preview="https://files.example.test/v-small.png" />);
    expect(video().getAttribute('poster')).toBe('https://files.example.test/v-small.png');
    expect(video().getAttribute('preload')).toBe('metadata');
  });

  it('without a preview, shows the video element itself (its first frame) with preload="metadata"', () => {
    render(<VideoPlayer src="/v.mp4" />);
    expect(video().hasAttribute('poster')).toBe(false);
    expect(video().getAttribute('preload')).toBe('metadata');
  });

  it("inline, takes the meta's aspect, else the video's own once its metadata loads; never a minimum height", () => {
    const { unmount } = render(<VideoPlayer src="/v.mp4" aspectRatio={4 / 3} />);
    expect(Number(player().style.aspectRatio)).toBeCloseTo(4 / 3);
    expect(player().style.minHeight).toBe('');
    unmount();
    render(<VideoPlayer src="/v.mp4" />);
    expect(Number(player().style.aspectRatio)).toBeCloseTo(16 / 9);
    Object.defineProperty(video(), 'videoWidth', { configurable: true, value: 640 });
    Object.defineProperty(video(), 'videoHeight', { configurable: true, value: 640 });
    fireEvent.loadedMetadata(video());
    expect(player().style.aspectRatio).toBe('1');
  });
});

describe('VideoPlayer idle controls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const playNow = () => {
    fakePlayback(video());
    act(() => {
      video().play();
    });
  };

  it('while playing, hides the controls after 4 s without pointer movement; a move or focus shows them', () => {
    render(<VideoPlayer src="/v.mp4" />);
    playNow();
    expect(player().classList.contains('is-idle')).toBe(false);
    act(() => jest.advanceTimersByTime(3900));
    expect(player().classList.contains('is-idle')).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(player().classList.contains('is-idle')).toBe(true);
    fireEvent.pointerMove(player());
    expect(player().classList.contains('is-idle')).toBe(false);
    act(() => jest.advanceTimersByTime(4000));
    expect(player().classList.contains('is-idle')).toBe(true);
    act(() => screen.getByRole('button', { name: 'Pause' }).focus());
    expect(player().classList.contains('is-idle')).toBe(false);
  });

  it('never hides them while paused, and hides them at once when the pointer leaves a playing video', () => {
    render(<VideoPlayer src="/v.mp4" />);
    fakePlayback(video());
    act(() => jest.advanceTimersByTime(10000));
    expect(player().classList.contains('is-idle')).toBe(false);
    fireEvent.pointerLeave(player());
    expect(player().classList.contains('is-idle')).toBe(false);
    act(() => {
      video().play();
    });
    fireEvent.pointerLeave(player());
    expect(player().classList.contains('is-idle')).toBe(true);
    act(() => {
      video().pause();
    });
    expect(player().classList.contains('is-idle')).toBe(false);
  });
});

describe('AudioPlayer inline', () => {
  const audio = () => document.querySelector('audio') as HTMLAudioElement;

  it('starts at volume 0.5; the slider and mute change it', async () => {
    const user = userEvent.setup();
    render(<AudioPlayer src="/a.mp3" />);
    expect(audio().volume).toBe(0.5);
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('0.5');
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.8' } });
    expect(audio().volume).toBeCloseTo(0.8);
    await user.click(screen.getByRole('button', { name: 'Mute sound' }));
    expect(audio().muted).toBe(true);
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('0');
  });

  it("hides sensitive audio behind the overlay, and 'Hide audio' pauses and hides it again", async () => {
    const user = userEvent.setup();
    render(<AudioPlayer src="/a.mp3" sensitive />);
    expect(document.querySelector('audio')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sensitive content/ }));
    expect(audio().volume).toBe(0.5);
    await user.click(screen.getByRole('button', { name: 'Hide audio' }));
    expect(pause).toHaveBeenCalled();
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: /Sensitive content/ })).toBeTruthy();
  });
});
