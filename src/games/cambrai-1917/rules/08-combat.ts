// Combat: after movement the active player must resolve every mandatory combat (areas not contested
// at the start of the impulse that now hold his units) and may resolve optional ones (areas contested
// at the start that hold new units); from a contested active area, combat before movement (each
// attacker spends 1 MP, 2 if a defender is fresh; the others pay as much more to move). The attacker
// selects a point unit and rolls 2d6 + modifiers (Attack Mod.); the defender, knowing the attack
// total, selects a forward unit and rolls 2d6 + modifiers (Def. Mod.). AT < DT repulse (attackers
// exhausted; a mandatory combat's retreat), AT = DT stalemate, AT > DT success: the defender absorbs
// AT - DT Attack CP (-1 in square or triangle areas, rule 11.6.1), the forward unit first. Retreats:
// attackers only into the areas they entered from, one at a time, by the retreat priority
// (movement.ts). The overrun: 09-overrun.ts. The machine (attacks open, declaration, point and
// forward units, result, Attack CP, retreats) is the area-impulse family's (combat.ts, losses.ts),
// run by the declarations below: COMBAT, POINT, FORWARD, LOSSES, SEND_BACK, VOLUNTARY.
import { lossCapacity, lossUnits } from '../../../families/area-impulse/attrition.ts';
import {
  type CombatRules,
  type VoluntaryRules,
  attackOptions as familyAttackOptions,
  declareAttack as familyDeclareAttack,
  fought,
  offerRetreats,
  outcome,
  joining,
  leadChoice,
  pickLead,
  retreating,
  type LeadRules,
  waitAt,
} from '../../../families/area-impulse/combat.ts';
import { type LossRules, type ReturnRules, absorbing, sendBack, startLosses } from '../../../families/area-impulse/losses.ts';
import { type Term, assaultValues, sum, totals } from '../../../families/area-impulse/values.ts';
import { retreatInto } from '../../../families/area-impulse/retreat.ts';
import { AREA_BY_ID, ATTACK_CP, FIRST_DAY, UNITS as UNITS_ } from '../data.ts';
import { attackerRetreat, retreatDestinations } from '../movement.ts';
import { promptOf } from '../prompt.ts';
import { type CombatMod, en } from '../text/en.ts';
import { told, words } from '../text/fr.ts';
import { cambraiStep } from '../refusals.ts';
import {
  BOARD,
  IDS,
  type CambraiState,
  type CombatState,
  ELIMINATED,
  activeRole,
  attackOf as attackOf_,
  defenseOf,
  hasFresh,
  hasUnits as hasUnits_,
  isTank as isTank_,
  movementPoints,
  other as other_,
  actsFor,
  setLoc,
  setSpent,
  unitsIn as unitsIn_,
  updateControl,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { roll } from './00-sequence.ts';
import { afterAssaultAction } from './05-impulses.ts';
import { finishMover } from './07-move-units.ts';
import { captureBridges, settleBridges } from './10-bridges.ts';
import { offerAdvantage } from './11-advantage.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [UNITS, unitsIn, other, hasUnits, attackOf, isTank] = [UNITS_, unitsIn_, other_, hasUnits_, attackOf_, isTank_] as const;

/** Combat as the area-impulse family's combat machine runs it. */
const COMBAT: CombatRules<CambraiState, CombatState> = {
  assault: (s) => s.assault!,
  combat: (s) => s.combat!,
  attacker: (s) => s.active,
  hasUnits: (s, area, side) => hasUnits(s, area, side),
  // Mandatory: an enemy-occupied area that was not contested at the start of the impulse.
  mandatory: (s, area) => s.assault!.uncontestedStart.includes(area),
  // Combat before movement: from a contested active area, before anything has moved.
  inPlaceUnits: (s) => {
    const as = s.assault!;
    if (as.started) return [];
    const cost = inPlaceCost(s);
    return as.eligible.filter((u) => s.loc[u] === as.area && attackOf(s, u) > 0 && movementPoints(s, u) >= cost);
  },
  canLead: (s, u) => attackOf(s, u) > 0, // a point unit has an attack value
  finishMover: (s) => finishMover(s),
  open: (s, o, log) => {
    if (!o.inPlace) s.assault!.combatStarted = true;
    s.combat = newCombat(s, o.area, o.mandatory, o.inPlace);
    log?.(told('Combat', (w) => w.log.combatOpens(s.active, o.mandatory, o.inPlace, o.area)));
  },
  toLead: (s, log) => toPoint(s, log),
  select: waitAt({ k: 'attack-select' }),
};

/** The combats open now: mandatory and optional ones after movement, combat before movement. */
export function attackOptions(s: CambraiState) {
  return familyAttackOptions(COMBAT, s, s.loc);
}

/** Combat before movement: 1 MP to activate if every defender is exhausted, 2 if one is fresh. */
const inPlaceCost = (s: CambraiState) => (hasFresh(s, s.assault!.area, other(s.active)) ? 2 : 1);

export function declareAttack(s: CambraiState, area: number, log: Log) {
  familyDeclareAttack(COMBAT, s, area, s.loc, log);
}

function newCombat(s: CambraiState, area: number, mandatory: boolean, inPlace: boolean): CombatState {
  return {
    area,
    attacker: s.active,
    participants: [],
    candidates: [],
    mandatory,
    inPlace,
    point: -1,
    forward: -1,
    at: 0,
    dt: 0,
    atParts: [],
    dtParts: [],
    dice: [],
    result: 'none',
    cp: 0,
    cpLeft: 0,
    firstTaken: false,
    retreatQueue: [],
    overrun: false,
    overrunUnits: [],
    overrunMoved: [],
    overrunMarkers: 0,
  };
}

export function toPoint(s: CambraiState, log: Log) {
  const c = s.combat!;
  if (c.inPlace) {
    // Each attacking unit spends MP to activate; the others pay as much more to move afterwards.
    const cost = inPlaceCost(s);
    const as = s.assault!;
    as.inPlacePenalty = cost;
    as.inPlaceDone = true;
    as.started = true;
    for (const u of c.participants) {
      as.mp[u] = movementPoints(s, u) - cost;
      as.inPlaceUnits.push(u);
    }
    log?.(told('Combat', (w) => w.log.inPlaceCost(cost)));
  }
  pickLead(POINT, s, log);
}

/** Combat: the attacker selects his point unit among the attackers with an attack value. */
const POINT: LeadRules<CambraiState> = {
  candidates: (s) => s.combat!.participants.filter((u) => attackOf(s, u) > 0),
  chosen: (s, u, log) => choosePoint(s, u, log),
  ask: waitAt({ k: 'point' }),
};

/** Combat: the defender selects his forward unit among his units in the area. */
const FORWARD: LeadRules<CambraiState> = {
  candidates: (s) => unitsIn(s, s.combat!.area, other(s.combat!.attacker)),
  chosen: (s, u, log) => chooseForward(s, u, log),
  ask: waitAt({ k: 'forward' }),
};

/** Combat: "The attacking player selects one unit as his point unit, rolls 2d6 and adds any appropriate modifiers". */
export function choosePoint(s: CambraiState, u: number, log: Log) {
  const c = s.combat!;
  c.point = u;
  const v = attackValues(s, c);
  c.at = v.at;
  c.atParts = v.parts.map(en.combatMod);
  log?.(told('Combat', (w) => w.log.pointUnit(u, v.at, v.parts)));
  roll(s, 'attack', 2);
}

/** The attack total (AT): the attack modifiers and the attacker's 2d6, once rolled. */
export const attackTotal = (c: CombatState) => totals(c.at, c.dt, c.dice, 2).at;

/** Combat: "Then the defending player selects one unit as his forward unit" - knowing the attack total. */
export function attackRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const c = s.combat!;
  c.dice = [dice[0], dice[1]];
  log?.(told('Combat', (w) => w.log.attackTotal(attackTotal(c), c.at, dice)));
  // Sunset DR: the British first 2d6 of his impulse.
  if (c.attacker === 'allied' && s.sunset === null) {
    s.sunset = dice[0] + dice[1];
    const dr = s.sunset;
    log?.(told('Sunset DR', (w) => w.log.attackIsSunset(dr)));
  }
  pickLead(FORWARD, s, log);
}

/** Combat: the forward unit chosen, the defender "rolls 2d6 and adds any appropriate modifiers". */
export function chooseForward(s: CambraiState, u: number, log: Log) {
  const c = s.combat!;
  c.forward = u;
  const v = defenseValues(s, c);
  c.dt = v.dt;
  c.dtParts = v.parts.map(en.combatMod);
  log?.(told('Combat', (w) => w.log.forwardUnit(u, v.dt, v.parts)));
  roll(s, 'defense', 2);
}

/** The Attack Mod. chart of the aid: the terms the family sums, in the order the log shows them. */
const ATTACK: readonly Term<CambraiState, CombatState, CombatMod>[] = [
  {
    rule: 'Combat', // Base: the attack rating of the point unit
    of: (s, c, v) => {
      const n = attackOf(s, c.point);
      v.add(n, { k: 'point', n });
    },
  },
  {
    rule: 'Combat', // +1 each additional participating unit
    of: (_s, c, v) => {
      const n = c.participants.length - 1;
      if (n) v.add(n, { k: 'more', n });
    },
  },
  {
    rule: 'Direct Support', // +1 each Direct Support marker
    of: (s, c, v) => {
      const n = s.assault!.support[c.area] ?? 0;
      if (n) v.add(n, { k: 'support', n });
    },
  },
  {
    rule: 'Air Support', // +1 the Air Support marker, in clear weather
    of: (s, c, v) => {
      if (s.assault!.air === c.area && s.weather === 'clear') v.add(1, { k: 'air' });
    },
  },
  {
    rule: 'Combat', // -1 each different infantry/cavalry division
    of: (_s, c, v) => {
      const n = new Set(c.participants.filter((u) => UNITS[u].division && !isTank(u)).map((u) => UNITS[u].division)).size - 1;
      if (n > 0) v.add(-n, { k: 'divisions', n });
    },
  },
  {
    rule: 'Special November 20 Turn', // tanks add +1 in attack
    of: (s, c, v) => {
      if (s.day === FIRST_DAY && c.attacker === 'allied' && c.participants.some(isTank)) v.add(1, { k: 'tanks' });
    },
  },
];

/** The Def. Mod. chart of the aid: the terms the family sums, in the order the log shows them. */
const DEFENCE: readonly Term<CambraiState, CombatState, CombatMod>[] = [
  {
    rule: 'Combat', // Base: the defense rating of the forward unit
    of: (s, c, v) => {
      const n = defenseOf(s, c.forward);
      v.add(n, { k: 'forward', n });
    },
  },
  {
    rule: 'Combat', // +1 each additional fresh defending unit
    of: (s, c, v) => {
      const n = unitsIn(s, c.area, other(c.attacker)).filter((u) => u !== c.forward && !s.spent[u]).length;
      if (n) v.add(n, { k: 'fresh', n });
    },
  },
  {
    rule: 'Combat', // +1 to +4 Terrain Effects Modifier
    of: (_s, c, v) => {
      const n = AREA_BY_ID[c.area].tem;
      v.add(n, { k: 'terrain', n });
    },
  },
  {
    rule: 'Hurricane Barrage', // +1 each unused Hurricane Barrage
    of: (s, c, v) => {
      const n = s.hurricane[other(c.attacker)].filter(Boolean).length;
      if (n) v.add(n, { k: 'hb', n });
    },
  },
  {
    rule: 'Combat', // -2 if any attacking unit crossed a canal
    of: (s, c, v) => {
      const crossed = s.assault!.crossed;
      if (!c.inPlace && c.participants.some((u) => crossed[u] === 'canal' || crossed[u]?.startsWith('bridge'))) v.add(-2, { k: 'canal' });
    },
  },
];

/** The attack modifiers of the aid (Attack Mod. chart), the point unit chosen. */
export function attackValues(s: CambraiState, c: CombatState): { at: number; parts: CombatMod[] } {
  const v = sum(ATTACK, s, c);
  return { at: v.n, parts: v.parts };
}

/** The defense modifiers of the aid (Def. Mod. chart), the forward unit chosen. */
export function defenseValues(s: CambraiState, c: CombatState): { dt: number; parts: CombatMod[] } {
  const v = sum(DEFENCE, s, c);
  return { dt: v.n, parts: v.parts };
}

/** Both sides' modifiers (the point and forward units chosen). */
export const combatValues = (s: CambraiState, c: CombatState) => assaultValues(ATTACK, DEFENCE, s, c);

/** The defender's 2d6: the players compare the attack total (AT) with the defense total (DT). */
export function defenseRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const c = s.combat!;
  c.dice = [c.dice[0], c.dice[1], dice[0], dice[1]];
  const { at, dt } = totals(c.at, c.dt, c.dice, 2);
  log?.(told('Combat', (w) => w.log.totals(at, c.dice, dt, dice)));
  fought(s.assault!, c.participants);
  const result = outcome(at, dt, false);
  if (result === 'repulse') {
    c.result = 'repulse';
    if (offerAdvantage(s, c.attacker, 'repulse')) return;
    return repulse(s, log);
  }
  if (result === 'stalemate') return stalemate(s, log);
  c.result = 'success';
  c.cp = at - dt;
  if (offerAdvantage(s, other(c.attacker), 'success')) return;
  return success(s, log);
}

/** Repulse: all attackers exhausted; a mandatory combat's attackers must retreat. */
export function repulse(s: CambraiState, log: Log) {
  const c = s.combat!;
  c.result = 'repulse';
  for (const u of c.participants) setSpent(s, u, 1);
  log?.(told('Combat', (w) => w.log.repulse(c.mandatory)));
  if (c.mandatory) {
    c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
    return sendBack(SEND_BACK, s, log);
  }
  return voluntaryOrEnd(s, log);
}

/** Stalemate: point and forward units exhausted, any participating tank exhausted; attackers may retreat. */
export function stalemate(s: CambraiState, log: Log) {
  const c = s.combat!;
  c.result = 'stalemate';
  setSpent(s, c.point, 1);
  if (s.loc[c.forward] > 0) setSpent(s, c.forward, 1);
  for (const u of c.participants) if (isTank(u)) setSpent(s, u, 1);
  log?.(told('Combat', (w) => w.log.stalemate));
  captureBridges(s, log);
  return voluntaryOrEnd(s, log);
}

/** Success: point unit and tanks exhausted, the defenders absorb CP (-1 in square or triangle areas, 11.6.1). */
export function success(s: CambraiState, log: Log) {
  const c = s.combat!;
  c.result = 'success';
  const ident = AREA_BY_ID[c.area].identifier;
  const cp = Math.max(0, c.cp - (ident === 'square' || ident === 'triangle' ? 1 : 0));
  c.cp = cp;
  captureBridges(s, log);
  const capacity = lossCapacity(ATTACK_CP, lossUnits(s.spent, victims(s)));
  log?.(told('Combat', (w) => w.log.success(cp, ident)));
  // Overrun: a tank point unit, more CP than the defenders can absorb, no triangle identifier.
  c.overrun = cp > capacity && isTank(c.point) && ident !== 'triangle';
  const exhaust = [c.point, ...c.participants.filter((u) => isTank(u) && u !== c.point)];
  if (c.overrun) s.assault!.pendingExhaust.push(...exhaust);
  else for (const u of exhaust) setSpent(s, u, 1);
  if (cp === 0) return endCombat(s, log);
  startLosses(LOSSES, s, cp, log);
}

/** The control of an area follows its units (the bridges are settled once both areas are). */
const CONTROL = { board: BOARD, updateControl };

const victims = (s: CambraiState) => unitsIn(s, s.combat!.area, other(s.combat!.attacker));

/** Attack CP: the defenders absorb them one loss at a time, the forward unit first (run by the family's loss machine). */
const LOSSES: LossRules<CambraiState> = {
  costs: ATTACK_CP,
  board: BOARD,
  updateControl: (s, area) => {
    updateControl(s, area);
    settleBridges(s);
  },
  record: (s) => s.combat!,
  area: (s) => s.combat!.area,
  victims,
  left: (s) => s.combat!.cpLeft,
  setLeft: (s, n) => {
    s.combat!.cpLeft = n;
  },
  firsts: (s) => [s.combat!.forward],
  destinations: (s, u) => retreatDestinations(s, u, s.combat!.area),
  // Attack CP: as many CP as the defenders can absorb, or more, eliminate every one of them.
  wipedOut: (cp, capacity) => cp >= capacity,
  wipeOut: (s, units, cp, capacity, log) => {
    log?.(told('Attack CP', (w) => w.log.wipeOut(cp, capacity)));
    for (const u of units) eliminate(s, u);
  },
  eliminate,
  retreat: (s, u, to, log) => moveRetreat(s, u, to, log),
  texts: {
    flipped: (u) => told('Attack CP', (w) => w.log.exhaustedCp(u, 1)),
    eliminated: (u, cost) => told('Attack CP', (w) => w.log.eliminatedCp(u, cost)),
    cannotRetreat: (u) => told('Attack CP', (w) => w.log.noRetreatArea(u)),
  },
  ask: waitAt({ k: 'absorb' }),
  done: (s, log) => {
    const c = s.combat!;
    if (!c.overrun) return endCombat(s, log);
    c.overrunUnits = c.participants.filter((u) => s.loc[u] === c.area);
    log?.(told('Overrun', (w) => w.log.overrun));
    s.step = { k: 'overrun' };
  },
};

export function moveRetreat(s: CambraiState, u: number, to: number, log: Log) {
  const from = retreatInto(CONTROL, s, u, to);
  settleBridges(s);
  log?.(told('Combat', (w) => w.log.retreats(u, from, to)));
}

/** Repulse of a mandatory combat: each attacker retreats into the area it entered from, by the retreat priority. */
const SEND_BACK: ReturnRules<CambraiState> = {
  queue: (s) => s.combat!.retreatQueue,
  options: (s, u) => attackerRetreat(s, u, s.combat!.area, s.assault!.enteredFrom[u]),
  retreat: (s, u, to, log) => moveRetreat(s, u, to, log),
  cannot: (s, u, log) => {
    log?.(told('Combat', (w) => w.log.cannotRetreat(u)));
    eliminate(s, u);
    updateControl(s, s.combat!.area);
  },
  done: (s, log) => endCombat(s, log),
};

/** Combat: after a stalemate, or an optional combat's repulse, attackers may retreat into the areas they entered from (not those that started in the area). */
const VOLUNTARY: VoluntaryRules<CambraiState> = {
  units: (s) => {
    const c = s.combat!;
    return c.inPlace ? [] : c.participants.filter((u) => s.loc[u] === c.area);
  },
  options: (s, _side, u) => attackerRetreat(s, u, s.combat!.area, s.assault!.enteredFrom[u]),
  retreat: (s, _side, u, to, log) => moveRetreat(s, u, to, log),
  ask: waitAt({ k: 'voluntary-retreat' }),
  done: (s, _side, log) => endCombat(s, log),
};

const voluntaryOrEnd = (s: CambraiState, log: Log) => offerRetreats(VOLUNTARY, s, s.combat!.attacker, log);

export function endCombat(s: CambraiState, log: Log) {
  s.combat = null;
  s.step = { k: 'assault' };
  afterAssaultAction(s, log);
}

/** A unit eliminated: to the eliminated box, fresh (a Garrison comes back at Dawn). */
export function eliminate(s: CambraiState, u: number) {
  setLoc(s, u, ELIMINATED);
  setSpent(s, u, 0);
}

// ---- the steps --------------------------------------------------------------------------------------

/** Combat (optional): the attacker picks the units that join the attack, then resolves it. */
export const attackSelectStep = cambraiStep({
  rule: 'Combat',
  actor: activeRole,
  ...joining(COMBAT, IDS),
  prompt: promptOf('attack-select', 'Combat'),
});

/** Combat: the attacker selects his point unit (then rolls 2d6). */
export const pointStep = cambraiStep({
  rule: 'Combat',
  actor: activeRole,
  ...leadChoice('point', POINT, IDS),
  prompt: promptOf('point', 'Combat'),
});

/** Combat: the defender, knowing the attack total, selects his forward unit (then rolls 2d6). */
export const forwardStep = cambraiStep({
  rule: 'Combat',
  actor: (s) => actsFor(other(s.combat!.attacker)),
  ...leadChoice('forward', FORWARD, IDS),
  prompt: (s, _role, lang) => ({ text: words(lang).forward(attackTotal(s.combat!)), rule: 'Combat' }),
});

/** Attack CP: the defender absorbs them one unit at a time, the forward unit first. */
export const absorbStep = cambraiStep({
  rule: 'Attack CP',
  actor: (s) => actsFor(other(s.combat!.attacker)),
  ...absorbing(LOSSES, IDS),
  prompt: promptOf('absorb', 'Attack CP'),
});

/** Combat: after a stalemate, or an optional combat's repulse, attackers may retreat into the areas they entered from. */
export const voluntaryRetreatStep = cambraiStep({
  rule: 'Combat',
  actor: activeRole,
  ...retreating(VOLUNTARY, (s) => s.combat!.attacker, IDS),
  prompt: promptOf('voluntary-retreat', 'Combat'),
});
