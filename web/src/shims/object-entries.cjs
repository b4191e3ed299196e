// node-polyglot (ra-i18n-polyglot's engine) requires the object.entries polyfill only to call Object.entries, which
// every browser the app supports has. The polyfill's dependency chain (call-bind, get-intrinsic, define-properties,
// es-object-atoms, ...) was about 6 KB gzip of the sign-in page's first load (tests/bench/bundle.bench.ts), so the
// build resolves it here (web/vite.config.ts resolve.alias).
module.exports = function entries(object) {
  return Object.entries(object);
};
