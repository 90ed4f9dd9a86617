import { catalogueFor } from '../i18n/available-locales';
import { LocaleProvider } from '../i18n/locale-context';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MediaModal } from './MediaModal';
import { installPointerEvent, makeMedia } from './test-media';

const three = [
  makeMedia('a', { description: 'A red kite over the hills' }),
  makeMedia('b', { description: 'Second picture' }),
  makeMedia('c', { description: 'Third picture' }),
];

const shownImage = () => document.querySelector<HTMLImageElement>('.t-zoom__image');
const shownId = () => shownImage()?.getAttribute('src')?.match(/\/(\w+)\.png$/)?.[1];

beforeAll(installPointerEvent);
beforeEach(() => window.history.replaceState(null, ''));

describe('MediaModal navigation', () => {
  it('wraps around with the previous and next buttons', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    render(<MediaModal media={three} index={0} onClose={jest.fn()} onIndexChange={onIndexChange} />);
    expect(shownId()).toBe('a');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shownId()).toBe('c');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownId()).toBe('a');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownId()).toBe('b');
  });

  it('moves with the arrow keys, wrapping at both ends', () => {
    render(<MediaModal media={three} index={2} onClose={jest.fn()} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownId()).toBe('a');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownId()).toBe('c');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownId()).toBe('b');
  });

  it('moves the other way with the arrow keys right to left, where the next item is on the left', async () => {
    const messages = await catalogueFor('ar').load();
    render(
      <LocaleProvider locale="ar" messages={messages}>
        <MediaModal media={three} index={0} onClose={jest.fn()} />
      </LocaleProvider>,
    );
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownId()).toBe('b');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownId()).toBe('c');
  });

  it('jumps with the page dots and marks the current one', async () => {
    const user = userEvent.setup();
    render(<MediaModal media={three} index={0} onClose={jest.fn()} />);
    expect((screen.getByRole('button', { name: '1 of 3' }))?.getAttribute('aria-current')).toBe('true');
    await user.click(screen.getByRole('button', { name: '3 of 3' }));
    expect(shownId()).toBe('c');
    expect((screen.getByRole('button', { name: '3 of 3' }))?.getAttribute('aria-current')).toBe('true');
    expect((screen.getByRole('button', { name: '1 of 3' }))?.getAttribute('aria-current')).toBeNull();
  });

  it('has no previous, next or dots for a single attachment', () => {
    render(<MediaModal media={[makeMedia('a')]} onClose={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: '1 of 1' })).toBeNull();
  });

  it('swipes left to the next and right to the previous attachment', () => {
    render(<MediaModal media={three} index={0} onClose={jest.fn()} />);
    const body = document.querySelector('.t-media-modal__body') as HTMLElement;
    const frame = document.querySelector('.t-zoom') as HTMLElement;
    fireEvent.pointerDown(frame, { clientX: 300, clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(body, { clientX: 120, clientY: 210, pointerId: 1 });
    expect(shownId()).toBe('b');
    fireEvent.pointerDown(document.querySelector('.t-zoom') as HTMLElement, { clientX: 100, clientY: 200, pointerId: 2 });
    fireEvent.pointerUp(body, { clientX: 320, clientY: 200, pointerId: 2 });
    expect(shownId()).toBe('a');
    // A short drag is not a swipe.
    fireEvent.pointerDown(document.querySelector('.t-zoom') as HTMLElement, { clientX: 100, clientY: 200, pointerId: 3 });
    fireEvent.pointerUp(body, { clientX: 130, clientY: 200, pointerId: 3 });
    expect(shownId()).toBe('a');
  });
});

describe('MediaModal overlay and captions', () => {
  it('shows the alt text and toggles the overlay with a click on the image', async () => {
    const user = userEvent.setup();
    render(<MediaModal media={three} onClose={jest.fn()} />);
    expect(screen.getByText('A red kite over the hills')).toBeTruthy();
    expect(shownImage()?.getAttribute('alt')).toBe('A red kite over the hills');
    const body = document.querySelector('.t-media-modal__body');
    await user.click(shownImage() as HTMLElement);
    expect((body)?.classList.contains('is-overlay-hidden')).toBe(true);
    await user.click(shownImage() as HTMLElement);
    expect((body)?.classList.contains('is-overlay-hidden')).toBe(false);
  });

  it('shows the blurhash placeholder until the full image has loaded', () => {
    // jsdom has no 2D canvas: the placeholder element is what matters here.
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<MediaModal media={[makeMedia('a', { blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' })]} onClose={jest.fn()} />);
    expect(document.querySelector('canvas.t-zoom__placeholder')).not.toBeNull();
    expect(shownImage()?.classList.contains('is-loaded')).toBe(false);
    fireEvent.load(shownImage() as HTMLElement);
    expect(document.querySelector('canvas.t-zoom__placeholder')).toBeNull();
    expect(shownImage()?.classList.contains('is-loaded')).toBe(true);
    getContext.mockRestore();
  });

  it("'View context' closes without going back and reports the status", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onViewContext = jest.fn();
    render(<MediaModal media={three} statusId="9" onClose={onClose} onViewContext={onViewContext} />);
    const link = screen.getByRole('link', { name: 'View context' });
    expect((link)?.getAttribute('href')).toBe('/statuses/9');
    await user.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onViewContext).toHaveBeenCalledWith('9');
  });

  it('plays a video attachment in the video player and a gifv as a looping video', () => {
    const { unmount } = render(<MediaModal media={[makeMedia('v', { type: 'video', url: 'https://files.example.test/v.mp4' })]} onClose={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    // A single video takes the focus so its shortcuts work at once.
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Video' }));
    unmount();
    render(<MediaModal media={[makeMedia('g', { type: 'gifv', url: 'https://files.example.test/g.mp4' })]} onClose={jest.fn()} />);
    const gif = document.querySelector('video.t-media-modal__gifv') as HTMLVideoElement;
    expect(gif.loop).toBe(true);
    expect(gif.muted).toBe(true);
  });
});

describe('MediaModal zoom', () => {
  const scale = () => Number(document.querySelector('.t-zoom')?.getAttribute('data-scale'));

  it('zooms with the wheel, clamped between 1x and 4x', () => {
    render(<MediaModal media={three} onClose={jest.fn()} />);
    const frame = document.querySelector('.t-zoom') as HTMLElement;
    for (let i = 0; i < 10; i += 1) fireEvent.wheel(frame, { deltaY: -500 });
    expect(scale()).toBe(4);
    expect(shownImage()?.style.transform).toContain('scale(4)');
    fireEvent.wheel(frame, { deltaY: 200 });
    expect(scale()).toBeGreaterThan(1);
    expect(scale()).toBeLessThan(4);
    for (let i = 0; i < 10; i += 1) fireEvent.wheel(frame, { deltaY: 500 });
    expect(scale()).toBe(1);
  });

  it('double-click zooms in and back out to 1x', () => {
    render(<MediaModal media={three} onClose={jest.fn()} />);
    const frame = document.querySelector('.t-zoom') as HTMLElement;
    fireEvent.doubleClick(frame);
    expect(scale()).toBe(2);
    fireEvent.doubleClick(frame);
    expect(scale()).toBe(1);
  });

  it('pinches with two pointers within 1x to 4x, and a zoomed image does not swipe', () => {
    render(<MediaModal media={three} onClose={jest.fn()} />);
    const frame = document.querySelector('.t-zoom') as HTMLElement;
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(frame, { pointerId: 2, clientX: 120, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 2, clientX: 1120, clientY: 100 });
    expect(scale()).toBe(4);
    fireEvent.pointerMove(frame, { pointerId: 2, clientX: 101, clientY: 100 });
    expect(scale()).toBe(1);
    fireEvent.pointerMove(frame, { pointerId: 2, clientX: 150, clientY: 100 });
    expect(scale()).toBeCloseTo(2.5, 1);
    fireEvent.pointerUp(frame, { pointerId: 2, clientX: 150, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerId: 1, clientX: 100, clientY: 100 });
    // Zoomed: a long horizontal drag pans instead of changing the attachment.
    fireEvent.pointerDown(frame, { pointerId: 3, clientX: 400, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerId: 3, clientX: 100, clientY: 100 });
    expect(shownId()).toBe('a');
  });

  it('starts the next attachment at 1x', () => {
    render(<MediaModal media={three} onClose={jest.fn()} />);
    fireEvent.doubleClick(document.querySelector('.t-zoom') as HTMLElement);
    expect(scale()).toBe(2);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(scale()).toBe(1);
  });
});

describe('MediaModal history entry', () => {
  it('pushes a history entry and closes when it is popped', async () => {
    const onClose = jest.fn();
    const push = jest.spyOn(window.history, 'pushState');
    render(<MediaModal media={three} onClose={onClose} />);
    expect(push).toHaveBeenCalledTimes(1);
    push.mockRestore();
    expect(window.history.state).toEqual(expect.objectContaining({ trumpetModal: expect.any(String) }));
    act(() => window.history.back());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('keeps the router state in the entry it pushes', () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    render(<MediaModal media={three} onClose={jest.fn()} />);
    expect(window.history.state).toEqual(expect.objectContaining({ key: 'abc', idx: 3 }));
  });

  it('the close button and Escape go back, and the popped entry closes the modal', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const back = jest.spyOn(window.history, 'back');
    const { unmount } = render(<MediaModal media={three} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
    render(<MediaModal media={three} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(back).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    back.mockRestore();
  });

  it('pushes one entry under StrictMode and after a close that did not go back', () => {
    const push = jest.spyOn(window.history, 'pushState');
    const { unmount } = render(
      <StrictMode>
        <MediaModal media={three} onClose={jest.fn()} />
      </StrictMode>,
    );
    expect(push).toHaveBeenCalledTimes(1);
    unmount();
    const onClose = jest.fn();
    render(<MediaModal media={three} onClose={onClose} />);
    expect(push).toHaveBeenCalledTimes(1);
    push.mockRestore();
    act(() => window.history.back());
    return waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('adds no entry while closed', () => {
    const push = jest.spyOn(window.history, 'pushState');
    render(<MediaModal media={three} onClose={jest.fn()} isOpen={false} />);
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
    expect(document.querySelector('.t-media-modal')).toBeNull();
  });
});
