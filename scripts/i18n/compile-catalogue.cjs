// Compiles a message catalogue (JSON: message id → ICU message) into Lingui's compiled form, so the
// app ships no message parser. The web build (Vite), the ui build (tsup) and jest all use it.
// https://lingui.dev/guides/message-format
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** The catalogues: packages/ui/src/i18n/messages/<locale>.json. */
const CATALOGUE_FILE = /[\\/]i18n[\\/]messages[\\/][A-Za-z-]+\.json$/;

/** The compiled messages of a catalogue's JSON text; a message that does not parse names itself. */
function compileCatalogue(json, file) {
  const messages = JSON.parse(json);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" does not parse: ${error.message}`);
    }
  }
  return compiled;
}

/** A catalogue as an ES module exporting its compiled messages. */
function catalogueModule(json, file) {
  return `export default ${JSON.stringify(compileCatalogue(json, file))};\n`;
}

module.exports = { CATALOGUE_FILE, compileCatalogue, catalogueModule };
