import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { Instance } from '../context';
import { notFound } from '../http/api-error';
import { anyone } from '../http/auth';
import { segment } from '../http/param-schemas';
import { apiRoutes } from '../http/route';

/** The sizes the v2 instance's `icon` lists (Mastodon's SiteUpload::ANDROID_ICON_SIZES). */
export const ICON_SIZES = [36, 48, 72, 96, 144, 192, 256, 384, 512] as const;

const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#563acc"/>
<path d="M14 27h22l12-9v28l-12-9H14z" fill="#fff"/>
<rect x="18" y="37" width="6" height="9" rx="2" fill="#fff"/>
</svg>`;

export const iconUrl = (instance: Instance, size: number): string => `${instance.config.baseUrl}/icons/android-chrome-${size}x${size}.png`;

const iconParams = z.object({ file: segment() });

/** The server's icon as PNGs, drawn once per size. */
export function instanceIconRoutes(app: FastifyInstance, instance: Instance): void {
  const drawn = new Map<number, Promise<Buffer>>();
  apiRoutes(app, instance).get('/icons/:file', { auth: anyone, params: iconParams }, async ({ params, reply }) => {
    const match = /^android-chrome-(\d+)x(\d+)\.png$/.exec(params.file);
    const size = ICON_SIZES.find((known) => String(known) === match?.[1] && match[1] === match[2]);
    if (size === undefined) throw notFound();
    let png = drawn.get(size);
    if (!png) {
      png = sharp(Buffer.from(ICON_SVG)).resize(size, size).png().toBuffer();
      drawn.set(size, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=604800').send(await png);
  });
}
