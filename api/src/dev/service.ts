// Developer tools: the mail outbox as the contract shows it (dates as ISO strings).
import type { OutboxMail, OutboxQuery } from 'shared-contracts';
import type { Db } from '../db/client';
import { createDevRepository, type DevRepository } from './repository';

/** What the dev service uses (built once in services.ts). */
interface DevDeps {
  devRepository: DevRepository;
}

export function createDevService(deps: DevDeps) {
  return {
    async readOutbox(query: OutboxQuery): Promise<OutboxMail[]> {
      const rows = await deps.devRepository.outbox(query);
      return rows.map((r) => ({
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

/** The dev service on a database opened apart (`npm run mail` when no API answers). */
export const devServiceOn = (db: Db) => createDevService({ devRepository: createDevRepository(db) });
