// 11.0 Regroup: 11.1 individual, 11.2 general regroup, 11.3 reorganisation, 11.4 dismantling, 11.5 repairs.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { type Log, tell, need, atAirbase, type Chapter, only, sideOf } from './common.ts';
import { dismantlable } from './06-airbases.ts';
const { AIR_BY_ID, GROUND_BY_ID, AIRBASES } = D;
const { ARRAS, LENS, SIDES, applyOverCapacity, baseData, operating, other, overCapacity, ownBases, supplied } = S;

export function regroupRolls(s: State, log: Log): void {
  const items: string[] = [];
  const sup = { allied: supplied(s, 'allied'), german: supplied(s, 'german') };
  const baseSupplied = (b: string) => b === 'rfc' || !s.bases[b]?.hex || sup[baseData[b].side].has(s.bases[b].hex!);
  // 11.2.2: General Regroup: the declarer's Ready Disrupted units and supplied bases recover without a roll.
  if (s.generalRegroup) {
    const gs = s.generalRegroup;
    for (const id in s.air) {
      const u = s.air[id];
      if (AIR_BY_ID[id].side === gs && u.disrupted && !u.flown && atAirbase(u.base)) {
        u.disrupted = false;
        u.regroup = false;
      }
    }
    for (const b of AIRBASES) if (b.side === gs && s.bases[b.id].status === 'disrupted' && baseSupplied(b.id)) s.bases[b.id].status = 'normal';
    if (log) tell(log, '11.2.2', (w) => w.generalRegroupNormal(gs));
  }
  // 11.1.1: aerial units first (at a Normal, supplied base), then airbases, then ground units.
  for (const id in s.air) {
    const u = s.air[id];
    if (u.regroup && u.disrupted && atAirbase(u.base) && (u.base === 'rfc' || s.bases[u.base]?.status === 'normal') && baseSupplied(u.base))
      items.push(`air:${id}`);
  }
  for (const b of AIRBASES) if (s.bases[b.id].status === 'disrupted' && baseSupplied(b.id)) items.push(`base:${b.id}`);
  for (const id in s.ground) if (s.ground[id].where === 'map' && s.ground[id].interdicted) items.push(`ground:${id}`);
  if (items.length === 0) return regroupResults(s, [], [], log);
  need(s, 'regroup', items.length, 10, (w) => w.roll.regroup, '11.1', { items });
}

export function regroupResults(s: State, d: number[], items: string[], log: Log): void {
  const mod = (side: Side) =>
    (s.poorWeather ? 1 : 0) +
    (side === 'allied' ? (s.cityHits.arras >= 4 || s.control[ARRAS] === 'german' ? 1 : 0) : Math.floor((s.boxHits.douai + s.boxHits.cambrai) / 4));
  items.forEach((item, i) => {
    const [kind, id] = item.split(':');
    if (kind === 'air') {
      const side = AIR_BY_ID[id].side;
      const r = d[i] + mod(side);
      if (r <= 6) {
        s.air[id].disrupted = false;
        if (log) tell(log, '11.1.1', (w) => w.regroups(id, r), [side]);
      }
      s.air[id].regroup = false;
    } else if (kind === 'base') {
      const side = baseData[id].side;
      const r = d[i] + mod(side);
      if (r <= (side === 'allied' ? 6 : 7)) {
        s.bases[id].status = 'normal';
        if (log) tell(log, '11.1.2', (w) => w.baseNormal(id, r));
      }
    } else {
      const side = GROUND_BY_ID[id].side;
      if (d[i] <= (side === 'allied' ? 5 : 6)) {
        s.ground[id].interdicted = false;
        if (log) tell(log, '11.1.3', (w) => w.notInterdicted(id, d[i]));
      }
    }
  });
  s.step = s.generalRegroup ? 'restore-roll' : 'reorganize';
}

/** 11.2.3: reduced or destroyed aerial units that may take a step; reserves first. */
export function restorable(s: State, side: Side): string[] {
  const cands = Object.keys(s.air).filter((id) => AIR_BY_ID[id].side === side && id !== 'a-100' && (s.air[id].reduced || s.air[id].base === 'dead'));
  const reserveFirst = cands.filter((id) => AIR_BY_ID[id].reserve);
  return reserveFirst.length ? reserveFirst : cands;
}

export function restoreStep(s: State, side: Side, id: string, log: Log): void {
  const u = s.air[id];
  if (u.base === 'dead') {
    // A destroyed unit returns Reduced at the Holding Area or a base with room.
    u.reduced = true;
    u.disrupted = false;
    u.base =
      AIR_BY_ID[id].group === 'IX'
        ? 'away'
        : AIR_BY_ID[id].reserve
          ? 'reserve'
          : (ownBases(s, side).find((b) => b !== 'rfc' && operating(s, b) && !overCapacity(s, b, id)) ?? 'reserve');
    if (side === 'allied' && u.base === 'reserve') u.base = 'away';
  } else u.reduced = false;
  const cost = s.restoreSteps > 0 ? 1 : 2;
  if (s.restoreSteps > 0) s.restoreSteps--;
  s.vp[other(side)] += cost;
  if (log) tell(log, '11.2.3', (w) => w.replacement(id, cost, other(side)));
  if (restorable(s, side).length === 0) s.step = 'reorganize';
}

export function reorganize(s: State, log: Log): void {
  const air = s.air;
  // 11.3
  for (const id in air) {
    const u = air[id];
    u.flown = false;
    u.observerLost = false;
    u.staged = false;
    u.intercepted = false;
    u.missioned = false;
  }
  for (const b of ownBases(s, 'allied').concat(ownBases(s, 'german'))) if (b !== 'rfc') applyOverCapacity(s, b);
  // 11.4 completion
  const sup = supplied(s, 'german');
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    if (st.status === 'construction' && st.hex && sup.has(st.hex)) {
      st.status = 'normal';
      if (log) tell(log, '11.4', (w) => w.operational(b.id, st.hex!));
    }
  }
  s.step = 'dismantle';
  if (dismantlable(s).length === 0) s.step = 'repairs';
}

export function repairs(s: State, log: Log): void {
  // 11.5.1: up to 3 hits from cities a side controls; 11.5.2: 3 from Cambrai/Douai.
  for (const side of SIDES) {
    let left = 3;
    for (const [hex, k] of [
      [ARRAS, 'arras'],
      [LENS, 'lens'],
    ] as const) {
      if (s.control[hex] !== side) continue;
      const take = Math.min(left, s.cityHits[k]);
      s.cityHits[k] -= take;
      left -= take;
      if (log && take) tell(log, '11.5.1', (w) => w.cityRepairs(side, take, hex));
    }
  }
  let left = 3;
  for (const k of ['douai', 'cambrai'] as const) {
    const take = Math.min(left, s.boxHits[k]);
    s.boxHits[k] -= take;
    left -= take;
    if (log && take) tell(log, '11.5.2', (w) => w.boxRepairs(take, k));
  }
  s.step = 'reinforce';
}

// ---------------------------------------------------------------------------------------------
// The steps: individual regroups (11.1), the General Regroup's replacement steps (11.2.3), reorganisation (11.3),
// dismantling (11.4, in 06-airbases.ts) and repairs (11.5).

export const REGROUP: Chapter = {
  decisions: {
    restore: {
      rule: '11.2.3',
      actor: (s) => only(s.generalRegroup!),
      legal(s, role, out) {
        for (const unit of restorable(s, sideOf(role))) out.push({ type: 'restore', unit });
        out.push({ type: 'restore-done' });
      },
      perform: {
        restore: (s, a, log, role) => restoreStep(s, sideOf(role), a.unit, log),
        'restore-done': (s) => {
          s.step = 'reorganize';
        },
      },
    },
  },
  auto: {
    regroup: regroupRolls,
    'restore-roll': (s) => need(s, 'restore', 1, 10, (w) => w.roll.restore, '11.2.3'),
    reorganize,
    repairs,
  },
  dice: {
    regroup: (s, d, ctx, log) => regroupResults(s, d, ctx.items ?? [], log),
    restore(s, d, _ctx, log) {
      s.restoreSteps = d[0];
      if (log) tell(log, '11.2.3', (w) => w.replacementSteps(s.generalRegroup!, d[0]));
      s.step = restorable(s, s.generalRegroup!).length ? 'restore' : 'reorganize';
    },
  },
};
