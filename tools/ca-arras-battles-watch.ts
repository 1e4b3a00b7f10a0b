// Where does the search player lose in Counter-Attack: Arras (Battles edition)? (issue 17)
//
// batch: plays games i = FROM..TO-1 of a `simulate --seed SEED` batch (dice seed gameSeed(SEED, i), the same
// games as `npx arras simulate --game ca-arras-battles --players allied=A,german=B --games N --seed SEED`),
// one JSON line a game: index, dice seed, winner, ending, turn, VP.
//
//   npx tsx tools/ca-arras-battles-watch.ts batch ALLIED GERMAN SEED FROM TO
//   e.g. nice -n 10 npx tsx tools/ca-arras-battles-watch.ts batch heuristic search:200:9999999ms 201 0 30
//
// watch: replays game INDEX of that batch and prints, for each decision of the search side (the side played by
// a `search` spec), the root's visits and values and the move chosen, the evaluation's terms at the start of
// each impulse, and every log entry (with its rule), so that a lost game can be read.
//
//   npx tsx tools/ca-arras-battles-watch.ts watch ALLIED GERMAN SEED INDEX [TURN_FROM] [TURN_TO]
import { type Action, type Role, CHANCE, actionKey, applyAction } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';
import { getGame } from '../src/games/index.ts';
import { createPlayer, decide } from '../src/players/index.ts';
import { SearchPlayer } from '../src/players/search.ts';
import { gameSeed } from '../src/sim/simulate.ts';
import { playMatch } from '../src/sim/match.ts';
import { alliedChance, features } from '../src/games/ca-arras-battles/ai/index.ts';
import type { BattlesState } from '../src/games/ca-arras-battles/state.ts';
import type { BattlesView } from '../src/games/ca-arras-battles/game.ts';

const [mode, allied, german, seedArg, ...rest] = process.argv.slice(2);
if (!mode || !allied || !german || !seedArg) throw new Error('usage: ca-arras-battles-watch.ts batch|watch ALLIED GERMAN SEED ...');
const game = getGame('ca-arras-battles');
const seed = Number(seedArg);

if (mode === 'batch') {
  const from = Number(rest[0] ?? 0);
  const to = Number(rest[1] ?? from + 1);
  for (let i = from; i < to; i++) {
    const o = playMatch({ gameId: game.id, config: {}, seed: gameSeed(seed, i), index: i, players: { allied, german } });
    const f = o.final ?? {};
    const d = Object.fromEntries(
      Object.entries(o.decisions).map(([r, x]) => [r, { n: x.count, meanMs: Math.round(x.totalMs / Math.max(1, x.count)), maxMs: Math.round(x.maxMs) }]),
    );
    console.log(
      JSON.stringify({
        index: i,
        seed: o.seed,
        winner: o.winner,
        kind: o.kind,
        detail: o.detail,
        turn: f.turn,
        vp: f.vp,
        actions: o.actions,
        decisions: d,
        error: o.error,
      }),
    );
  }
} else if (mode === 'watch') {
  const index = Number(rest[0] ?? 0);
  const turnFrom = Number(rest[1] ?? 1);
  const turnTo = Number(rest[2] ?? 99);
  const specs: Record<Role, string> = { allied, german };
  const players = Object.fromEntries(game.roles.map((r) => [r, createPlayer(specs[r])]));
  const dice = new Rng(gameSeed(seed, index));
  const choices = new Rng((gameSeed(seed, index) ^ 0x5eed5eed) >>> 0);
  const s = game.setup({}) as BattlesState;
  const sink = (e: { rule?: string; text: string }) => {
    if (show()) console.log(`      [${e.rule ?? ''}] ${e.text}`);
  };
  const show = () => s.turn >= turnFrom && s.turn <= turnTo;
  const pct = (x: number) => (x * 100).toFixed(1);
  for (;;) {
    const acting = game.toAct(s);
    if (!acting.length) break;
    const role = acting[0];
    if (role === CHANCE) {
      const spec = game.chance(s);
      game.perform(s, role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => dice.die(spec.sides)) }, sink);
    } else {
      const legal = game.legalActions(s, role);
      const p = players[role];
      const v = game.view(s, role) as BattlesView;
      if (show() && s.step.k === 'impulse' && !s.assault) {
        const f = features(v);
        console.log(
          `-- T${s.turn} ${s.phase} impulse ${s.impulse} ${role}: Allied chance ${pct(alliedChance(v))}% vp ${f.vp}/${f.vpNeeded} gortDrm ${f.gortDrm} ring ${f.redRing} zoneThreat ${f.zoneThreat.toFixed(1)} ringThreat ${f.ringThreat.toFixed(1)} gortThreat ${f.gortThreat.toFixed(1)} str ${f.alliedStrength.toFixed(0)}/${f.germanStrength.toFixed(0)} loss ${f.lossDiff}`,
        );
      }
      const a: Action = decide(p, game, s, role, legal, choices);
      if (show() && p instanceof SearchPlayer && p.lastStats) {
        const root = [...p.lastStats.root].sort((x, y) => y.visits - x.visits);
        console.log(
          `   ${role} ${s.step.k} (${legal.length} legal, ${p.lastStats.iterations} it): ${root.map((r) => `${actionKey(r.action)} ${r.visits}/${pct(r.value)}`).join('  ')}`,
        );
      }
      applyAction(game, s, role, a, sink);
      if (show() && !(p instanceof SearchPlayer && p.lastStats)) console.log(`   ${role} ${s.step.k}: ${actionKey(a)}`);
    }
  }
  console.log(JSON.stringify(game.result(s)));
} else throw new Error(`unknown mode ${mode}`);
