import type { Role } from '../../../kernel/game.ts';
import { type LogisticModel, logit, sigmoid } from '../../../ai-kit/logistic.ts';
import { grid } from '../state.ts';
import type { State } from '../state.ts';
import { type PostcardView, view } from '../view.ts';
import { arrasPostcard } from '../game.ts';
import { THREAT_WEIGHT, breakthroughTerms, chanceFromTerms, germanChance } from './breakthrough.ts';
import { alliedThreat, alliedThreats, germanAttackGain, germanThreatGain, handGermanLogit } from './threat.ts';

/**
 * The value of a position for `role`. The German player also counts the panic the Allied player can
 * inflict on his units as they stand (alliedThreat): without it his one-ply look-ahead walked units
 * into the Matildas' reach, and the games were decided by the panic of Allied attacks (8.6).
 */
export function evaluateFor(v: PostcardView, role: Role, s: ModelState): number {
  if (EVALUATION.fitted[role]) {
    if (v.winner) return v.winner === role ? 1 : 0;
    const g = sigmoid(logit(POSTCARD_MODEL, postcardFeatures(v, s)));
    return role === 'german' ? g : 1 - g;
  }
  if (role !== 'german') {
    if (v.winner) return v.winner === role ? 1 : 0;
    if (!s.readsGermanAttack) return 1 - germanChance(v);
    const t = breakthroughTerms(v);
    // At the search's horizon (the German movement phase, GERMAN_REPLY_HORIZON) the German reply is read,
    // not searched: a unit that can leave the map in this move does (Victory, ruling 1).
    if (t.exitsNow) return 0;
    const now = chanceFromTerms(t, 0, true);
    return 1 - Math.min(1, now + Math.max(0, germanThreatGain(v, s, t, now, true)));
  }
  if (v.winner) return v.winner === 'german' ? 1 : 0;
  const panic = THREAT_WEIGHT * alliedThreat(s);
  const t = breakthroughTerms(v);
  const now = chanceFromTerms(t, panic);
  return now + Math.max(0, germanAttackGain(v, t, panic, now));
}

export const POSTCARD_FEATURES = [
  'hand', // handGermanLogit
  'turnsLeft',
  'best', // soft-min turns to break through (capped at 12)
  'noPath', // no German unit can break through
  'germanStrength',
  'alliedStrength',
  'threatAdjacent', // alliedThreat, units already adjacent
  'threatReach', // alliedThreat, movement first
  'germanDisrupted',
  'alliedDisrupted',
  'germanUnits',
  'alliedUnits',
  'flak88',
  'germanTurn',
  'westmost', // column of the westmost undisrupted German unit
  'germanWest', // German units in columns 1-3
] as const;

export function postcardFeatures(v: PostcardView, s: State): number[] {
  const t = breakthroughTerms(v);
  const threat = alliedThreats(s);
  let gd = 0;
  let ad = 0;
  let gu = 0;
  let au = 0;
  let westmost = 12;
  let west = 0;
  for (const u of v.units) {
    if (!u.hex) continue;
    const col = grid.coord(u.hex).col;
    if (u.side === 'german') {
      gu++;
      if (u.disrupted) gd++;
      else westmost = Math.min(westmost, col);
      if (col <= 3) west++;
    } else {
      au++;
      if (u.disrupted) ad++;
    }
  }
  return [
    handGermanLogit(t, Math.max(threat.adjacent, threat.reach)),
    t.turnsLeft,
    Math.min(12, t.best),
    t.best === Infinity ? 1 : 0,
    t.german,
    t.allied,
    threat.adjacent,
    threat.reach,
    gd,
    ad,
    gu,
    au,
    v.flak88.available ? 1 : 0,
    v.side === 'german' ? 1 : 0,
    westmost,
    west,
  ];
}

/**
 * Which evaluation each side uses: the fitted one (POSTCARD_MODEL) or the hand one (germanChance).
 * Both play with the hand evaluation: the fitted model below predicts no better (cross-validated
 * log-loss 0.594 against 0.595 for the hand evaluation rescaled) and plays worse (the heuristic German
 * with it won 3/50 against 26/50); see docs/games/arras-postcard.md, "Sixth pass".
 */
export const EVALUATION: { fitted: Record<string, boolean> } = { fitted: { german: false, allied: false } };

/**
 * P(German wins) = sigmoid(b + w . postcardFeatures), fitted by `tools/fit/arras-postcard.ts fit` on 184
 * search:200 mirror games (seeds 1000-1106 and 2000-2076, German won 50), 6,269 positions, played
 * before the seventh balance pass let a German unit break through from an edge hex in an Allied ZoC
 * (ruling 1); a next fit needs new games. Not used in play (EVALUATION).
 */
export const POSTCARD_MODEL: LogisticModel = {
  w: [
    0.099159, // hand
    0.16088, // turnsLeft
    -0.031044, // best
    0, // noPath
    0.054515, // germanStrength
    0.059922, // alliedStrength
    -0.51808, // threatAdjacent
    0.24652, // threatReach
    -0.056816, // germanDisrupted
    -0.21064, // alliedDisrupted
    0.73238, // germanUnits
    -0.38073, // alliedUnits
    -0.25167, // flak88
    0.013058, // germanTurn
    -0.40437, // westmost
    -0.14742, // germanWest
  ],
  b: -6.3818,
};

/** The value of a model state for `role` (1/0 once over). */
export function positionValue(s: State, role: Role): number {
  const r = arrasPostcard.result(s);
  if (r) return r.scores[role] ?? 0;
  return evaluateFor(view(s, role), role, s);
}

/**
 * The German values the search sees are sharpened about the value of the decision's root position:
 * sigmoid(SHARPNESS × (logit(v) - logit(root))), so that the root scores 0.5. The hand evaluation
 * saturates (0.99 on Turn 1, 0.3 two turns later), so the five root moves of a German decision scored
 * within 0.01-0.05 of each other and 100 iterations of UCB1 (constant 0.7) visited them alike (about 20
 * each): the choice by visits was a draw among the five. The root's logit rides on the model state
 * (`resample` puts it there, once per observation), so the values of one decision share it.
 * The transform is monotone: one-ply choices (prune, the heuristic player) are unchanged.
 */
export const SHARPNESS = 3;
/** The sides whose search values are sharpened about the root. */
export const ANCHORED: ReadonlySet<Role> = new Set(['german']);
/**
 * A model state with the logit of its decision's root value (for ANCHORED roles) and, in an Allied
 * search's model, the mark that its evaluation reads the German attack to come (READS_GERMAN_ATTACK).
 */
export type ModelState = State & { rootLogit?: number; readsGermanAttack?: boolean };
export function clampedLogit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}
/** The value `v` for `role` as the search sees it from the model state `s`. */
export function sharpened(v: number, s: ModelState): number {
  if (s.rootLogit === undefined || v <= 0 || v >= 1) return v;
  return sigmoid(SHARPNESS * (clampedLogit(v) - s.rootLogit));
}

/**
 * The sides whose search stops at the German turn (Knowledge.horizon) and reads the German reply from its
 * evaluation instead of searching it: the Allied search. Below its root a German movement decision offers
 * 30-80 moves, which the tree tried one at a time in random order, so every line that reached the German
 * turn was valued after a near-random German move, and the lines that got there soonest looked best: in
 * watched losses the Allied root chose "end the movement phase" at 0.805 against 0.570 for its best move
 * and left units where the German then attacked them at 2:1-4:1 (docs/games/arras-postcard.md, seventh
 * and eighth passes). The Allied search's evaluation already reads what a competent German does next
 * (READS_GERMAN_ATTACK): the phases each unit needs to break through against the screen (7.1, 6.0), a
 * unit that can leave the map now doing so (Victory), and the best attack the German units can bring
 * against a screening unit (germanThreatGain, 8.1-8.6). So its lines end where the German turn begins
 * and are all valued by that reading.
 */
export const GERMAN_REPLY_HORIZON: ReadonlySet<Role> = new Set(['allied']);

/** Knowledge.horizon: in a search for a GERMAN_REPLY_HORIZON side, a German-turn position of its model. */
export function horizon(s: ModelState, rootRole: Role): boolean {
  return GERMAN_REPLY_HORIZON.has(rootRole) && s.readsGermanAttack === true && s.side === 'german' && !s.winner;
}

/**
 * The knowledge's evaluation (src/ai-kit/knowledge.ts) of a model state for `role`: 1/0 once over, else
 * evaluateFor, sharpened about the decision's root for an ANCHORED side's search model.
 */
export function evaluate(s: ModelState, role: Role): number {
  const r = arrasPostcard.result(s);
  if (r) return r.scores[role] ?? 0;
  const v = evaluateFor(view(s, role), role, s);
  return s.rootLogit !== undefined && ANCHORED.has(role) ? sharpened(v, s) : v;
}
