import type { Locator, Page } from 'playwright-core';
import { eventually, signedInPage, startWorld, type E2eWorld } from './support/harness';
import { postMediaStatuses, type MediaStatuses } from './support/media-fixtures';

// Media in the feed and the thread (issue #11): the inline video and audio players play in their
// column, and a four-picture gallery fits its column at phone and desktop widths. The instance has no
// ffmpeg, so it makes no gifv (GIFs stay images): the gifv behaviour is covered by the ui unit tests.
let world: E2eWorld;
let posted: MediaStatuses;

beforeAll(async () => {
  world = await startWorld();
  posted = await postMediaStatuses(world);
}, 60000);

afterAll(async () => {
  await world?.close();
});

const statusWith = (page: Page, text: string) => page.locator('article.t-status').filter({ hasText: text }).first();

/** The element's box, its column's box and the viewport width. */
async function boxes(element: Locator): Promise<{ left: number; right: number; columnLeft: number; columnRight: number; viewport: number; width: number; height: number }> {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const column = node.closest('.t-column') ?? document.documentElement;
    const columnRect = column.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      width: rect.width,
      height: rect.height,
      columnLeft: columnRect.left,
      columnRight: columnRect.right,
      viewport: document.documentElement.clientWidth,
    };
  });
}

async function expectInsideColumn(element: Locator): Promise<void> {
  const box = await boxes(element);
  expect(box.width).toBeGreaterThan(100);
  expect(box.left).toBeGreaterThanOrEqual(box.columnLeft - 0.5);
  expect(box.right).toBeLessThanOrEqual(box.columnRight + 0.5);
  expect(box.right).toBeLessThanOrEqual(box.viewport + 0.5);
}

const isPaused = (media: Locator) => media.evaluate((node) => (node as HTMLMediaElement).paused);

test.each([400, 1280])('at %i px a video plays inline in its home column, from its first frame, and expands into the media modal', async (width) => {
  // The server keeps no preview for it: the player shows the video's first frame instead.
  const api = await world.apiAs('demo');
  const status = await api.statuses.fetch(posted.video);
  expect(status.media_attachments[0]?.type).toBe('video');
  expect(status.media_attachments[0]?.preview_url).toBeNull();

  const page = await signedInPage(world, 'demo', { width, height: 900 });
  const player = statusWith(page, 'A clip from the media e2e').locator('.t-video');
  await player.waitFor();
  await expectInsideColumn(player);
  const video = player.locator('video');
  expect(await video.getAttribute('poster')).toBeNull();
  expect(await video.getAttribute('preload')).toBe('metadata');
  expect(await video.evaluate((node) => (node as HTMLVideoElement).volume)).toBe(0.5);

  await player.getByRole('button', { name: 'Play' }).click();
  await eventually(async () => expect(await isPaused(video)).toBe(false));
  await eventually(async () => expect(await video.evaluate((node) => (node as HTMLVideoElement).currentTime)).toBeGreaterThan(0));
  await player.getByRole('button', { name: 'Mute sound' }).click();
  expect(await video.evaluate((node) => (node as HTMLVideoElement).muted)).toBe(true);

  // Expanded, the inline player pauses and the modal carries on, still muted.
  await player.hover();
  await player.getByRole('button', { name: 'Expand video' }).click();
  const modalVideo = page.getByRole('dialog').locator('video');
  await modalVideo.waitFor();
  expect(await isPaused(video)).toBe(true);
  await eventually(async () => expect(await isPaused(modalVideo)).toBe(false));
  expect(await modalVideo.evaluate((node) => (node as HTMLVideoElement).muted)).toBe(true);
});

test('at 400 px an audio file plays inline in its column at volume 0.5', async () => {
  const page = await signedInPage(world, 'demo', { width: 400, height: 900 });
  const player = statusWith(page, 'A tone from the media e2e').locator('.t-audio');
  await player.waitFor();
  await expectInsideColumn(player);
  const audio = player.locator('audio');
  expect(await audio.evaluate((node) => (node as HTMLAudioElement).volume)).toBe(0.5);
  await player.getByRole('button', { name: 'Play' }).click();
  await eventually(async () => expect(await isPaused(audio)).toBe(false));
  await player.getByRole('button', { name: 'Pause' }).click();
  await eventually(async () => expect(await isPaused(audio)).toBe(true));
});

test.each([400, 1280])('at %i px a four-picture gallery fits its column in the thread view, in 16:9', async (width) => {
  const page = await signedInPage(world, 'demo', { width, height: 900 });
  await page.goto(`/statuses/${posted.gallery}`);
  const gallery = page.locator('.t-status--detail [data-testid="media-gallery"]');
  await gallery.waitFor();
  await eventually(async () => expect(await gallery.locator('img').count()).toBe(4));
  await expectInsideColumn(gallery);
  const box = await boxes(gallery);
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  // Each picture is a quarter of the frame, also inside it.
  for (const item of await gallery.locator('.t-media__item').all()) {
    const itemBox = await boxes(item);
    expect(itemBox.left).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(itemBox.right).toBeLessThanOrEqual(box.right + 0.5);
  }
});
