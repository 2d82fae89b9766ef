// What the apps share at run time, and at which versions. Shared code, but every figure comes from
// the app being built: `requiredVersion` is the range the app's own package.json declares (or, for
// a package it only gets through another, `^` the version its own install resolves), and webpack
// takes the provided `version` from the package the app's build resolves. A team that installs a
// newer library in its remote states and ships that version, without touching this file.
const fs = require('node:fs');
const path = require('node:path');

/**
 * One instance at run time, whoever loads first (the shell): the libraries that hold React state
 * or contexts. Of MUI, only its theme and style contexts are shared: emotion (theme, styles cache),
 * MUI's style engine over it, and @mui/system's default-props and right-to-left contexts, which MUI's
 * components import by these public subpaths. Each app bundles the MUI components it renders itself.
 * Keys map to the package that carries the version. Not react-router: each app bundles its own
 * (tree-shaken, of its own version), and a remote's routes run on its own router driven by the
 * shell's (shared-ui HostRouter).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  zustand: 'zustand',
  notistack: 'notistack',
  axios: 'axios',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@mui/styled-engine': '@mui/styled-engine',
  '@mui/system/DefaultPropsProvider': '@mui/system',
  '@mui/system/RtlProvider': '@mui/system',
  'shared-auth': 'shared-auth',
};

/**
 * Stateless libraries several apps use: one copy when the versions agree, and an app whose version
 * the others cannot satisfy loads its own.
 */
const LIBRARIES = { 'react-hook-form': 'react-hook-form' };

/** The package.json of `name` as the app in `dir` resolves it (Node's node_modules lookup; not every package exports it). */
function packageFile(dir, name) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return file;
    if (path.dirname(at) === at) return undefined;
  }
}

/** The version of `name` that the app in `dir` resolves, or undefined when it resolves none. */
function installedVersion(dir, name) {
  const file = packageFile(dir, name);
  return file && JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The range the app in `dir` declares for `name` in its own package.json, else `^` what it resolves. */
function requiredVersion(dir, pkg, name) {
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies }[name];
  if (declared && !declared.startsWith('file:') && !declared.startsWith('workspace:')) return declared;
  return `^${installedVersion(dir, name)}`;
}

/**
 * The `shared` option of the app in `dir` (Module Federation's documented shape). Libraries the app
 * does not resolve are left out.
 */
function sharedModules(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const shared = {};
  const add = (entries, singleton) => {
    for (const [key, name] of Object.entries(entries)) {
      const version = installedVersion(dir, name);
      if (version) shared[key] = { singleton, requiredVersion: requiredVersion(dir, pkg, name), version };
    }
  };
  add(SINGLETONS, true);
  add(LIBRARIES, false);
  return shared;
}

module.exports = { sharedModules, installedVersion };
