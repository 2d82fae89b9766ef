#!/usr/bin/env node
// Rewrites every import from the MUI root (`@mui/material`) into one import per subpath, the
// one import style of the repo (docs/decisions.md, eslint.config.mjs):
//
//   import { Box, Button, type ButtonProps, useTheme } from '@mui/material';
// becomes
//   import Box from '@mui/material/Box';
//   import Button, { type ButtonProps } from '@mui/material/Button';
//   import { useTheme } from '@mui/material/styles';
//
// Each subpath is its own federation shared module (scripts/webpack/create-config.cjs), so a page
// downloads only the MUI modules it uses. A name goes to the folder named after it (its default
// export), else to `styles`, else to the folder whose name starts the name (ButtonProps ->
// Button, SelectChangeEvent -> Select, buttonClasses -> Button), else to any folder exporting it.
//
// Idempotent: files without a root import are left alone, so re-run it after merging branches:
//   node scripts/codemods/mui-subpath-imports.mjs            (the browser workspaces)
//   node scripts/codemods/mui-subpath-imports.mjs <dir|file>...
//   node scripts/codemods/mui-subpath-imports.mjs --check    (exit 1 when a file would change)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');

const ROOT_MODULE = '@mui/material';
const DEFAULT_DIRS = ['shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing', 'shared-ui', 'shared-auth'];

/** name -> { subpath, isDefault } for every export of the MUI root, read from its type declarations. */
function buildExportMap() {
  const muiDir = path.dirname(require.resolve('@mui/material/package.json'));
  const dirs = fs.readdirSync(muiDir).filter((d) => fs.existsSync(path.join(muiDir, d, 'index.d.ts')));
  const rootFile = path.join(muiDir, 'index.d.ts');
  const files = [rootFile, ...dirs.map((d) => path.join(muiDir, d, 'index.d.ts'))];
  const program = ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Node10,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file) => {
    const sf = program.getSourceFile(file);
    const symbol = sf && checker.getSymbolAtLocation(sf);
    return symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : [];
  };
  const byDir = new Map(dirs.map((d) => [d, new Set(exportsOf(path.join(muiDir, d, 'index.d.ts')))]));
  const map = new Map();
  for (const name of exportsOf(rootFile)) {
    if (name === 'default') continue;
    const has = (d) => byDir.get(d)?.has(name);
    if (byDir.get(name)?.has('default')) {
      map.set(name, { subpath: name, isDefault: true });
      continue;
    }
    if (has('styles')) {
      map.set(name, { subpath: 'styles', isDefault: false });
      continue;
    }
    const lower = name[0].toUpperCase() + name.slice(1);
    const prefixed = dirs
      .filter((d) => (name.startsWith(d) || lower.startsWith(d)) && has(d))
      .sort((a, b) => b.length - a.length)[0];
    const any = prefixed || dirs.filter(has).sort()[0];
    if (any) map.set(name, { subpath: any, isDefault: false });
  }
  return map;
}

function listFiles(targets) {
  const out = [];
  const walk = (p) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (/(^|\/)(node_modules|dist|coverage|\.data)$/.test(p)) return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else if (/\.(tsx?|mts|cts)$/.test(p) && !p.endsWith('.d.ts')) out.push(p);
  };
  for (const t of targets) if (fs.existsSync(t)) walk(t);
  return out;
}

/** The file's text with root imports rewritten, or null when it has none. */
function rewrite(file, text, exportMap) {
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits = [];
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt) || stmt.moduleSpecifier.text !== ROOT_MODULE) continue;
    const clause = stmt.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) {
      throw new Error(`${file}: only named imports from ${ROOT_MODULE} can be rewritten: ${stmt.getText()}`);
    }
    const typeOnly = clause.isTypeOnly;
    /** subpath -> { default?: local, named: [text] } in order of first use */
    const groups = new Map();
    for (const el of clause.namedBindings.elements) {
      const imported = (el.propertyName ?? el.name).text;
      const local = el.name.text;
      const target = exportMap.get(imported);
      if (!target) throw new Error(`${file}: ${imported} is not an export of ${ROOT_MODULE}`);
      const group = groups.get(target.subpath) ?? { named: [] };
      groups.set(target.subpath, group);
      const isType = typeOnly || el.isTypeOnly;
      if (target.isDefault && !isType && !group.default) group.default = local;
      else
        group.named.push(
          `${!typeOnly && el.isTypeOnly ? 'type ' : ''}${imported === local ? local : `${imported} as ${local}`}`,
        );
    }
    const lines = [...groups].map(([subpath, g]) => {
      const parts = [g.default, g.named.length ? `{ ${g.named.join(', ')} }` : null].filter(Boolean).join(', ');
      return `import ${typeOnly ? 'type ' : ''}${parts} from '${ROOT_MODULE}/${subpath}';`;
    });
    edits.push({ start: stmt.getStart(sf), end: stmt.getEnd(), text: lines.join('\n') });
  }
  if (!edits.length) return null;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const targets = args.filter((a) => !a.startsWith('--'));
const files = listFiles(
  targets.length ? targets.map((t) => path.resolve(t)) : DEFAULT_DIRS.map((d) => path.join(root, d)),
);
const exportMap = buildExportMap();
let changed = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(`'${ROOT_MODULE}'`) && !text.includes(`"${ROOT_MODULE}"`)) continue;
  const next = rewrite(file, text, exportMap);
  if (next === null || next === text) continue;
  changed++;
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${path.relative(root, file)}`);
  if (!check) fs.writeFileSync(file, next);
}
console.log(`${changed} file(s) ${check ? 'to rewrite' : 'rewritten'}, ${files.length} scanned`);
if (check && changed) process.exit(1);
