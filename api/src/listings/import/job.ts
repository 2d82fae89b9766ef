// The import's picture job as a background job (jobs/plugin.ts): one run per import, asked for by
// the apply after its commit (uploads and feed runs alike), no schedule; and its sweep (sweep.ts) on
// IMPORT_PICTURES_SWEEP_CRON. When pg-boss does not run in this instance (every schedule off), the
// picture run happens in this process, in the background.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMPORT_PICTURES_JOB } from './pictures';
import { IMPORT_PICTURES_SWEEP_JOB } from './sweep';

export default fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      name: IMPORT_PICTURES_JOB,
      cron: 'off',
      inProcessWhenStopped: true,
      // At most maxNewPictures pictures, each within FETCH_TIMEOUT_MS.
      expireInSeconds: 60 * 60,
      run: async (data) => {
        if (typeof data.runId === 'string') await app.services.listingImport.runImportPictures(data.runId);
      },
    });
    app.jobs.define({
      name: IMPORT_PICTURES_SWEEP_JOB,
      cron: app.config.IMPORT_PICTURES_SWEEP_CRON,
      run: () => app.services.listingImport.sweepImportPictures(),
    });
  },
  { name: 'import-pictures-job', dependencies: ['infrastructure', 'jobs'] },
);
