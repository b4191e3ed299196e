// One-file build (issue 6 §7): esbuild bundle → Node single-executable blob → postject into a copy of node.
// Native addons (serialport, node-hid) ride inside as SEA assets and are loaded from a temp dir at run time.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const work = join(dist, 'sea');
const exe = join(dist, process.platform === 'win32' ? 'a1-plugin.exe' : 'a1-plugin');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// Where each addon's binary for this platform lives.
const req = createRequire(join(root, 'package.json'));
const bindingsDir = join(
  dirname(realpathSync(join(root, 'node_modules', 'serialport'))),
  '@serialport',
  'bindings-cpp',
);
const gypBuild = createRequire(join(bindingsDir, 'package.json'))('node-gyp-build');
const hidDir = dirname(req.resolve('node-hid/package.json'));
const hidName = process.platform === 'linux' ? 'HID_hidraw' : 'HID';
const hidCandidates = [
  join(hidDir, 'build', 'Release', `${hidName}.node`),
  join(hidDir, 'prebuilds', `${hidName}-${process.platform}-${process.arch}`, 'node-napi-v4.node'),
];
const natives = {
  serialport: gypBuild.path(bindingsDir),
  hid: hidCandidates.find((p) => existsSync(p)),
};
for (const [k, v] of Object.entries(natives)) {
  if (!v) throw new Error(`no native ${k} addon for ${process.platform}-${process.arch}`);
  console.log(`native ${k}: ${v}`);
}

// Replaces each addon's own loader (which looks next to its package on disk) with the asset loader.
const nativePlugin = {
  name: 'a1-native',
  setup(b) {
    b.onLoad({ filter: /bindings-cpp[\\/]dist[\\/]serialport-bindings\.js$/ }, async (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(
        /\(0, node_gyp_build_1\.default\)\([^;]*\);/,
        "globalThis.__a1LoadNative('serialport');",
      ),
      loader: 'js',
    }));
    b.onLoad({ filter: /node-hid[\\/]nodehid\.js$/ }, async (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(
        /require\("pkg-prebuilds\/bindings"\)\(__dirname, options\)/,
        "globalThis.__a1LoadNative('hid')",
      ),
      loader: 'js',
    }));
  },
};

// Libraries that only a rare path calls ride as SEA assets, compiled on first use, instead of inside the main
// script: V8 keeps the main script's whole source resident, so idle memory (issue 6: <= 60 MB) pays for every
// byte of it. Each is loaded exactly where the bundle would have evaluated it, so behaviour is the same.
// node-thermal-printer (with iconv-lite's tables) builds receipts; the rest are fastify's, required only when a
// route has a schema, a logger is configured or inject() is called, none of which the daemon does.
const fastifyReq = createRequire(req.resolve('fastify'));
const lazyPackages = {
  'node-thermal-printer': req.resolve('node-thermal-printer'),
  // doctor's system report only.
  systeminformation: req.resolve('systeminformation'),
  // reports only (POST report); with the report font below.
  pdfkit: req.resolve('pdfkit'),
  'light-my-request': fastifyReq.resolve('light-my-request'),
  pino: fastifyReq.resolve('pino'),
  '@fastify/ajv-compiler': fastifyReq.resolve('@fastify/ajv-compiler'),
  '@fastify/fast-json-stringify-compiler': fastifyReq.resolve('@fastify/fast-json-stringify-compiler'),
};
const assetName = (name) => `${name.replace(/[@/]/g, '_')}.cjs`;
// The whole blob is resident once read (the kernel maps the executable's page cache in large folios), so assets
// that wait for a rare path are stored brotli-compressed: a few ms to unpack on first use.
const compressed = (file) => {
  const bytes = readFileSync(file);
  const out = `${file}.br`;
  writeFileSync(
    out,
    brotliCompressSync(bytes, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  return out;
};
const lazyFiles = {};
const lazyAssets = {};
for (const [name, entry] of Object.entries(lazyPackages)) {
  const file = join(work, assetName(name));
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: file,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  lazyFiles[assetName(name)] = file;
  lazyAssets[`${assetName(name)}.br`] = compressed(file);
}
// The report font (src/reports/fonts.ts), read through globalThis.__a1Asset.
const fontDir = join(dirname(req.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFiles = Object.fromEntries(
  ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'].map((f) => [f, join(fontDir, f)]),
);
const fontAssets = {};
for (const [f, file] of Object.entries(fontFiles)) {
  copyFileSync(file, join(work, f));
  fontAssets[`${f}.br`] = compressed(join(work, f));
}
const nativeAssets = {};
for (const [name, file] of Object.entries(natives)) {
  const copy = join(work, `${name}.node`);
  copyFileSync(file, copy);
  nativeAssets[`${name}.node.br`] = compressed(copy);
}
const lazyPlugin = {
  name: 'a1-lazy',
  setup(b) {
    const names = Object.keys(lazyPackages).map((n) => n.replace(/[/]/g, '\\/'));
    b.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => ({
      path: args.path,
      namespace: 'a1-lazy',
    }));
    b.onLoad({ filter: /.*/, namespace: 'a1-lazy' }, (args) => ({
      contents: `module.exports = globalThis.__a1LoadLazy(${JSON.stringify(assetName(args.path))});`,
      loader: 'js',
    }));
  },
};

// The one V8 setting the single executable bakes in (Node 20's SEA takes no execArgv, so the bundle sets it before
// anything else runs): the young generation keeps its initial size. By default V8 doubles it, step by step up to
// 2 x 16 MB, as a long-running process allocates, so resident memory climbs under a stream of prints; at its
// initial size it stays flat (minor GCs come more often, typically 0.3 ms each). The factor is read at each
// growth decision, so setting it at run time takes effect.
const loader = `
require('node:v8').setFlagsFromString('--semi-space-growth-factor=1');
globalThis.__a1LoadLazy = function (asset) {
  let sea; try { sea = require('node:sea'); } catch {}
  const code = sea && sea.isSea() ? require('node:zlib').brotliDecompressSync(sea.getAsset(asset + '.br')).toString('utf8') : require('node:fs').readFileSync(${JSON.stringify(lazyFiles)}[asset], 'utf8');
  const m = { exports: {} };
  require('node:vm').compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: asset })(m.exports, require, m, __filename, __dirname);
  return m.exports;
};
globalThis.__a1Asset = function (name) {
  let sea; try { sea = require('node:sea'); } catch {}
  return sea && sea.isSea() ? require('node:zlib').brotliDecompressSync(sea.getAsset(name + '.br')) : require('node:fs').readFileSync(${JSON.stringify(fontFiles)}[name]);
};
globalThis.__a1LoadNative = function (name) {
  const fs = require('node:fs'), path = require('node:path'), os = require('node:os');
  let sea; try { sea = require('node:sea'); } catch {}
  const m = { exports: {} };
  if (!sea || !sea.isSea()) { process.dlopen(m, ${JSON.stringify(natives)}[name]); return m.exports; }
  const bytes = require('node:zlib').brotliDecompressSync(sea.getAsset(name + '.node.br'));
  const uid = process.getuid ? process.getuid() : -1;
  let dir = path.join(os.tmpdir(), 'a1-plugin-${version}-' + (uid >= 0 ? uid : (process.env.USERNAME || 'user')));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A shared temp dir: only trust our own, private folder; anything else gets a fresh one.
  const st = fs.statSync(dir);
  if ((uid >= 0 && st.uid !== uid) || (process.platform !== 'win32' && (st.mode & 0o022))) dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a1-plugin-'));
  const file = path.join(dir, name + '.node');
  // Rewritten unless byte-identical: a partial write or another version never gets loaded.
  let same = false;
  try { same = fs.readFileSync(file).equals(bytes); } catch {}
  if (!same) {
    const tmp = file + '.' + process.pid;
    fs.writeFileSync(tmp, bytes, { mode: 0o700 });
    fs.renameSync(tmp, file);
  }
  process.dlopen(m, file);
  return m.exports;
};
`;

const bundle = join(work, 'a1-plugin.cjs');
await build({
  entryPoints: [join(root, 'src', 'cli.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: bundle,
  banner: { js: loader },
  plugins: [nativePlugin, lazyPlugin],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const blob = join(work, 'sea-prep.blob');
writeFileSync(
  join(work, 'sea-config.json'),
  JSON.stringify({
    main: bundle,
    output: blob,
    disableExperimentalSEAWarning: true,
    useCodeCache: true,
    assets: { ...nativeAssets, ...lazyAssets, ...fontAssets },
  }),
);
execFileSync(process.execPath, ['--experimental-sea-config', join(work, 'sea-config.json')], { stdio: 'inherit' });

rmSync(exe, { force: true });
copyFileSync(process.execPath, exe);
chmodSync(exe, 0o755);
if (process.platform === 'darwin') execFileSync('codesign', ['--remove-signature', exe]);
const postject = join(dirname(req.resolve('postject/package.json')), 'dist', 'cli.js');
execFileSync(
  process.execPath,
  [
    postject,
    exe,
    'NODE_SEA_BLOB',
    blob,
    '--sentinel-fuse',
    'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2',
    ...(process.platform === 'darwin' ? ['--macho-segment-name', 'NODE_SEA'] : []),
  ],
  { stdio: 'inherit' },
);
if (process.platform === 'darwin') execFileSync('codesign', ['--sign', '-', exe]);
console.log(`built ${exe} (${Math.round(statSync(exe).size / 1e6)} MB)`);
