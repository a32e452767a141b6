// music-metadata default-imports the CommonJS 'content-type'; SWC's transform under Jest reads
// `.default`, which CommonJS lacks. This gives it one. (Jest only; Next and Node load it natively.)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS shim by design
const real = require('../../node_modules/content-type/dist/index.js');
module.exports = { ...real, default: real };
