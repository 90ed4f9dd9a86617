import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LOCALES } from '../../src/pages/catalogues';

const LOCALES_DIR = path.join(__dirname, '../../src/pages/locales');

function readCatalogue(locale: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${locale}.json is not an object`);
  return Object.fromEntries(Object.entries(parsed));
}

interface Shape {
  names: Set<string>;
  tags: Set<string>;
  plurals: { name: string; categories: string[] }[];
}

/** The placeholders, element tags and plural forms a compiled message uses. */
function shapeOf(message: unknown, shape: Shape = { names: new Set(), tags: new Set(), plurals: [] }): Shape {
  if (typeof message === 'string') {
    for (const match of message.matchAll(/<\/?\d+\/?>/g)) shape.tags.add(match[0]);
    return shape;
  }
  if (!Array.isArray(message)) return shape;
  for (const token of message) {
    if (typeof token === 'string' || !Array.isArray(token)) {
      shapeOf(token, shape);
      continue;
    }
    const [name, type, format]: unknown[] = token;
    if (typeof name !== 'string') continue;
    shape.names.add(name);
    if (type !== 'plural' || typeof format !== 'object' || format === null) continue;
    const forms = Object.entries(format).filter(([key, choice]) => key !== 'offset' && choice !== undefined);
    shape.plurals.push({ name, categories: forms.map(([key]) => key).sort() });
    for (const [, choice] of forms) shapeOf(choice, shape);
  }
  return shape;
}

/** Texts that are the same word in English and the locale. */
const SAME_WORD: Partial<Record<string, string[]>> = {
  de: ['terms.cookies.title', 'layout.nav.moderation', 'moderation.accounts.standing', 'moderation.accounts.column.standing', 'moderation.role.admin', 'moderation.report.category.spam'],
  fr: [
    'terms.cookies.title',
    'terms.apps.title',
    'filters.column.options',
    'filters.context.notifications',
    'filters.context.thread',
    'preferences.confirmations',
    'moderation.origin.local',
    'moderation.report.category.spam',
    'moderation.visibility.public',
  ],
  es: ['terms.cookies.title', 'profile.avatar', 'moderation.origin.local', 'moderation.report.category.spam'],
};

const sorted = (set: Set<string>): string[] => [...set].sort();
const source = readCatalogue('en');
const files = readdirSync(LOCALES_DIR).filter((file) => file.endsWith('.json'));

describe("the pages' message catalogues", () => {
  it('are one per locale the pages speak', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...PAGE_LOCALES].sort());
  });

  describe.each(PAGE_LOCALES)('%s', (locale) => {
    const catalogue = readCatalogue(locale);
    const cardinal = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();

    it('has exactly the ids of en.json', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
    });

    it("parses, with the English placeholders and tags, and plurals in the locale's forms", () => {
      const problems: string[] = [];
      for (const id of Object.keys(source)) {
        const message = catalogue[id];
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${id}: empty`);
          continue;
        }
        let shape: Shape;
        try {
          shape = shapeOf(compileMessageOrThrow(message));
        } catch (error) {
          problems.push(`${id}: does not parse (${String(error)})`);
          continue;
        }
        const english = shapeOf(compileMessageOrThrow(String(source[id])));
        if (sorted(shape.names).join() !== sorted(english.names).join()) problems.push(`${id}: placeholders ${sorted(shape.names).join()}`);
        if (sorted(shape.tags).join() !== sorted(english.tags).join()) problems.push(`${id}: tags ${sorted(shape.tags).join()}`);
        if (shape.plurals.map((plural) => plural.name).join() !== english.plurals.map((plural) => plural.name).join()) problems.push(`${id}: plurals differ`);
        for (const plural of shape.plurals) {
          if (plural.categories.join() !== cardinal.join()) problems.push(`${id}: {${plural.name}} has forms ${plural.categories.join()}, not ${cardinal.join()}`);
        }
      }
      expect(problems).toEqual([]);
    });

    if (locale !== 'en') {
      it('leaves no English text untranslated', () => {
        const same = Object.keys(source).filter((id) => catalogue[id] === source[id]);
        expect(same.filter((id) => !SAME_WORD[locale]?.includes(id))).toEqual([]);
      });
    }
  });
});
