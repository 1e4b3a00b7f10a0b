// Replay of a long finished match (issue 33.7): ms per GET /api/play/:token/replay at random steps of a
// 1,500-step ca-arras-1940 match (random legal moves from a fixed seed, then a resignation ends it).
// `npx tsx bench/replay.ts [steps] [requests]`.
import { games } from '../src/games/index.ts';
import { Rng } from '../src/kernel/rng.ts';
import { MatchService } from '../src/server/service.ts';
import { SqliteStore } from '../src/server/sqlite-store.ts';

const STEPS = Number(process.argv[2] ?? 1500);
const REQUESTS = Number(process.argv[3] ?? 40);
const store = new SqliteStore(':memory:');
const service = new MatchService({ store, games, diceSeed: () => '33' });
const rng = new Rng(33);
const created = await service.create({ game: 'ca-arras-1940', seat: 'allied', opponent: 'hotseat' });
const token = created.links[0].token;
let snap = await service.snapshotFor(token);
while (snap.seq < STEPS && snap.status === 'active' && snap.legal.length > 0) {
  const pick = snap.legal[rng.int(snap.legal.length)];
  snap = await service.act(token, { seq: snap.seq, action: pick.action, role: pick.role });
}
if (snap.status === 'active') snap = await service.resign(token, {});
const total = snap.seq;
const times: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  const step = rng.int(total + 1);
  const t0 = performance.now();
  await service.replay(token, step, i % 2 ? 'german' : 'allied');
  times.push(performance.now() - t0);
}
const first = times.shift()!;
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `replay of a ${total}-step ca-arras-1940 match: first request ${first.toFixed(1)} ms; the next ${times.length} at random steps: ` +
    `mean ${mean.toFixed(1)} ms, median ${times[times.length >> 1].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
);
await service.close();
store.close();
