// A local SMTP server for the mail sender's tests (smtp-server, from the nodemailer project):
// no TLS, no authentication, every message parsed (mailparser). It can be stopped and started
// again on the same port (the "server down" case) and refuse chosen recipients with a 550.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  readonly port: number;
  readonly url: string;
  readonly messages: ParsedMail[];
  /** Resolves once `count` messages in all have arrived. */
  received(count: number): Promise<void>;
  /** Recipients answered "550 No such user" (a permanent refusal). */
  refuse(address: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const refused = new Set<string>();
  const waiters: Array<{ count: number; resolve(): void }> = [];
  const settle = () => {
    for (const w of waiters.filter((x) => messages.length >= x.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    if (server) return;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address))
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        return callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          messages.push(mail);
          settle();
          callback();
        }, callback);
      },
    });
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    received: (count) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        settle();
      }),
    refuse: (address) => {
      refused.add(address);
    },
    start,
    stop: async () => {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
