// Computer players for every game (issue 4): the entry point for the command line, the server and
// the web app.
//
//   createPlayer(level)         level: 'random' | 'heuristic' | 'search', or the web app's aliases
//                               'easy' | 'normal' | 'hard' | 'expert'; budgets for the search player as
//                               'search:200' (iterations per decision) or 'search:250ms' (time per
//                               decision), or both, 'search:200:250ms'.
//                               Also 'uct' (uct.ts), the plain UCT reference without game knowledge,
//                               with the same budgets ('uct:250ms').
//
// Each player implements Player (player.ts): `choose(game, observation, role, legal, rng)` where
// `observation` is observe(game, state, role) - what that seat knows (src/ai-kit/knowledge.ts) - and
// `legal` that role's legal actions. Never give a player the state. Example (server side):
//
//   const player = createPlayer('hard');
//   const action = decide(player, game, state, role, game.legalActions(state, role), rng);
import { HeuristicPlayer } from './heuristic.ts';
import { LEVEL_SEARCH, type Player, decide, playerNames } from './player.ts';
import { randomPlayer } from './random.ts';
import { SearchPlayer, type SearchOptions } from './search.ts';
import { UctPlayer } from './uct.ts';
import { hasKnowledge } from '../ai-kit/registry.ts';

export type Level = 'random' | 'heuristic' | 'search';
export const LEVELS: readonly Level[] = ['random', 'heuristic', 'search'];
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
    if (level.includes(':')) throw new Error(`the heuristic player takes no budget ("${level}")`);
    return new HeuristicPlayer();
  }
  // hard and expert without a budget of their own search with their level's budget in each game (the
  // game's Knowledge.levels, else player.ts's LEVEL_SEARCH); a budget (search:400) means the same in every game.
  if (level === 'hard' || level === 'expert') return new SearchPlayer(LEVEL_SEARCH[level], level);
  return new SearchPlayer(parseSearchBudget(level));
}

/** Names accepted by createPlayer without a budget. */
export function knownPlayers(): string[] {
  return [...new Set([...LEVELS, ...Object.keys(LEVEL_ALIASES), ...playerNames()])];
}

export { HeuristicPlayer, SearchPlayer, UctPlayer, decide, hasKnowledge, randomPlayer };
export type { Player, SearchOptions };
