import { safeLinkUrl, safeUrl } from '../text/safe-url';
import type { SanitizeHtml } from '../store/context';
import { isAllowedClass, LINK_REL, SANITIZE_CONFIG } from './sanitize-config';

/** The part of an element the sanitiser's hook reads and writes (a DOM Element has all of it). */
export interface SanitizedElement {
  readonly tagName: string;
  getAttributeNames(): string[];
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** The part of a DOMPurify instance the sanitiser uses, so the core itself needs no DOM. */
export interface HtmlPurifier {
  sanitize(html: string, config: typeof PURIFY_CONFIG): string;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (element: SanitizedElement) => void): void;
}

const PURIFY_CONFIG = {
  ...SANITIZE_CONFIG,
  ALLOWED_TAGS: [...SANITIZE_CONFIG.ALLOWED_TAGS],
  ALLOWED_ATTR: [...SANITIZE_CONFIG.ALLOWED_ATTR],
};

/** The rules DOMPurify's allowlist cannot say: classes, `translate`, URL schemes, and how links open. */
export function enforceElementRules(element: SanitizedElement): void {
  const tag = element.tagName.toLowerCase();
  for (const name of element.getAttributeNames()) {
    const value = element.getAttribute(name) ?? '';
    if (name === 'class') {
      const kept = value.split(/[\t\n\f\r ]+/).filter((part) => part !== '' && isAllowedClass(tag, part));
      if (kept.length > 0) element.setAttribute(name, kept.join(' '));
      else element.removeAttribute(name);
    } else if (name === 'translate' && value !== 'no') {
      element.removeAttribute(name);
    } else if (name === 'href' || name === 'src' || name.startsWith('data-')) {
      // Links may use Mastodon's other link schemes; what loads (src, data-original, data-static) only http(s).
      const safe = name === 'href' ? safeLinkUrl(value) : safeUrl(value);
      if (safe === undefined) element.removeAttribute(name);
      else element.setAttribute(name, safe);
    }
  }
  if (tag === 'a') {
    if (element.getAttribute('href') === null) {
      element.removeAttribute('rel');
      element.removeAttribute('target');
    } else {
      element.setAttribute('rel', LINK_REL);
      element.setAttribute('target', '_blank');
    }
  }
}

/**
 * The importer's sanitiser from a DOMPurify instance of the caller's (`DOMPurify(window)` in a
 * browser, over jsdom in Node): give it an instance of its own, as the hook stays on it.
 */
export function createHtmlSanitizer(purify: HtmlPurifier): SanitizeHtml {
  purify.addHook('afterSanitizeAttributes', enforceElementRules);
  return (html) => (html === '' ? '' : purify.sanitize(html, PURIFY_CONFIG));
}
