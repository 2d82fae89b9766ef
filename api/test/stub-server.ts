// A local HTTP server standing in for a dealer's or a picture host's server in the fetcher's tests
// (reached through the test-only FETCH_ALLOW_LOOPBACK): listens on a free port of 127.0.0.1 and
// closes its open connections with itself (a slow answer left waiting does not hold jest).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  base: string;
  port: number;
  close(): Promise<void>;
}

export async function startStubServer(handler: http.RequestListener): Promise<StubServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
