// Real counterparts of the turn notices on loopback (issue 30.2): an SMTP server (smtp-server) whose
// mail is read back with mailparser, a webhook receiver, and a Web Push service over HTTPS (a
// self-signed certificate made by openssl) that decrypts each payload with the subscription's keys
// (RFC 8291, aes128gcm: http_ece, the library web-push encrypts with).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const ece = createRequire(import.meta.url)('http_ece') as { decrypt(buf: Buffer, params: Record<string, unknown>): Buffer };

export interface Received<T> {
  items: T[];
  url: string;
  close(): Promise<void>;
}

export async function smtpReceiver(): Promise<Received<{ to: string; subject: string; text: string }>> {
  const items: { to: string; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((m) => {
        const to = Array.isArray(m.to) ? m.to[0] : m.to;
        items.push({ to: to?.value[0]?.address ?? '', subject: m.subject ?? '', text: m.text ?? '' });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { items, url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Receives webhook POSTs; `status` answers them (a function of the call's number, from 1). */
export async function webhookReceiver(status: (n: number) => number = () => 204): Promise<Received<{ body: any; at: number }> & { calls: number }> {
  const items: { body: any; at: number }[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const code = status(++calls);
      if (code < 300) items.push({ body: JSON.parse(data), at: Date.now() });
      r.calls = calls;
      res.writeHead(code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const r = { items, calls, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  return r;
}

export interface PushService extends Received<{ payload: any; headers: Record<string, unknown>; path: string }> {
  /** A browser's subscription to this service (its keys are kept here to decrypt). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** An HTTPS agent that trusts this service's certificate (AccountOptions.pushAgent). */
  agent: Agent;
  /** Answer the next pushes with this status (201 by default; 410 = subscription gone). */
  status: number;
}

export async function pushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(path.join(dir, 'key.pem'));
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const items: { payload: any; headers: Record<string, unknown>; path: string }[] = [];
  const svc = {} as PushService;
  const server = createHttpsServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (svc.status < 300) {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
        items.push({ payload: JSON.parse(plain.toString('utf8')), headers: req.headers, path: req.url ?? '' });
      }
      res.writeHead(svc.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return Object.assign(svc, {
    items,
    status: 201,
    url: `https://127.0.0.1:${port}`,
    subscription: {
      endpoint: `https://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    agent: new Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
