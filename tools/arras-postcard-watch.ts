// Watch or pair games of Counterattack at Arras (postcard) between computer players, played as
// `arras simulate --game arras-postcard --players allied=A,german=G --seed S` plays them (game i from
// gameSeed(S, i), src/sim/match.ts playMatch): one line a game (index, winner, how, turn, decisions and
// time of each seat), so that two versions of a player can be compared game by game on the same dice.
// With WATCH=1 it also prints every search decision's root: each candidate's visits and mean value,
// the choice first (what the watched games of docs/games/arras-postcard.md were read from).
//
//   npx tsx tools/arras-postcard-watch.ts ALLIED GERMAN SEED FIRST COUNT
//   e.g. WATCH=1 nice -n 10 npx tsx tools/arras-postcard-watch.ts search:400:9999999ms heuristic 11 3 1
import type { Action, GameDefinition, Role } from '../src/kernel/game.ts';
import type { Rng } from '../src/kernel/rng.ts';
import { getGame } from '../src/games/index.ts';
import { createPlayer } from '../src/players/index.ts';
import type { Player } from '../src/players/player.ts';
import type { State } from '../src/games/arras-postcard/state.ts';
import type { Observation } from '../src/ai-kit/knowledge.ts';
import { SearchPlayer } from '../src/players/search.ts';
import { gameSeed } from '../src/sim/simulate.ts';
import { playMatch } from '../src/sim/match.ts';
import { describeAction } from '../src/games/arras-postcard/view.ts';

const [allied, german, seedArg, firstArg, countArg] = process.argv.slice(2);
if (!allied || !german) throw new Error('usage: arras-postcard-watch.ts ALLIED GERMAN SEED FIRST COUNT');
const game = getGame('arras-postcard');
const watch = process.env.WATCH === '1';

/** A player that prints its search roots (WATCH=1) and otherwise plays as the one it wraps. */
function watched(spec: string, role: Role): Player {
  const inner = createPlayer(spec);
  return {
    name: inner.name,
    observes: inner.observes,
    choose(g: GameDefinition, observation: Observation | undefined, r: Role, legal: readonly Action[], rng: Rng): Action {
      const a = inner.choose(g, observation, r, legal, rng);
      const state = observation as unknown as State;
      if (watch && inner instanceof SearchPlayer && inner.lastStats) {
        const v = state;
        const root = [...inner.lastStats.root].sort((x, y) => y.visits - x.visits);
        const text = (x: Action) => safeText(x, state, r);
        console.log(
          `  ${role} T${v.turn} ${v.phase} (${inner.lastStats.iterations} it, ${inner.lastStats.ms.toFixed(0)} ms): ${root.map((e) => `${text(e.action)} ${e.visits}@${e.value.toFixed(3)}`).join(' | ')}`,
        );
      } else if (watch) console.log(`  ${role} ${safeText(a, state, r)}`);
      return a;
    },
  };
}

function safeText(a: Action, s: State, role: Role): string {
  try {
    return describeAction(s, role, a);
  } catch {
    return JSON.stringify(a);
  }
}

const seed = Number(seedArg ?? 1);
const first = Number(firstArg ?? 0);
const count = Number(countArg ?? 1);
for (let i = first; i < first + count; i++) {
  const players = { allied, german };
  if (watch) console.log(`game ${i} (seed ${seed}):`);
  const o = playMatch(
    { gameId: game.id, config: {}, seed: gameSeed(seed, i), index: i, players, metricsEvery: 1e9 },
    { allied: watched(allied, 'allied'), german: watched(german, 'german') },
  );
  const d = (r: Role) =>
    `${r} ${o.decisions[r].count} dec ${(o.decisions[r].totalMs / Math.max(1, o.decisions[r].count)).toFixed(0)} ms mean ${o.decisions[r].maxMs.toFixed(0)} max`;
  console.log(
    `game ${i}: ${o.winner ?? 'none'} ${o.kind ?? ''} turn ${o.turns ?? '?'} | ${d('allied')} | ${d('german')}${o.error ? ` | ERROR ${o.error.split('\n')[0]}` : ''}`,
  );
}
