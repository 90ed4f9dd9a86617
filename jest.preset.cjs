// Shared jest settings: TypeScript through ts-jest (transpile only; `tsc --noEmit` does the type check),
// and every @trumpet/* package resolved to its src so tests need no build.
const path = require('node:path');

const packageDirs = {
  'api-client': 'packages/api-client',
  core: 'packages/core',
  ui: 'packages/ui',
  web: 'apps/web',
  instance: 'apps/instance',
};

const moduleNameMapper = {};
for (const [name, dir] of Object.entries(packageDirs)) {
  moduleNameMapper[`^@trumpet/${name}$`] = path.join(__dirname, dir, 'src/index.ts');
}
moduleNameMapper['^@trumpet/core/text$'] = path.join(__dirname, 'packages/core/src/text/index.ts');
moduleNameMapper['^@trumpet/core/internals$'] = path.join(__dirname, 'packages/core/src/internals.ts');

module.exports = {
  testEnvironment: 'node',
  transform: {
    // The message catalogues, compiled as the builds compile them (scripts/i18n).
    '[\\/]i18n[\\/]messages[\\/][A-Za-z-]+\\.json$': path.join(__dirname, 'scripts/i18n/jest-catalogue-transform.cjs'),
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node10',
          target: 'ES2022',
          jsx: 'react-jsx',
          esModuleInterop: true,
          isolatedModules: true,
          verbatimModuleSyntax: false,
        },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
};
