import type { Instance } from '../context';
import type { MediaRow } from '../db/rows';
import { mediaUrl } from './urls';

export interface MediaJson {
  id: string;
  type: string;
  url: string | null;
  preview_url: string | null;
  remote_url: string | null;
  preview_remote_url: null;
  text_url: null;
  meta: Record<string, unknown>;
  description: string | null;
  blurhash: string | null;
}

export function serializeMedia(instance: Instance, row: MediaRow): MediaJson {
  let meta: Record<string, unknown> = {};
  try {
    meta = JSON.parse(row.meta) as Record<string, unknown>;
  } catch {
    meta = {};
  }
  return {
    id: row.id,
    type: row.type,
    url: row.file_path ? mediaUrl(instance, row.file_path) : null,
    // Only an image can stand in for its own preview: clients show preview_url as an image.
    preview_url: row.preview_path ? mediaUrl(instance, row.preview_path) : row.file_path && row.type === 'image' ? mediaUrl(instance, row.file_path) : null,
    remote_url: row.remote_url,
    preview_remote_url: null,
    text_url: null,
    meta: { ...meta, focus: { x: row.focus_x, y: row.focus_y } },
    description: row.description,
    blurhash: row.blurhash,
  };
}
