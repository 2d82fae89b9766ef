// The bench's chunk labels: bytes of a minified file attributed to packages by its source map.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs the .mjs module in Node (jest here transforms TypeScript only) and returns what `expr` gives. */
function evaluate(expr: string): unknown {
  const url = `file://${path.join(__dirname, 'source-map-owners.mjs')}`;
  const code = `import * as m from '${url}'; console.log(JSON.stringify(${expr}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
}

test('source paths are grouped by package, workspace, app and runtime', () => {
  const sources = [
    'webpack://shell/../node_modules/@mui/material/Button/Button.js',
    'webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js',
    'webpack://mfe_public/../shared-ui/src/theme.ts',
    'webpack://mfe_public/./src/shared-local/form.ts',
    'webpack://shell/webpack/runtime/load script',
    'webpack://single_bundle/./mfe-public/src/app/public-routes.tsx',
  ];
  expect(evaluate(`${JSON.stringify(sources)}.map(m.packageOf)`)).toEqual([
    '@mui/material',
    'react-dom',
    'shared-ui',
    'mfe-public',
    'webpack/federation runtime',
    'mfe-public',
  ]);
});

test('each column range of the minified file counts for the source its mapping names', () => {
  // Line 1 "abc;def": columns 0-2 from source 0, 3-6 from source 1 ("GCAA": column +3, source +1).
  // Line 2 "xy": unmapped.
  const map = {
    sources: ['webpack://shell/../node_modules/react/index.js', 'webpack://shell/./src/app.tsx'],
    mappings: 'AAAA,GCAA;',
  };
  expect(evaluate(`m.bytesByPackage('abc;def\\nxy', ${JSON.stringify(map)})`)).toEqual([
    ['shell', 5],
    ['react', 3],
    ['unmapped', 2],
  ]);
  expect(evaluate(`m.describeOwners([['react-dom', 98], ['scheduler', 2]])`)).toBe('react-dom 98%');
});
