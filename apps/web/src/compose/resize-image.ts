/** SPEC §5, §9: images at or above this many pixels are downscaled to about that size before upload. */
export const MAX_IMAGE_PIXELS = 1_638_400;

const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size an image of `width` by `height` is downscaled to, or null when it is small enough. */
export function downscaledSize(width: number, height: number, maxPixels = MAX_IMAGE_PIXELS): { width: number; height: number } | null {
  if (width <= 0 || height <= 0 || width * height < maxPixels) return null;
  const scale = Math.sqrt(maxPixels / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export interface ImageCodec {
  /** Decodes with the EXIF orientation applied (createImageBitmap's `imageOrientation: 'from-image'`). */
  decode(file: Blob): Promise<{ width: number; height: number; source: CanvasImageSource; close(): void }>;
  encode(source: CanvasImageSource, size: { width: number; height: number }, type: string): Promise<Blob>;
}

/**
 * Downscales a large JPEG, PNG or WebP before upload (GIFs and other media pass through); when decoding or
 * encoding fails the original is sent (SPEC §5).
 */
export async function resizeImage(file: Blob, codec: ImageCodec | null = browserCodec()): Promise<Blob> {
  if (!codec || !RESIZABLE.has(file.type)) return file;
  try {
    const image = await codec.decode(file);
    try {
      const size = downscaledSize(image.width, image.height);
      if (!size) return file;
      const resized = await codec.encode(image.source, size, file.type);
      return withName(resized, file);
    } finally {
      image.close();
    }
  } catch {
    return file;
  }
}

function withName(resized: Blob, original: Blob): Blob {
  if (typeof File === 'undefined' || !(original instanceof File)) return resized;
  return new File([resized], original.name, { type: resized.type, lastModified: original.lastModified });
}

function browserCodec(): ImageCodec | null {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  return {
    decode: async (file) => {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    },
    encode: (source, size, type) =>
      new Promise((resolve, reject) => {
        const canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext('2d');
        if (!context) return reject(new Error('No 2d canvas context'));
        context.drawImage(source, 0, 0, size.width, size.height);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas encoding failed'))), type, 0.9);
      }),
  };
}
