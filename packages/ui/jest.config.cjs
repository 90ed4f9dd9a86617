const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../jest.jsdom-setup.cjs'],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/../../jest.style-stub.cjs' },
};
