const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'core', rootDir: __dirname };
