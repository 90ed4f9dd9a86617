const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../jest.jsdom-setup.cjs', '<rootDir>/test/setup.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@trumpet/ui/(media|modals|compose|emoji|explore|filters|announcements)$': '<rootDir>/../../packages/ui/src/$1/index.ts',
    '\\.css$': '<rootDir>/../../jest.style-stub.cjs',
    '\\.(ogg|mp3)(\\?no-inline)?$': '<rootDir>/test/asset-stub.cjs',
  },
};
