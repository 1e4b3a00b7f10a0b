// Computer players for every game (issue 4): the entry point for the command line, the server and
// the web app.
//
//   createPlayer(level)         level: 'random' | 'heuristic' | 'search', or the web app's levels
//                               'easy' | 'normal' | 'hard' | 'expert' (each game's own players for them,
//                               Knowledge.levels); budgets for the search player as 'search:200'
//                               (iterations per decision) or 'search:250ms' (time per decision), or both,
//                               'search:200:250ms'; the heuristic's share of random decisions as
//                               'heuristic:noise0.3'.
//                               Also 'uct' (uct.ts), the plain UCT reference without game knowledge,
//                               with the same budgets ('uct:250ms').
//
// Each player implements Player (player.ts): `choose(game, observation, role, legal, rng)` where
// `observation` is observe(game, state, role) - what that seat knows (src/ai-kit/knowledge.ts) - and
// `legal` that role's legal actions. Never give a player the state. Example (server side):
//
//   const player = createPlayer('hard');
//   const action = decide(player, game, state, role, game.legalActions(state, role), rng);

import type { LevelPlayer } from '../ai-kit/knowledge.ts';
import { hasKnowledge } from '../ai-kit/registry.ts';
import { type HeuristicOptions, HeuristicPlayer } from './heuristic.ts';
import { ComputerLevelPlayer, decide, type Player, playerNames } from './player.ts';
import { randomPlayer } from './random.ts';
import { type SearchOptions, SearchPlayer } from './search.ts';
import { UctPlayer } from './uct.ts';

export type Level = 'random' | 'heuristic' | 'search';
export const LEVELS: readonly Level[] = ['random', 'heuristic', 'search'];
// How a level's name reads when a setting follows it: `normal:noise0.5` is a heuristic, `hard:200` a search of 200
// iterations (alone, each level plays its game's player: ComputerLevelPlayer).
export const LEVEL_ALIASES: Record<string, Level> = { easy: 'random', normal: 'heuristic', hard: 'search', expert: 'search' };

/** The level a name stands for (an alias or a level), or null. */
export function levelOf(name: string): Level | null {
  const base = name.split(':')[0];
  if ((LEVELS as readonly string[]).includes(base)) return base as Level;
  return LEVEL_ALIASES[base] ?? null;
}

/** Parse `search:200`, `search:250ms`, `search:200:250ms` into search options. */
export function parseSearchBudget(spec: string): SearchOptions {
  const opts: SearchOptions = {};
  for (const part of spec.split(':').slice(1)) {
    const ms = /^(\d+)ms$/.exec(part);
    const it = /^(\d+)$/.exec(part);
    const c = /^c(\d*\.?\d+)$/.exec(part);
    const depth = /^d(\d+)$/.exec(part);
    const rollout = /^r(\d+)$/.exec(part);
    if (ms) opts.ms = Number(ms[1]);
    else if (it) opts.iterations = Number(it[1]);
    else if (c) opts.c = Number(c[1]);
    else if (depth) opts.maxDepth = Number(depth[1]);
    else if (rollout) opts.rolloutDepth = Number(rollout[1]);
    else if (part === 'norm') opts.normalize = true;
    else if (part === 'logit') opts.logit = true;
    else
      throw new Error(
        `bad search budget "${part}" in "${spec}": use N (iterations), Nms (milliseconds), cX (exploration constant), dN (tree depth), rN (rollout depth), norm (values normalized per node), logit (values backed up as logits)`,
      );
  }
  // A time budget alone is not capped by the default iteration count.
  if (opts.ms !== undefined && opts.iterations === undefined) opts.iterations = Number.MAX_SAFE_INTEGER;
  return opts;
}

/** The name of a search with `opts` (parseSearchBudget's inverse): `search:1600:c1:norm:4000ms`, settings left at their default omitted. */
export function searchSpec(opts: SearchOptions): string {
  const parts = ['search'];
  if (opts.iterations !== undefined) parts.push(String(opts.iterations));
  if (opts.c !== undefined) parts.push(`c${opts.c}`);
  if (opts.maxDepth !== undefined) parts.push(`d${opts.maxDepth}`);
  if (opts.rolloutDepth !== undefined) parts.push(`r${opts.rolloutDepth}`);
  if (opts.normalize) parts.push('norm');
  if (opts.logit) parts.push('logit');
  if (opts.ms !== undefined) parts.push(`${opts.ms}ms`);
  return parts.join(':');
}

/**
 * A new computer player. Players take the game in `choose`: a game without knowledge
 * (src/games/<id>/ai/) is played at random by every level.
 */
export function createPlayer(level: string): Player {
  if (level.split(':')[0] === 'uct') return new UctPlayer(parseSearchBudget(level));
  const l = levelOf(level);
  if (!l)
    throw new Error(
      `unknown player "${level}"; levels: ${LEVELS.join(', ')} (aliases ${Object.keys(LEVEL_ALIASES).join(', ')}; budgets as search:200 or search:250ms), and uct (uct:250ms)`,
    );
  if (l === 'random') {
    if (level.includes(':')) throw new Error(`the random player takes no budget ("${level}")`);
    return randomPlayer;
  }
  if (l === 'heuristic') {
    if (level === 'normal') return new ComputerLevelPlayer('normal');
    return new HeuristicPlayer(parseHeuristicOptions(level));
  }
  // The levels without a budget of their own play each game's player for the level (Knowledge.levels, else
  // player.ts's LEVEL_PLAYERS); a budget (search:400) means the same in every game.
  if (level === 'hard' || level === 'expert') return new ComputerLevelPlayer(level);
  return new SearchPlayer(parseSearchBudget(level));
}

/**
 * Parse `heuristic`, `heuristic:noise0.3` (the share of decisions played at random among the candidates),
 * `heuristic:noise0.3:legal` (at random among all the legal actions) or `heuristic:unpruned0.5` (the share of
 * decisions that weigh every legal action, without the game's prune); `:on=ab-,land` or `:off=ab-` keeps the noise to
 * the decisions whose first legal action's type starts with one of the prefixes, or out of them.
 */
export function parseHeuristicOptions(spec: string): HeuristicOptions {
  const opts: HeuristicOptions = {};
  for (const part of spec.split(':').slice(1)) {
    const noise = /^noise(\d*\.?\d+)$/.exec(part);
    if (noise && Number(noise[1]) <= 1) opts.noise = Number(noise[1]);
    else if (part === 'legal') opts.noiseAmongLegal = true;
    else if (/^unpruned(\d*\.?\d+)$/.test(part) && Number(part.slice(8)) <= 1) opts.unpruned = Number(part.slice(8));
    else if (/^(on|off)=[\w,-]+$/.test(part)) opts[part.startsWith('on') ? 'noiseOn' : 'noiseOff'] = part.slice(part.indexOf('=') + 1).split(',');
    else
      throw new Error(
        `bad heuristic setting "${part}" in "${spec}": use noiseX (the share of decisions played at random, 0 to 1), legal (at random among all the legal actions), unprunedX (the share of decisions that weigh every legal action), on=P,Q or off=P,Q (the noise only in decisions whose action type starts with P or Q, or never there)`,
      );
  }
  return opts;
}

/**
 * The spec of a level's player (createPlayer's argument), as the arenas play it when `untimed`: the search's
 * iterations without its time cap, so that a result does not depend on the machine's load.
 */
export function levelSpec(spec: LevelPlayer, untimed = false): string {
  if (spec.player === 'heuristic') {
    const noise = spec.noise > 0 ? [`noise${spec.noise}`, ...(spec.amongLegal ? ['legal'] : [])] : [];
    const kinds = [...(spec.noiseOn ? [`on=${spec.noiseOn.join(',')}`] : []), ...(spec.noiseOff ? [`off=${spec.noiseOff.join(',')}`] : [])];
    return ['heuristic', ...noise, ...(spec.unpruned ? [`unpruned${spec.unpruned}`] : []), ...kinds].join(':');
  }
  return searchSpec({ iterations: spec.iterations, ms: untimed ? Number.MAX_SAFE_INTEGER : spec.ms });
}

/** Names accepted by createPlayer without a budget. */
export function knownPlayers(): string[] {
  return [...new Set([...LEVELS, ...Object.keys(LEVEL_ALIASES), ...playerNames()])];
}

export type { Player, SearchOptions };
export { decide, HeuristicPlayer, hasKnowledge, randomPlayer, SearchPlayer, UctPlayer };
