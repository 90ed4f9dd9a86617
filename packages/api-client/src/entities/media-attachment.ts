import * as z from 'zod/mini';
import { Id, NullableNumber, NullableString, openEnum, orNull } from './common';

export const MediaType = ['image', 'gifv', 'video', 'audio', 'unknown'] as const;
export type MediaType = (typeof MediaType)[number];

/** One rendition's size; every key is optional because audio, images and videos each send a different subset. */
const MediaSizeSchema = z.object({
  width: NullableNumber,
  height: NullableNumber,
  aspect: NullableNumber,
  duration: NullableNumber,
});

/** A focal point; kept within -1..1 even if a server sends more. */
const focusCoordinate = z.pipe(NullableNumber, z.transform((value) => Math.min(1, Math.max(-1, value ?? 0))));

const MediaMetaSchema = z.object({
  original: orNull(MediaSizeSchema),
  small: orNull(MediaSizeSchema),
  focus: orNull(z.object({ x: focusCoordinate, y: focusCoordinate })),
});

/** https://docs.joinmastodon.org/entities/MediaAttachment/ */
export const MediaAttachmentSchema = z.object({
  id: Id,
  type: openEnum(MediaType),
  /** null while the server is still processing the upload (202). */
  url: NullableString,
  preview_url: NullableString,
  remote_url: NullableString,
  description: NullableString,
  blurhash: NullableString,
  meta: orNull(MediaMetaSchema),
});
export type MediaAttachment = z.output<typeof MediaAttachmentSchema>;
