// Import resolver for eslint-plugin-boundaries (eslint-module-utils interface v2). It maps
// relative paths, web's `@/` alias and `@site/*` workspace packages to files, which is all the
// boundary rules need; it replaces eslint-import-resolver-typescript, whose native bindings
// are not all published on the registry this project installs from (npm ci failed on them).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'];

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

function toFile(base) {
  if (isFile(base)) return base;
  for (const ext of extensions) if (isFile(base + ext)) return base + ext;
  for (const ext of extensions) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return null;
}

function resolveWorkspace(source) {
  const [, name, ...rest] = source.split('/');
  const dir = path.join(root, name === 'mock-api' ? 'mock-api' : name);
  const manifestPath = path.join(dir, 'package.json');
  if (!isFile(manifestPath)) return null;
  const { exports: entries = {} } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const subpath = rest.length ? `./${rest.join('/')}` : '.';
  if (typeof entries[subpath] === 'string') return toFile(path.join(dir, entries[subpath]));
  // Subpath patterns: "./i18n/*": "./src/i18n/*.ts"
  for (const [key, target] of Object.entries(entries)) {
    const star = key.indexOf('*');
    if (star < 0 || typeof target !== 'string') continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= key.length - 1) {
      return toFile(path.join(dir, target.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length))));
    }
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  let found = null;
  if (source.startsWith('.')) found = toFile(path.resolve(path.dirname(file), source));
  else if (source.startsWith('@/')) found = toFile(path.join(root, 'web/src', source.slice(2)));
  else if (source.startsWith('@site/')) found = resolveWorkspace(source);
  else {
    try {
      found = require.resolve(source, { paths: [path.dirname(file)] });
    } catch {
      // Type-only packages (e.g. vite/client) and ESM-only exports maps: external either way.
      return { found: true, path: null };
    }
  }
  return found ? { found: true, path: found } : { found: false };
};
