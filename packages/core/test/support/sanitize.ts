import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_CONFIG } from '../../src/importer/sanitize-config';

const purify = createDOMPurify(new JSDOM('').window);

/** DOMPurify over jsdom with the core's allowlist: what a Node client of the core would pass. */
export const sanitize = (html: string): string =>
  purify.sanitize(html, { ...SANITIZE_CONFIG, ALLOWED_TAGS: [...SANITIZE_CONFIG.ALLOWED_TAGS], ALLOWED_ATTR: [...SANITIZE_CONFIG.ALLOWED_ATTR] });
