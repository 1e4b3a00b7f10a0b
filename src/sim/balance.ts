// Balance analysis (`arras simulate --players ...`): complete games between computer players for one
// or several setups (scenario x options), played on every core, summarized per setup: win rate per
// side with 95% intervals, victory types, distributions of final VP (or the game's main metric) and of
// game length, and the game's metrics by turn (src/games/<id>/ai.ts `metrics`, from the observer
// view). Written as JSON and as a self-contained HTML report (balance-report.ts).
import type { GameDefinition, Role, SetupConfig } from '../kernel/game.ts';
import type { MatchOutcome, MatchTask } from './match.ts';
import { type PoolOptions, runMatches } from './pool.ts';
import { gameSeed } from './simulate.ts';
import { type Rate, describe, histogram, rate } from './stats.ts';

export interface BalanceOptions extends PoolOptions {
  game: GameDefinition;
  /** The setups to compare (default: the game's default setup). */
  configs?: SetupConfig[];
  /** Player spec per seat. */
  players: Record<Role, string>;
  games: number;
  seed: number;
  maxSteps?: number;
}

export interface SetupSummary {
  scenario: string | null;
  /** Options that differ from the game's defaults. */
  changed: Record<string, boolean | number>;
  label: string;
  games: number;
  /** Win rate per side (role). */
  winRate: Record<Role, Rate>;
  draws: number;
  /** Victory types: `winner kind` -> games. */
  victoryTypes: Record<string, number>;
  /** Player actions per game. */
  length: ReturnType<typeof describe> & { histogram: Record<string, number> };
  /** Turns reached, when the game reports `turn`. */
  turns: Record<string, number>;
  /** Final value of each metric: distribution. */
  final: Record<string, ReturnType<typeof describe> & { histogram: Record<string, number> }>;
  /** Metric -> turn -> mean, 10th and 90th percentile at the start of that turn. */
  byTurn: Record<string, Record<string, { mean: number; p10: number; p90: number; n: number }>>;
  errors: number;
  errorSamples: { index: number; seed: number; error: string }[];
  elapsedMs: number;
}

export interface BalanceReport {
  game: string;
  title: string;
  roles: readonly Role[];
  players: Record<Role, string>;
  seed: number;
  gamesPerSetup: number;
  threads: number;
  /** The main metric charted as "VP" (vp when the game reports it). */
  mainMetric: string | null;
  setups: SetupSummary[];
  createdAt: string;
}

/** Every scenario with the default options, plus the default scenario with each flag option turned on. */
export function sweepConfigs(game: GameDefinition): SetupConfig[] {
  const out: SetupConfig[] = game.scenarios.length ? game.scenarios.map((s) => ({ scenario: s.id })) : [{}];
  const first = game.scenarios[0]?.id;
  for (const o of game.options) {
    if (o.kind !== 'flag') continue;
    out.push({ ...(first ? { scenario: first } : {}), options: { [o.id]: !o.default } });
  }
  return out;
}

export function configLabel(game: GameDefinition, config: SetupConfig): string {
  const changed = changedOptions(game, config);
  const opts = Object.entries(changed).map(([k, v]) => (v === true ? k : `${k}=${v}`));
  return `${config.scenario ?? game.scenarios[0]?.id ?? 'default'}${opts.length ? ' + ' + opts.join(', ') : ''}`;
}

function changedOptions(game: GameDefinition, config: SetupConfig): Record<string, boolean | number> {
  const out: Record<string, boolean | number> = {};
  for (const o of game.options) {
    const v = config.options?.[o.id];
    if (v !== undefined && v !== o.default) out[o.id] = v;
  }
  return out;
}

export async function balance(opts: BalanceOptions): Promise<BalanceReport> {
  const { game } = opts;
  const configs = opts.configs?.length ? opts.configs : [{}];
  const tasks: MatchTask[] = [];
  configs.forEach((config, c) => {
    for (let i = 0; i < opts.games; i++) {
      tasks.push({ gameId: game.id, config, seed: gameSeed(opts.seed, i), index: c * opts.games + i, players: opts.players, maxSteps: opts.maxSteps });
    }
  });
  const t0 = performance.now();
  const outcomes = await runMatches(tasks, opts);
  const elapsed = performance.now() - t0;
  const setups = configs.map((config, c) => summarizeSetup(game, config, outcomes.slice(c * opts.games, (c + 1) * opts.games), elapsed / configs.length));
  const metricKeys = new Set(outcomes.flatMap((o) => Object.keys(o.final ?? {})));
  return {
    game: game.id,
    title: game.title,
    roles: game.roles,
    players: opts.players,
    seed: opts.seed,
    gamesPerSetup: opts.games,
    threads: opts.threads ?? 0,
    mainMetric: metricKeys.has('vp') ? 'vp' : null,
    setups,
    createdAt: new Date().toISOString(),
  };
}

export function summarizeSetup(game: GameDefinition, config: SetupConfig, outcomes: readonly MatchOutcome[], elapsedMs: number): SetupSummary {
  const ok = outcomes.filter((o) => !o.error);
  const wins: Record<Role, number> = Object.fromEntries(game.roles.map((r) => [r, 0]));
  let draws = 0;
  const victoryTypes: Record<string, number> = {};
  const turns: Record<string, number> = {};
  for (const o of ok) {
    if (o.winner === null) draws++;
    else wins[o.winner] = (wins[o.winner] ?? 0) + 1;
    const key = `${o.winner ?? 'draw'} ${o.kind ?? ''}`.trim();
    victoryTypes[key] = (victoryTypes[key] ?? 0) + 1;
    if (o.turns !== null) turns[o.turns] = (turns[o.turns] ?? 0) + 1;
  }
  const lengths = ok.map((o) => o.actions);
  const lengthWidth = Math.max(1, Math.ceil((Math.max(0, ...lengths) - Math.min(...lengths, 0)) / 20 / 10) * 10);
  const final: SetupSummary['final'] = {};
  const keys = new Set(ok.flatMap((o) => Object.keys(o.final ?? {})));
  for (const k of keys) {
    const vals = ok.map((o) => o.final?.[k]).filter((x): x is number => typeof x === 'number');
    final[k] = { ...describe(vals), histogram: histogram(vals, 1) };
  }
  const samples: Record<string, Record<string, number[]>> = {};
  for (const o of ok) {
    for (const [t, m] of Object.entries(o.metricsByTurn)) {
      for (const [k, v] of Object.entries(m)) {
        if (k === 'turn' || typeof v !== 'number') continue;
        ((samples[k] ??= {})[t] ??= []).push(v);
      }
    }
  }
  const byTurn: SetupSummary['byTurn'] = {};
  for (const [k, perTurn] of Object.entries(samples)) {
    byTurn[k] = {};
    for (const [t, vals] of Object.entries(perTurn)) {
      const d = describe(vals);
      byTurn[k][t] = { mean: d.mean, p10: d.p10, p90: d.p90, n: d.n };
    }
  }
  const errs = outcomes.filter((o) => o.error);
  return {
    scenario: config.scenario ?? game.scenarios[0]?.id ?? null,
    changed: changedOptions(game, config),
    label: configLabel(game, config),
    games: outcomes.length,
    winRate: Object.fromEntries(game.roles.map((r) => [r, rate(wins[r], draws, ok.length)])),
    draws,
    victoryTypes,
    length: { ...describe(lengths), histogram: histogram(lengths, lengthWidth) },
    turns,
    final,
    byTurn,
    errors: errs.length,
    errorSamples: errs.slice(0, 5).map((o) => ({ index: o.index, seed: o.seed, error: (o.error ?? '').split('\n').slice(0, 3).join(' | ') })),
    elapsedMs,
  };
}
