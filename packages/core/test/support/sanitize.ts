import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../../src/importer/html-sanitizer';

/** The core's sanitiser over DOMPurify and jsdom: what a Node client of the core would pass. */
export const sanitize = createHtmlSanitizer(createDOMPurify(new JSDOM('').window));
