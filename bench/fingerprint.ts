// A fingerprint of random play, to show that a change made for speed changes no behaviour: SHA-256
// of every legal-action list, every action, every final state and result of N seeded random games
// ("journal"), and for every fifth game also every log entry, both languages' descriptions of every
// action, every chance label and every third view with its keys sorted ("full"). The games cycle
// through the default setup and each flag option alone. Run it before and after a change: equal
// hashes, same behaviour. Not a test.
//
// Usage: tsx bench/fingerprint.ts GAME [--games 30] [--seed 1000]
import { createHash } from 'node:crypto';
import { games } from '../src/games/index.ts';
import { type Action, CHANCE, type LogEntry, type SetupConfig } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const id = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const game = id ? games[id] : undefined;
if (!game) throw new Error(`usage: tsx bench/fingerprint.ts GAME [--games N] [--seed S]; games: ${Object.keys(games).join(', ')}`);
const n = opt('games', 30);
const seed = opt('seed', 1000);

/** JSON with every object's keys sorted (a view's key order is not behaviour). */
const canonical = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );

const configs: SetupConfig[] = [{}, ...(game.options ?? []).filter((o) => o.kind === 'flag').map((o) => ({ options: { [o.id]: true } }))];
const journal = createHash('sha256');
const full = createHash('sha256');
let actions = 0;
for (let g = 0; g < n; g++) {
  const rng = new Rng(seed + g);
  const s = game.setup(configs[g % configs.length]);
  const detailed = g % 5 === 0;
  for (let step = 0; ; step++) {
    const acting = game.toAct(s);
    if (!acting.length) break;
    const role = acting[0];
    let a: Action;
    if (role === CHANCE) {
      const spec = game.chance(s);
      const dice: number[] = [];
      for (let i = 0; i < spec.dice; i++) dice.push(rng.die(spec.sides));
      a = { type: 'dice', dice };
      if (detailed) full.update(JSON.stringify(spec));
    } else {
      const legal = game.legalActions(s, role);
      journal.update(JSON.stringify(legal));
      a = legal[rng.int(legal.length)];
      actions++;
      if (detailed) {
        full.update(game.describeAction(s, role, a, 'en') + game.describeAction(s, role, a, 'fr'));
        if (step % 3 === 0) full.update(canonical(game.view(s, role)));
      }
    }
    journal.update(role + JSON.stringify(a));
    const log: LogEntry[] = [];
    game.perform(s, role, a, detailed ? (e) => log.push(e) : undefined);
    if (detailed) full.update(JSON.stringify(log));
  }
  journal.update(JSON.stringify(s) + JSON.stringify(game.result(s)));
}
console.log(
  `${game.id}: ${n} games (seeds ${seed}-${seed + n - 1}, ${configs.length} setups), ${actions} player actions; journal ${journal.digest('hex').slice(0, 16)}, full ${full.digest('hex').slice(0, 16)}`,
);
