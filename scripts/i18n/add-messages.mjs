// Adds messages to the source catalogue: node scripts/i18n/add-messages.mjs '{"id": "English text"}'.
// An id already there with another text is refused; the catalogue stays sorted by id.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../../packages/ui/src/i18n/messages/en.json', import.meta.url));
const added = JSON.parse(process.argv[2] ?? '{}');
const catalogue = JSON.parse(readFileSync(file, 'utf8'));
for (const [id, text] of Object.entries(added)) {
  if (typeof text !== 'string') throw new Error(`${id}: the message must be a string`);
  if (id in catalogue && catalogue[id] !== text) throw new Error(`${id} is already "${catalogue[id]}"`);
  catalogue[id] = text;
}
const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(added).length} messages added; ${Object.keys(sorted).length} in the catalogue`);
