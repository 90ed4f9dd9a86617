const fs = require('node:fs');
const path = require('node:path');

// Every package or app that has a jest config is a project; one run, one summary.
const projects = ['packages', 'apps'].flatMap((group) => {
  const dir = path.join(__dirname, group);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name, 'jest.config.cjs'))
    .filter((config) => fs.existsSync(config));
});

module.exports = { projects };
