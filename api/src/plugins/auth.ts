// Who is calling: a bearer JWT proves the user id and session generation; the role,
// permissions and account status are read from the database on every request, so a changed
// role, a suspension, a deleted account or a bumped token version (auth/sessions.ts) take
// effect at once. onRequest hooks state the roles a route allows (requireRole) or read them,
// with the permission a role must also hold, from the route's registry entry (requireAccess).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Endpoint, Permission, Role } from 'shared-contracts';
import { permissionsFor } from '../auth/permissions';
import { dealers, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in caller, as the database says now. */
export interface AuthContext {
  sub: string;
  role: Role;
  permissions?: Record<string, boolean>;
  dealerId?: string;
  /** A dealer's dealership status: a pending one (not yet approved) gets lower limits (listings/routes.ts). */
  dealerStatus?: 'pending' | 'approved' | 'suspended';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    /** Requires a valid bearer token. */
    authenticate: preHandlerHookHandler;
    /** Requires a valid bearer token of one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerHookHandler;
    /**
     * Who may call, as the endpoint's registry entry says: its `access` (401 anonymous, 403
     * another role) and, for a role named in its `permissions`, that permission (403 without it).
     */
    requireAccess: (endpoint: Pick<Endpoint, 'access' | 'permissions'>) => preHandlerHookHandler;
  }
}

/** True only when the caller's permission map holds `permission` exactly true (spec 1 section 6). */
export function hasPermission(auth: AuthContext | undefined, permission: Permission): boolean {
  return auth?.permissions?.[permission] === true;
}

/** The caller behind a session token, or undefined when the token is invalid, stale or the account may not act. */
async function resolveSession(app: FastifyInstance, token: string): Promise<AuthContext | undefined> {
  const claims = await app.tokens.verify(token);
  if (!claims || !UUID.test(claims.sub)) return undefined;
  const [row] = await app.db
    .select({
      role: users.role,
      permissions: users.permissions,
      tokenVersion: users.tokenVersion,
      dealerId: dealers.id,
      dealerStatus: dealers.status,
    })
    .from(users)
    .leftJoin(dealers, eq(dealers.userId, users.id))
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row || row.tokenVersion !== claims.ver) return undefined;
  // A suspended dealer's sessions stop at once (sign-in is refused with 403 too).
  if (row.role === 'dealer' && row.dealerStatus === 'suspended') return undefined;
  const role = row.role as Role;
  return {
    sub: claims.sub,
    role,
    permissions: permissionsFor(role, row.permissions),
    ...(row.dealerId ? { dealerId: row.dealerId } : {}),
    ...(row.dealerStatus ? { dealerStatus: row.dealerStatus } : {}),
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', undefined);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) {
        request.auth = await resolveSession(app, header.slice(7).trim());
      }
    });
    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!request.auth) throw unauthorized();
    };
    app.decorate('authenticate', authenticate as preHandlerHookHandler);
    app.decorate(
      'requireRole',
      (...roles: Role[]) =>
        (async (request: FastifyRequest) => {
          if (!request.auth) throw unauthorized();
          if (!roles.includes(request.auth.role)) throw forbidden();
        }) as preHandlerHookHandler,
    );
    app.decorate(
      'requireAccess',
      ({ access, permissions }: Pick<Endpoint, 'access' | 'permissions'>) =>
        (async (request: FastifyRequest) => {
          if (access === 'public') return;
          if (!request.auth) throw unauthorized();
          if (access !== 'signed-in' && !access.includes(request.auth.role)) throw forbidden();
          const permission = permissions?.[request.auth.role];
          if (permission && !hasPermission(request.auth, permission)) throw forbidden();
        }) as preHandlerHookHandler,
    );
  },
  { name: 'auth', dependencies: ['infrastructure'] },
);
