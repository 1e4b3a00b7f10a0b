// Computer-player knowledge for The Cruellest Month: an evaluation of a position from a VIEW, and a
// determinizer that builds a full State from what one side knows, sampling the hidden contents of the
// other side's Airbase Display (6.1): where each enemy aircraft is based and in what state, what an
// enemy mission carries, and (through the air-battle module) the unrevealed markers of an air battle.
// It never reads the true state: only game.view(state, role).
import { type Action, type Role, actionKey } from '../../kernel/game.ts';
import { Rng } from '../../kernel/rng.ts';
import { type GameAI, gameAI } from '../../ai/registry.ts';
import { cloneState, evaluateModel, rollChance } from '../../ai/model.ts';
import { cruellestMonth } from './game.ts';
import * as AB from './air-battle/battle.ts';
import { chooseAirBattleAction } from './air-battle/heuristic.ts';
import type { AirBattle } from './air-battle/contract.ts';
import { AIR_BY_ID, AIR_UNITS, GROUND_BY_ID, GROUND_CRT, HL_HEXES, RIDGE_HEXES, PLACES, TEC, VICTORY, eastOfHindenburg, groundColumn, isHindenburg } from './data.ts';
import { type AirUnit, type Disclosure, type Side, type State, other, operating, overCapacity, ownBases, setup } from './state.ts';

/** What game.view returns (game.ts). */
export interface CmView {
  game: 'cruellest-month';
  turn: number;
  lastTurn: number;
  phase: string;
  step: string;
  initiative: Side;
  initiativeMissions: number;
  poorWeather: boolean;
  events: State['events'];
  generalRegroup: Side | null;
  regroupUsed: State['regroupUsed'];
  rfcCommitted: boolean;
  recon: { unit?: string; side: Side; area: 'arras' | 'douai' | 'cambrai'; status: string }[];
  known: Disclosure[];
  pendingExamine: State['pendingExamine'];
  air: Record<string, Partial<AirUnit> & { base: string }>;
  ground: State['ground'];
  bases: State['bases'];
  control: State['control'];
  cityHits: State['cityHits'];
  boxHits: State['boxHits'];
  asl: State['asl'];
  bosl: State['bosl'];
  tsp: number;
  tanksGone: boolean;
  alliedAcesFree: number | null;
  vp: State['vp'];
  ops: State['ops'];
  mission: (Partial<State['mission']> & { side: Side; launched: boolean; step: string }) | null;
  battle: unknown;
  groundSide: Side;
  attacks: State['attacks'];
  combat: State['combat'];
  toPlace: string[];
  restoreSteps: number;
  roll: { label: string; dice: number; sides: number; rule: string } | null;
  over: boolean;
  finalMargin: number | null;
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** The Allied-minus-German margin if the game ended now (13.1 so far + 13.2 from the map). */
export function projectedMargin(v: CmView): number {
  if (v.finalMargin !== null) return v.finalMargin;
  let allied = v.vp.allied;
  let german = v.vp.german;
  for (const h of HL_HEXES) if (v.control[h] === 'allied') allied += 2;
  for (const h of RIDGE_HEXES) v.control[h] === 'allied' ? (allied += 3) : (german += 3);
  let towns = 0;
  for (const h in PLACES) if (PLACES[h].terrain === 'town' && eastOfHindenburg(h) && v.control[h] === 'allied') towns++;
  allied += Math.floor(towns / 2);
  if (v.control['2208'] === 'german') german += 5;
  // What remains to be won: the German scores about 4 VP a clear turn the Allies do not bomb (13.1),
  // plus the RFC Reserve's cost; a side's surviving air strength is its future (public losses only).
  // 13.1 awards still due this turn: hits standing at the Victory Points Phase, and +4 German for a
  // clear turn without an Allied bombing attack.
  const left = Math.max(0, v.lastTurn - v.turn);
  if (v.phase !== 'victory' && !v.over) {
    if (!v.poorWeather && !v.ops.alliedBombed) german += 4;
    // Hits score at each Victory Points Phase while they stand (13.1), after the Regroup Phase has removed
    // up to 3 a turn: from the cities a side controls (11.5.1, the Allied repairs go to Arras first) and
    // from Douai and Cambrai together (11.5.2).
    const repaired = v.phase === 'reinforcement' || (v.phase === 'regroup' && v.step === 'reinforce');
    if (v.control['2208'] !== 'german') german += hitStream(v.cityHits.arras, left + 1, repaired);
    if (v.control['1607'] !== 'allied') allied += hitStream(v.cityHits.lens, left + 1, repaired);
    allied += hitStream(v.boxHits.douai + v.boxHits.cambrai, left + 1, repaired);
  }
  // Ground attacks declared or under way (9.4): the expected value of a DX on the defender's hex.
  for (const a of [...v.attacks, ...(v.combat ? [{ attacker: v.combat.attacker, defender: v.combat.defender }] : [])]) {
    const sign = GROUND_BY_ID[a.attacker]?.side === 'allied' ? 1 : -1;
    allied += sign * attackValue(v, a.attacker, a.defender, v.combat && v.combat.attacker === a.attacker ? v.combat.aspAtt + v.combat.tsp - v.combat.aspDef : null);
  }
  let deadA = 0;
  let deadG = 0;
  for (const id in v.air) if (v.air[id].base === 'dead') AIR_BY_ID[id].side === 'allied' ? deadA++ : deadG++;
  let strengthA = 0;
  let strengthG = 0;
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where !== 'map') continue;
    const w = g.reduced ? 0.5 : 1;
    if (id.startsWith('i-')) strengthA += w; else strengthG += w;
  }
  return allied - german - left * 1.5 + (deadG - deadA) * 0.8 * (left / 12) + (strengthA - strengthG) * 0.6;
}

/**
 * The VP that `hits` standing on a target (or on Douai and Cambrai together) yield over the `phases`
 * Victory Points Phases to come if nobody bombs it again: 3 removed at each Regroup Phase before the
 * count (11.5), unless this turn's removal is already `repaired`.
 */
export function hitStream(hits: number, phases: number, repaired: boolean): number {
  let vp = 0;
  let h = hits;
  for (let i = 0; i < phases && h > 0; i++) {
    if (i > 0 || !repaired) h = Math.max(0, h - 3);
    vp += h;
  }
  return vp;
}

/** P(DX) x what the defender's hex is worth at the end (13.2) plus a step (13.1 and strength). */
export function attackValue(v: CmView, attacker: string, defender: string, support: number | null): number {
  const ga = v.ground[attacker];
  const gd = v.ground[defender];
  const da = GROUND_BY_ID[attacker];
  const dd = GROUND_BY_ID[defender];
  if (!ga || !gd || !da || !dd || !gd.hex || gd.where !== 'map') return 0;
  const hex = gd.hex;
  let mods = v.poorWeather ? -4 : 0;
  if (dd.side === 'german') mods += isHindenburg(hex) ? TEC.hindenburg.combat : eastOfHindenburg(hex) ? TEC['east-of-hl'].combat : 0;
  if (PLACES[hex]?.terrain === 'city') mods += TEC.city.combat;
  if (PLACES[hex]?.terrain === 'ridge') mods += TEC.ridge.combat;
  const acf = (ga.reduced ? da.reducedCf : da.cf) >> (ga.interdicted ? 1 : 0);
  const dcf = gd.reduced ? dd.reducedCf : dd.cf;
  // Support not yet allocated: the attacker's Corps/Gruppe artillery up to its CF (9.4.1), tanks (9.4.3),
  // less one for the defender's guns.
  const asl = da.side === 'allied' ? (v.asl[da.formation] ?? v.asl.VI ?? 0) : Math.max(v.asl.souchez, v.asl.vimy, v.asl.arras);
  const sup = support ?? Math.min(asl, acf) + (da.side === 'allied' ? Math.min(v.tsp, ga.reduced ? 1 : 2) : 0) - 1;
  let p = 0;
  for (let r = 1; r <= 10; r++) {
    const col = Math.max(0, Math.min(GROUND_CRT.rows[0].length - 1, groundColumn(r + mods + sup + acf)));
    const res = GROUND_CRT.rows[Math.min(5, dcf - 1)][col];
    // DX, or DI on an Interdicted defender, makes it retreat (9.4.4): the hex can be taken.
    if (res === 'DX' || (res === 'DI' && gd.interdicted)) p += 0.1;
  }
  const worth = (isHindenburg(hex) ? 2 : 0) + (PLACES[hex]?.terrain === 'ridge' ? 3 : 0) + (hex === '2208' ? 5 : 0) + 1;
  return p * worth;
}

const erf = (x: number) => {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
};
const phi = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/** P(Allied win) + half P(draw), for the Allied side (13.3); the German value is its complement. */
export function evaluate(v: CmView, role: Role): number {
  const m = projectedMargin(v);
  const sd = 4 + 2.5 * Math.max(0, v.lastTurn - v.turn);
  const pAllied = 1 - phi((VICTORY.drawMax + 0.5 - m) / sd);
  const pGerman = phi((VICTORY.germanMax + 0.5 - m) / sd);
  const allied = pAllied + 0.5 * Math.max(0, 1 - pAllied - pGerman);
  return role === 'german' ? 1 - allied : allied;
}

// ---------------------------------------------------------------------------------------------
// Determinization

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A full state consistent with `v`, the view of `role`: the other side's hidden aircraft sampled. */
export function determinize(v: CmView, role: Role, _legal: readonly Action[], rng: Rng): State {
  const me = role as Side;
  const foe = other(me);
  const s = setup({ turns: v.lastTurn });
  const copy = <K extends keyof State>(k: K, x: unknown) => { (s as unknown as Record<string, unknown>)[k] = JSON.parse(JSON.stringify(x)); };
  for (const k of ['turn', 'phase', 'step', 'initiative', 'initiativeMissions', 'poorWeather', 'events', 'generalRegroup', 'regroupUsed', 'rfcCommitted',
    'pendingExamine', 'ground', 'bases', 'control', 'cityHits', 'boxHits', 'asl', 'bosl', 'tsp', 'tanksGone', 'vp', 'ops', 'groundSide', 'attacks', 'combat', 'restoreSteps', 'over', 'finalMargin'] as const) copy(k, v[k]);
  s.known = { allied: [], german: [] };
  s.known[me] = JSON.parse(JSON.stringify(v.known));
  s.designated = { allied: true, german: true };
  if (v.step === 'designate') s.designated[me] = false;
  if (v.alliedAcesFree !== null) s.alliedAcesFree = v.alliedAcesFree;
  s.recon = v.recon.filter((r) => r.unit).map((r) => ({ unit: r.unit!, side: r.side, area: r.area, status: r.status as 'flying' }));
  s.roll = v.roll ? { purpose: 'unknown', ...v.roll } : null;
  // My own aircraft as I see them.
  for (const id in v.air) {
    const u = v.air[id];
    if (AIR_BY_ID[id].side === me) {
      s.air[id] = { id, base: u.base, flown: !!u.flown, disrupted: !!u.disrupted, reduced: !!u.reduced, regroup: !!u.regroup, ace: !!u.ace, observerLost: !!u.observerLost, intercepted: !!u.intercepted, missioned: !!u.missioned };
      if ((u as { staged?: boolean }).staged) (s.air[id] as { staged?: boolean }).staged = true;
    } else if (u.base === 'dead') s.air[id].base = 'dead';
  }
  // The enemy's: sampled where the view says nothing (6.1). Reserves stay in their holding areas unless
  // the RFC Reserve is committed; the others are spread over the enemy's operating bases within capacity,
  // preferring their setup base; a disclosed base gets its disclosed numbers if they still fit.
  const hidden = AIR_UNITS.filter((d) => d.side === foe && s.air[d.id].base !== 'dead');
  for (const d of hidden) {
    const u = s.air[d.id];
    u.flown = false; u.disrupted = rng.float() < 0.15; u.reduced = rng.float() < 0.1; u.regroup = false;
    if (d.group === 'IX') { u.base = d.id === 'a-100' && rng.float() < 0.7 ? 'event' : v.rfcCommitted ? 'rfc' : 'away'; continue; }
    if (d.group === 'jasta-reserve' || d.group === 'fa-reserve') { u.base = 'reserve'; continue; }
    u.base = 'nowhere';
  }
  const bases = ownBases(s, foe).filter((b) => b !== 'rfc' && operating(s, b));
  for (const d of hidden) {
    const u = s.air[d.id];
    if (u.base !== 'nowhere') continue;
    const start = d.start;
    const choices = [start, ...bases.filter((b) => b !== start).sort(() => rng.float() - 0.5)];
    u.base = choices.find((b) => operating(s, b) && !overCapacity(s, b, d.id)) ?? bases[0] ?? start;
  }
  // An enemy mission: its units are unknown until combat (8.1.6 note) - sample eligible ones.
  const vm = v.mission;
  if (vm) {
    if (vm.side === me) s.mission = JSON.parse(JSON.stringify(vm));
    else {
      const m = {
        side: vm.side, task: vm.task ?? 'bombing', hex: vm.hex ?? '2208', target: vm.target ?? 'city', units: [] as string[], range: {} as Record<string, number>,
        // Copies: the view may share these lists with the real game, which the model must never change.
        launched: vm.launched, scrambles: clone(vm.scrambles ?? []), intercepting: clone(vm.intercepting ?? []), targetScrambles: clone(vm.targetScrambles ?? []), late: [],
        altitude: {}, strikes: [], landing: clone(vm.landing ?? []), accidents: [], step: vm.step as State['mission'] extends infer M ? M extends { step: infer T } ? T : never : never,
      };
      const pool = hidden.filter((d) => d.side === foe && (s.air[d.id].base !== 'reserve' && s.air[d.id].base !== 'away' && s.air[d.id].base !== 'event'));
      const n = Math.min(pool.length, 1 + rng.int(2));
      for (let i = 0; i < n; i++) {
        const d = pool.splice(rng.int(pool.length), 1)[0];
        m.units.push(d.id);
        s.air[d.id].flown = true;
        s.air[d.id].missioned = true;
        m.range[d.id] = 6 + rng.int(6);
      }
      s.mission = m as State['mission'];
    }
  }
  // The air battle: the air-battle module samples its unrevealed markers when it can.
  if (v.battle) {
    s.battle = AB.determinizeAirBattle(v.battle as AB.AirBattleView, role, rng) as AirBattle;
  }
  return s;
}

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
  if (step === 'air' && missionStep !== null) return DECISIVE_MISSION_STEPS.has(missionStep) && legal.some((a) => a.type === 'add' || a.type === 'scramble' || a.type === 'evacuate');
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
function onePlyValue(s: State, role: Role, a: Action, rng: Rng): number {
  const game = cruellestMonth;
  const ai = gameAI(game);
  const t = cloneState(s);
  try {
    game.perform(t, role, a);
    const acting = game.toAct(t);
    if (acting.length === 1 && acting[0] === role && a.type !== 'cancel') {
      const next = game.legalActions(t, role);
      if (next.every((x) => x.type === 'cancel')) return -1;
    }
    if (acting.length !== 1 || acting[0] !== 'chance') return evaluateModel(game, ai, t, role);
    let total = 0;
    for (let i = 0; i < ONE_PLY_SAMPLES; i++) {
      const u = cloneState(t);
      rollChance(game, u, rng);
      total += evaluateModel(game, ai, u, role);
    }
    return total / ONE_PLY_SAMPLES;
  } catch {
    return evaluateModel(game, ai, s, role);
  }
}

/** `legal` ordered best first by one-ply value for `role` on the model `s`; ties in a random order. */
export function rankOnePly(s: State, role: Role, legal: readonly Action[]): { action: Action; value: number }[] {
  const rng = new Rng(seedOf(s, role, legal));
  const scored = legal.map((action) => ({ action, value: onePlyValue(s, role, action, rng), tie: rng.float() }));
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
  if (s.battle) return role === 'allied' || role === 'german' ? [chooseAirBattleAction(AB.airBattleView(s.battle, role), role, legal)] : legal;
  const done = legal.find((a) => a.type === 'deploy-done');
  if (done) return [done];
  let keep: readonly Action[] = legal.filter((a) => a.type !== 'cancel' && a.type !== 'stage');
  if (!keep.length) keep = legal;
  if (!root || keep.length <= 1) return keep;
  const ranked = rankOnePly(s, role, keep);
  const n = decisive(s.step, s.mission && s.step === 'air' ? s.mission.step : null, !!s.battle, keep) ? ROOT_KEPT : 1;
  return ranked.slice(0, n).map((x) => x.action);
}

/**
 * The search's time plan: the full budget on the decisive decisions; a twentieth on the rest, which
 * `prune` settles at the root anyway (one candidate left, no search).
 */
export function budgetShare(v: CmView, _role: Role, legal: readonly Action[]): number {
  return decisive(v.step, v.mission && v.step === 'air' ? String(v.mission.step) : null, !!v.battle, legal) ? 1 : 0.05;
}

export const cruellestMonthAI: GameAI<State, CmView> = {
  gameId: 'cruellest-month',
  evaluate,
  determinize,
  prune,
  budgetShare,
  metrics(v) {
    return { turn: v.turn, alliedVp: v.vp.allied, germanVp: v.vp.german, margin: projectedMargin(v) };
  },
};
