// 10.0 Supply, 9.5.1 Artillery Support Levels.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { State } from '../state.ts';
import { type Log, tell, type Chapter } from './common.ts';
const { ASL_MAX, GROUND_BY_ID, CORPS, GRUPPE_LIST, AIRBASES } = D;
const { ARRAS, SIDES, cf, supplied } = S;

export function supplyPhase(s: State, log: Log): void {
  const ground = s.ground;
  for (const side of SIDES) {
    const sup = supplied(s, side);
    for (const id in ground) {
      const g = ground[id];
      if (GROUND_BY_ID[id].side === side && g.where === 'map' && !sup.has(g.hex!) && !g.interdicted) {
        g.interdicted = true;
        if (log) tell(log, '10.3', (w) => w.unsuppliedUnit(id));
      }
    }
    for (const b of AIRBASES) {
      const st = s.bases[b.id];
      if (b.side === side && st.hex && st.status === 'normal' && !sup.has(st.hex)) {
        st.status = 'disrupted';
        if (log) tell(log, '10.3', (w) => w.unsuppliedBase(b.id));
      }
    }
  }
  // 9.5.1
  const germanBoxPenalty = s.boxHits.douai + s.boxHits.cambrai >= 8 ? 2 : 0;
  const alliedArrasPenalty = s.cityHits.arras >= 4 || s.control[ARRAS] === 'german' ? 2 : 0;
  for (const k of [...CORPS, ...GRUPPE_LIST]) {
    const allied = CORPS.some((c) => c === k);
    let v = s.asl[k] + (3 - s.bosl[k]) - (allied ? alliedArrasPenalty : germanBoxPenalty);
    v = Math.max(0, Math.min(ASL_MAX, v));
    if (allied) {
      // 9.3.1: a Corps down to one division: its support never exceeds that unit's CF.
      const left = Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].formation === k && ground[id].where !== 'dead');
      if (left.length === 0) v = 0;
      else if (left.length === 1) v = Math.min(v, cf(s, left[0]));
    }
    s.asl[k] = v;
  }
  if (log) tell(log, '9.5.1', (w) => w.artillery(s));
  s.phase = 'regroup';
  s.step = 'regroup';
}

export const SUPPLY: Chapter = { auto: { supply: supplyPhase } };
