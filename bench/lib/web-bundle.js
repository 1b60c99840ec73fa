'use strict';
// The web app's production bundle: which built files a shopper's first pages load, and their gzip sizes.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { tempDir } = require('./cleanup');
const { sleep } = require('./process');
const { ROOT } = require('./shop');

const WEB = path.join(ROOT, 'apps', 'web');
const WEB_INPUTS = ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
const BUILD_TIMEOUT_MS = 5 * 60_000;

/** The newest modification time (ms) of a file or of any file under a folder. */
function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

/** Is apps/web/dist newer than every input of the web build? */
function distIsFresh(distDir) {
  const html = path.join(distDir, 'index.html');
  if (!fs.existsSync(html)) return false;
  const newestInput = Math.max(
    ...WEB_INPUTS.map((f) => path.join(WEB, f))
      .filter(fs.existsSync)
      .map(newestMtime),
  );
  return fs.statSync(html).mtimeMs > newestInput;
}

/** `npm run build -w @shop/web` with the output in outDir (apps/web/dist stays as it is). */
function buildWeb(outDir, cleanup) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@shop/web', '--', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: stopped with its children (tsc, vite) on cleanup
    });
    let output = '';
    let done = false;
    const collect = (chunk) => (output = (output + chunk).slice(-20_000));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const killGroup = () => {
      if (done) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    cleanup.defer('stop the web build', killGroup);
    const timer = setTimeout(killGroup, BUILD_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      done = true;
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`npm run build -w @shop/web failed (${signal ?? `exit code ${code}`}):\n${output.trimEnd().split('\n').slice(-25).join('\n')}`),
        );
    });
  });
}

/** Every file of a built dist, read at once; { files: Map('assets/x.js' → Buffer), html }. */
function readDist(distDir) {
  const files = new Map();
  const walk = (dir, prefix) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else files.set(rel, fs.readFileSync(path.join(dir, entry.name)));
    }
  };
  walk(distDir, '');
  return { files, html: files.get('index.html')?.toString('utf8') };
}

/**
 * A consistent copy of a dist that something else may be rebuilding meanwhile: read it all, then check that
 * index.html and the file list did not change while reading (else try again).
 */
async function snapshotDist(distDir, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      const snapshot = readDist(distDir);
      const again = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const names = [...snapshot.files.keys()].sort().join('\n');
      const namesAgain = [...readDist(distDir).files.keys()].sort().join('\n');
      if (snapshot.html && again === snapshot.html && names === namesAgain) return snapshot;
    } catch (err) {
      if (err.code !== 'ENOENT' || attempt >= attempts) throw err;
    }
    if (attempt >= attempts) throw new Error(`${distDir} kept changing while it was read (a build running?)`);
    await sleep(2_000);
  }
}

/** Attributes of every <tag …> in the html: [{ rel, src, href, type, … }]. */
function tagsOf(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(([, name, dq, sq, bare]) => [
        name.toLowerCase(),
        dq ?? sq ?? bare ?? '',
      ]),
    ),
  );
}

/** '/assets/x.js' (or a specifier relative to the file `from`) → the dist key 'assets/x.js'; null when not local. */
function resolveUrl(specifier, from = 'index.html') {
  if (/^(?:[a-z]+:)?\/\//i.test(specifier) || !/^\.{0,2}\//.test(specifier)) return null; // remote or bare
  return new URL(specifier, `http://dist/${from}`).pathname.slice(1);
}

/** The text of a string literal or of a template literal without ${…} (minifiers write import(`./x.js`)). */
function literalValue(node) {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

let parser;
/** { static: [keys], dynamic: [keys] } imported by a built JS file (import/export … from, import(…)). */
function importsOf(key, source) {
  parser ??= require(require.resolve('@babel/parser', { paths: [ROOT] }));
  const ast = parser.parse(source, { sourceType: 'module', createImportExpressions: true, errorRecovery: false });
  const found = { static: new Set(), dynamic: new Set() };
  const add = (set, specifier) => {
    const resolved = typeof specifier === 'string' ? resolveUrl(specifier, key) : null;
    if (resolved) set.add(resolved);
  };
  for (const node of ast.program.body) {
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type) && node.source) {
      add(found.static, node.source.value);
    }
  }
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportExpression') add(found.dynamic, literalValue(node.source));
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast.program);
  return { static: [...found.static], dynamic: [...found.dynamic] };
}

/** The files reachable from `roots` through static imports only (a dynamic import() is loaded later, on demand). */
function staticClosure(roots, files, graph) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    if (!files.has(key)) throw new Error(`the built files import ${key}, which is not in the dist`);
    seen.add(key);
    if (key.endsWith('.js')) {
      if (!graph.has(key)) graph.set(key, importsOf(key, files.get(key).toString('utf8')));
      pending.push(...graph.get(key).static);
    }
  }
  return seen;
}

/** The chunk name of a built file: 'assets/products-section-Cw5CdBHC.js' → 'products-section'. */
const chunkName = (key) => path.basename(key).replace(/-[\w-]{8}\.(?:js|css)$/, '');

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function sizes(keys, files) {
  const list = [...keys].sort().map((file) => ({ file, raw: files.get(file).length, gzip: gzipSize(files.get(file)) }));
  return { files: list, raw: list.reduce((s, f) => s + f.raw, 0), gzip: list.reduce((s, f) => s + f.gzip, 0) };
}

/** Finds the lazy chunk of the /products route: a file named products[-…]-<hash>.js that the landing page imports dynamically. */
function productsRouteChunk(files, lazyFromLanding) {
  const named = [...files.keys()]
    .filter((key) => key.startsWith('assets/') && key.endsWith('.js'))
    .filter((key) => /^products(?:-|$)/.test(chunkName(key)));
  const lazy = named.filter((key) => lazyFromLanding.has(key));
  if (lazy.length === 1) return lazy[0];
  throw new Error(
    `cannot tell the /products route chunk: files named products*: ${named.join(', ') || 'none'};` +
      ` of them loaded by an import() of the landing page: ${lazy.join(', ') || 'none'}`,
  );
}

/** What the landing page and /products load, from a dist snapshot. */
function analyze({ files, html }) {
  const scripts = tagsOf(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => resolveUrl(a.src))
    .filter(Boolean);
  const links = tagsOf(html, 'link');
  const preloads = links
    .filter((a) => a.rel === 'modulepreload' && a.href)
    .map((a) => resolveUrl(a.href))
    .filter(Boolean);
  const stylesheets = links
    .filter((a) => a.rel === 'stylesheet' && a.href)
    .map((a) => resolveUrl(a.href))
    .filter(Boolean);
  if (!scripts.length) throw new Error('index.html has no <script type="module" src>');

  const graph = new Map();
  const landing = staticClosure([...scripts, ...preloads], files, graph);
  const lazyFromLanding = new Set([...landing].flatMap((key) => graph.get(key)?.dynamic ?? []));
  const productsChunk = productsRouteChunk(files, lazyFromLanding);
  const products = new Set([...landing, ...staticClosure([productsChunk], files, graph)]);
  const otherCss = [...files.keys()].filter((k) => k.endsWith('.css') && !stylesheets.includes(k));
  return {
    entry: scripts,
    modulepreload: preloads,
    productsChunk,
    lazyFromLanding: [...lazyFromLanding].sort(),
    landingJs: sizes(landing, files),
    landingPlusProductsJs: sizes(products, files),
    css: sizes(stylesheets, files),
    otherCss,
  };
}

/**
 * mode 'auto': apps/web/dist when it is newer than every input of the web build, else a fresh build (in a temp
 * folder); 'dist' / 'build': that one. Returns { source, ...analyze() }.
 */
async function measureWebBundle({ mode = 'auto', cleanup, log = () => undefined }) {
  const distDir = path.join(WEB, 'dist');
  const useDist = mode === 'dist' || (mode === 'auto' && distIsFresh(distDir));
  if (useDist) {
    log(`bundle: reading apps/web/dist (${distIsFresh(distDir) ? 'newer than apps/web/src' : 'NOT newer than apps/web/src'})…`);
    const snapshot = await snapshotDist(distDir);
    const builtAt = new Date(fs.statSync(path.join(distDir, 'index.html')).mtimeMs).toISOString();
    return { source: `apps/web/dist (built ${builtAt})`, ...analyze(snapshot) };
  }
  const outDir = path.join(tempDir(cleanup, 'bench-web-'), 'dist');
  log(`bundle: npm run build -w @shop/web -- --outDir ${outDir} (apps/web/dist is left as it is)…`);
  const started = Date.now();
  await buildWeb(outDir, cleanup);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { source: `fresh build of apps/web (npm run build -w @shop/web, ${seconds} s)`, ...analyze(readDist(outDir)) };
}

module.exports = { measureWebBundle };
