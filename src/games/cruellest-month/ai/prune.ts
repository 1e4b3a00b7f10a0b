// Which actions The Cruellest Month's computer players consider (`prune`): chores settled by the one-ply best,
// the decisive decisions (8.1, 8.4, 8.5, 7.x, 9.4) left to the search among the best few; and the time plan.
import { type Action, type Role, actionKey } from '../../../kernel/game.ts';
import { Rng } from '../../../kernel/rng.ts';
import { rollChance } from '../../../ai-kit/model.ts';
import { copyState } from './copy.ts';
import type { TimePlan } from '../../../ai-kit/time.ts';
import * as AB from '../air-battle/battle.ts';
import { chooseAirBattleAction } from '../air-battle/heuristic.ts';
import { AIR_BY_ID } from '../data.ts';
import { cruellestMonth } from '../game.ts';
import type { State } from '../state.ts';
import { evaluateState } from './evaluate.ts';
import type { CmObservation } from './resample.ts';

/**
 * The decisions that shape the score: whether and where to fly a mission (8.1, 8.6), its composition
 * (8.1.5), interception and target scrambles (8.4, 8.5), the Initiative Phase choices (7.x), ground
 * attacks and their support (9.4). The rest (ground moves, landing, altitude, set-up and regroup chores)
 * are chores: the computer players take the best by one-ply value there (see `prune`).
 */
const DECISIVE_STEPS = new Set(['air', 'attack', 'support', 'gr-allied', 'gr-german', 'rfc', 'designate', 'recon-allied', 'recon-german', 'allied-ace']);
const DECISIVE_MISSION_STEPS = new Set(['compose', 'scramble', 'target-scramble']);
export function decisive(step: string, missionStep: string | null, battle: boolean, legal: readonly Action[]): boolean {
  if (battle) return false;
  if (step === 'air' && missionStep !== null)
    return DECISIVE_MISSION_STEPS.has(missionStep) && legal.some((a) => a.type === 'add' || a.type === 'scramble' || a.type === 'evacuate');
  return DECISIVE_STEPS.has(step);
}

/**
 * Decisions the search player keeps at its root: the ROOT_KEPT best by one-ply value (the heuristic's
 * look: each action applied to the model, the dice that follow sampled, the position evaluated). An air
 * step offers 40-95 actions and a ground move 30-55; a search of 20-100 iterations over all of them
 * visits each at most twice and played worse than the one-ply heuristic (25% in 4 games, see the doc).
 */
export const ROOT_KEPT = 4;
/** Dice samples per action for the one-ply values (the heuristic player's default). */
const ONE_PLY_SAMPLES = 4;

/**
 * A seed for the one-ply dice and tie-breaks of a decision, from the model state: its position and the
 * other side's sampled Airbase Display (which the determinization draws anew from the player's own
 * generator at each decision), so that the same position twice (a mission composed and cancelled) is not
 * settled the same way forever.
 */
function seedOf(s: State, role: Role, legal: readonly Action[]): number {
  let h = (s.turn * 7919) ^ legal.length;
  let k = s.step + (s.mission?.step ?? '') + actionKey(legal[0]);
  for (const id in s.air) {
    const u = s.air[id];
    if (AIR_BY_ID[id].side !== role) k += u.base + (u.disrupted ? 'd' : '') + (u.reduced ? 'r' : '');
  }
  for (let i = 0; i < k.length; i++) h = (Math.imul(h, 31) + k.charCodeAt(i)) | 0;
  return h >>> 0;
}

/**
 * The one-ply value of `a` for `role` on the model `s`: the action applied, the dice that follow sampled,
 * the position evaluated. An action after which only `cancel` remains (a mission no unit can fly, or a
 * composition no longer launchable, 8.1.5) is a dead end and scores below everything.
 */
/** A model state's value for `role`: its result when over, else the evaluation. */
function modelValue(s: State, role: Role): number {
  const r = cruellestMonth.result(s);
  return r ? (r.scores[role] ?? 0) : evaluateState(s, role);
}

function onePlyValue(s: State, role: Role, a: Action, rng: Rng, samples = ONE_PLY_SAMPLES): number {
  const game = cruellestMonth;
  const t = copyState(s);
  try {
    game.perform(t, role, a);
    const acting = game.toAct(t);
    if (acting.length === 1 && acting[0] === role && a.type !== 'cancel') {
      const next = game.legalActions(t, role);
      if (next.every((x) => x.type === 'cancel')) return -1;
    }
    if (acting.length !== 1 || acting[0] !== 'chance') return modelValue(t, role);
    let total = 0;
    for (let i = 0; i < samples; i++) {
      const u = copyState(t);
      rollChance(game, u, rng);
      total += modelValue(u, role);
    }
    return total / samples;
  } catch {
    return modelValue(s, role);
  }
}

/**
 * The budget of a root ranking, in actions (not in time, so that a decision does not depend on the machine's
 * load): the first RANK_FULL actions get their full one-ply value (4 dice samples), the next ones up to RANK_MAX
 * one sample, and the rest none (ranked after the scored ones, above the dead ends). An air step offers 40-95
 * actions, a ground move 30-55 (the 169 placements of 12.1.1 are cut to one division's first, `prune`), so every
 * action of a game gets its full value, as on a free core with the wall-clock limits this replaces (250 and 400 ms:
 * 42 actions took 30-60 ms of CPU, and under load a decision's result changed with the load). The search's clock
 * starts before the ranking (src/players/search.ts), so its iterations fill what is left of its time budget.
 */
export const RANK_FULL = 160;
export const RANK_MAX = 240;
/** How many root rankings this process made, and how many the budget cut short (for the benches and the doc). */
export const rankingStats = { rankings: 0, cut: 0, last: { ms: 0, actions: 0, step: '' } };
/** The value of an action the ranking had no budget to score: below every scored one, above a dead end. */
const UNSCORED = -0.5;

/** `legal` ordered best first by one-ply value for `role` on the model `s`; ties in a random order. */
export function rankOnePly(s: State, role: Role, legal: readonly Action[]): { action: Action; value: number }[] {
  const rng = new Rng(seedOf(s, role, legal));
  const t0 = performance.now();
  const scored = legal.map((action, i) => {
    const value = i < RANK_FULL ? onePlyValue(s, role, action, rng) : i < RANK_MAX ? onePlyValue(s, role, action, rng, 1) : UNSCORED;
    return { action, value, tie: rng.float() };
  });
  rankingStats.rankings++;
  if (legal.length > RANK_FULL) rankingStats.cut++;
  rankingStats.last = { ms: performance.now() - t0, actions: legal.length, step: s.step + (s.mission ? '/' + s.mission.step : '') };
  scored.sort((x, y) => y.value - x.value || x.tie - y.tie);
  return scored.map(({ action, value }) => ({ action, value }));
}

/**
 * The actions the computer players consider. Everywhere: no `cancel` and no stage-moves (stalling
 * moves of random air phases); the standard set-up (14.1, 14.2); on the Air Battle Board the air-battle
 * module's greedy policy (it reads only this side's view: thousands of manoeuvres are not worth a
 * look-ahead each). At the player's own decision (`root`): on a chore the one-ply best alone, on a
 * decisive decision the ROOT_KEPT best by one-ply value, among which the search looks ahead.
 */
export function prune(s: State, role: Role, legal: readonly Action[], root = false): readonly Action[] {
  if (legal.length <= 1) return legal;
  if (s.battle) return role === 'allied' || role === 'german' ? [chooseAirBattleAction(AB.airBattleGlance(s.battle, role), role, legal)] : legal;
  const done = legal.find((a) => a.type === 'deploy-done');
  if (done) return [done];
  let keep: readonly Action[] = legal.filter((a) => a.type !== 'cancel' && a.type !== 'stage');
  if (!keep.length) keep = legal;
  // 12.1.1: the Strategic Reserve divisions are placed one at a time; the players place the first listed one
  // (each placement then looks at the next), not every division in every hex (up to 169 actions to rank).
  if (s.step === 'place-allied') {
    const first = keep.find((a) => a.type === 'place');
    if (first) keep = keep.filter((a) => a.type !== 'place' || a.unit === first.unit);
  }
  if (!root || keep.length <= 1) return keep;
  const ranked = rankOnePly(s, role, keep);
  const n = decisive(s.step, s.mission && s.step === 'air' ? s.mission.step : null, !!s.battle, keep) ? ROOT_KEPT : 1;
  return ranked.slice(0, n).map((x) => x.action);
}

/**
 * The search's time plan: DECISIVE_SHARE of the budget on the decisive decisions; a twentieth on the rest,
 * which `prune` settles at the root anyway (one candidate left, no search). Not the whole budget: the search
 * starts its first iteration without knowing how long one takes, so under load that iteration may run past
 * the time asked; the 30% left (285 ms of the default 950) is its margin, and the observation's. (0.6 and a ranking cut
 * at 200/300 ms were tried on 24 Nov: the longest decision was no shorter, 1.31 s at load 16, and the Allied search
 * played worse under load, its rankings cut sooner; see the doc.)
 */
export const DECISIVE_SHARE = 0.7;
/** The players' time plan (src/ai-kit/time.ts): DECISIVE_SHARE on the decisive decisions, a twentieth on the rest. */
export const TIME: TimePlan<CmObservation> = {
  kind: (o, _role, legal) => (decisive(o.step, o.mission && o.step === 'air' ? o.mission.step : null, !!o.battle, legal) ? 'decisive' : 'step'),
  shares: { decisive: DECISIVE_SHARE, step: 0.05 },
};
