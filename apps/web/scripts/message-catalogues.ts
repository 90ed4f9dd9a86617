import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const { CATALOGUE_FILE, catalogueModule } = createRequire(import.meta.url)('../../../scripts/i18n/compile-catalogue.cjs') as {
  CATALOGUE_FILE: RegExp;
  catalogueModule: (json: string, file: string) => string;
};

// Served under an id of its own, so Vite's JSON plugin leaves the catalogue to this one.
const COMPILED = '.compiled.js';

/** Turns ui's message catalogues into their compiled messages, so the app ships no message parser. */
export function messageCatalogues(): Plugin {
  return {
    name: 'trumpet:message-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && CATALOGUE_FILE.test(resolved.id) ? `${resolved.id}${COMPILED}` : null;
    },
    async load(id) {
      if (!id.endsWith(COMPILED)) return null;
      const file = id.slice(0, -COMPILED.length);
      this.addWatchFile(file);
      return catalogueModule(await readFile(file, 'utf8'), file);
    },
  };
}
