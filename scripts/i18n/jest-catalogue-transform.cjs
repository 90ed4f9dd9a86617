// Jest transform for the message catalogues: the same compiled messages the builds ship (as JSON,
// which jest parses for a .json module).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { compileCatalogue } = require('./compile-catalogue.cjs');

const compiler = readFileSync(require.resolve('./compile-catalogue.cjs'), 'utf8');

module.exports = {
  process(source, file) {
    return { code: JSON.stringify(compileCatalogue(source, file)) };
  },
  getCacheKey(source, file) {
    return createHash('sha256').update(compiler).update('\0').update(file).update('\0').update(source).digest('hex');
  },
};
