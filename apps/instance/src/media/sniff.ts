import { SUPPORTED_MIME_TYPES } from './mime-types';

export type MediaKind = 'image' | 'video' | 'audio';

export interface SniffedType {
  mime: string;
  kind: MediaKind;
  /** The extension the stored original gets. */
  ext: string;
}

const ascii = (data: Buffer, start: number, end: number): string => data.subarray(start, end).toString('latin1');

/** The major and compatible brands of an ISO base media file (`ftyp` box), or null. */
function isoBrands(data: Buffer): string[] | null {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return null;
  const size = Math.min(data.readUInt32BE(0), data.length);
  const brands = [ascii(data, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(data, offset, offset + 4));
  return brands;
}

function sniffIsoMedia(brands: string[]): SniffedType | null {
  const major = brands[0] ?? '';
  if (brands.some((b) => b === 'avif' || b === 'avis')) return { mime: 'image/avif', kind: 'image', ext: 'avif' };
  if (['heic', 'heix', 'mif1', 'msf1'].includes(major)) return null;
  if (major === 'qt  ') return { mime: 'video/quicktime', kind: 'video', ext: 'mov' };
  if (['M4A ', 'M4B ', 'M4P '].includes(major)) return { mime: 'audio/mp4', kind: 'audio', ext: 'm4a' };
  return { mime: 'video/mp4', kind: 'video', ext: 'mp4' };
}

/** An MPEG audio frame header: 11 sync bits, a valid version, layer and bitrate. */
function isMpegAudioFrame(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff) return false;
  const b1 = data[1] ?? 0;
  const b2 = data[2] ?? 0;
  return (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0 && (b2 & 0xf0) !== 0xf0;
}

/**
 * The media type of an upload from its first bytes, as Mastodon detects content types rather than
 * trusting the client's (a Blob often arrives as application/octet-stream). Null for anything the
 * server does not accept.
 */
export function sniffMediaType(data: Buffer): SniffedType | null {
  const found = sniff(data);
  return found && SUPPORTED_MIME_TYPES.includes(found.mime) ? found : null;
}

function sniff(data: Buffer): SniffedType | null {
  if (data.length < 4) return null;
  if (data[0] === 0x89 && ascii(data, 1, 4) === 'PNG') return { mime: 'image/png', kind: 'image', ext: 'png' };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { mime: 'image/jpeg', kind: 'image', ext: 'jpg' };
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return { mime: 'image/gif', kind: 'image', ext: 'gif' };
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return { mime: 'image/webp', kind: 'image', ext: 'webp' };
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') return { mime: 'audio/wav', kind: 'audio', ext: 'wav' };
  if (data.readUInt32BE(0) === 0x1a45dfa3) return { mime: 'video/webm', kind: 'video', ext: 'webm' };
  if (ascii(data, 0, 4) === 'OggS') return { mime: 'audio/ogg', kind: 'audio', ext: 'ogg' };
  if (ascii(data, 0, 3) === 'ID3' || isMpegAudioFrame(data)) return { mime: 'audio/mpeg', kind: 'audio', ext: 'mp3' };
  const brands = isoBrands(data);
  return brands ? sniffIsoMedia(brands) : null;
}
