// The differential leak test through the real server (in-process, as test/server does): the games
// recorded by harness.ts are played again over HTTP, and what the other side's link and an observer
// link receive - every WebSocket frame as sent (view patches included) and the snapshot fetched at the
// end, every field and counter - must be byte-identical in both games until the disclosure.
import type { Role } from '../../src/kernel/game.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, Watcher, api, tokenOf } from '../server/helpers.ts';
import type { Played, SecretPoint } from './harness.ts';

/** What differs between two matches by construction (ids and links). */
function neutral(raw: string): string {
  const msg = JSON.parse(raw);
  const s = msg.snapshot ?? msg;
  delete s.matchId;
  delete s.rematchLink;
  return JSON.stringify(msg);
}

/** What the watching links received while `played` was played on the server (the disclosing action left out). */
export async function serverFrames(server: TestServer, point: SecretPoint, seed: number, played: Played): Promise<Record<string, string[]>> {
  // The same dice as the harness's seededDice(seed): given in process where the server takes no seed
  // over HTTP (TestServer.nextSeeds), else in the request.
  const seeds = (server as { nextSeeds?: (...s: number[]) => void }).nextSeeds;
  seeds?.call(server, seed);
  const created = await api<CreatedMatch>(server, 'POST', '/api/matches', {
    game: point.game,
    ...point.config,
    seat: point.side,
    opponent: 'invite',
    ...(seeds ? {} : { seed }),
  });
  if (created.status >= 300) throw new Error(`match not created: ${JSON.stringify(created.body)}`);
  const m = created.body;
  const tokens: Record<Role, string> = Object.fromEntries(m.links.map((l) => [l.seat, l.token]));
  tokens.observer = tokenOf(m.observer.url);
  const watchers: Record<string, Watcher> = {};
  for (const r of Object.keys(tokens)) if (r !== point.side) watchers[r] = await Watcher.open(server, tokens[r]);
  const actions = played.disclosed ? played.actions.slice(0, -1) : played.actions;
  for (const { role, action, seq } of actions) {
    const r = await api(server, 'POST', `/api/play/${tokens[role]}/action`, { seq, action, role });
    if (r.status >= 300) throw new Error(`${role} ${JSON.stringify(action)} refused: ${JSON.stringify(r.body)}`);
  }
  const out: Record<string, string[]> = {};
  for (const [r, w] of Object.entries(watchers)) {
    const last = (await api<Snapshot>(server, 'GET', `/api/play/${tokens[r]}`)).body;
    // Every frame is in once the last one carries what the link fetches now.
    await w.until((s) => s.seq === last.seq && JSON.stringify(s.toAct) === JSON.stringify(last.toAct)).catch(() => undefined);
    out[r] = [...w.raw.map(neutral), neutral(JSON.stringify(last))];
    w.ws.close();
  }
  return out;
}

/** The first frame where two plays' server frames differ, for a role, or null. */
export function firstServerDifference(a: Record<string, string[]>, b: Record<string, string[]>): { role: string; frame: number; a: string; b: string } | null {
  for (const role of Object.keys(a)) {
    const n = Math.max(a[role].length, b[role].length);
    for (let i = 0; i < n; i++) {
      if (a[role][i] !== b[role][i]) return { role, frame: i, a: (a[role][i] ?? 'none').slice(0, 600), b: (b[role][i] ?? 'none').slice(0, 600) };
    }
  }
  return null;
}
