// Fitting the German computer players' evaluation (GERMAN_MODEL in ai.ts) to game outcomes.
//
//   npx tsx src/games/ca-arras-1940/fit-evaluation.ts generate --seeds 1000-1157 --out a.jsonl [--german hand|fitted]
//   npx tsx src/games/ca-arras-1940/fit-evaluation.ts fit a.jsonl b.jsonl ...
//
// `generate` plays search:200 German against heuristic Allies (standard scenario, one game per seed,
// dice and choices seeded from the seed as in `playMatch`), and writes one JSON line per game: the
// seed, the winner, and every fifth view the German player was given outside the setup (what the
// evaluation will be asked to score). `--german hand` (the default) plays the German with the hand
// evaluation, as the data of GERMAN_MODEL was made; `fitted` with the current model. Run one process
// per core on disjoint seed ranges.
//
// `fit` computes `germanFeatures` of every recorded view, labels it with the game's winner, prints the
// 5-fold cross-validated log-loss (folds by game) of the hand evaluation alone (rescaled) and of the
// whole model, and prints the model fitted to all the data, to paste into ai.ts.
import { appendFileSync, createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Action, GameDefinition, Role } from '../../kernel/game.ts';
import type { Rng } from '../../kernel/rng.ts';
import { HeuristicPlayer } from '../../ai/heuristic.ts';
import { SearchPlayer } from '../../ai/search.ts';
import type { Player } from '../../ai/player.ts';
import { crossValidate, fitLogistic, sigmoid } from '../../ai/logistic.ts';
import { playMatch } from '../../sim/match.ts';
import { GERMAN_FEATURES, caArras1940AI, germanFeatures, germanHandLogit } from './ai.ts';
import type { ArrasView } from './game.ts';

/** Wraps the German player and keeps every fifth view it is given after the setup. */
class Recorder implements Player {
  readonly name = 'recorder';
  readonly usesView = true;
  readonly views: unknown[] = [];
  private n = 0;
  constructor(private readonly inner: Player) {}
  choose(game: GameDefinition, view: unknown, role: Role, legal: readonly Action[], rng: Rng): Action {
    const phase = (view as ArrasView).phase;
    if (phase !== 'setup' && phase !== 'bid' && this.n++ % 5 === 0) this.views.push(view);
    return this.inner.choose(game, view, role, legal, rng);
  }
}

function generate(from: number, to: number, out: string, german: string): void {
  if (german === 'hand') {
    const fitted = caArras1940AI.evaluate;
    caArras1940AI.evaluate = (v, role) => (role === 'german' && !v.result ? 1 - sigmoid(germanHandLogit(v)) : fitted(v, role));
  } else if (german !== 'fitted') throw new Error(`--german must be hand or fitted, not "${german}"`);
  for (let seed = from; seed <= to; seed++) {
    const rec = new Recorder(new SearchPlayer({ iterations: 200 }));
    const o = playMatch(
      { gameId: 'ca-arras-1940', config: { scenario: 'standard' }, seed, index: seed, players: { allied: 'heuristic', german: 'search:200' } },
      { allied: new HeuristicPlayer(), german: rec },
    );
    if (o.error) throw new Error(`seed ${seed}: ${o.error}`);
    appendFileSync(out, JSON.stringify({ seed, winner: o.winner, kind: o.kind, views: rec.views }) + '\n');
    console.log(`seed ${seed}: ${o.winner} (${o.kind}), ${rec.views.length} views`);
  }
}

async function fit(files: string[]): Promise<void> {
  const X: number[][] = [];
  const y: number[] = [];
  const group: number[] = [];
  let games = 0;
  let germanWins = 0;
  for (const file of files) {
    for await (const line of createInterface({ input: createReadStream(file) })) {
      if (!line.trim()) continue;
      const rec = JSON.parse(line) as { seed: number; winner: string; views: ArrasView[] };
      games++;
      if (rec.winner === 'german') germanWins++;
      for (const v of rec.views) {
        X.push(germanFeatures(v));
        y.push(rec.winner === 'allied' ? 1 : 0);
        group.push(rec.seed);
      }
    }
  }
  console.log(`${games} games (German won ${germanWins}), ${X.length} positions, ${GERMAN_FEATURES.length} features`);
  const hand = X.map((x) => [x[0]]);
  const cvHand = crossValidate(hand, y, group, 5);
  const cvAll = crossValidate(X, y, group, 5);
  console.log(`5-fold CV by game: hand evaluation rescaled log-loss ${cvHand.logLoss.toFixed(4)} (accuracy ${cvHand.accuracy.toFixed(3)}); fitted model ${cvAll.logLoss.toFixed(4)} (accuracy ${cvAll.accuracy.toFixed(3)})`);
  const m = fitLogistic(X, y);
  const r = (v: number) => Number(v.toPrecision(5));
  console.log('GERMAN_MODEL = {');
  console.log(`  w: [${m.w.map((w, j) => `\n    ${r(w)}, // ${GERMAN_FEATURES[j]}`).join('')}\n  ],`);
  console.log(`  b: ${r(m.b)},\n}`);
}

const [cmd, ...args] = process.argv.slice(2);
const flag = (name: string, dflt?: string) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0 && args[i + 1]) return args[i + 1];
  if (dflt !== undefined) return dflt;
  throw new Error(`missing --${name}`);
};
if (cmd === 'generate') {
  const [from, to] = flag('seeds').split('-').map(Number);
  generate(from, to, flag('out'), flag('german', 'hand'));
} else if (cmd === 'fit') {
  await fit(args);
} else {
  console.error('usage: fit-evaluation.ts generate --seeds A-B --out FILE [--german hand|fitted] | fit FILE...');
  process.exit(2);
}
