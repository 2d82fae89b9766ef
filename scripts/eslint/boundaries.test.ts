// The lint boundaries fire: each snippet is linted with the real config under a fake path.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Linted {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string }>;
}

function lint(snippets: Array<{ file: string; code: string }>): Linted[] {
  const input = JSON.stringify(snippets.map(({ file, code }) => ({ filePath: path.join(ROOT, file), code })));
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  return JSON.parse(out) as Linted[];
}

const rulesOf = (linted: Linted) => linted.messages.map((m) => m.ruleId);
/** The rules these cases are about: an allowed case trips none of them. */
const BOUNDARY_RULES = ['project/imports', 'no-restricted-imports', 'no-restricted-syntax'];

/** name, file, code, and the rule that refuses it (the import boundaries unless named). */
const refused: Array<[string, string, string, string?]> = [
  [
    'a remote importing another remote by package name',
    'mfe-dealer/src/features/dashboard/x.ts',
    "import DealerBilling from 'mfe-billing';",
  ],
  [
    'a remote importing another remote by path',
    'mfe-dealer/src/features/dashboard/x.ts',
    "import DealerBilling from '../../../../mfe-billing/src/exposes/DealerBilling';",
  ],
  [
    'the shell importing a remote by path',
    'shell/src/routes/x.ts',
    "import PublicRoutes from '../../../mfe-public/src/exposes/PublicRoutes';",
  ],
  ['a shared package importing an app', 'shared-ui/src/x.ts', "import { paths } from 'mfe-public';"],
  ['shared-auth importing shared-ui (upwards)', 'shared-auth/src/x.ts', "import { theme } from 'shared-ui';"],
  ['shared-contracts importing shared-auth', 'shared-contracts/src/x.ts', "import { apiClient } from 'shared-auth';"],
  [
    'shared-contracts importing the API by path',
    'shared-contracts/src/x.ts',
    "import { db } from '../../api/src/db/client';",
  ],
  [
    'one feature importing another feature',
    'mfe-public/src/features/listings/components/x.tsx',
    "import { useCreateLead } from '../../leads/api/create-lead';",
  ],
  [
    "an API domain importing another domain's repository",
    'api/src/leads/service.ts',
    "import { findListing } from '../listings/repository';",
  ],
  [
    "an API domain importing a file of another domain's repository folder",
    'api/src/enquiries/routes.ts',
    "import { q } from '../listings/repository/queries';",
  ],
  [
    'browser code importing the API',
    'mfe-admin/src/features/dashboard/x.ts',
    "import { app } from '../../../../api/src/app';",
  ],
  // One way to call the API: callApi with a path from the endpoint registry (shared-contracts).
  [
    'a remote importing apiClient',
    'mfe-admin/src/features/dashboard/api/x.ts',
    "import { getApiClient } from 'shared-auth';\nexport const x = getApiClient;",
    'no-restricted-imports',
  ],
  [
    'shared-ui importing axios',
    'shared-ui/src/api/x.ts',
    "import axios from 'axios';\nexport const x = axios;",
    'no-restricted-imports',
  ],
  [
    'the shell importing the client file by path',
    'shell/src/x.ts',
    "import { getApiClient } from '../../shared-auth/src/api-client';\nexport const x = getApiClient;",
    'no-restricted-imports',
  ],
  [
    'a shared-auth module other than callApi using the client',
    'shared-auth/src/auth-store.ts',
    "import { getApiClient } from './api-client';\nexport const x = getApiClient;",
    'no-restricted-imports',
  ],
  [
    'shared-auth re-exporting the client',
    'shared-auth/src/index.ts',
    "export { getApiClient } from './api-client';",
    'no-restricted-imports',
  ],
  [
    'an API path in a string',
    'mfe-public/src/features/listings/api/x.ts',
    "export const url = '/api/listings/filter-options';",
    'no-restricted-syntax',
  ],
  [
    'an API path in a template',
    'mfe-billing/src/features/admin-subscription/api/x.ts',
    'export const url = (id: string) => `/api/dealers/${id}`;',
    'no-restricted-syntax',
  ],
  ['an API path in shared-auth', 'shared-auth/src/x.ts', "export const url = '/api/auth/me';", 'no-restricted-syntax'],
];

const allowed: Array<[string, string, string]> = [
  [
    'a remote importing the shared packages',
    'mfe-public/src/features/listings/components/x.tsx',
    "import { Pagination } from 'shared-ui';\nimport { callApi } from 'shared-auth';\nexport const x = [Pagination, callApi];",
  ],
  [
    "a feature importing its own files and the remote's shared code",
    'mfe-public/src/features/listings/components/x.tsx',
    "import { getListing } from '../api/get-listing';\nimport { formatMoney } from '../../../shared-local/format';\nexport const x = [getListing, formatMoney];",
  ],
  [
    'an app composing features in src/app',
    'mfe-public/src/app/routes/x.tsx',
    "import { LeaseSearch } from '../../features/listings/components/lease-search';\nexport const x = LeaseSearch;",
  ],
  [
    'an API domain using its own repository',
    'api/src/listings/service.ts',
    "import { findListing } from './repository';\nexport const x = findListing;",
  ],
  [
    "an API domain using another domain's service",
    'api/src/leads/service.ts',
    "import { getListing } from '../listings/service';\nexport const x = getListing;",
  ],
  [
    "app.ts registering a domain's repository plugin",
    'api/src/app.ts',
    "import dealersRepository from './dealers/repository';\nexport const x = dealersRepository;",
  ],
  [
    'a fetcher calling an endpoint of the registry',
    'mfe-public/src/features/listings/api/x.ts',
    "import { callApi } from 'shared-auth';\nimport { endpoints } from 'shared-contracts';\nexport const x = (id: string) => callApi(endpoints.listings.byId, { params: { id } });",
  ],
  [
    'callApi using the client',
    'shared-auth/src/call-api.ts',
    "import { getApiClient } from './api-client';\nexport const x = getApiClient;",
  ],
  [
    'the shared-auth test helpers using the client',
    'shared-auth/src/test-utils.ts',
    "import { getApiClient } from './api-client';\nexport const x = getApiClient;",
  ],
  ['the registry writing the paths', 'shared-contracts/src/endpoints/x.ts', "export const path = '/api/listings/:id';"],
  [
    'a test naming the path it expects',
    'mfe-public/src/features/listings/components/x.test.tsx',
    "export const expected = '/api/listings';",
  ],
  ['the API writing its paths', 'api/src/app.ts', "export const prefix = '/api/docs';"],
  [
    'a path that is not under /api/',
    'mfe-public/src/features/listings/components/x.tsx',
    "export const to = '/apiary';",
  ],
];

describe('lint boundaries', () => {
  const results = lint([...refused, ...allowed].map(([, file, code]) => ({ file, code })));

  it.each(refused.map((c, i) => [c[0], i, c[3] ?? 'project/imports'] as const))('refuses %s', (_name, i, rule) => {
    expect(rulesOf(results[i])).toContain(rule);
  });

  it.each(allowed.map((c, i) => [c[0], refused.length + i] as const))('allows %s', (_name, i) => {
    expect(rulesOf(results[i]).filter((rule) => rule && BOUNDARY_RULES.includes(rule))).toEqual([]);
  });

  it('refuses an import cycle', () => {
    // no-cycle reads the other side from disk: two real files that import each other.
    const dir = path.join(ROOT, 'mfe-public/src', `lint-cycle-fixture-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = 1;\nexport const c = a;\n");
      const [cycle] = lint([
        {
          file: path.relative(ROOT, path.join(dir, 'a.ts')),
          code: "import { b } from './b';\nexport const a = () => b;\n",
        },
      ]);
      expect(rulesOf(cycle)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
