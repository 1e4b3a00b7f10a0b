// Data for evaluations fitted to game outcomes (src/ai-kit/logistic.ts): play games between computer
// players, keep some of the views the players were given (what an evaluation is asked to score),
// label each with the game's winner, and fit. A game's fit tool (tools/fit/<game>.ts) chooses the players, the
// features and which views to keep.
//
// Files are JSON lines, one game each: { seed, winner, kind, views }.
import { appendFileSync, createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Action, GameDefinition, Role, SetupConfig } from '../../src/kernel/game.ts';
import type { Rng } from '../../src/kernel/rng.ts';
import { playMatch } from '../../src/sim/match.ts';
import { crossValidate, fitLogistic } from '../../src/ai-kit/logistic.ts';
import type { Player } from '../../src/players/player.ts';
import type { Observation } from '../../src/ai-kit/knowledge.ts';

/**
 * Wraps a player and keeps every `every`-th view that `keep` accepts, into `views`: the view is `toView` of
 * the observation the player is given (by default the observation itself).
 */
export class ViewRecorder implements Player {
  readonly name: string;
  readonly observes = true;
  private n = 0;
  constructor(
    private readonly inner: Player,
    private readonly views: unknown[],
    private readonly every: number,
    private readonly keep: (view: unknown) => boolean = () => true,
    private readonly toView: (observation: Observation, role: Role) => unknown = (o) => o,
  ) {
    this.name = inner.name;
  }
  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    const view = observation === undefined ? undefined : this.toView(observation, role);
    if (view !== undefined && this.keep(view) && this.n++ % this.every === 0) this.views.push(view);
    return this.inner.choose(game, observation, role, legal, rng);
  }
}

export interface RecordOptions {
  gameId: string;
  config: SetupConfig;
  from: number;
  to: number;
  out: string;
  /** The players of one game (seat -> player), writing their kept views into `views`. */
  players(views: unknown[]): Record<Role, Player>;
  /** Player names for the match record. */
  names: Record<Role, string>;
}

/** Play one game per seed from `from` to `to` (seeded as in playMatch) and append each to `out`. */
export function recordGames(o: RecordOptions): void {
  for (let seed = o.from; seed <= o.to; seed++) {
    const views: unknown[] = [];
    const m = playMatch({ gameId: o.gameId, config: o.config, seed, index: seed, players: o.names }, o.players(views));
    if (m.error) throw new Error(`seed ${seed}: ${m.error}`);
    appendFileSync(o.out, JSON.stringify({ seed, winner: m.winner, kind: m.kind, views }) + '\n');
    console.log(`seed ${seed}: ${m.winner} (${m.kind}), ${views.length} views`);
  }
}

export interface Positions {
  X: number[][];
  y: number[];
  group: number[];
  games: number;
  /** Games whose label was 1. */
  positives: number;
}

/** Features of every recorded view, labelled 1 when `positive(winner)`, grouped by game. */
export async function loadPositions<V>(
  files: readonly string[],
  features: (view: V) => number[],
  positive: (winner: string | null) => boolean,
): Promise<Positions> {
  const p: Positions = { X: [], y: [], group: [], games: 0, positives: 0 };
  for (const file of files) {
    for await (const line of createInterface({ input: createReadStream(file) })) {
      if (!line.trim()) continue;
      const rec = JSON.parse(line) as { seed: number; winner: string | null; views: V[] };
      const label = positive(rec.winner) ? 1 : 0;
      p.games++;
      p.positives += label;
      for (const v of rec.views) {
        p.X.push(features(v));
        p.y.push(label);
        p.group.push(rec.seed);
      }
    }
  }
  return p;
}

/**
 * Print the 5-fold cross-validated log-loss (folds by game) of the hand evaluation alone (feature 0,
 * rescaled) and of the whole model, then the model fitted to all the data, ready to paste.
 */
export function reportFit(p: Positions, names: readonly string[], label: string): void {
  console.log(`${p.games} games (${label} in ${p.positives}), ${p.X.length} positions, ${names.length} features`);
  const cvHand = crossValidate(
    p.X.map((x) => [x[0]]),
    p.y,
    p.group,
    5,
  );
  const cvAll = crossValidate(p.X, p.y, p.group, 5);
  console.log(
    `5-fold CV by game: hand evaluation rescaled log-loss ${cvHand.logLoss.toFixed(4)} (accuracy ${cvHand.accuracy.toFixed(3)}); ` +
      `fitted model ${cvAll.logLoss.toFixed(4)} (accuracy ${cvAll.accuracy.toFixed(3)})`,
  );
  const m = fitLogistic(p.X, p.y);
  const r = (v: number) => Number(v.toPrecision(5));
  console.log(`{\n  w: [${m.w.map((w, j) => `\n    ${r(w)}, // ${names[j]}`).join('')}\n  ],\n  b: ${r(m.b)},\n}`);
}

/** The command line of a fit tool: `cmd` (generate or fit), the rest, and `--name value` flags. */
export function toolArgs(argv: readonly string[]): { cmd: string | undefined; args: string[]; flag(name: string, dflt?: string): string } {
  const [cmd, ...args] = argv;
  return {
    cmd,
    args,
    flag(name, dflt) {
      const i = args.indexOf(`--${name}`);
      if (i >= 0 && args[i + 1]) return args[i + 1];
      if (dflt !== undefined) return dflt;
      throw new Error(`missing --${name}`);
    },
  };
}
