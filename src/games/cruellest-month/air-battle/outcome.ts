// The Cruellest Month - the Air Battle Board seen from outside: the battle's outcome, which the strategic engine
// reads when it ends (8.7.4, 8.8 aborts, 8.11 the balloon), and what each side sees of it (8.7.3: an unrevealed
// enemy unit's sequence, altitude, status, ace and task hidden). Re-exported by battle.ts, the module's API.
import type { Role } from '../../../kernel/game.ts';
import { copyData } from '../../../ai-kit/model.ts';
import type { AirBattle, AirBattleOutcome, Altitude, BattleUnit, Facing, Impulse, PendingRoll, Side, UnitOutcome } from './contract.ts';
import { INTERCEPTOR_ENTRY, RAID_ENTRY_AREA, TARGET_ZONE } from './data.ts';
import { must } from './battle.ts';

/**
 * A battle unit's copy (or a unit's view's): its fields are values but for its faces and delivery (BattleUnit),
 * copied too. For the view and the players' models (the JSON round trip it replaces was a fifth of an analysis's
 * time in air battles).
 */
export function copyUnit<U extends Pick<BattleUnit, 'face' | 'reducedFace' | 'delivered'>>(u: U): U {
  return { ...u, face: { ...u.face }, reducedFace: u.reducedFace && { ...u.reducedFace }, delivered: u.delivered && { ...u.delivered } };
}

export function airBattleOutcome(b: AirBattle): AirBattleOutcome | null {
  if (b.phase !== 'over') return null;
  const units: UnitOutcome[] = b.units.map((u) => ({
    id: u.id,
    side: u.side,
    status: u.where === 'eliminated' ? 'eliminated' : u.reducedNow ? 'reduced' : u.disrupted ? 'disrupted' : 'ok',
    reducedNow: u.reducedNow,
    eliminated: u.where === 'eliminated',
    disrupted: u.disrupted,
    observerLost: u.observerLost,
    aceGained: u.aceGained,
    aceLost: u.aceLost,
    aborted: u.aborted,
    reachedTarget: u.reachedTarget,
    delivered: u.delivered,
    altitude: u.altitude,
    engaged: u.engaged,
  }));
  const out: AirBattleOutcome = { rounds: b.roundsPlayed, units };
  if (b.balloon) {
    out.balloon = { destroyed: b.balloon.destroyed, grounded: b.balloon.altitude === 'ground', altitude: b.balloon.altitude, rounds: b.roundsPlayed };
  }
  return out;
}

/**
 * What `role` may see (`airBattleView`), for reading only: it shares the battle's nested objects (the units' faces,
 * the impulse, the rolls, the balloon).
 */
export function airBattleSight(b: AirBattle, role: Role): AirBattleView {
  const over = b.phase === 'over';
  const units: UnitView[] = b.units.map((u) => {
    const c = { ...u, placed: u.side === role ? u.seq !== null : null } as UnitView;
    return seesAll(u, role, over) ? c : masked(c);
  });
  return {
    round: b.round,
    phase: b.phase,
    missionSide: b.missionSide,
    interceptorSide: b.interceptorSide,
    targetAaf: b.targetAaf,
    alliedAcesAvailable: b.alliedAcesAvailable,
    poorWeather: b.poorWeather,
    options: b.options,
    sequenceDone: {
      allied: !b.units.some((u) => u.side === 'allied' && u.seq === null),
      german: !b.units.some((u) => u.side === 'german' && u.seq === null),
    },
    units,
    // Only what has happened this round, and the viewer's own units, of the movement order.
    order: b.order.filter((id, i) => i <= b.next || must(b, id).side === role),
    moving: b.impulse,
    rolls: b.rolls,
    defensive: b.defensive,
    wind: b.wind,
    sun: b.sun,
    surprise: b.surprise,
    balloon: b.balloon,
    targetZone: TARGET_ZONE.hexes,
    raidEntry: RAID_ENTRY_AREA.hexes,
    entry: INTERCEPTOR_ENTRY.byNumber,
    roundsPlayed: b.roundsPlayed,
  };
}

/** What `role` may see: another side's unit hides its sequence, altitude, status, ace and task until it first moves (8.7.3). A fresh value. */
export function airBattleView(b: AirBattle, role: Role): AirBattleView {
  const v = airBattleSight(b, role);
  v.options = { ...v.options };
  v.units = v.units.map(copyUnit);
  v.moving = v.moving && copyData(v.moving);
  v.rolls = copyData(v.rolls);
  v.defensive = v.defensive && { ...v.defensive, shooters: [...v.defensive.shooters] };
  v.balloon = v.balloon && copyData(v.balloon);
  return v;
}

/** Whether `role` sees all of `u`'s markers: its own unit, one revealed, or the battle over (8.7.3). */
function seesAll(u: BattleUnit, role: Role, over: boolean): boolean {
  return u.side === role || u.revealed || over;
}
/** `c` with the markers an unrevealed enemy unit hides (8.7.3) made null. */
function masked<U extends UnitSeen>(c: U): U {
  c.seq = null;
  c.altitude = null;
  c.disrupted = null;
  c.ace = null;
  c.task = null;
  c.late = null;
  c.loaded = null;
  return c;
}

/** What the players' air-battle policy reads of a battle (air-battle/heuristic.ts): `role`'s sight of the units, the
 * moving unit, the balloon and the mission's side. */
export interface AirBattleGlance {
  missionSide: Side;
  moving: Impulse | null;
  balloon: AirBattle['balloon'];
  units: readonly UnitSeen[];
}
/**
 * `role`'s sight of `b` as the policy reads it, for reading only: the units `role` sees all of are the battle's own
 * objects, the others copies with their hidden markers null (8.7.3). The players' prune reads it at every node of a
 * search in a battle (ai/prune.ts), where a copy of every unit (airBattleSight) was 5% of an analysis's time.
 */
export function airBattleGlance(b: AirBattle, role: Role): AirBattleGlance {
  const over = b.phase === 'over';
  const units = b.units.map((u): UnitSeen => (seesAll(u, role, over) ? u : masked({ ...u } as UnitSeen)));
  return { missionSide: b.missionSide, moving: b.impulse, balloon: b.balloon, units };
}

/** A unit as a side sees it, without the view's `placed` (a battle unit's own `late` may be absent). */
export type UnitSeen = Omit<UnitView, 'placed' | 'late'> & { late?: boolean | null };
/** A unit as a side sees it: the hidden markers of an unrevealed enemy unit are null. */
export type UnitView = Omit<BattleUnit, 'seq' | 'altitude' | 'disrupted' | 'ace' | 'task' | 'late' | 'loaded'> & {
  seq: number | null;
  altitude: Altitude | null;
  disrupted: boolean | null;
  ace: boolean | null;
  task: BattleUnit['task'] | null;
  late: boolean | null;
  loaded: boolean | null;
  /** Own units only: has its sequence marker. */
  placed: boolean | null;
};

export interface AirBattleView {
  round: number;
  phase: AirBattle['phase'];
  missionSide: Side;
  interceptorSide: Side;
  targetAaf: number;
  alliedAcesAvailable: number;
  poorWeather: boolean;
  options: AirBattle['options'];
  /** Whether each side has placed all its sequence markers (public: who is still to act). */
  sequenceDone: Record<Side, boolean>;
  units: UnitView[];
  order: string[];
  moving: Impulse | null;
  rolls: PendingRoll[];
  defensive: AirBattle['defensive'];
  wind: Facing | null;
  sun: Facing | null;
  surprise: string | null;
  balloon: AirBattle['balloon'];
  targetZone: string[];
  raidEntry: string[];
  entry: Record<number, string[]>;
  roundsPlayed: number;
}
