// Access tokens: HS256 JWTs carrying only who (sub) and the session generation (ver). Role,
// permissions and account status are read from the database on every request (plugins/auth.ts).
import { SignJWT, jwtVerify } from 'jose';

/** What a session token proves: the user id and the user's token version when it was issued. */
export interface SessionClaims {
  sub: string;
  ver: number;
}

/** Short-lived tokens for one internal purpose (no user), e.g. `npm run mail` reading the outbox. */
export type ServiceAudience = 'outbox';

export class TokenService {
  private key: Uint8Array;
  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: { sub: string; ver?: number }): Promise<string> {
    return new SignJWT({ ver: claims.ver ?? 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(this.key);
  }

  /** The claims of a valid session token (signature, HS256, exp required and not passed); undefined otherwise. */
  async verify(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (payload.aud !== undefined || typeof payload.sub !== 'string') return undefined;
      const ver = payload.ver;
      if (typeof ver !== 'number' || !Number.isInteger(ver) || ver < 0) return undefined;
      return { sub: payload.sub, ver };
    } catch {
      return undefined;
    }
  }

  signService(audience: ServiceAudience, ttl = '60s'): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(this.key);
  }

  async verifyService(token: string, audience: ServiceAudience): Promise<boolean> {
    try {
      await jwtVerify(token, this.key, { algorithms: ['HS256'], audience, requiredClaims: ['exp'] });
      return true;
    } catch {
      return false;
    }
  }
}
