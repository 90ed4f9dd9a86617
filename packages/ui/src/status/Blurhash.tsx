import { decode } from 'blurhash';
import { memo, useEffect, useRef } from 'react';

/** SPEC §9: blurhash previews are decoded at 32 by 32 and scaled up by CSS. */
export const BLURHASH_SIZE = 32;

export interface BlurhashProps {
  hash: string | null | undefined;
  className?: string;
}

/** Paints a blurhash placeholder to a small canvas (nothing for a missing or invalid hash). */
export const Blurhash = memo(function Blurhash({ hash, className }: BlurhashProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !hash) return;
    try {
      const pixels = decode(hash, BLURHASH_SIZE, BLURHASH_SIZE);
      const context = canvas.getContext('2d');
      if (!context) return;
      const image = context.createImageData(BLURHASH_SIZE, BLURHASH_SIZE);
      image.data.set(pixels);
      context.putImageData(image, 0, 0);
    } catch {
      // An invalid hash leaves the neutral background.
    }
  }, [hash]);
  if (!hash) return null;
  return <canvas ref={ref} className={className} width={BLURHASH_SIZE} height={BLURHASH_SIZE} aria-hidden="true" />;
});
