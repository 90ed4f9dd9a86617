// Fails when a library's published declarations contain `any` (written or elided by tsc), so the
// SDK's public types stay precise. Run after the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ANY = /(\/\*elided\*\/\s*any|[:<(,|&=]\s*any\b|\bany\[\])/;
let problems = 0;
for (const pkg of readdirSync(path.join(root, 'packages'))) {
  const dist = path.join(root, 'packages', pkg, 'dist');
  if (!existsSync(dist)) continue;
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.d.ts'))) {
    const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (ANY.test(line.replace(/\/\*\*.*?\*\/|\/\/.*$/g, '').replace(/^\s*\*.*$/, ''))) {
        problems += 1;
        console.error(`packages/${pkg}/dist/${file}:${index + 1}: ${line.trim()}`);
      }
    });
  }
}
if (problems > 0) {
  console.error(`${problems} public declaration line(s) use any`);
  process.exit(1);
}
console.log('public types: no any');
