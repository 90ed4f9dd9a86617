// Checks a translated catalogue against the source: the same ids, messages that parse, the same
// placeholders and element tags, and plural forms the locale has (CLDR, through Intl.PluralRules).
// Used by ui's catalogue test; run it while translating: `node scripts/i18n/check-locale.cjs de`.
const fs = require('node:fs');
const path = require('node:path');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

const MESSAGES_DIR = path.join(__dirname, '../../packages/ui/src/i18n/messages');

const readCatalogue = (locale) => JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8'));

/** Placeholder names, element tags and plural categories used by one compiled message. */
function shapeOf(compiled, shape = { names: new Set(), tags: new Set(), plurals: [] }) {
  const tokens = typeof compiled === 'string' ? [compiled] : compiled;
  for (const token of tokens) {
    if (typeof token === 'string') {
      for (const match of token.matchAll(/<(\/?)(\d+)(\/?)>/g)) shape.tags.add(match[0]);
      continue;
    }
    const [name, type, cases] = token;
    shape.names.add(name);
    if (cases && typeof cases === 'object') {
      // Plurals carry an `offset` beside their forms.
      const forms = Object.entries(cases).filter(([key, choice]) => key !== 'offset' && choice !== undefined);
      if (type === 'plural' || type === 'selectordinal') shape.plurals.push({ name, type, categories: forms.map(([key]) => key) });
      for (const [, choice] of forms) shapeOf(choice, shape);
    }
  }
  return shape;
}

const sorted = (set) => [...set].sort().join(' ');

/** The problems of `locale`'s catalogue, one line each; none when it is complete and well-formed. */
function localeProblems(locale, source = readCatalogue('en'), translated = readCatalogue(locale)) {
  const problems = [];
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  for (const id of Object.keys(source)) if (!(id in translated)) problems.push(`${id}: missing`);
  for (const [id, message] of Object.entries(translated)) {
    if (!(id in source)) {
      problems.push(`${id}: not in the source catalogue`);
      continue;
    }
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${id}: empty`);
      continue;
    }
    let shape;
    try {
      shape = shapeOf(compileMessageOrThrow(message));
    } catch (error) {
      problems.push(`${id}: does not parse (${error.message})`);
      continue;
    }
    const want = shapeOf(compileMessageOrThrow(source[id]));
    // A translation may leave out '#' in a plural form ('one' often reads "a post"), nothing else.
    if (sorted(shape.names) !== sorted(want.names)) problems.push(`${id}: placeholders ${sorted(shape.names) || 'none'}, source has ${sorted(want.names) || 'none'}`);
    if (sorted(shape.tags) !== sorted(want.tags)) problems.push(`${id}: element tags ${sorted(shape.tags) || 'none'}, source has ${sorted(want.tags) || 'none'}`);
    for (const { name, type, categories } of shape.plurals) {
      const allowed = type === 'plural' ? cardinal : ordinal;
      const unknown = categories.filter((category) => !category.startsWith('=') && !allowed.includes(category));
      if (unknown.length > 0) problems.push(`${id}: {${name}} has forms ${unknown.join(', ')} that ${locale} does not (it has ${allowed.join(', ')})`);
      const missing = allowed.filter((category) => !categories.includes(category));
      if (missing.length > 0) problems.push(`${id}: {${name}} lacks the ${locale} forms ${missing.join(', ')}`);
    }
  }
  return problems;
}

module.exports = { localeProblems };

if (require.main === module) {
  let failed = false;
  for (const locale of process.argv.slice(2)) {
    const problems = localeProblems(locale);
    console.log(`${locale}: ${problems.length === 0 ? 'complete' : `${problems.length} problems`}`);
    for (const problem of problems) console.log(`  ${problem}`);
    failed ||= problems.length > 0;
  }
  process.exitCode = failed ? 1 : 0;
}
