// 8.0 Combat: 8.1 basics, 8.2 column shift, 8.3 die roll modifier, 8.4 combat results, 8.5 retreats,
// 8.6 Rommel's panic, 8.7 advance after combat, 8.8 Flak 88. The steps of a combat (declare, the 88,
// the dice, retreats, the exchange loss, advance) are declared below each rule they carry out.
import { CHANCE, type LogSink } from '../../../kernel/game.ts';
import { step } from '../../../kernel/steps.ts';
import { ADVANCE, ARRAS_DRM, CRT, type CombatResult, FLAK88, PANIC, type Side } from '../data.ts';
import { ARRAS, type CombatState, type PostcardAction, type State, grid, occupancy, other, unitData, unitOrder, unitRank } from '../state.ts';
import { advanceTurnMarker, isOver } from './02-victory.ts';
import { endOfPhase, notNow } from './03-sequence.ts';
import { zocOf } from './06-zones-of-control.ts';
import { type Say, say } from '../text/en.ts';
import { refusal, sayFr, told, words } from '../text/fr.ts';

const combat = (s: State): CombatState => s.combat!;
/** The prompt of a step with no decision of a player (the dice). */
const noDecision = (_s: State, _role: string, lang: string) => ({ text: words(lang).prompt.other });

// ---------------------------------------------------------------------------------------------
// 8.1 Basics: attack an adjacent enemy unit, optionally; odds attacker : defender rounded in the
// defender's favour; below 1:2 use 1:2, above 4:1 use 4:1; column shifts stop at those limits;
// combinations need not be declared beforehand (each attack is declared and resolved in turn).
// Rulings: one defender per attack (no stacking, "attack an enemy unit"); several adjacent units may
// join one attack; each unit attacks at most once and each enemy unit is attacked at most once per
// combat phase.

/** 8.1: the odds column index (0 = 1:2 ... 4 = 4:1), rounded in the defender's favour and capped. */
export function oddsColumn(attack: number, defense: number): number {
  if (attack >= 4 * defense) return 4;
  if (attack >= 3 * defense) return 3;
  if (attack >= 2 * defense) return 2;
  if (attack >= defense) return 1;
  return 0; // 1:1 not reached: the 1:2 column, which also serves every worse ratio
}

/**
 * The other reading of 8.1/8.2 (option `shift-then-cap`): odds below 1:2 keep their own column (1:3,
 * 1:4, ...: `2 - ceil(defense / attack)`, rounded for the defender), the 8.2 shift moves from there,
 * and only then are the 1:2 and 4:1 limits applied. Above 4:1 both readings agree (the shift only
 * moves further past the cap).
 */
export function shiftThenCapColumn(attack: number, defense: number, shift: number): number {
  const raw = attack >= defense ? oddsColumn(attack, defense) : 2 - Math.ceil(defense / Math.max(attack, 1e-9));
  return Math.max(0, Math.min(CRT.columns.length - 1, raw + shift));
}

/** 8.1 + 8.2: apply a column shift within the limits 1:2 and 4:1. */
export function shiftColumn(column: number, shift: number): number {
  return Math.max(0, Math.min(CRT.columns.length - 1, column + shift));
}

/** 8.3 + 8.4: the result on a column for a die roll; -1 when the defender is in Arras. */
export function crtResult(column: number, die: number, defenderInArras: boolean): { modified: number; result: CombatResult } {
  const modified = Math.max(0, die + (defenderInArras ? ARRAS_DRM.value : 0));
  return { modified, result: CRT.table[CRT.columns[column]][modified] };
}

export interface AttackCheck {
  message: string;
  rule: string;
  texts?: Record<string, string>;
}

/** Units of `side` that may attack `defender` now (8.1, 6.0). */
export function eligibleAttackers(s: State, side: Side, defender: string): string[] {
  const dh = s.units[defender].hex;
  if (dh === null) return [];
  const nbr = grid.neighbourTable;
  const base = grid.indexOf(dh) * 6;
  const out: string[] = []; // in unitOrder, the canonical order of attackers
  for (const id of unitOrder) {
    const u = s.units[id];
    if (u.hex === null || unitData[id].side !== side || u.disrupted || u.attacked) continue;
    const h = grid.indexOf(u.hex);
    for (let d = 0; d < 6; d++) {
      if (nbr[base + d] === h) {
        out.push(id);
        break;
      }
    }
  }
  return out;
}

/** Every legal attack declaration for the phasing side (8.1): each defender with each non-empty set of attackers. */
export function attackOptions(s: State): { defender: string; attackers: string[] }[] {
  const out: { defender: string; attackers: string[] }[] = [];
  for (const d of unitOrder) {
    const u = s.units[d];
    if (u.hex === null || unitData[d].side === s.side || u.attacked) continue;
    const elig = eligibleAttackers(s, s.side, d);
    const n = elig.length;
    for (let mask = 1; mask < 1 << n; mask++) {
      const attackers: string[] = [];
      for (let i = 0; i < n; i++) if (mask & (1 << i)) attackers.push(elig[i]);
      out.push({ defender: d, attackers });
    }
  }
  return out;
}

/** Why an attack declaration is illegal (for explainIllegal). */
export function whyNotAttack(s: State, defender: string, attackers: string[]): AttackCheck {
  if (!unitData[defender]) return refusal('8.1', (w) => w.refuse.unknownDefender(defender));
  if (unitData[defender].side === s.side) return refusal('8.1', (w) => w.refuse.notEnemy(unitData[defender].name));
  if (s.units[defender].hex === null) return refusal('8.1', (w) => w.refuse.notOnMap(unitData[defender].name));
  if (s.units[defender].attacked) return refusal('8.1', (w) => w.refuse.defenderAttacked(unitData[defender].name));
  if (attackers.length === 0) return refusal('8.1', (w) => w.refuse.noAttackers);
  const seen = new Set<string>();
  for (const a of attackers) {
    if (!unitData[a]) return refusal('8.1', (w) => w.refuse.unknownAttacker(a));
    if (seen.has(a)) return refusal('8.1', (w) => w.refuse.twice(unitData[a].name));
    seen.add(a);
    const u = s.units[a];
    if (unitData[a].side !== s.side) return refusal('8.1', (w) => w.refuse.notYours(unitData[a].name));
    if (u.hex === null) return refusal('8.1', (w) => w.refuse.notOnMap(unitData[a].name));
    if (u.disrupted) return refusal('6.0', (w) => w.refuse.disruptedAttack(unitData[a].name));
    if (u.attacked) return refusal('8.1', (w) => w.refuse.attacked(unitData[a].name));
    if (!grid.adjacent(u.hex, s.units[defender].hex!)) return refusal('8.1', (w) => w.refuse.notAdjacent(unitData[a].name, unitData[defender].name));
  }
  const sorted = [...attackers].sort((a, b) => unitRank[a] - unitRank[b]);
  return refusal('8.1', (w) => w.refuse.counterOrder(sorted));
}

/** Declare an attack (8.1); the Allied declaration may draw the 88 (8.8). */
export function declareAttack(s: State, defender: string, attackers: string[], log?: LogSink): void {
  for (const a of attackers) s.units[a].attacked = true;
  s.units[defender].attacked = true;
  const flak = s.side === 'allied' && !s.flakUsed && attackers.some((a) => unitData[a].type === 'tank');
  s.combat = {
    step: flak ? 'flak' : 'roll',
    attacker: s.side,
    defender,
    attackers: [...attackers],
    flakTarget: null,
    stage: 'main',
    column: null,
    die: null,
    result: null,
    retreats: [],
    retreatBy: s.side,
    vacated: null,
    advanced: [],
  };
  const att = attackers.reduce((t, a) => t + unitData[a].strength, 0);
  log?.(told('8.1', (w) => w.log.attack(names(attackers), att, unitData[defender].name, unitData[defender].strength, s.units[defender].hex)));
}

/** 8.1: the combat phase of the side whose turn it is: declare attacks one by one, then end the phase. */
export const combatStep = step<State, PostcardAction>({
  rule: 'Sequence',
  actor: (s) => [s.side],
  legal: (s, _role, out) => {
    for (const a of attackOptions(s)) out.push({ type: 'attack', defender: a.defender, attackers: a.attackers });
    out.push({ type: 'end' });
  },
  perform: { attack: (s, a, log) => declareAttack(s, a.defender, a.attackers, log), end: endOfPhase },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.combat, rule: '8.1' }),
  refuse: { attack: (s, a) => whyNotAttack(s, a.defender, a.attackers) },
  refuseOther: (_s, a) => (a.type === 'move' ? refusal('Sequence', (w) => w.refuse.moveInCombat) : notNow(a, (w) => w.refuse.expectAttack, 'Sequence')),
});

/** 8.1, 8.4: the die of the declared attack. */
export const rollStep = step<State, PostcardAction>({
  rule: '8.1',
  actor: () => [CHANCE],
  chance: (s) => {
    const c = combat(s);
    const o = currentOdds(s);
    const label = (w: Say) => w.chance.attack(names(c.attackers), unitData[c.defender].name, o.attack, o.defense);
    return { dice: 1, sides: 6, label: label(say), rule: '8.1', texts: { fr: label(sayFr) } };
  },
  perform: { dice: (s, a, log) => resolveAttack(s, a.dice[0], log) },
  prompt: noDecision,
  refuseOther: (_s, a) => notNow(a, (w) => w.refuse.diceDue, '8.1'),
});

/** The odds of the pending attack: base column (8.1), shift (8.2), DRM (8.3). */
export function currentOdds(s: State): { attack: number; defense: number; column: number; drm: number } {
  const c = s.combat!;
  const attack = c.attackers.reduce((t, a) => t + unitData[a].strength, 0);
  const defense = unitData[c.defender].strength;
  const shift = c.attacker === 'allied' ? s.shift : 0;
  // Ruling 8 (cap, then shift); the option shift-then-cap measures the other reading.
  const column = s.shiftThenCap ? shiftThenCapColumn(attack, defense, shift) : shiftColumn(oddsColumn(attack, defense), shift);
  return { attack, defense, column, drm: s.units[c.defender].hex === ARRAS ? ARRAS_DRM.value : 0 };
}

// ---------------------------------------------------------------------------------------------
// 8.8 Flak 88: once a game, right after an Allied attack is declared, the German may fire the 88 at
// a Tank in that attack with strength 8; the result applies at once; the attacker's (88's) damage is
// ignored; then the Allied attack is resolved. Rulings: the 88 attacks on the odds table like any
// attack (8:tank strength, Arras -1 if the tank is in Arras, no 8.2 shift: it is a German attack); the
// German, as the attacking player, carries out the tank's retreat (8.5); a tank that retreats or is
// eliminated drops out of the attack, which is resolved with the other attackers or called off.

export function flakTargets(s: State): string[] {
  const c = s.combat!;
  return c.attackers.filter((a) => unitData[a].type === 'tank');
}

export function fireFlak(s: State, tank: string, log?: LogSink): void {
  const c = s.combat!;
  s.flakUsed = true;
  c.flakTarget = tank;
  c.step = 'flak-roll';
  log?.(told('8.8', (w) => w.log.fires88(unitData[tank].name)));
}

export function declineFlak(s: State, log?: LogSink): void {
  s.combat!.step = 'roll';
  log?.(told('8.8', (w) => w.log.holds88));
}

/** 8.8: the German player may fire the 88 at a tank of the Allied attack just declared. */
export const flakStep = step<State, PostcardAction>({
  rule: '8.8',
  actor: () => ['german'],
  legal: (s, _role, out) => {
    for (const unit of flakTargets(s)) out.push({ type: 'flak', unit });
    out.push({ type: 'no-flak' });
  },
  perform: { flak: (s, a, log) => fireFlak(s, a.unit, log), 'no-flak': (s, _a, log) => declineFlak(s, log) },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.flak, rule: '8.8' }),
  refuse: {
    flak: (s, a) => refusal('8.8', (w) => (unitData[a.unit] ? w.refuse.flakTarget(flakTargets(s).map((t) => unitData[t].name)) : w.refuse.unknownUnit(a.unit))),
  },
  refuseOther: (_s, a) => notNow(a, (w) => w.refuse.expectFlak, '8.8'),
});

/** 8.8: the die of the 88. */
export const flakRollStep = step<State, PostcardAction>({
  rule: '8.8',
  actor: () => [CHANCE],
  chance: (s) => ({
    dice: 1,
    sides: 6,
    label: say.chance.flak(unitData[combat(s).flakTarget!].name),
    rule: '8.8',
    texts: { fr: sayFr.chance.flak(unitData[combat(s).flakTarget!].name) },
  }),
  perform: { dice: (s, a, log) => resolveFlak(s, a.dice[0], log) },
  prompt: noDecision,
  refuseOther: (_s, a) => notNow(a, (w) => w.refuse.diceDue, '8.1'),
});

function resolveFlak(s: State, die: number, log?: LogSink): void {
  const c = s.combat!;
  const tank = c.flakTarget!;
  const column = oddsColumn(FLAK88.strength, unitData[tank].strength);
  const { modified, result } = crtResult(column, die, s.units[tank].hex === ARRAS);
  log?.(told('8.8', (w) => w.log.flak(CRT.columns[column], unitData[tank].name, die, modified, result)));
  c.stage = 'flak';
  c.retreatBy = 'german';
  if (result === 'D1' || result === 'D2') {
    c.retreats = [{ unit: tank, hexes: result === 'D1' ? 1 : 2 }];
    processRetreats(s, log);
    return;
  }
  if (result === 'De' || result === 'Ex') eliminate(s, tank, '8.8', log);
  else log?.(told('8.8', (w) => w.log.flakIgnored(w.results[result])));
  afterFlak(s, log);
}

function afterFlak(s: State, log?: LogSink): void {
  if (isOver(s)) return;
  const c = s.combat!;
  const tank = c.flakTarget!;
  const t = s.units[tank];
  if (t.hex === null || t.disrupted) c.attackers = c.attackers.filter((a) => a !== tank);
  c.stage = 'main';
  c.retreatBy = c.attacker;
  if (c.attackers.length === 0) {
    log?.(told('8.8', (w) => w.log.calledOff(unitData[c.defender].name)));
    s.units[c.defender].attacked = false;
    s.combat = null;
    return;
  }
  c.step = 'roll';
}

// ---------------------------------------------------------------------------------------------
// 8.4 Combat results, 8.5 retreats, 8.6 Rommel's panic, 8.7 advance after combat.

/** 8.4: resolve the die of the pending attack. */
export function resolveAttack(s: State, die: number, log?: LogSink): void {
  const c = s.combat!;
  const odds = currentOdds(s);
  const { modified, result } = crtResult(odds.column, die, odds.drm !== 0);
  c.column = CRT.columns[odds.column];
  c.die = die;
  c.result = result;
  const shifted = c.attacker === 'allied' && s.shift !== 0;
  log?.(told('8.4', (w) => w.log.combat(odds.attack, odds.defense, c.column, shifted, die, odds.drm !== 0, modified, result, w.results[result])));
  switch (result) {
    case 'C':
      finishCombat(s);
      return;
    case 'Ar':
      c.retreats = c.attackers.map((a) => ({ unit: a, hexes: 1 }));
      processRetreats(s, log);
      return;
    case 'D1':
    case 'D2':
      c.retreats = [{ unit: c.defender, hexes: result === 'D1' ? 1 : 2 }];
      c.vacated = s.units[c.defender].hex;
      processRetreats(s, log);
      return;
    case 'De':
      c.vacated = s.units[c.defender].hex;
      eliminate(s, c.defender, '8.4', log);
      if (!isOver(s)) startAdvance(s, log);
      return;
    case 'Ex':
      c.vacated = s.units[c.defender].hex;
      eliminate(s, c.defender, '8.4', log);
      if (isOver(s)) return;
      if (c.attackers.length === 1) {
        eliminate(s, c.attackers[0], '8.4', log);
        if (!isOver(s)) startAdvance(s, log);
      } else c.step = 'loss';
      return;
  }
}

/** Ex (8.4): the attacking player picks which of his attacking units is eliminated. */
export function takeLoss(s: State, unit: string, log?: LogSink): void {
  eliminate(s, unit, '8.4', log);
  if (!isOver(s)) startAdvance(s, log);
}

/** 8.4 Ex: the attacking player picks the attacking unit he loses. */
export const lossStep = step<State, PostcardAction>({
  rule: '8.4',
  actor: (s) => [combat(s).attacker],
  legal: (s, _role, out) => {
    for (const unit of combat(s).attackers) if (s.units[unit].hex !== null) out.push({ type: 'eliminate', unit });
  },
  perform: { eliminate: (s, a, log) => takeLoss(s, a.unit, log) },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.loss, rule: '8.5' }),
  refuse: { eliminate: (s) => refusal('8.4', (w) => w.refuse.pickLoss(combat(s).attackers.map((x) => unitData[x].name))) },
  refuseOther: (_s, a) => notNow(a, (w) => w.refuse.expectLoss, '8.4'),
});

/** Remove a unit; a German unit eliminated moves the turn marker 3 turns (8.6). */
export function eliminate(s: State, unit: string, rule: string, log?: LogSink, text?: (w: Say) => string): void {
  const u = s.units[unit];
  u.hex = null;
  u.out = 'eliminated';
  u.disrupted = false;
  log?.(told(rule, text ?? ((w) => w.log.eliminated(unitData[unit].name))));
  if (unitData[unit].side === 'german') advanceTurnMarker(s, PANIC.perUnitEliminated, '8.6', (w) => w.log.panicEliminated(unitData[unit].name), log);
}

/**
 * 8.5: the hexes a unit may retreat to: exactly `n` hexes, each step one hex farther from where it
 * stood, never into an enemy ZoC, an enemy unit or off the map, ending alone (7.2). Friendly units
 * may be passed through.
 */
export function retreatOptions(s: State, unit: string, n: number): string[] {
  const u = s.units[unit];
  if (u.hex === null) return [];
  const side = unitData[unit].side;
  const zone = zocOf(s, other(side));
  const occ = occupancy(s);
  const start = u.hex;
  let frontier = [start];
  for (let step = 1; step <= n; step++) {
    const next = new Set<string>();
    for (const h of frontier) {
      for (const nb of grid.neighbours(h)) {
        if (grid.distance(start, nb) !== step) continue;
        const i = grid.indexOf(nb);
        if (zone[i] === 1) continue; // not into an EZoC
        const o = occ[i];
        if (o !== '' && unitData[o].side !== side) continue;
        if (step === n && o !== '') continue; // must end alone
        next.add(nb);
      }
    }
    frontier = [...next];
  }
  return frontier.sort();
}

/** Carry out what retreats can be done without a choice; wait for the attacking player otherwise. */
export function processRetreats(s: State, log?: LogSink): void {
  const c = s.combat!;
  for (;;) {
    if (isOver(s)) return;
    if (c.retreats.length === 0) return afterRetreats(s, log);
    const opts = c.retreats.map((r) => retreatOptions(s, r.unit, r.hexes));
    if (opts.every((o) => o.length === 0)) {
      // 8.5: a unit with no hex to retreat to is eliminated.
      const stuck = c.retreats.splice(0);
      for (const r of stuck) {
        eliminate(s, r.unit, '8.5', log, (w) => w.log.noRetreat(unitData[r.unit].name, r.hexes));
        if (isOver(s)) return;
      }
      continue;
    }
    if (c.retreats.length === 1 && opts[0].length === 1) {
      doRetreat(s, c.retreats[0].unit, opts[0][0], log);
      continue;
    }
    c.step = 'retreat';
    return;
  }
}

/** 8.5: the attacking player retreats a unit (it becomes disrupted); 8.6 for German units. */
export function retreat(s: State, unit: string, to: string, log?: LogSink): void {
  doRetreat(s, unit, to, log);
  processRetreats(s, log);
}

/** 8.5: the attacking player carries out the retreats that leave him a choice. */
export const retreatStep = step<State, PostcardAction>({
  rule: '8.5',
  actor: (s) => [combat(s).retreatBy],
  legal: (s, _role, out) => {
    for (const r of combat(s).retreats) for (const to of retreatOptions(s, r.unit, r.hexes)) out.push({ type: 'retreat', unit: r.unit, to });
  },
  perform: { retreat: (s, a, log) => retreat(s, a.unit, a.to, log) },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.retreat, rule: '8.4' }),
  refuse: {
    retreat: (s, a) => {
      const r = combat(s).retreats.find((x) => x.unit === a.unit);
      if (!r) return refusal('8.5', (w) => w.refuse.noRetreatToMake(unitData[a.unit] ? unitData[a.unit].name : JSON.stringify(a.unit)));
      return refusal('8.5', (w) => w.refuse.retreatTo(unitData[r.unit].name, r.hexes, retreatOptions(s, r.unit, r.hexes)));
    },
  },
  refuseOther: (s, a) => notNow(a, (w) => w.refuse.retreatsFirst(combat(s).retreats.map((r) => unitData[r.unit].name)), '8.5'),
});

function doRetreat(s: State, unit: string, to: string, log?: LogSink): void {
  const c = s.combat!;
  const k = c.retreats.findIndex((r) => r.unit === unit);
  const { hexes } = c.retreats[k];
  c.retreats.splice(k, 1);
  const from = s.units[unit].hex;
  s.units[unit].hex = to;
  s.units[unit].disrupted = true;
  log?.(told('8.5', (w) => w.log.retreats(unitData[unit].name, hexes, from, to)));
  if (unitData[unit].side === 'german')
    advanceTurnMarker(s, hexes * PANIC.perHexRetreated, '8.6', (w) => w.log.panicRetreated(unitData[unit].name, hexes), log);
}

function afterRetreats(s: State, log?: LogSink): void {
  const c = s.combat!;
  if (c.stage === 'flak') return afterFlak(s, log);
  if (c.result === 'D1' || c.result === 'D2') return startAdvance(s, log);
  finishCombat(s);
}

function finishCombat(s: State): void {
  s.combat = null;
}

/**
 * 8.7 (and 6.0): advance after combat into the vacated hex: Infantry 1 hex, Tanks 2 hexes (the
 * vacated hex, then any adjacent hex). ZoC does not stop an advance, but a Tank that moves from an
 * EZoC into another EZoC may not move any farther. Rulings: only attackers advance, the first hex is
 * the defender's vacated hex, each attacker may advance once, and each ends alone (7.2).
 */
export function advanceOptions(s: State): { unit: string; to: string }[] {
  const c = s.combat!;
  const v = c.vacated;
  if (v === null) return [];
  const occ = occupancy(s);
  const vi = grid.indexOf(v);
  const out: { unit: string; to: string }[] = [];
  let zone: Uint8Array | null = null;
  for (const a of c.attackers) {
    const u = s.units[a];
    if (u.hex === null || u.disrupted || c.advanced.includes(a)) continue;
    if (!grid.adjacent(u.hex, v)) continue;
    const vOcc = occ[vi];
    if (vOcc !== '' && unitData[vOcc].side !== unitData[a].side) continue;
    if (vOcc === '') out.push({ unit: a, to: v });
    if (ADVANCE[unitData[a].type] < 2) continue;
    zone ??= zocOf(s, other(c.attacker));
    if (zone[grid.indexOf(u.hex)] === 1 && zone[vi] === 1) continue; // 6.0: EZoC to EZoC, the tank stops
    for (const h of grid.neighbours(v)) {
      if (h === u.hex || occ[grid.indexOf(h)] !== '') continue;
      out.push({ unit: a, to: h });
    }
  }
  return out;
}

function startAdvance(s: State, log?: LogSink): void {
  const c = s.combat!;
  if (advanceOptions(s).length === 0) return finishCombat(s);
  c.step = 'advance';
  void log;
}

export function advance(s: State, unit: string, to: string, log?: LogSink): void {
  const c = s.combat!;
  const from = s.units[unit].hex;
  s.units[unit].hex = to;
  c.advanced.push(unit);
  log?.(told('8.7', (w) => w.log.advances(unitData[unit].name, from, c.vacated, to)));
  if (advanceOptions(s).length === 0) finishCombat(s);
}

export function stopAdvance(s: State): void {
  finishCombat(s);
}

/** 8.7: the attacker advances after combat, unit by unit, or stops. */
export const advanceStep = step<State, PostcardAction>({
  rule: '8.7',
  actor: (s) => [combat(s).attacker],
  legal: (s, _role, out) => {
    for (const o of advanceOptions(s)) out.push({ type: 'advance', unit: o.unit, to: o.to });
    out.push({ type: 'stop' });
  },
  perform: { advance: (s, a, log) => advance(s, a.unit, a.to, log), stop: (s) => stopAdvance(s) },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.advance, rule: '8.7' }),
  refuse: { advance: (s, a) => refusal('8.7', whyNotAdvance(s, a.unit, a.to)) },
  refuseOther: (_s, a) => notNow(a, (w) => w.refuse.expectAdvance, '8.7'),
});

function whyNotAdvance(s: State, unit: string, to: string): (w: Say) => string {
  const c = combat(s);
  if (!unitData[unit]) return (w) => w.refuse.unknownUnit(unit);
  if (!c.attackers.includes(unit)) return (w) => w.refuse.notAttacker(unitData[unit].name);
  if (c.advanced.includes(unit)) return (w) => w.refuse.advanced(unitData[unit].name);
  const opts = advanceOptions(s)
    .filter((o) => o.unit === unit)
    .map((o) => o.to);
  if (opts.length === 0) return (w) => w.refuse.cannotAdvance(unitData[unit].name, c.vacated);
  return (w) => w.refuse.advanceTo(unitData[unit].name, opts, c.vacated, to);
}

export function names(ids: string[]): string {
  return ids.map((a) => unitData[a].name).join(' + ');
}

export type { CombatState };
