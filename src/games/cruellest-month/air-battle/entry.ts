// The Cruellest Month - entering the Air Battle Board (8.7.5): an off-board interceptor stays off (changing altitude)
// or rolls its entry die, then enters on the hexes the die gives; a mission latecomer sets up on the Raid Entry Area
// from round 2 (8.7.1); what entering a hex sets off (8.10.4 the target zone, 8.11.1 the balloon's AA). The checks,
// listings and effects of the manoeuvres on the board are in manoeuvres.ts.
import type { Action, LogSink, Role } from '../../../kernel/game.ts';
import type { AirBattle, BattleUnit, Impulse } from './contract.ts';
import * as D from './data.ts';
import * as G from './geometry.ts';
import { alt, T_HEXES, NUMBERED_ENTRY, type Why, REFUSED, no, refusal, say, isMission, tag, onBoard, active, isWhy } from './battle.ts';
import { aaMods } from './fire.ts';
import { avail } from './manoeuvres.ts';
const { BOARD_GRID, ENTRY_DIE, INTERCEPTOR_ENTRY, RAID_ENTRY_AREA, RANGES } = D;
const { EDGE_HEXES, entryFacingsOf } = G;

export function checkStayOff(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const m = active(b, role, explain);
  if (isWhy(m)) return m;
  if (m.u.where !== 'off') return no(explain, '8.7.5', 'onlyAnOffBoardInterceptor');
  if (m.imp.entryRoll !== null) return no(explain, '8.7.5', 'entryDieIsRolledThe');
  const c = Number(a.climb);
  if (c !== -1 && c !== 0 && c !== 1) return no(explain, '8.7.5', 'offTheBoardItMay');
  const n = alt(m.u.altitude) + c;
  if (n < 0 || n > 2) return no(explain, '8.7.7', 'noUnitCanMoveAbove');
  return null;
}

export function checkEnterRoll(b: AirBattle, role: Role, explain: boolean): Why {
  const m = active(b, role, explain);
  if (isWhy(m)) return m;
  if (m.u.where !== 'off') return no(explain, '8.7.5', 'onlyAnOffBoardInterceptorRolls');
  if (m.imp.entryRoll !== null) return no(explain, '8.7.5', 'entryDieIsAlreadyRolled');
  return null;
}

export function entryHexes(roll: number): string[] {
  if (ENTRY_DIE.numbered.includes(roll)) return INTERCEPTOR_ENTRY.byNumber[roll];
  if (ENTRY_DIE.anyNumbered.includes(roll)) return NUMBERED_ENTRY;
  return EDGE_HEXES;
}

export function checkEnter(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const m = active(b, role, explain);
  if (isWhy(m)) return m;
  if (m.u.where !== 'off' || m.imp.entryRoll === null) return no(explain, '8.7.5', 'rollTheEntryDieFirst');
  const hex = String(a.hex);
  if (!entryHexes(m.imp.entryRoll).includes(hex)) return !explain ? REFUSED : refusal('8.7.5', 'rollOfDoesNotEnter', m.imp.entryRoll, hex);
  if (!entryFacingsOf(hex).some((f) => f === Number(a.facing))) return no(explain, '8.7.5', 'unitMustFaceAHexside');
  if (avail(m.imp) < 1) return no(explain, '8.7.5', 'enteringTheFirstBoardEdge');
  return null;
}

/** An off-board interceptor's actions (8.7.5), listed directly in the candidates' order: stay off or roll; then enter. */
export function legalOffBoard(u: BattleUnit, imp: Impulse): Action[] {
  const out: Action[] = [];
  if (imp.entryRoll === null) {
    const level = alt(u.altitude);
    for (const c of [-1, 0, 1]) if (level + c >= 0 && level + c <= 2) out.push({ type: 'ab-stay-off', climb: c });
    out.push({ type: 'ab-enter-roll' });
  } else if (avail(imp) >= 1) {
    for (const h of entryHexes(imp.entryRoll)) for (const f of entryFacingsOf(h)) out.push({ type: 'ab-enter', hex: h, facing: f });
  }
  return out;
}

/** A latecomer's actions (8.7.1, 8.7.5): set up on a free Raid Entry Area hex from round 2, or wait. */
export function legalLatecomer(b: AirBattle, u: BattleUnit): Action[] {
  const out: Action[] = [];
  if (b.round >= 2) {
    for (const h of RAID_ENTRY_AREA.hexes) {
      if (b.units.some((o) => o.side === b.missionSide && onBoard(o) && o.hex === h)) continue;
      for (let f = 0; f < 6; f++) out.push({ type: 'ab-place', unit: u.id, hex: h, facing: f });
    }
  }
  out.push({ type: 'ab-end' });
  return out;
}

/** After a unit enters a hex: target zone, balloon AA (8.11.1). */
export function entered(b: AirBattle, u: BattleUnit, log?: LogSink): void {
  if (!isMission(b, u) || !u.hex) return;
  if (T_HEXES.has(u.hex) && !u.reachedTarget) {
    u.reachedTarget = true;
    if (log) say(log, '8.10.4', (w) => w.reachesTarget(tag(b, u), u.hex!));
  }
  const bl = b.balloon;
  if (bl && bl.side !== u.side) {
    const imp = b.impulse!;
    bl.aa.forEach((aa, i) => {
      if (aa.hex && !aa.removed && !imp.aaFired.includes(i) && BOARD_GRID.distance(aa.hex, u.hex!) <= RANGES.balloonAa.hexes) {
        imp.aaFired.push(i);
        b.rolls.push({ kind: 'aa', unit: u.id, aaf: aa.factor, mods: aaMods(b, u, aa.disrupted), then: null, aaIndex: i });
      }
    });
  }
}
