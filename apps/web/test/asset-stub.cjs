// A built asset's URL, in the unit tests (Vite gives the real one).
module.exports = '/packs/media/asset';
