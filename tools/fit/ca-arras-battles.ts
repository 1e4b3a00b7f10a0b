// Fitting the Battles evaluation (WEIGHTS in src/games/ca-arras-battles/ai/evaluate.ts) to the outcomes
// of search mirror games (issue 32, item 5: in the mirrors the hand-set Allied value pointed the wrong
// way, its highest bins won least often; docs/ai/calibration.md).
//
//   npx tsx tools/fit/ca-arras-battles.ts generate --seeds 1-40 --out a.jsonl [--budget 100]
//   npx tsx tools/fit/ca-arras-battles.ts fit a.jsonl ... [--lambda 0.01]
//   npx tsx tools/fit/ca-arras-battles.ts arena --seeds 1-10 --weights w.json [--budget 100]
//
// `generate` plays search mirrors (the same iteration budget on both seats, no time limit) and writes
// one JSON line per game: the seed, the winner, and every third view a seat was given outside the
// setup (what the evaluation is asked to score; it reads only what every seat sees).
//
// `fit` computes the terms of the Allied logit (logitTerms) of every recorded view, labels it 1 when
// the Allies won, and prints the 5-fold cross-validated log-loss (folds by game) of the hand
// evaluation (its logit rescaled) and of the weights fitted on the terms (src/ai-kit/logistic.ts),
// then the fitted weights as JSON (paste them into WEIGHTS, or give them to `arena`).
//
// `arena` plays the fitted weights against the current ones, search against search at the same budget,
// each seed twice with the seats swapped, and prints the score of the fitted weights.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { crossValidate, fitLogistic } from '../../src/ai-kit/logistic.ts';
import type { Action, GameDefinition, Role } from '../../src/kernel/game.ts';
import type { Rng } from '../../src/kernel/rng.ts';
import type { Observation } from '../../src/ai-kit/knowledge.ts';
import type { Player } from '../../src/players/player.ts';
import { SearchPlayer } from '../../src/players/search.ts';
import { playMatch } from '../../src/sim/match.ts';
import { TERMS, WEIGHTS, alliedLogit, features, logitTerms } from '../../src/games/ca-arras-battles/ai/evaluate.ts';
import { type BattlesView, caArrasBattles } from '../../src/games/ca-arras-battles/game.ts';
import { ViewRecorder, loadPositions, recordGames, toolArgs } from './fit-data.ts';

type Weights = typeof WEIGHTS;

/** A search player that plays with its own weights (set around each decision: the process is single-threaded). */
export class WeightedSearch implements Player {
  readonly name = 'search';
  readonly observes = true;
  private readonly search: SearchPlayer;
  constructor(
    private readonly weights: Weights,
    budget: number,
  ) {
    this.search = new SearchPlayer({ iterations: budget, ms: Number.MAX_SAFE_INTEGER });
  }
  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    const saved = { ...WEIGHTS };
    Object.assign(WEIGHTS, this.weights);
    try {
      return this.search.choose(game, observation, role, legal, rng);
    } finally {
      Object.assign(WEIGHTS, saved);
    }
  }
}

/**
 * The 11.1 automatic victories (Zone A or B taken, all four red-ringed sectors, fewer than one VP): rules,
 * not judgement, and rare in the games. They keep their hand weights up to one common scale fitted with
 * the others (their weighted sum is one column), or unchanged when no recorded view has any of them.
 */
export const RULE_TERMS: ReadonlySet<keyof Weights> = new Set(['zone', 'ringAll', 'floor', 'floorLate']);
/** The terms fitted one by one (the bias is the model's offset). */
export const FITTED_TERMS = TERMS.filter((k) => !RULE_TERMS.has(k) && k !== 'bias');

/** One row per recorded view: the hand logit, then the FITTED_TERMS, then the hand-weighted sum of the RULE_TERMS. */
export const fitRow = (v: BattlesView): number[] => {
  const f = features(v);
  const t = logitTerms(v, f);
  const term = (k: keyof Weights) => t[TERMS.indexOf(k)];
  let rules = 0;
  for (const k of RULE_TERMS) rules += WEIGHTS[k] * term(k);
  return [alliedLogit(v, f), ...FITTED_TERMS.map(term), rules];
};

/** The weights of a model fitted on rows of fitRow without their first column. */
export function weightsOf(m: { w: readonly number[]; b: number }): Weights {
  const r = (x: number) => Number(x.toPrecision(4));
  const ruleScale = m.w[FITTED_TERMS.length] || 1;
  return Object.fromEntries(
    TERMS.map((k) => [k, r(k === 'bias' ? m.b : RULE_TERMS.has(k) ? WEIGHTS[k] * ruleScale : m.w[FITTED_TERMS.indexOf(k)])]),
  ) as Weights;
}

/**
 * The current weights as one fitted curve of their logit, k·logit + b (two parameters: what a few dozen
 * games can support), the 11.1 terms kept as they are (rules: a Zone taken stays a victory).
 */
export function rescaled(k: number, b: number): Weights {
  const r = (x: number) => Number(x.toPrecision(4));
  return Object.fromEntries(TERMS.map((t) => [t, r(RULE_TERMS.has(t) ? WEIGHTS[t] : t === 'bias' ? k * WEIGHTS.bias + b : k * WEIGHTS[t])])) as Weights;
}

const seedRange = (s: string) => s.split('-').map(Number) as [number, number];

async function main(): Promise<void> {
  const { cmd, args, flag } = toolArgs(process.argv.slice(2));
  const budget = Number(flag('budget', '100'));
  if (cmd === 'generate') {
    const [from, to] = seedRange(flag('seeds'));
    const outOfSetup = (v: unknown) => !['setup', 'bid'].includes((v as BattlesView).phase) && !(v as BattlesView).result;
    const toView = (o: Observation, role: Role) => caArrasBattles.view(o as never, role);
    recordGames({
      gameId: 'ca-arras-battles',
      config: {},
      from,
      to,
      out: flag('out'),
      names: { allied: `search:${budget}`, german: `search:${budget}` },
      players: (views) =>
        Object.fromEntries(
          caArrasBattles.roles.map((r) => [
            r,
            new ViewRecorder(new SearchPlayer({ iterations: budget, ms: Number.MAX_SAFE_INTEGER }), views, 3, outOfSetup, toView),
          ]),
        ),
    });
  } else if (cmd === 'fit') {
    const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
    const lambda = Number(flag('lambda', '0.01'));
    const p = await loadPositions<BattlesView>(files, fitRow, (w) => w === 'allied');
    console.log(`${p.games} games (the Allies won ${p.positives}), ${p.X.length} positions, ${FITTED_TERMS.length} terms fitted and the 11.1 terms scaled`);
    const hand = p.X.map((x) => [x[0]]);
    const terms = p.X.map((x) => x.slice(1));
    const cvHand = crossValidate(hand, p.y, p.group, 5);
    console.log(`5-fold CV by game: hand weights (logit rescaled) log-loss ${cvHand.logLoss.toFixed(4)} (accuracy ${cvHand.accuracy.toFixed(3)})`);
    for (const l of [1e-3, 0.01, 0.1, 1]) {
      const cv = crossValidate(terms, p.y, p.group, 5, { lambda: l });
      console.log(`  fitted weights, lambda ${l}: log-loss ${cv.logLoss.toFixed(4)} (accuracy ${cv.accuracy.toFixed(3)})`);
    }
    const m = fitLogistic(terms, p.y, { lambda });
    console.log(`fitted on all (lambda ${lambda}):`);
    console.log(JSON.stringify(weightsOf(m)));
    const h = fitLogistic(hand, p.y);
    console.log(`the hand weights rescaled (logit x ${h.w[0].toFixed(4)} ${h.b < 0 ? '-' : '+'} ${Math.abs(h.b).toFixed(4)}), the 11.1 terms kept:`);
    console.log(JSON.stringify(rescaled(h.w[0], h.b)));
  } else if (cmd === 'arena') {
    const [from, to] = seedRange(flag('seeds'));
    const fitted = { ...WEIGHTS, ...(JSON.parse(readFileSync(flag('weights'), 'utf8')) as Partial<Weights>) };
    const current = { ...WEIGHTS };
    let score = 0;
    let games = 0;
    for (let seed = from; seed <= to; seed++) {
      for (const fittedSeat of caArrasBattles.roles) {
        const seats = Object.fromEntries(caArrasBattles.roles.map((r) => [r, new WeightedSearch(r === fittedSeat ? fitted : current, budget)])) as Record<
          Role,
          Player
        >;
        const names = Object.fromEntries(caArrasBattles.roles.map((r) => [r, `search:${budget}`]));
        const m = playMatch({ gameId: 'ca-arras-battles', config: {}, seed, index: seed, players: names }, seats);
        if (m.error) throw new Error(`seed ${seed}: ${m.error}`);
        const s = m.winner === null ? 0.5 : m.winner === fittedSeat ? 1 : 0;
        score += s;
        games++;
        console.log(`seed ${seed}, fitted weights ${fittedSeat}: ${m.winner ?? 'draw'} won (${m.kind}); fitted ${score}/${games}`);
      }
    }
    console.log(`fitted weights scored ${score} of ${games} against the current ones (search:${budget}, seats swapped)`);
  } else {
    console.error('usage: tools/fit/ca-arras-battles.ts generate --seeds A-B --out FILE | fit FILE... | arena --seeds A-B --weights FILE');
    process.exit(2);
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) await main();
