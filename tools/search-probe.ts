// Does a search setting change what the computer plays? A cheap screen before an arena (issue 32, item 4):
// plays one game between two heuristic players, and at every Nth decision with at least three legal
// actions runs each search spec three times (three seeds) from the deciding seat's observation, as the
// players do. Prints, per sampled decision and spec, the chosen action's place in the legal list for each
// seed, the most visited root action's visits of the root's candidates, and the spread of the root's
// values (best | worst); then, per spec, how often its three seeds agree and how often its choice is the
// first spec's.
//
//   npx tsx tools/search-probe.ts --game GAME [--spec search:400 --spec search:1600:r8 ...] [--every N] [--seed S]
//
// The specs take the command line's search budgets (src/players/index.ts, parseSearchBudget) without a
// time limit unless they give one, so the figures do not depend on the machine's load. Two specs that
// choose alike at nearly every decision will play alike in an arena; a spec that differs is worth an
// arena, not proven stronger.
import { pathToFileURL } from 'node:url';
import { getGame } from '../src/games/index.ts';
import { CHANCE, type Action, type Role } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';
import { HeuristicPlayer, SearchPlayer, parseSearchBudget } from '../src/players/index.ts';
import { observe } from '../src/ai-kit/registry.ts';
import { treeKey } from '../src/ai-kit/model.ts';
import { playGame } from '../src/sim/simulate.ts';
import { parseArgs, flag, intFlag } from '../src/cli/args.ts';

const SEEDS = [1, 2, 3];

export interface ProbeChoice {
  /** The chosen action's index in the legal list, per seed. */
  picks: number[];
  /** The most visited root action's visits, and the number of root candidates (first seed). */
  topVisits: number;
  candidates: number;
  /** The root's best and worst mean value (first seed). */
  best: number;
  worst: number;
}

export interface ProbeDecision {
  decision: number;
  role: Role;
  legal: number;
  bySpec: ProbeChoice[];
}

/** A search spec as the probe plays it: without a time limit unless the spec gives one. */
function searchOf(spec: string): SearchPlayer {
  const opts = parseSearchBudget(spec);
  return new SearchPlayer({ ms: Number.MAX_SAFE_INTEGER, ...opts });
}

export function probe(gameId: string, specs: readonly string[], every: number, seed: number): ProbeDecision[] {
  const game = getGame(gameId);
  if (!game) throw new Error(`unknown game "${gameId}"`);
  const heuristic = new HeuristicPlayer();
  const record: { role: Role; action: Action }[] = [];
  const players = Object.fromEntries(game.roles.map((r) => [r, heuristic]));
  const played = playGame(game, {}, seed, { players, record });
  if (played.error) throw new Error(`the probe's game failed: ${played.error.message}`);
  const state = game.setup({});
  const out: ProbeDecision[] = [];
  let choices = 0;
  for (const { role, action } of record) {
    if (role !== CHANCE) {
      const legal = game.legalActions(state, role);
      if (legal.length >= 3 && choices++ % every === 0) {
        const observation = observe(game, state, role);
        const keys = legal.map(treeKey);
        const bySpec = specs.map((spec): ProbeChoice => {
          const choice: ProbeChoice = { picks: [], topVisits: 0, candidates: 0, best: 0, worst: 0 };
          for (const s of SEEDS) {
            const player = searchOf(spec);
            choice.picks.push(keys.indexOf(treeKey(player.choose(game, observation, role, legal, new Rng(s)))));
            if (s === SEEDS[0] && player.lastStats) {
              const root = player.lastStats.root;
              choice.topVisits = Math.max(...root.map((r) => r.visits));
              choice.candidates = root.length;
              choice.best = Math.max(...root.map((r) => r.value));
              choice.worst = Math.min(...root.map((r) => r.value));
            }
          }
          return choice;
        });
        out.push({ decision: choices, role, legal: legal.length, bySpec });
      }
    }
    game.perform(state, role, action);
  }
  return out;
}

/** Per spec: the share of decisions whose three seeds chose alike, and whose choices were the first spec's. */
export function agreement(decisions: readonly ProbeDecision[], specIndex: number): { seeds: number; first: number } {
  let seeds = 0;
  let first = 0;
  for (const d of decisions) {
    const picks = d.bySpec[specIndex].picks;
    if (picks.every((p) => p === picks[0])) seeds++;
    const base = d.bySpec[0].picks;
    first += picks.filter((p, i) => p === base[i]).length / picks.length;
  }
  const n = Math.max(1, decisions.length);
  return { seeds: seeds / n, first: first / n };
}

function main(argv: readonly string[]): void {
  const args = parseArgs(argv);
  const gameId = flag(args, 'game') ?? 'ca-arras-1940';
  const specs = args.flags.get('spec') ?? ['search:400', 'search:1600'];
  const every = intFlag(args, 'every', 15, 1);
  const seed = intFlag(args, 'seed', 7);
  const decisions = probe(gameId, specs, every, seed);
  for (const d of decisions) {
    const parts = d.bySpec.map((c, i) => `${specs[i]}: ${c.picks.join(' ')} (${c.topVisits} of ${c.candidates}; ${c.best.toFixed(4)} | ${c.worst.toFixed(4)})`);
    console.log(`#${d.decision} ${d.role}, ${d.legal} legal  ${parts.join('  ')}`);
  }
  console.log(`${gameId}, seed ${seed}: ${decisions.length} decisions sampled, every ${every}th with 3 or more legal actions`);
  specs.forEach((spec, i) => {
    const a = agreement(decisions, i);
    console.log(`  ${spec}: its seeds agree at ${(100 * a.seeds).toFixed(0)}%, the first spec's choice at ${(100 * a.first).toFixed(0)}%`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
