/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { componentFiles, hardCodedTexts, usedIds } from '../../../../scripts/i18n/hard-coded-texts.cjs';

const src = path.join(__dirname, '..');
const source: Record<string, string> = JSON.parse(readFileSync(path.join(__dirname, '../../../../packages/ui/src/i18n/messages/en.json'), 'utf8'));
const known = new Set(Object.keys(source));

// Words that read the same in every language: a server's name as an example.
const SAME_EVERYWHERE: Record<string, string[]> = { 'session/SignInForm.tsx': ['mastodon.social'] };

const COMPONENTS = componentFiles(src);

describe("the web app's texts", () => {
  it('come from the catalogue by ids it has', () => {
    const used = COMPONENTS.flatMap((file) => usedIds(path.join(src, file)));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((id) => id === undefined || !known.has(id))).toEqual([]);
  });

  it.each(COMPONENTS)('leave no text of %s outside it', (file) => {
    expect(hardCodedTexts(path.join(src, file), known)).toEqual(SAME_EVERYWHERE[file] ?? []);
  });
});
