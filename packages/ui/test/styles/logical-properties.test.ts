/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue #16: right-to-left locales mirror the layout, so the styles say start and end, not left and right.
const roots = [path.join(__dirname, '../../src'), path.join(__dirname, '../../../../apps/web/src')];

// Physical on purpose, and why.
const PHYSICAL: Record<string, string> = {
  'media/MediaControls.css': 'a seek bar runs left to right in every language',
  'media/VideoPlayer.css': 'centred with left: 50% and a translate',
};

const PHYSICAL_PROPERTY = /(?:^|[\s;{])(?:left|right|(?:margin|padding|border)-(?:left|right)|float)\s*:|text-align\s*:\s*(?:left|right)/;
// margin or padding with four values whose right and left differ: a physical side in disguise.
const UNEVEN_SHORTHAND = /(?:^|[\s;{])(?:margin|padding)\s*:\s*(\S+)\s+(\S+)\s+(\S+)\s+([^\s;]+)/;
const isPhysical = (line: string): boolean => {
  if (line.includes('/* physical:')) return false;
  const shorthand = UNEVEN_SHORTHAND.exec(line);
  return PHYSICAL_PROPERTY.test(line) || (shorthand !== null && shorthand[2] !== shorthand[4]);
};
// Centring: left: 50% with translateX(-50%) puts the middle in the middle in both directions.
const CENTRED = /^\s*left\s*:\s*50%\s*;/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

test('styles use logical properties (inline start and end), so right-to-left locales mirror them', () => {
  const physical = roots.flatMap((root) =>
    cssFiles(root)
      .filter((file) => !(path.relative(root, file).split(path.sep).join('/') in PHYSICAL))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => isPhysical(line) && !CENTRED.test(line))
          .map(({ line, at }) => `${at} ${line.trim()}`),
      ),
  );
  expect(physical).toEqual([]);
});

test('finds a physical property where there is one', () => {
  expect(['  margin-left: 4px;', 'a { right: 0 }', '  text-align: right;', '  margin: 4px 0 -6px -8px;'].filter(isPhysical)).toHaveLength(4);
  expect(
    [
      '  margin-inline-start: 4px;',
      '  inset-inline-end: 0;',
      '  left: 50%;',
      '  border-top-left-radius: 2px;',
      '  margin: 0 4px 2px 4px;',
      '  padding: 4px 8px;',
      '  padding-left: 3px; /* physical: a play icon does not mirror */',
    ].filter((line) => isPhysical(line) && !CENTRED.test(line)),
  ).toEqual([]);
});
