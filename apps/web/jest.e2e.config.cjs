// End-to-end tests: the built app (apps/web/dist) in the system Chromium, against the local instance
// started in memory by each test file. Run by scripts/test.mjs after the build; not part of `jest`.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120000,
  // Two files at a time: each has its own instance and browser, and CI's two cores keep both busy.
  maxWorkers: 2,
};
