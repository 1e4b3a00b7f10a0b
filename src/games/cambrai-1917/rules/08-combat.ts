// Combat: after movement the active player must resolve every mandatory combat (areas not contested
// at the start of the impulse that now hold his units) and may resolve optional ones (areas contested
// at the start that hold new units); from a contested active area, combat before movement (each
// attacker spends 1 MP, 2 if a defender is fresh; the others pay as much more to move). The attacker
// selects a point unit and rolls 2d6 + modifiers (Attack Mod.); the defender, knowing the attack
// total, selects a forward unit and rolls 2d6 + modifiers (Def. Mod.). AT < DT repulse (attackers
// exhausted; a mandatory combat's retreat), AT = DT stalemate, AT > DT success: the defender absorbs
// AT - DT Attack CP (-1 in square or triangle areas, rule 11.6.1), the forward unit first. Retreats:
// attackers only into the areas they entered from, one at a time, by the retreat priority
// (movement.ts). The overrun: 09-overrun.ts.
import { type AbsorbHow, type LossUnit, lossOptions, lossTarget } from '../../../families/area-impulse/attrition.ts';
import { AREA_BY_ID, ATTACK_CP, FIRST_DAY, UNITS as UNITS_ } from '../data.ts';
import { attackerRetreat, retreatDestinations } from '../movement.ts';
import { promptOf } from '../prompt.ts';
import { words } from '../text/fr.ts';
import { cambraiStep } from '../refusals.ts';
import {
  type CambraiState,
  type CombatState,
  ELIMINATED,
  activeRole,
  areaName,
  attackOf as attackOf_,
  cap,
  defenseOf,
  hasFresh,
  hasUnits as hasUnits_,
  isTank as isTank_,
  movementPoints,
  other as other_,
  roleOf,
  setLoc,
  setSpent,
  sideOfRole,
  unitName,
  unitOf,
  unitsIn as unitsIn_,
  updateControl,
} from '../state.ts';
import { type Log, type Part, areaFr, joinParts, say, sideFr } from '../text.ts';
import { roll } from './00-sequence.ts';
import { afterAssaultAction } from './05-impulses.ts';
import { finishMover } from './07-move-units.ts';
import { captureBridges, settleBridges } from './10-bridges.ts';
import { offerAdvantage } from './11-advantage.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [UNITS, unitsIn, other, hasUnits, attackOf, isTank] = [UNITS_, unitsIn_, other_, hasUnits_, attackOf_, isTank_] as const;

interface AttackOption {
  area: number;
  units: number[];
  mandatory: boolean;
  inPlace: boolean;
}

export function attackOptions(s: CambraiState): AttackOption[] {
  const as = s.assault!;
  const out: AttackOption[] = [];
  const byArea = new Map<number, number[]>();
  for (const u of as.waiting) {
    if (s.loc[u] <= 0) continue;
    const list = byArea.get(s.loc[u]);
    if (list) list.push(u);
    else byArea.set(s.loc[u], [u]);
  }
  for (const [area, units] of byArea) {
    if (as.attacked.includes(area) || !hasUnits(s, area, other(s.active))) continue;
    out.push({ area, units, mandatory: as.uncontestedStart.includes(area), inPlace: false });
  }
  // Combat before movement: from a contested active area, before anything has moved.
  if (as.contestedStart && !as.started && !as.attacked.includes(as.area) && hasUnits(s, as.area, other(s.active))) {
    const units = as.eligible.filter((u) => s.loc[u] === as.area && attackOf(s, u) > 0 && movementPoints(s, u) >= inPlaceCost(s));
    if (units.length) out.push({ area: as.area, units, mandatory: false, inPlace: true });
  }
  return out.filter((o) => o.units.some((u) => attackOf(s, u) > 0));
}

/** Combat before movement: 1 MP to activate if every defender is exhausted, 2 if one is fresh. */
const inPlaceCost = (s: CambraiState) => (hasFresh(s, s.assault!.area, other(s.active)) ? 2 : 1);

export function declareAttack(s: CambraiState, area: number, log: Log) {
  finishMover(s);
  const as = s.assault!;
  const opt = attackOptions(s).find((o) => o.area === area)!;
  as.attacked.push(area);
  if (!opt.inPlace) as.combatStarted = true;
  s.combat = newCombat(s, area, opt.mandatory, opt.inPlace);
  if (log)
    say(
      log,
      'Combat',
      `${cap(s.active)} ${opt.mandatory ? 'mandatory' : opt.inPlace ? 'optional (before movement)' : 'optional'} combat in ${areaName(area)}.`,
      `Combat ${sideFr(s.active)} ${opt.mandatory ? 'obligatoire' : opt.inPlace ? 'optionnel (avant le mouvement)' : 'optionnel'} en ${areaFr(area)}.`,
    );
  if (opt.mandatory) {
    s.combat.participants = opt.units; // every unit that entered must attack
    return toPoint(s, log);
  }
  s.combat.candidates = opt.units;
  s.step = { k: 'attack-select' };
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
    if (log)
      say(
        log,
        'Combat',
        `Combat before movement: each attacker spends ${cost} MP to activate; the other units of the area pay +${cost} MP to move.`,
        `Combat avant le mouvement : chaque attaquant dépense ${cost} PM pour s’activer ; les autres unités de la zone paient +${cost} PM pour se déplacer.`,
      );
  }
  const points = c.participants.filter((u) => attackOf(s, u) > 0);
  if (points.length === 1) return choosePoint(s, points[0], log);
  s.step = { k: 'point' };
}

/** Combat: "The attacking player selects one unit as his point unit, rolls 2d6 and adds any appropriate modifiers". */
export function choosePoint(s: CambraiState, u: number, log: Log) {
  const c = s.combat!;
  c.point = u;
  const v = attackValues(s, c);
  c.at = v.at;
  c.atParts = v.parts.map((p) => p[0]);
  if (log)
    say(
      log,
      'Combat',
      `Point unit: ${unitName(u)}; attack ${v.at} + 2d6 (${joinParts(v.parts, 0, ', ')}).`,
      `Unité de pointe : ${unitName(u)} ; attaque ${v.at} + 2d6 (${joinParts(v.parts, 1, ', ')}).`,
    );
  roll(s, 'attack', 2);
}

/** The attack total (AT): the attack modifiers and the attacker's 2d6, once rolled. */
export const attackTotal = (c: CombatState) => c.at + c.dice[0] + c.dice[1];

/** Combat: "Then the defending player selects one unit as his forward unit" - knowing the attack total. */
export function attackRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const c = s.combat!;
  c.dice = [dice[0], dice[1]];
  if (log)
    say(
      log,
      'Combat',
      `Attack total ${attackTotal(c)} (${c.at} + dice ${dice[0]}+${dice[1]}).`,
      `Total d’attaque ${attackTotal(c)} (${c.at} + dés ${dice[0]}+${dice[1]}).`,
    );
  // Sunset DR: the British first 2d6 of his impulse.
  if (c.attacker === 'allied' && s.sunset === null) {
    s.sunset = dice[0] + dice[1];
    if (log)
      say(
        log,
        'Sunset DR',
        `The British attack roll ${s.sunset} is also this impulse's Sunset DR.`,
        `Le jet d’attaque britannique ${s.sunset} est aussi le jet du crépuscule de cette impulsion.`,
      );
  }
  const defenders = unitsIn(s, c.area, other(c.attacker));
  if (defenders.length === 1) return chooseForward(s, defenders[0], log);
  s.step = { k: 'forward' };
}

/** Combat: the forward unit chosen, the defender "rolls 2d6 and adds any appropriate modifiers". */
export function chooseForward(s: CambraiState, u: number, log: Log) {
  const c = s.combat!;
  c.forward = u;
  const v = defenseValues(s, c);
  c.dt = v.dt;
  c.dtParts = v.parts.map((p) => p[0]);
  if (log)
    say(
      log,
      'Combat',
      `Forward unit: ${unitName(u)}; defense ${v.dt} + 2d6 (${joinParts(v.parts, 0, ', ')}).`,
      `Unité avancée : ${unitName(u)} ; défense ${v.dt} + 2d6 (${joinParts(v.parts, 1, ', ')}).`,
    );
  roll(s, 'defense', 2);
}

/** The attack modifiers of the aid (Attack Mod. chart), the point unit chosen. */
export function attackValues(s: CambraiState, c: CombatState): { at: number; parts: Part[] } {
  const as = s.assault!;
  const atParts: Part[] = [[`${attackOf(s, c.point)} point unit`, `${attackOf(s, c.point)} unité de pointe`]];
  let at = attackOf(s, c.point);
  const extra = c.participants.length - 1;
  if (extra) {
    at += extra;
    atParts.push([`+${extra} additional units`, `+${extra} unités supplémentaires`]);
  }
  const ds = as.support[c.area] ?? 0;
  if (ds) {
    at += ds;
    atParts.push([`+${ds} Direct Support`, `+${ds} appui direct`]);
  }
  if (as.air === c.area && s.weather === 'clear') {
    at += 1;
    atParts.push(['+1 Air Support', '+1 appui aérien']);
  }
  const divisions = new Set(c.participants.filter((u) => UNITS[u].division && !isTank(u)).map((u) => UNITS[u].division));
  if (divisions.size > 1) {
    at -= divisions.size - 1;
    atParts.push([`-${divisions.size - 1} different divisions`, `-${divisions.size - 1} divisions différentes`]);
  }
  if (s.day === FIRST_DAY && c.attacker === 'allied' && c.participants.some(isTank)) {
    at += 1;
    atParts.push(['+1 tanks on 20 November', '+1 chars le 20 novembre']);
  }
  return { at, parts: atParts };
}

/** The defense modifiers of the aid (Def. Mod. chart), the forward unit chosen. */
export function defenseValues(s: CambraiState, c: CombatState): { dt: number; parts: Part[] } {
  const as = s.assault!;
  const defenders = unitsIn(s, c.area, other(c.attacker));
  const dtParts: Part[] = [[`${defenseOf(s, c.forward)} forward unit`, `${defenseOf(s, c.forward)} unité avancée`]];
  let dt = defenseOf(s, c.forward);
  const freshOthers = defenders.filter((u) => u !== c.forward && !s.spent[u]).length;
  if (freshOthers) {
    dt += freshOthers;
    dtParts.push([`+${freshOthers} additional fresh units`, `+${freshOthers} unités fraîches supplémentaires`]);
  }
  const tem = AREA_BY_ID[c.area].tem;
  dt += tem;
  dtParts.push([`+${tem} terrain`, `+${tem} terrain`]);
  const hb = s.hurricane[other(c.attacker)].filter(Boolean).length;
  if (hb) {
    dt += hb;
    dtParts.push([`+${hb} unused Hurricane Barrage`, `+${hb} barrage d’ouragan inutilisé`]);
  }
  if (!c.inPlace && c.participants.some((u) => as.crossed[u] === 'canal' || as.crossed[u]?.startsWith('bridge'))) {
    dt -= 2;
    dtParts.push(['-2 attacker crossed a canal', '-2 l’attaquant a franchi un canal']);
  }
  return { dt, parts: dtParts };
}

/** Both sides' modifiers (the point and forward units chosen). */
export function combatValues(s: CambraiState, c: CombatState): { at: number; dt: number; atParts: Part[]; dtParts: Part[] } {
  const a = attackValues(s, c);
  const d = defenseValues(s, c);
  return { at: a.at, dt: d.dt, atParts: a.parts, dtParts: d.parts };
}

/** The defender's 2d6: the players compare the attack total (AT) with the defense total (DT). */
export function defenseRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const c = s.combat!;
  c.dice = [c.dice[0], c.dice[1], dice[0], dice[1]];
  const at = attackTotal(c);
  const dt = c.dt + dice[0] + dice[1];
  if (log)
    say(
      log,
      'Combat',
      `AT ${at} (dice ${c.dice[0]}+${c.dice[1]}) against DT ${dt} (dice ${dice[0]}+${dice[1]}).`,
      `TA ${at} (dés ${c.dice[0]}+${c.dice[1]}) contre TD ${dt} (dés ${dice[0]}+${dice[1]}).`,
    );
  const as = s.assault!;
  for (const u of c.participants) if (!as.done.includes(u)) as.done.push(u);
  as.waiting = as.waiting.filter((u) => !c.participants.includes(u));
  if (at < dt) {
    c.result = 'repulse';
    if (offerAdvantage(s, c.attacker, 'repulse')) return;
    return repulse(s, log);
  }
  if (at === dt) return stalemate(s, log);
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
  if (log)
    say(
      log,
      'Combat',
      `Repulse: every attacking unit is exhausted${c.mandatory ? ' and must retreat' : ''}.`,
      `Échec : chaque unité attaquante est épuisée${c.mandatory ? ' et doit retraiter' : ''}.`,
    );
  if (c.mandatory) {
    c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
    return processRetreats(s, log);
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
  if (log)
    say(
      log,
      'Combat',
      'Stalemate: the point and forward units and every participating tank are exhausted.',
      'Impasse : l’unité de pointe, l’unité avancée et chaque char participant sont épuisés.',
    );
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
  const victims = unitsIn(s, c.area, other(c.attacker));
  const capacity = victims.reduce((n, u) => n + (s.spent[u] ? ATTACK_CP.spentEliminated : ATTACK_CP.freshEliminated), 0);
  if (log)
    say(
      log,
      'Combat',
      `Success: the defender must absorb ${cp} CP${ident !== 'circle' ? ` (-1 ${ident} identifier, 11.6.1)` : ''}.`,
      `Succès : le défenseur doit absorber ${cp} PC${ident !== 'circle' ? ` (-1 identifiant ${ident === 'square' ? 'carré' : 'triangle'}, 11.6.1)` : ''}.`,
    );
  const overrun = cp > capacity && isTank(c.point) && ident !== 'triangle';
  const exhaust = [c.point, ...c.participants.filter((u) => isTank(u) && u !== c.point)];
  if (overrun) s.assault!.pendingExhaust.push(...exhaust);
  else for (const u of exhaust) setSpent(s, u, 1);
  if (cp >= capacity && cp > 0) {
    if (log)
      say(
        log,
        'Attack CP',
        `${cp} CP against a capacity of ${capacity}: every defending unit is eliminated.`,
        `${cp} PC contre une capacité de ${capacity} : chaque unité en défense est éliminée.`,
      );
    for (const u of victims) eliminate(s, u);
    updateControl(s, c.area);
    settleBridges(s);
    if (overrun) {
      c.overrun = true;
      c.overrunUnits = c.participants.filter((u) => s.loc[u] === c.area);
      if (log)
        say(
          log,
          'Overrun',
          'Overrun: the tank point unit broke through; the attackers may place markers, move on and attack again.',
          'Débordement : le char en pointe a percé ; les attaquants peuvent placer des marqueurs, poursuivre et attaquer encore.',
        );
      s.step = { k: 'overrun' };
      return;
    }
    return endCombat(s, log);
  }
  c.cpLeft = cp > 0 ? lossTarget(ATTACK_CP, lossUnits(s, victims), cp, c.forward) : 0;
  c.firstTaken = false;
  if (c.cpLeft <= 0) return endCombat(s, log);
  s.step = { k: 'absorb' };
}

const lossUnits = (s: CambraiState, units: number[]): LossUnit[] => units.map((u) => ({ unit: u, spent: !!s.spent[u] }));

export function absorbOptions(s: CambraiState): { unit: number; how: AbsorbHow; cost: number; to?: number }[] {
  const c = s.combat!;
  const victims = unitsIn(s, c.area, other(c.attacker));
  const first = c.firstTaken ? -1 : c.forward;
  const out: { unit: number; how: AbsorbHow; cost: number; to?: number }[] = [];
  for (const o of lossOptions(ATTACK_CP, lossUnits(s, victims), c.cpLeft, first)) {
    if (o.how !== 'retreat') {
      out.push(o);
      continue;
    }
    const dest = retreatDestinations(s, o.unit, c.area);
    if (!dest.length) out.push(o);
    for (const to of dest) out.push({ ...o, to });
  }
  return out;
}

function absorb(s: CambraiState, u: number, how: AbsorbHow, to: number | undefined, log: Log) {
  const c = s.combat!;
  const cost =
    how === 'flip' ? ATTACK_CP.flip : how === 'retreat' ? ATTACK_CP.spentRetreats : s.spent[u] ? ATTACK_CP.spentEliminated : ATTACK_CP.freshEliminated;
  c.cpLeft -= cost;
  c.firstTaken = true;
  if (how === 'flip') {
    setSpent(s, u, 1);
    if (log) say(log, 'Attack CP', `${unitName(u)} is exhausted (1 CP).`, `${unitName(u)} est épuisée (1 PC).`);
  } else if (how === 'eliminate' || to === undefined) {
    if (how === 'eliminate') say(log, 'Attack CP', `${unitName(u)} is eliminated (${cost} CP).`, `${unitName(u)} est éliminée (${cost} PC).`);
    else
      say(
        log,
        'Attack CP',
        `${unitName(u)} has no retreat area and is eliminated (1 CP).`,
        `${unitName(u)} n’a pas de zone de retraite et est éliminée (1 PC).`,
      );
    eliminate(s, u);
  } else {
    moveRetreat(s, u, to, log);
  }
  updateControl(s, c.area);
  settleBridges(s);
  if (c.cpLeft <= 0 || !unitsIn(s, c.area, other(c.attacker)).length || !absorbOptions(s).length) {
    c.cpLeft = 0;
    endCombat(s, log);
  }
}

export function moveRetreat(s: CambraiState, u: number, to: number, log: Log) {
  const from = s.loc[u];
  setLoc(s, u, to);
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  if (log)
    say(
      log,
      'Combat',
      `${unitName(u)} retreats from ${areaName(from)} to ${areaName(to)}.`,
      `${unitName(u)} retraite de la ${areaFr(from)} vers la ${areaFr(to)}.`,
    );
}

function processRetreats(s: CambraiState, log: Log) {
  const c = s.combat!;
  while (c.retreatQueue.length) {
    const u = c.retreatQueue[0];
    const options = attackerRetreat(s, u, c.area, s.assault!.enteredFrom[u]);
    c.retreatQueue.shift();
    if (!options.length) {
      if (log)
        say(
          log,
          'Combat',
          `${unitName(u)} must retreat but has no valid retreat area: eliminated.`,
          `${unitName(u)} doit retraiter mais n’a pas de zone de retraite valide : éliminée.`,
        );
      eliminate(s, u);
      updateControl(s, c.area);
      continue;
    }
    moveRetreat(s, u, options[0], log);
  }
  endCombat(s, log);
}

/** Attackers who may retreat: stalemate, or an optional combat's repulse (not those that started in the area). */
export function voluntaryUnits(s: CambraiState): number[] {
  const c = s.combat!;
  if (c.inPlace) return [];
  return c.participants.filter((u) => s.loc[u] === c.area && attackerRetreat(s, u, c.area, s.assault!.enteredFrom[u]).length);
}

function voluntaryOrEnd(s: CambraiState, log: Log) {
  if (voluntaryUnits(s).length) {
    s.step = { k: 'voluntary-retreat' };
    return;
  }
  endCombat(s, log);
}

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
  legal: (s, _role, out) => {
    const c = s.combat!;
    for (const u of c.candidates) if (!c.participants.includes(u)) out.push({ type: 'join', unit: UNITS[u].id });
    if (c.participants.some((u) => attackOf(s, u) > 0)) out.push({ type: 'resolve' });
  },
  perform: {
    join: (s, a) => {
      s.combat!.participants.push(unitOf(a.unit));
    },
    resolve: (s, _a, log) => toPoint(s, log),
  },
  prompt: promptOf('attack-select', 'Combat'),
});

/** Combat: the attacker selects his point unit (then rolls 2d6). */
export const pointStep = cambraiStep({
  rule: 'Combat',
  actor: activeRole,
  legal: (s, _role, out) => {
    for (const u of s.combat!.participants) if (attackOf(s, u) > 0) out.push({ type: 'point', unit: UNITS[u].id });
  },
  perform: { point: (s, a, log) => choosePoint(s, unitOf(a.unit), log) },
  prompt: promptOf('point', 'Combat'),
});

/** Combat: the defender, knowing the attack total, selects his forward unit (then rolls 2d6). */
export const forwardStep = cambraiStep({
  rule: 'Combat',
  actor: (s) => [roleOf(other(s.combat!.attacker))],
  legal: (s, role, out) => {
    for (const u of unitsIn(s, s.combat!.area, sideOfRole(role))) out.push({ type: 'forward', unit: UNITS[u].id });
  },
  perform: { forward: (s, a, log) => chooseForward(s, unitOf(a.unit), log) },
  prompt: (s, _role, lang) => ({ text: words(lang).forward(attackTotal(s.combat!)), rule: 'Combat' }),
});

/** Attack CP: the defender absorbs them one unit at a time, the forward unit first. */
export const absorbStep = cambraiStep({
  rule: 'Attack CP',
  actor: (s) => [roleOf(other(s.combat!.attacker))],
  legal: (s, _role, out) => {
    for (const o of absorbOptions(s))
      out.push(o.to === undefined ? { type: 'absorb', unit: UNITS[o.unit].id, how: o.how } : { type: 'absorb', unit: UNITS[o.unit].id, how: o.how, to: o.to });
  },
  perform: { absorb: (s, a, log) => absorb(s, unitOf(a.unit), a.how!, a.to, log) },
  prompt: promptOf('absorb', 'Attack CP'),
});

/** Combat: after a stalemate, or an optional combat's repulse, attackers may retreat into the areas they entered from. */
export const voluntaryRetreatStep = cambraiStep({
  rule: 'Combat',
  actor: activeRole,
  legal: (s, _role, out) => {
    for (const u of voluntaryUnits(s))
      for (const to of attackerRetreat(s, u, s.combat!.area, s.assault!.enteredFrom[u])) out.push({ type: 'retreat', unit: UNITS[u].id, to });
    out.push({ type: 'done' });
  },
  perform: {
    retreat: (s, a, log) => {
      moveRetreat(s, unitOf(a.unit), a.to, log);
      if (!voluntaryUnits(s).length) endCombat(s, log);
    },
    done: (s, _a, log) => endCombat(s, log),
  },
  prompt: promptOf('voluntary-retreat', 'Combat'),
});
