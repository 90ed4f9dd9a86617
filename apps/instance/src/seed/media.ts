import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { insertJpegImages, type NewJpegImage } from '../db/repositories/media';
import { mediaUrl } from '../serializers/urls';
import type { CardSpec, PhotoSpec, PostSpec } from './content/types';
import { blurhashOf, renderPhoto, renderPng, writeMedia, type RenderedPhoto } from './images';
import type { Random } from './random';
import { cardImageSvg, paletteAt, photoSvg } from './svg';

/** Every picture the seeded posts use, rendered up front (in parallel) so posting stays synchronous. */
export interface SeedMedia {
  photos: Map<PhotoSpec, RenderedPhoto>;
  cards: Map<CardSpec, { file: string; image: Buffer; blurhash: string }>;
}

const walk = (specs: readonly PostSpec[]): { photos: PhotoSpec[]; cards: CardSpec[] } => {
  const photos: PhotoSpec[] = [];
  const cards = new Set<CardSpec>();
  for (const spec of specs) {
    photos.push(...(spec.photos ?? []));
    if (spec.card?.imageLabel) cards.add(spec.card);
  }
  return { photos, cards: [...cards] };
};

export async function renderSeedMedia(specs: readonly PostSpec[], random: Random): Promise<SeedMedia> {
  const { photos, cards } = walk(specs);
  // Drawing uses the PRNG, so it happens in order before any rendering starts.
  const photoSvgs = photos.map((photo) => photoSvg(photo.kind, random));
  const cardSvgs = cards.map((card, index) => cardImageSvg(card.imageLabel ?? '', paletteAt(index * 3 + 2)));
  const [renderedPhotos, renderedCards] = await Promise.all([
    Promise.all(photoSvgs.map((svg) => renderPhoto(svg))),
    Promise.all(cardSvgs.map(async (svg) => { const image = await renderPng(svg); return { image, blurhash: await blurhashOf(image) }; })),
  ]);
  const media: SeedMedia = { photos: new Map(), cards: new Map() };
  photos.forEach((photo, index) => {
    const rendered = renderedPhotos[index];
    if (rendered) media.photos.set(photo, rendered);
  });
  cards.forEach((card, index) => {
    const rendered = renderedCards[index];
    if (rendered) media.cards.set(card, { file: `cards/${index + 1}.png`, ...rendered });
  });
  return media;
}

/** Stores a post's pictures as unattached media of its author; postStatus attaches them. */
export function storePhotos(instance: Instance, media: SeedMedia, accountId: string, photos: readonly PhotoSpec[]): string[] {
  const images = photos.map((photo): NewJpegImage => {
    const rendered = media.photos.get(photo);
    if (!rendered) throw new Error('a seeded photo was not rendered');
    const id = snowflake(instance.now());
    const original = `media_attachments/files/${id}/original.jpg`;
    const small = `media_attachments/files/${id}/small.jpg`;
    writeMedia(instance.config.mediaDir, original, rendered.original);
    writeMedia(instance.config.mediaDir, small, rendered.preview);
    return {
      id,
      account_id: accountId,
      file_path: original,
      preview_path: small,
      description: photo.description,
      meta: JSON.stringify(rendered.meta),
      blurhash: rendered.blurhash,
      created_at: instance.now().toISOString(),
    };
  });
  insertJpegImages(instance.db, images);
  return images.map((image) => image.id);
}

/** A preview card as postStatus stores it (the PreviewCard entity). */
export function cardJson(instance: Instance, media: SeedMedia, card: CardSpec): Record<string, unknown> {
  const image = media.cards.get(card);
  if (image) writeMedia(instance.config.mediaDir, image.file, image.image);
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: card.providerName,
    provider_url: new URL(card.url).origin,
    html: '',
    width: image ? 800 : 0,
    height: image ? 420 : 0,
    image: image ? mediaUrl(instance, image.file) : null,
    embed_url: '',
    blurhash: image?.blurhash ?? null,
  };
}
