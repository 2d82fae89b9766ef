// Developer tools: the mail outbox as the contract shows it (dates as ISO strings).
import type { FastifyInstance } from 'fastify';
import type { OutboxMail, OutboxQuery } from 'shared-contracts';

export type DevDeps = Pick<FastifyInstance, 'devRepository'>;

export async function readOutbox(deps: DevDeps, query: OutboxQuery): Promise<OutboxMail[]> {
  const rows = await deps.devRepository.outbox(query);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}
