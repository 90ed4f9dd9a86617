// Finds the texts a component writes out as they are, outside the message catalogue: JSX text and
// attributes a person reads or hears given as literals. Used by the catalogue tests of ui and web;
// run it to list what is left: `node scripts/i18n/hard-coded-texts.cjs packages/ui/src apps/web/src`.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const READ_ATTRIBUTES = new Set(['label', 'aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'emptyMessage', 'confirm', 'message']);

/** The hard-coded texts of one file; a string that is a catalogue id (`known`) is not one. */
function hardCodedTexts(file, known = new Set()) {
  const sourceFile = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    // label="…", label={'…'}, and { label: '…' } or { label: `… ${x}` } in tables of entries.
    if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      const text = !literal
        ? ''
        : ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)
          ? literal.text
          : ts.isTemplateExpression(literal)
            ? [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join('…')
            : '';
      if (/\p{L}/u.test(text) && !known.has(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The component sources under `dir`: .ts and .tsx files that are not tests or declarations. */
function componentFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The catalogue ids a file uses: t('id'), rich('id'), sourceTranslate('id'). */
function usedIds(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/\b(?:t|rich|sourceTranslate)\('([\w.]+)'/g)].map((match) => match[1]);
}

module.exports = { hardCodedTexts, componentFiles, usedIds };

if (require.main === module) {
  const source = JSON.parse(fs.readFileSync(path.join(__dirname, '../../packages/ui/src/i18n/messages/en.json'), 'utf8'));
  const known = new Set(Object.keys(source));
  for (const dir of process.argv.slice(2)) {
    for (const file of componentFiles(dir)) {
      const texts = hardCodedTexts(path.join(dir, file), known);
      if (texts.length > 0) console.log(`${path.join(dir, file)}\n  ${texts.map((text) => JSON.stringify(text)).join('\n  ')}`);
    }
  }
}
