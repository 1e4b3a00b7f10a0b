// Computer-player knowledge for Cambrai 1917: the value of a position, following the victory conditions of
// the player aid (its two main weights fitted to game outcomes, WEIGHTS): Control markers in supply (End
// Phase, 20 to win) and the days left to gain more; the fighting power of both sides; the Haig Decides
// modifiers; the cavalry threat of a sudden death.
import { sigmoid } from '../../../ai-kit/logistic.ts';
import { LAST_DAY, LAST_IMPULSE, SUDDEN_DEATH_ZONES, UNITS } from '../data.ts';
import { haigModifier, suddenDeathCavalry } from '../rules/04-end.ts';
import { type CambraiState, GRAPH, N_UNITS, attackOf, defenseOf, inSupply } from '../state.ts';
import { impulseValue } from './prune.ts';
import { britishVpByFlood } from './supply.ts';

/**
 * Weights of the British win logit. vp and perDay fitted to game outcomes (issue 15, third session):
 * log loss on 2,518 impulse positions of 40 heuristic-mirror games at british-vp 11 (seed 7), by
 * coordinate search, 1.102 with the hand-set weights (0.45, 3, and 0.5 a contested area, 0.05 a point
 * of British attack in contact) down to 0.449; the two contact terms fitted to 0 and were removed.
 * The hand-set weights saw a British chance of 0.8-0.95 on the evening of the 20th in games the
 * British then lost, and search values of 0.001-0.05 for every German choice (the search blind).
 * cavalry hand-set (the sudden death was too rare in the data to fit).
 */
export const WEIGHTS = { vp: 0.65, cavalry: 0.8, perDay: 1.65 };

export interface CambraiFeatures {
  vp: number;
  needed: number;
  /** Days of fighting left, counting what remains of this Daylight. */
  daysLeft: number;
  britishPower: number;
  germanPower: number;
  haig: number;
  cavalryThreat: number;
}

export function features(s: CambraiState): CambraiFeatures {
  let britishPower = 0;
  let germanPower = 0;
  let cavalryThreat = 0;
  for (let u = 0; u < N_UNITS; u++) {
    const at = s.loc[u];
    if (at <= 0) continue;
    if (UNITS[u].side === 'allied') {
      britishPower += s.spent[u] ? 0.25 * attackOf(s, u) : attackOf(s, u);
      if (
        suddenDeathCavalry(s, u) &&
        GRAPH.neighbours[at].some((n) => SUDDEN_DEATH_ZONES.includes(n) || SUDDEN_DEATH_ZONES.includes(at)) &&
        inSupply(s, 'allied', at)
      )
        cavalryThreat += 1;
    } else germanPower += s.spent[u] ? 0.5 * defenseOf(s, u) : defenseOf(s, u);
  }
  const partDay = s.phase === 'daylight' ? Math.max(0, LAST_IMPULSE - s.impulse) / LAST_IMPULSE : 0;
  const daysLeft = s.scenario === 'first-day' ? partDay : LAST_DAY - s.day + partDay;
  return {
    vp: britishVpByFlood(s),
    needed: s.vpToWin,
    daysLeft,
    britishPower,
    germanPower,
    haig: s.scenario === 'first-day' || s.day >= LAST_DAY ? 6 : haigModifier(s).mod,
    cavalryThreat: Math.min(cavalryThreat, 2),
  };
}

/**
 * The British player's chance of winning, from the features. Two ways the game ends: Haig closes the
 * offensive at an End Phase (21-25 November) when 1d6 + modifier < 7, the British winning only if
 * they hold the Control markers needed then; or it runs to 26 November. With p = modifier / 6 the
 * chance that a Haig roll lets the offensive go on (today's modifier held), the game ends at the k-th
 * roll left with chance p^(k-1) (1 - p) and reaches the last day with chance p^rolls; each ending is
 * weighed by the chance of the Control markers needed by that day, Control markers growing at a rate
 * set by the share of fighting power. (The first version mixed only the next roll and the last day:
 * a modifier of 2 or 4 was then worth little, and the search British seldom went for areas 1 and 6.)
 */
export function britishChance(s: CambraiState): number {
  const f = features(s);
  const w = WEIGHTS;
  const share = f.britishPower / Math.max(1, f.britishPower + f.germanPower);
  const rate = w.perDay * 2 * share; // Control markers a day at this balance of power
  const today = s.phase === 'daylight' ? Math.max(0, LAST_IMPULSE - s.impulse) / LAST_IMPULSE : 0;
  const base = f.vp - f.needed;
  const cav = w.cavalry * f.cavalryThreat;
  const by = (days: number) => sigmoid(w.vp * (base + days * rate) + cav);
  if (s.scenario === 'first-day') return by(today);
  const rolls = s.day <= 25 ? 25 - Math.max(s.day, 21) + 1 : 0;
  // Before the 21st's End Phase the first roll comes after the days still to fight before it.
  const first = today + Math.max(0, 21 - s.day);
  const p = Math.max(0, Math.min(6, f.haig)) / 6;
  let chance = 0;
  let reach = 1; // the chance that the game reaches the k-th Haig roll left
  for (let k = 0; k < rolls; k++) {
    chance += reach * (1 - p) * by(first + k);
    reach *= p;
  }
  return chance + reach * by(f.daysLeft);
}

/**
 * The evaluation's term for an impulse declared but not begun (nothing moved, fired or placed): its
 * impulseValue at PENDING_WEIGHT a point, added to the British win logit (subtracted for a German
 * impulse). Declaring an Assault or a Regroup changes no unit, so without it a one-ply player saw
 * Pass, Regroup and every area alike.
 */
export function pendingImpulse(s: CambraiState): number {
  const as = s.assault;
  if (!as || as.started || as.hbUsed || as.done.length || as.markersPlaced || (s.step.k !== 'assault' && s.step.k !== 'regroup')) return 0;
  const v = impulseValue(s, s.active, { type: as.regroup ? 'regroup' : 'assault', area: as.area });
  return (s.active === 'allied' ? 1 : -1) * PENDING_WEIGHT * v;
}
/**
 * Logit per attack point of a declared impulse (hand-set). A Pass moves the impulse track on at once,
 * worth up to about 0.1 in the logit of the days left (WEIGHTS.vp x perDay x 2 / LAST_IMPULSE), so a
 * counter-attack of three points (0.12) beats a Pass; 0.5 for a strong one of 12 points.
 */
export const PENDING_WEIGHT = 0.04;

/** The British chance with the term of a declared impulse (the logit moved by pendingImpulse). */
export function evaluationChance(s: CambraiState): number {
  const p = britishChance(s);
  const shift = pendingImpulse(s);
  if (shift === 0 || p <= 0 || p >= 1) return p;
  return sigmoid(Math.log(p / (1 - p)) + shift);
}
