import { downscaledSize, MAX_IMAGE_PIXELS, resizeImage, type ImageCodec } from './resize-image';

function fakeCodec(width: number, height: number, failEncode = false) {
  const calls: { size: { width: number; height: number }; type: string }[] = [];
  let closed = 0;
  const codec: ImageCodec = {
    decode: async () => ({ width, height, source: {} as CanvasImageSource, close: () => (closed += 1) }),
    encode: async (_source, size, type) => {
      if (failEncode) throw new Error('encode failed');
      calls.push({ size, type });
      return new Blob(['small'], { type });
    },
  };
  return { codec, calls, closed: () => closed };
}

describe('downscaledSize', () => {
  it.each([
    [1280, 1279, null],
    [1280, 1280, { width: 1280, height: 1280 }],
    [4000, 3000, { width: 1478, height: 1108 }],
    [100, 30000, { width: 73, height: 22170 }],
  ])('%i × %i → %j', (width, height, expected) => {
    const size = downscaledSize(width, height);
    expect(size).toEqual(expected);
    if (size) expect(size.width * size.height).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
  });
});

describe('resizeImage', () => {
  it('downscales a large jpeg to about the threshold, keeping its type and name', async () => {
    const { codec, calls, closed } = fakeCodec(4000, 3000);
    const file = new File(['x'.repeat(10)], 'holiday.jpg', { type: 'image/jpeg' });
    const resized = await resizeImage(file, codec);
    expect(calls).toEqual([{ size: { width: 1478, height: 1108 }, type: 'image/jpeg' }]);
    expect(resized).toBeInstanceOf(File);
    expect((resized as File).name).toBe('holiday.jpg');
    expect(closed()).toBe(1);
  });

  it('sends small images, GIFs and videos as they are', async () => {
    const small = fakeCodec(800, 600);
    const png = new File(['p'], 'a.png', { type: 'image/png' });
    expect(await resizeImage(png, small.codec)).toBe(png);
    const big = fakeCodec(4000, 3000);
    const gif = new File(['g'], 'a.gif', { type: 'image/gif' });
    const video = new File(['v'], 'a.mp4', { type: 'video/mp4' });
    expect(await resizeImage(gif, big.codec)).toBe(gif);
    expect(await resizeImage(video, big.codec)).toBe(video);
    expect(big.calls).toHaveLength(0);
  });

  it('sends the original when resizing fails', async () => {
    const { codec } = fakeCodec(4000, 3000, true);
    const file = new File(['x'], 'a.webp', { type: 'image/webp' });
    expect(await resizeImage(file, codec)).toBe(file);
  });
});
