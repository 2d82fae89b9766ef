// docs/contracts.md's "Who may call" table is written from the registry, never by hand: this test
// fails when the table differs from the registry; `UPDATE_DOCS=1 npx jest access-table` rewrites it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import type { Endpoint } from './define';
import { listEndpoints } from './index';

const DOC = path.join(__dirname, '..', '..', '..', 'docs', 'contracts.md');
const BEGIN =
  '<!-- access-table: generated from the registry by shared-contracts/src/endpoints/access-table.test.ts -->';
const END = '<!-- /access-table -->';

function who(endpoint: Endpoint): string {
  const { access, permissions = {} } = endpoint;
  const callers =
    access === 'public'
      ? 'anyone'
      : access === 'signed-in'
        ? 'signed in'
        : access.map((role) => (permissions[role] ? `${role} with ${permissions[role]}` : role)).join(', ');
  return endpoint.devOnly ? `${callers} (development only)` : callers;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

function accessTable(): string {
  const rows = listEndpoints()
    .map(({ endpoint }) => endpoint)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((e) => `| ${e.method} | \`${e.path}\` | ${who(e)} | ${cell(e.summary)} |`);
  return ['| Method | Route | Who may call | What |', '|---|---|---|---|', ...rows].join('\n');
}

it("docs/contracts.md's access table is the registry's", () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const table = accessTable();
  if (process.env.UPDATE_DOCS === '1') {
    fs.writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${table}\n${doc.slice(end)}`);
    return;
  }
  expect(doc.slice(start + BEGIN.length, end).trim()).toBe(table);
});
