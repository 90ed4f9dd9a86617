import { inflateSync } from 'node:zlib';
import { appIconPng } from '../scripts/app-icon';
import { webManifest } from '../scripts/installable-app';

describe('the web manifest', () => {
  it('describes an installable standalone app with any and maskable icons and a share target', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: 'Trumpet', short_name: 'Trumpet', start_url: '/', display: 'standalone' });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
        expect.objectContaining({ sizes: '192x192', purpose: 'maskable' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    expect(manifest.share_target).toEqual({ action: '/share', method: 'GET', enctype: 'application/x-www-form-urlencoded', params: { title: 'title', text: 'text', url: 'url' } });
  });
});

describe('the app icon', () => {
  /** The RGBA of one pixel of a PNG written by appIconPng (unfiltered rows). */
  function pixel(png: Buffer, size: number, x: number, y: number): number[] {
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(size);
    const idat = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const at = y * (size * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(at, at + 4)];
  }
  const background = [0x4b, 0x4d, 0xd8] as const;

  it('is the rounded tile with the white mark; the maskable one fills its square', () => {
    const tile = appIconPng({ size: 192, maskable: false, background });
    expect(pixel(tile, 192, 0, 0)[3]).toBe(0);
    expect(pixel(tile, 192, 96, 10)).toEqual([0x4b, 0x4d, 0xd8, 255]);
    expect(pixel(tile, 192, 100, 96)).toEqual([255, 255, 255, 255]);
    const maskable = appIconPng({ size: 192, maskable: true, background });
    expect(pixel(maskable, 192, 0, 0)).toEqual([0x4b, 0x4d, 0xd8, 255]);
  });
});
