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
  const target = typeof entries[subpath] === 'string' ? entries[subpath] : subpath;
  return toFile(path.join(dir, target));
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
