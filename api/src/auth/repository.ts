// Account queries: users by email or id, creating, changing and removing them, ending their sessions.
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
type NewUserRow = typeof users.$inferInsert;

export function createAuthRepository(db: Db | Tx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return Boolean(row);
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    /** Changes the user; undefined when there is no such user. */
    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /**
     * Ends every session of the user: every access token carries its user's token version
     * (`ver`), so bumping it makes every earlier token invalid on the next request
     * (plugins/auth.ts compares them). Returns the new version.
     */
    async endSessions(userId: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion ?? 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    authRepository: AuthRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('authRepository', createAuthRepository(app.db));
  },
  { name: 'auth-repository', dependencies: ['infrastructure'] },
);
