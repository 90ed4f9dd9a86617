import type { Instance } from '../context';
import type { StatusRow } from '../db/rows';
import { ApiError } from '../http/api-error';
import { escapeHtml } from '../pages/html';
import { serializeStatus } from '../serializers/status';
import type { TranslatedText } from '../translation/translator';

/** https://docs.joinmastodon.org/entities/Translation/ */
export interface TranslationJson {
  content: string;
  spoiler_text: string;
  poll: { id: string; options: { title: string }[] } | null;
  media_attachments: { id: string; description: string }[];
  detected_source_language: string;
  language: string;
  provider: string;
}

type Source = { kind: 'content' } | { kind: 'spoiler_text' } | { kind: 'option' } | { kind: 'media'; id: string };

const notAllowed = () => new ApiError(403, 'This action is not allowed');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#96': '`', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML fragment the backend translated (a content warning, an option, a description). */
function plainText(fragment: string): string {
  return fragment.replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/**
 * A status translated into `target` by the configured backend, as Mastodon's TranslateStatusService:
 * its content, content warning, poll options and media descriptions, as the viewer's client shows
 * them. 403 when there is no backend, the status is not public or unlisted, or the backend cannot
 * translate its language into `target` (also tried as its base language: 'pt-BR' → 'pt'); 503 when
 * the backend fails.
 */
export async function translateStatus(instance: Instance, status: StatusRow, viewerId: string, requested: string): Promise<TranslationJson> {
  const translator = instance.config.translator;
  if (!translator || (status.visibility !== 'public' && status.visibility !== 'unlisted')) throw notAllowed();
  const json = serializeStatus(instance, status, viewerId);
  const targets = (await translator.languages())[json.language ?? 'und'] ?? [];
  const target = targets.includes(requested) ? requested : (requested.split(/[-_]/)[0] ?? requested);
  if (!targets.includes(target)) throw notAllowed();

  const sources: Source[] = [];
  const texts: string[] = [];
  const add = (source: Source, text: string) => {
    sources.push(source);
    texts.push(text);
  };
  if (json.content !== '') add({ kind: 'content' }, json.content);
  if (json.spoiler_text !== '') add({ kind: 'spoiler_text' }, escapeHtml(json.spoiler_text));
  for (const option of json.poll?.options ?? []) add({ kind: 'option' }, escapeHtml(option.title));
  for (const media of json.media_attachments) add({ kind: 'media', id: media.id }, escapeHtml(media.description ?? ''));

  let translated: TranslatedText[];
  try {
    translated = await translator.translate(texts, json.language, target);
  } catch {
    throw new ApiError(503, 'Service Unavailable');
  }
  if (translated.length !== texts.length) throw new ApiError(503, 'Service Unavailable');

  const result: TranslationJson = {
    content: '',
    spoiler_text: '',
    poll: json.poll ? { id: json.poll.id, options: [] } : null,
    media_attachments: [],
    detected_source_language: translated[0]?.detectedSourceLanguage ?? json.language ?? '',
    language: target,
    provider: translated[0]?.provider ?? '',
  };
  sources.forEach((source, index) => {
    const text = translated[index]?.text ?? '';
    if (source.kind === 'content') result.content = text;
    else if (source.kind === 'spoiler_text') result.spoiler_text = plainText(text);
    else if (source.kind === 'option') result.poll?.options.push({ title: plainText(text) });
    else result.media_attachments.push({ id: source.id, description: plainText(text) });
  });
  return result;
}
