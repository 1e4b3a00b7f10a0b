// The Air Battle for computer players (8.7.3 hidden information): a whole battle consistent with one side's view, the
// other side's secrets sampled (determinization for the search players).
import type { Role } from '../../../kernel/game.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { ALT, type AirBattleView, type UnitView, copyUnit } from '../air-battle/battle.ts';
import type { AirBattle, Altitude, BattleUnit, Side } from '../air-battle/contract.ts';
import * as D from '../air-battle/data.ts';
const { SEQUENCE_MARKERS } = D;

/** Anything with a `next()` giving a uniform 32-bit integer or a float in [0, 1) - the kernel's Rng fits. */
interface RandomSource {
  int?(n: number): number;
  next(): number;
}
function pickInt(rng: RandomSource, n: number): number {
  if (rng.int) return rng.int(n);
  const x = rng.next();
  return x < 1 ? Math.floor(x * n) : x % n;
}

/** A unit's view without its `placed` (a BattleUnit's fields), found once for each view (a search determinizes the
 * same view at every iteration: the object rest was a slow generic copy). */
const UNIT_OF = new WeakMap<UnitView, BattleUnit>();
function unitOf(v: UnitView): BattleUnit {
  let u = UNIT_OF.get(v);
  if (!u) {
    const { placed: _placed, ...rest } = v;
    void _placed;
    UNIT_OF.set(v, (u = rest as BattleUnit));
  }
  return u;
}

/**
 * A full battle state consistent with what `role` sees in `view`: the other side's unrevealed
 * sequence numbers, altitudes, Disrupted markers, aces and tasks are sampled (sequence numbers
 * respecting 8.7.3's latecomer rule and the units that have already moved this round).
 */
export function determinizeAirBattle(view: AirBattleView, role: Role, rng: RandomSource): AirBattle {
  const other: Side = role === 'allied' ? 'german' : 'allied';
  const units: BattleUnit[] = view.units.map((v) => {
    const u = copyUnit(unitOf(v));
    if (v.side === role || v.revealed || view.phase === 'over') return u;
    const mission = v.side === view.missionSide;
    u.late = v.where === 'waiting';
    if (!mission) u.task = 'intercept';
    else if (view.balloon) u.task = 'balloon';
    else if (v.type === 'F') u.task = pickInt(rng, 5) === 0 ? 'strafing' : 'escort';
    else if (v.type === 'RB') u.task = pickInt(rng, 10) < 3 ? 'spotting' : 'bombing';
    else u.task = 'bombing';
    u.loaded = mission && u.task === 'bombing' && v.type !== 'F' && typeof v.face.bf === 'number';
    u.disrupted = v.reduced || pickInt(rng, 100) < 15;
    u.ace = pickInt(rng, 100) < 10;
    const alts: Altitude[] = u.loaded ? ['low', 'medium'] : ALT;
    u.altitude = alts[pickInt(rng, alts.length)];
    u.seq = null;
    return u;
  });
  const b: AirBattle = {
    v: 1,
    missionSide: view.missionSide,
    interceptorSide: view.interceptorSide,
    targetAaf: view.targetAaf,
    alliedAcesAvailable: view.alliedAcesAvailable,
    poorWeather: view.poorWeather,
    options: { ...view.options },
    units,
    round: view.round,
    phase: view.phase,
    order: [],
    next: 0,
    impulse: view.moving ? copyData(view.moving) : null,
    rolls: copyData(view.rolls),
    defensive: view.defensive ? { ...view.defensive, shooters: [...view.defensive.shooters] } : null,
    wind: view.wind,
    sun: view.sun,
    surprise: view.surprise,
    balloon: view.balloon ? copyData(view.balloon) : null,
    roundsPlayed: view.roundsPlayed,
  };
  const hidden = units.filter((u) => u.side === other && u.seq === null);
  const placeThem = view.phase !== 'sequence' || view.sequenceDone[other];
  if (hidden.length && placeThem) {
    // Units that have not moved yet this round come after the unit moving now (8.7.3 order).
    const key = (seq: number, side: Side) => seq * 2 + (side === view.missionSide ? 0 : 1);
    const mover = b.impulse ? units.find((u) => u.id === b.impulse!.unit) : undefined;
    const after = b.phase === 'move' && b.round === 1 && mover?.seq ? key(mover.seq, mover.side) : -1;
    const used = new Set(units.filter((u) => u.side === other && u.seq !== null).map((u) => u.seq!));
    const free = Array.from({ length: SEQUENCE_MARKERS[other].count }, (_, i) => i + 1).filter((n) => !used.has(n));
    const ok = (assign: number[]) => {
      const all = units.filter((u) => u.side === other).map((u) => ({ late: !!u.late, seq: u.seq ?? assign[hidden.indexOf(u)] }));
      if (hidden.some((u, i) => key(assign[i], u.side) <= after && u.where !== 'waiting')) return false;
      const early = all.filter((x) => !x.late).map((x) => x.seq);
      const late = all.filter((x) => x.late).map((x) => x.seq);
      return !late.length || Math.max(0, ...early) < Math.min(...late);
    };
    const perms: number[][] = [];
    const build = (acc: number[], left: number[]) => {
      if (acc.length === hidden.length) {
        if (ok(acc)) perms.push(acc);
        return;
      }
      left.forEach((n, i) => build([...acc, n], [...left.slice(0, i), ...left.slice(i + 1)]));
    };
    build([], free);
    const chosen = perms.length ? perms[pickInt(rng, perms.length)] : free.slice(0, hidden.length);
    hidden.forEach((u, i) => {
      u.seq = chosen[i] ?? null;
    });
  }
  if (b.phase === 'move') {
    for (let s = 1; s <= 4; s++) {
      for (const side of [b.missionSide, b.interceptorSide]) {
        const u = b.units.find((o) => o.side === side && o.seq === s);
        if (u) b.order.push(u.id);
      }
    }
    b.next = b.impulse ? Math.max(0, b.order.indexOf(b.impulse.unit)) : b.order.length;
  }
  return b;
}
