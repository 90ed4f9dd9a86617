const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'instance',
  rootDir: __dirname,
  transform: {
    ...preset.transform,
    // masto's CommonJS build requires change-case, which ships only as ES modules.
    '^.+/change-case/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/change-case@[^/]+/node_modules/)?change-case/)'],
};
