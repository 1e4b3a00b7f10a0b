// Database outages under load (issue 33.4-33.6), for `npm run fuzz -- --outages N` and the test
// test/server/pg-outage.test.ts: a throwaway PostgreSQL and two server instances on it; matches
// played through either instance, new matches created all along (transactions on checked-out
// clients), a WebSocket on each instance for every match, and dead clients (sockets stopped in the
// middle of a frame); then PostgreSQL stopped fast (57P01 to every session) and started again, N
// times. Counts the outages the instances survived, the answers given meanwhile (503 `unavailable`,
// or a body naming the database's host, port or tables, or another 5xx), the time to serve again,
// the sockets still following their match at the end, and the dead clients closed.
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Rng } from '../src/kernel/rng.ts';
import type { CreatedMatch, Snapshot } from '../src/protocol/types.ts';
import { Watcher } from '../test/server/helpers.ts';
import { type Answer, type Instance, callInstance, startInstance } from '../test/server/instances.ts';
import { findPostgres, startPostgres } from '../test/server/postgres.ts';

export interface OutageReport {
  outages: number;
  /** Outages after which both instances were alive and serving. */
  survived: number;
  /** Actions acknowledged (200) and matches created (201) through the outages. */
  acknowledged: number;
  created: number;
  /** Answers during outages: 503 unavailable; any body naming host, port or tables; other 5xx. */
  unavailable: number;
  leaky: number;
  otherServerErrors: number;
  /** From PostgreSQL accepting connections again to both instances serving (ms), each outage. */
  backMs: number[];
  /** WebSockets open through the outages, and those that got the match's next step at the end. */
  sockets: number;
  following: number;
  /** Sockets stopped in the middle of a frame, and those the server closed. */
  deadClients: number;
  deadClosed: number;
  problems: string[];
}

export const hasPostgres = () => findPostgres() !== null;

const call = callInstance;

/** A WebSocket that sends the first two bytes of a frame and nothing more; resolves when the server closes it. */
function deadClient(inst: Instance, token: string): Promise<void> {
  const { hostname, port } = new URL(inst.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.once('connect', () => {
    const key = randomBytes(16).toString('base64');
    socket.write(
      `GET /api/play/${token}/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    socket.once('data', () => socket.write(Buffer.from([0x81, 0x80 | 100])));
  });
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

export async function fuzzOutages(opts: { outages: number; lanes?: number; seed?: number }): Promise<OutageReport> {
  const lanesCount = opts.lanes ?? 6;
  const report: OutageReport = {
    outages: opts.outages,
    survived: 0,
    acknowledged: 0,
    created: 0,
    unavailable: 0,
    leaky: 0,
    otherServerErrors: 0,
    backMs: [],
    sockets: 0,
    following: 0,
    deadClients: 0,
    deadClosed: 0,
    problems: [],
  };
  const problem = (s: string) => void (report.problems.length < 20 && report.problems.push(s));
  const pgServer = await startPostgres();
  const instances: Instance[] = [];
  try {
    const url = await pgServer.database('outages');
    const port = new URL(pgServer.url).port;
    const leak = new RegExp(`127\\.0\\.0\\.1|:${port}|relation|matches|journal|terminat|ECONN`);
    /** Every answer while the database may be away: counted, and checked for the driver's words. */
    const judge = (r: Answer | null) => {
      if (!r) return;
      if (leak.test(r.text)) report.leaky++, problem(`driver message in an answer: ${r.text.slice(0, 200)}`);
      if (r.status === 503 && r.body?.error?.code === 'unavailable') report.unavailable++;
      else if (r.status >= 500) report.otherServerErrors++, problem(`${r.status}: ${r.text.slice(0, 200)}`);
    };
    const env = { DATABASE_URL: url, WS_PING_SECONDS: '2' };
    instances.push(await startInstance(env), await startInstance(env));
    const [a, b] = instances;
    const rng = new Rng(opts.seed ?? 1);
    const matches: string[] = [];
    for (let i = 0; i < lanesCount; i++) {
      const r = await call(a.url, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' });
      if (r?.status !== 201) throw new Error(`could not create a match: ${r?.text}`);
      matches.push((r.body as CreatedMatch).links[0].token);
    }
    const watchers = await Promise.all(matches.flatMap((t) => [Watcher.open(a, t), Watcher.open(b, t)]));
    const dead: Promise<void>[] = [];
    let running = true;
    const lane = async (token: string, laneRng: Rng) => {
      while (running) {
        const via = laneRng.int(2) === 0 ? a : b;
        const s = await call(via.url, 'GET', `/api/play/${token}`);
        judge(s);
        if (s?.status !== 200) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const snap = s.body as Snapshot;
        if (snap.status !== 'active' || snap.legal.length === 0) return;
        const pick = snap.legal[laneRng.int(snap.legal.length)];
        const r = await call(via.url, 'POST', `/api/play/${token}/action`, { seq: snap.seq, action: pick.action, role: pick.role });
        judge(r);
        if (r?.status === 200) report.acknowledged++;
      }
    };
    const creator = async (via: Instance) => {
      while (running) {
        const r = await call(via.url, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' });
        judge(r);
        if (r?.status === 201) report.created++;
        else await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = [...matches.map((t, i) => lane(t, new Rng(rng.int(1e9) + i))), creator(a), creator(b)];
    for (let k = 0; k < opts.outages; k++) {
      const before = report.acknowledged;
      const until = Date.now() + 20_000;
      while (report.acknowledged < before + 8 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      for (const inst of instances) {
        dead.push(deadClient(inst, matches[k % matches.length]).then(() => void report.deadClosed++));
        report.deadClients++;
      }
      await pgServer.down();
      for (const inst of instances) judge(await call(inst.url, 'GET', `/api/play/${matches[0]}`));
      await new Promise((r) => setTimeout(r, 300 + rng.int(700)));
      await pgServer.up();
      const t0 = Date.now();
      let serving = true;
      for (const inst of instances) {
        for (;;) {
          const r = await call(inst.url, 'GET', `/api/play/${matches[0]}`);
          if (r?.status === 200) break;
          if (inst.child.exitCode !== null || inst.child.signalCode !== null || Date.now() - t0 > 30_000) {
            serving = false;
            problem(
              `outage ${k + 1}: instance ${inst.url} ${inst.child.exitCode !== null ? `exited (${inst.child.exitCode})` : 'not serving after 30 s'}: ${inst.stderr().slice(-1500)}`,
            );
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      report.backMs.push(Date.now() - t0);
      if (!serving) break;
      report.survived++;
    }
    running = false;
    await Promise.all(load);
    // Every socket still follows its match: one more action through instance A reaches both instances'
    // sockets (a match finished meanwhile has no next step: its sockets are not counted).
    for (const [i, token] of matches.entries()) {
      const s = (await call(a.url, 'GET', `/api/play/${token}`))?.body as Snapshot | undefined;
      if (s?.status !== 'active' || s.legal.length === 0) continue;
      const r = await call(a.url, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: s.legal[0].action, role: s.legal[0].role });
      if (r?.status !== 200) continue;
      report.sockets += 2;
      for (const [side, w] of [watchers[2 * i], watchers[2 * i + 1]].entries()) {
        const got = await w
          .until((x) => x.seq >= s.seq + 1, 10_000)
          .then(
            () => true,
            () => false,
          );
        if (got) report.following++;
        else problem(`a socket of match ${s.matchId} on instance ${'AB'[side]} did not get step ${s.seq + 1}: ${instances[side].stderr().slice(-1500)}`);
      }
    }
    for (const w of watchers) w.close();
    await Promise.race([Promise.all(dead), new Promise((r) => setTimeout(r, 8000))]);
  } finally {
    for (const i of instances) await i.close().catch(() => {});
    await pgServer.stop();
  }
  return report;
}
