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
          .filter(({ line }) => PHYSICAL_PROPERTY.test(line) && !CENTRED.test(line))
          .map(({ line, at }) => `${at} ${line.trim()}`),
      ),
  );
  expect(physical).toEqual([]);
});

test('finds a physical property where there is one', () => {
  expect(['  margin-left: 4px;', 'a { right: 0 }', '  text-align: right;'].filter((line) => PHYSICAL_PROPERTY.test(line))).toHaveLength(3);
  expect(['  margin-inline-start: 4px;', '  inset-inline-end: 0;', '  left: 50%;', '  border-top-left-radius: 2px;'].filter((line) => PHYSICAL_PROPERTY.test(line) && !CENTRED.test(line))).toEqual([]);
});
