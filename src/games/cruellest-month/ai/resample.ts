// What a seat knows of The Cruellest Month, and the models its players search (src/ai-kit/knowledge.ts).
// A seat's observation is the state with what the other side may not see removed or masked, as the view
// (view.ts) shows it: the other side's Airbase Display (6.1: where each of its aircraft is and in what state,
// only its destroyed units being public), its regroup designations (7.2), its reconnaissance flights while
// chosen (7.4), its mission's units and their range and altitude (8.1.6 note, 8.3, 8.9), its scramble
// attempts and target scrambles (8.4, 8.5), the unrevealed markers of an air battle (8.7.3), the German
// reserve aircraft available (12.2) and the disclosures made to it (6.1). A model (`resample`) is a copy of
// the observation with those secrets drawn from the player's generator: the other side's aircraft spread over
// its operating Airbases, its mission's units, the air battle's hidden markers (air-battle.ts). (Before
// issue 31 a model was rebuilt from the view on a fresh set-up, and the bookkeeping the view does not carry -
// the ground units moved this phase, the reconnaissance flights done, a step loss's Disruption (8.7.9) - was
// left at its set-up value; the observation holds it as the rules engine does.)
import type { Role } from '../../../kernel/game.ts';
import type { Rng } from '../../../kernel/rng.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { copyCore, shareControl } from './copy.ts';
import type { AirBattleView } from '../air-battle/battle.ts';
import { AIRCRAFT, AIR_BY_ID, AIR_UNITS } from '../data.ts';
import { type AirUnit, type Mission, type Side, type State, operating, other, ownBases, setup } from '../state.ts';
import { HOST_CLASSES, type HostCounts, capacityBreach, hostClass, hostCounts, hostTally, placeNo } from '../hosting.ts';
import { type CmView, view } from '../view.ts';
import { determinizeAirBattle } from './air-battle.ts';
import { type ModelState, rootLogitOf } from './evaluate.ts';

/** What a seat knows: the state, the other side's secrets removed or masked as the view shows them. */
export interface CmObservation extends Omit<State, 'air' | 'mission' | 'battle' | 'roll' | 'recon' | 'alliedAcesFree'> {
  /** The seat's own aircraft, and the other side's destroyed ones (6.1). */
  air: Record<string, AirUnit | { id: string; base: 'dead' }>;
  mission: CmView['mission'];
  battle: AirBattleView | null;
  /** The dice awaited: what they are for stays with the rules (their context may name hidden units). */
  roll: Omit<State['roll'] & object, 'purpose' | 'ctx'> | null;
  recon: CmView['recon'];
  /** Known to the Allied player only (8.7.4). */
  alliedAcesFree: number | null;
}

/** What `role`'s seat knows of `s` (a fresh value: it shares nothing with `s`). */
export function observe(s: State, role: Role): CmObservation {
  const me: Side | null = role === 'allied' || role === 'german' ? role : null;
  const v = view(s, role);
  const air: CmObservation['air'] = {};
  for (const id in s.air) {
    if (AIR_BY_ID[id].side === me) air[id] = s.air[id];
    else if (s.air[id].base === 'dead') air[id] = { id, base: 'dead' };
  }
  const known: State['known'] = { allied: [], german: [] };
  if (me) known[me] = s.known[me];
  const own = (u: string) => AIR_BY_ID[u]?.side === me;
  const roll = s.roll ? { label: s.roll.label, ...(s.roll.fr ? { fr: s.roll.fr } : {}), dice: s.roll.dice, sides: s.roll.sides, rule: s.roll.rule } : null;
  return copyData({
    ...s,
    air,
    known,
    mission: v.mission,
    battle: v.battle,
    roll,
    recon: v.recon,
    alliedAcesFree: v.alliedAcesFree,
    relocate: v.relocate ?? null,
    // 12.2: which German reserve aircraft are available is told to the German player only.
    toPlace: s.toPlace.filter((u) => !AIR_BY_ID[u] || own(u)),
    reserveFightersIn: s.reserveFightersIn.filter(own),
  });
}

/** The standard set-up (14.0) of each game length, made once: the other side's aircraft start from a copy of it. */
const SETUPS = new Map<number, State>();
function setupOf(turns: number): State {
  let s = SETUPS.get(turns);
  if (!s) SETUPS.set(turns, (s = setup({ turns })));
  return s;
}

/** Each aircraft of a model, in the set-up's order: the seat's own as observed, the other side's as the set-up has them
 * until sampled (`resample`), and whether it is destroyed (public, 6.1). Found once for each observation. */
interface AirSource {
  id: string;
  from: AirUnit;
  dead: boolean;
}
const AIR_SOURCES = new WeakMap<CmObservation, { me: Side; sources: AirSource[] }>();
function airSources(o: CmObservation, me: Side, start: State): AirSource[] {
  const kept = AIR_SOURCES.get(o);
  if (kept?.me === me) return kept.sources;
  const out: AirSource[] = [];
  for (const id in start.air) {
    const u = o.air[id];
    out.push({ id, from: u && 'flown' in u && AIR_BY_ID[id].side === me ? u : start.air[id], dead: u?.base === 'dead' });
  }
  AIR_SOURCES.set(o, { me, sources: out });
  return out;
}

/** A full state consistent with what `role` observed: the other side's hidden aircraft, mission and air battle markers sampled. */
export function resample(o: CmObservation, role: Role, rng: Rng, search = false): ModelState {
  const me = role as Side;
  const foe = other(me);
  const start = setupOf(o.lastTurn);
  const { mission: seenMission, battle: seenBattle, roll, recon, alliedAcesFree } = o;
  // The aircraft in the set-up's order; the other side's as the set-up has them until sampled below.
  const air: Record<string, AirUnit> = {};
  const sources = airSources(o, me, start);
  for (let i = 0; i < sources.length; i++) {
    const x = sources[i];
    const u = (air[x.id] = { ...x.from });
    if (x.dead) u.base = 'dead';
  }
  // The observation's control table is shared by its models until one changes it (copy.ts `shareControl`).
  shareControl(o);
  // The observation's copy with the secrets' fields replaced (an object rest of the observation, without them,
  // was a slow generic copy of its 45 fields at every iteration of a search; a spread of its copy, a second one).
  const s = copyCore(o) as unknown as ModelState;
  s.air = air;
  s.mission = null;
  s.battle = null;
  s.roll = roll ? { purpose: 'unknown', ...copyData(roll) } : null;
  s.recon = recon.filter((r) => r.unit).map((r) => ({ unit: r.unit!, side: r.side, area: r.area, status: r.status }));
  s.alliedAcesFree = alliedAcesFree ?? start.alliedAcesFree;
  // The other side's: sampled where the observation says nothing (6.1). Reserves stay in their holding areas
  // unless the RFC Reserve is committed; the others are spread over its operating bases within capacity,
  // preferring their set-up base.
  const hidden = AIR_UNITS.filter((d) => d.side === foe && s.air[d.id].base !== 'dead');
  for (const d of hidden) {
    const u = s.air[d.id];
    u.flown = false;
    u.disrupted = rng.float() < 0.15;
    u.reduced = rng.float() < 0.1;
    u.regroup = false;
    if (d.group === 'IX') {
      u.base = d.id === 'a-100' && rng.float() < 0.7 ? 'event' : s.rfcCommitted ? 'rfc' : 'away';
      continue;
    }
    if (d.group === 'jasta-reserve' || d.group === 'fa-reserve') {
      u.base = 'reserve';
      continue;
    }
    u.base = 'nowhere';
  }
  const bases = ownBases(s, foe).filter((b) => b !== 'rfc' && operating(s, b));
  // Each base's units by hosting class (6.3), the units placed below added as they are.
  const counts = hostCounts(s);
  for (const d of hidden) {
    const u = s.air[d.id];
    if (u.base !== 'nowhere') continue;
    const cls = hostClass(d.id);
    u.base = baseFor(s, counts, d, cls, bases, rng);
    const p = placeNo(u.base);
    if (p >= 0) counts[p * HOST_CLASSES + cls]++;
  }
  if (seenMission) s.mission = seenMission.side === me ? ownMission(seenMission, hidden) : enemyMission(s, seenMission, hidden, rng);
  // The air battle: the air-battle module samples its unrevealed markers when it can (8.7.3).
  if (seenBattle) s.battle = determinizeAirBattle(seenBattle, role, rng);
  if (!o.over && (role === 'allied' || role === 'german')) s.rootLogit = rootLogitOf(o, role, search);
  if (search) s.deep = true;
  return s;
}

/**
 * Where a hidden unit of the other side is (6.1): its set-up base if it is operating and can host it (6.3), else one
 * of the side's other operating bases that can, drawn at random (in a random order: a partial shuffle, drawn only
 * as far as needed - most units are at their set-up base), else the first operating base.
 */
function baseFor(s: State, counts: HostCounts, d: (typeof AIR_UNITS)[number], cls: number, bases: readonly string[], rng: Rng): string {
  if (operating(s, d.start) && canHost(s, counts, d.start, cls)) return d.start;
  const left = bases.filter((b) => b !== d.start);
  for (let n = left.length; n > 0; n--) {
    const i = rng.int(n);
    const b = left[i];
    left[i] = left[n - 1];
    if (canHost(s, counts, b, cls)) return b;
  }
  return bases[0] ?? d.start;
}
/** Whether base `b`, its units counted in `counts` (hostCounts), can host one more unit of hosting class `cls` (6.3). */
function canHost(s: State, counts: HostCounts, b: string, cls: number): boolean {
  const p = placeNo(b);
  return capacityBreach(s, b, hostTally(counts, p >= 0 ? p * HOST_CLASSES : -1, -1), cls) === 0;
}

/** The seat's own mission: 8.4, a scramble attempt that did not intercept is seen, not its fighter: any enemy fighter stands for it. */
function ownMission(seen: NonNullable<CmView['mission']>, hidden: readonly { id: string; aircraft: string }[]): Mission {
  const m = copyData(seen) as Mission;
  const fighter = hidden.find((d) => AIRCRAFT[d.aircraft]?.type === 'F')?.id;
  for (const x of m.scrambles) if (!x.unit && fighter) x.unit = fighter;
  return m;
}

/** The other side's mission: its units are unknown until combat (8.1.6 note): one or two eligible ones sampled. */
function enemyMission(s: State, seen: NonNullable<CmView['mission']>, hidden: readonly (typeof AIR_UNITS)[number][], rng: Rng): Mission {
  const m: Mission = {
    side: seen.side,
    task: seen.task ?? 'bombing',
    hex: seen.hex ?? '2208',
    target: seen.target ?? 'city',
    units: [],
    range: {},
    launched: seen.launched,
    // The other side's scrambles are seen with their units (view.ts: only a mission's own side misses a fighter).
    scrambles: (seen.scrambles ?? []).flatMap((x) => (x.unit ? [{ unit: x.unit, ok: x.ok }] : [])),
    intercepting: copyData(seen.intercepting ?? []),
    targetScrambles: copyData(seen.targetScrambles ?? []),
    late: [],
    altitude: {},
    strikes: [],
    landing: copyData(seen.landing ?? []),
    accidents: [],
    step: seen.step,
  };
  const pool = hidden.filter((d) => s.air[d.id].base !== 'reserve' && s.air[d.id].base !== 'away' && s.air[d.id].base !== 'event');
  const n = Math.min(pool.length, 1 + rng.int(2));
  for (let i = 0; i < n; i++) {
    const d = pool.splice(rng.int(pool.length), 1)[0];
    m.units.push(d.id);
    s.air[d.id].flown = true;
    s.air[d.id].missioned = true;
    m.range[d.id] = 6 + rng.int(6);
  }
  return m;
}
