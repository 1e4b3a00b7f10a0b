// Counterattack at Arras (CMJ postcard game): the GameDefinition.
// Rules, in the rulebook's order: setup.ts (Setup), victory.ts (Victory), sequence.ts (Sequence),
// zoc.ts (6.0), movement.ts (7.1-7.2), combat.ts (8.1-8.8). Data: data.ts. Notes and rulings:
// docs/games/arras-postcard.md.
import { type Action, CHANCE, type ChanceSpec, type GameDefinition, type GameResult, type IllegalInfo, type LogSink, type Role } from '../../kernel/game.ts';
import { type State, occupancy, other, unitData, unitOrder } from './board.ts';
import { SCENARIO_TEXTS, prompt } from './prompt.ts';
import { advance, advanceOptions, attackOptions, currentOdds, declareAttack, declineFlak, fireFlak, flakTargets, names, resolveDie, retreat, retreatOptions, stopAdvance, takeLoss, whyNotAttack } from './combat.ts';
import { moveOptions, whyCannotMove, whyNotDestination } from './movement.ts';
import { beginPhase, endPhase, phasesLeft } from './sequence.ts';
import { setup } from './setup.ts';
import { germanBreakthrough } from './victory.ts';
import { zocOf } from './zoc.ts';
import { describeAction, render, view } from './render.ts';
import { validateData } from './validate.ts';

export const ROLES = ['allied', 'german'] as const;

function toAct(s: State): Role[] {
  if (s.phase === 'over') return [];
  const c = s.combat;
  if (c) {
    if (c.step === 'flak') return ['german'];
    if (c.step === 'flak-roll' || c.step === 'roll') return [CHANCE];
    if (c.step === 'retreat') return [c.retreatBy];
    return [c.attacker];
  }
  if (s.phase === 'choose') return ['allied'];
  return [s.side];
}

function chance(s: State): ChanceSpec {
  const c = s.combat;
  if (c?.step === 'flak-roll') return { dice: 1, sides: 6, label: `88 fires at ${unitData[c.flakTarget!].name}`, rule: '8.8' };
  if (c?.step === 'roll') {
    const o = currentOdds(s);
    return { dice: 1, sides: 6, label: `combat: ${names(c.attackers)} against ${unitData[c.defender].name}, ${o.attack}:${o.defense}`, rule: '8.1' };
  }
  return { dice: 1, sides: 6, label: 'no roll is due', rule: '8.1' };
}

function legalActions(s: State, role: Role): Action[] {
  if (!toAct(s).includes(role) || role === CHANCE) return [];
  const c = s.combat;
  if (c) {
    switch (c.step) {
      case 'flak':
        return [...flakTargets(s).map((unit) => ({ type: 'flak', unit })), { type: 'no-flak' }];
      case 'retreat': {
        const out: Action[] = [];
        for (const r of c.retreats) for (const to of retreatOptions(s, r.unit, r.hexes)) out.push({ type: 'retreat', unit: r.unit, to });
        return out;
      }
      case 'loss':
        return c.attackers.filter((a) => s.units[a].hex !== null).map((unit) => ({ type: 'eliminate', unit }));
      case 'advance':
        return [...advanceOptions(s).map((o) => ({ type: 'advance', unit: o.unit, to: o.to })), { type: 'stop' }];
      default:
        return [];
    }
  }
  if (s.phase === 'choose') return phasesLeft(s).map((phase) => ({ type: 'phase', phase }));
  if (s.phase === 'movement') {
    const out: Action[] = [];
    const ezoc = zocOf(s, other(s.side));
    const occ = occupancy(s);
    for (const id of unitOrder) {
      if (unitData[id].side !== s.side || whyCannotMove(s, id)) continue;
      const m = moveOptions(s, id, ezoc, occ);
      for (const to of m.destinations) out.push({ type: 'move', unit: id, to });
      if (m.canExit) out.push({ type: 'exit', unit: id });
    }
    out.push({ type: 'end' });
    return out;
  }
  if (s.phase === 'combat') {
    return [...attackOptions(s).map((a) => ({ type: 'attack', defender: a.defender, attackers: a.attackers })), { type: 'end' }];
  }
  return [];
}

function perform(s: State, _role: Role, a: Action, log?: LogSink): void {
  switch (a.type) {
    case 'phase':
      return beginPhase(s, a.phase as 'movement' | 'combat' | 'recovery', log);
    case 'end':
      log?.({ rule: 'Sequence', text: `end of the ${s.side === 'allied' ? 'Allied' : 'German'} ${s.phase} phase` });
      return endPhase(s, log);
    case 'move': {
      const u = s.units[a.unit as string];
      log?.({ rule: '7.1', text: `${unitData[a.unit as string].name} moves ${u.hex} to ${a.to}` });
      u.hex = a.to as string;
      u.moved = true;
      return;
    }
    case 'exit': {
      const u = s.units[a.unit as string];
      log?.({ rule: 'Victory', text: `${unitData[a.unit as string].name} moves off the west edge from ${u.hex}` });
      u.hex = null;
      u.out = 'exited';
      u.moved = true;
      return germanBreakthrough(s, unitData[a.unit as string].name, log);
    }
    case 'attack':
      return declareAttack(s, a.defender as string, a.attackers as string[], log);
    case 'flak':
      return fireFlak(s, a.unit as string, log);
    case 'no-flak':
      return declineFlak(s, log);
    case 'dice':
      return resolveDie(s, (a.dice as number[])[0], log);
    case 'retreat':
      return retreat(s, a.unit as string, a.to as string, log);
    case 'eliminate':
      return takeLoss(s, a.unit as string, log);
    case 'advance':
      return advance(s, a.unit as string, a.to as string, log);
    case 'stop':
      return stopAdvance(s);
  }
}

function explainIllegal(s: State, role: Role, a: Action): IllegalInfo {
  const acting = toAct(s);
  if (!acting.includes(role)) return { message: `${role} may not act now`, rule: 'Sequence' };
  const c = s.combat;
  const unit = typeof a.unit === 'string' ? a.unit : undefined;
  const known = unit !== undefined && unitData[unit] !== undefined;
  const what = (expected: string) => ({ message: `"${a.type}" is not possible now: ${expected}`, rule: c ? stepRule(c.step) : 'Sequence' });
  if (c) {
    switch (c.step) {
      case 'flak':
        if (a.type === 'flak') return { message: known ? `the 88 may only fire at a Tank in the declared attack (${flakTargets(s).map((t) => unitData[t].name).join(', ')})` : `unknown unit ${JSON.stringify(a.unit)}`, rule: '8.8' };
        return what('the German player must decide whether to fire the 88 ({"type":"flak","unit":...} or {"type":"no-flak"})');
      case 'retreat': {
        if (a.type !== 'retreat') return what(`retreats must be carried out first (${c.retreats.map((r) => unitData[r.unit].name).join(', ')})`);
        const r = c.retreats.find((x) => x.unit === unit);
        if (!r) return { message: `${known ? unitData[unit!].name : JSON.stringify(a.unit)} has no retreat to make`, rule: '8.5' };
        const opts = retreatOptions(s, r.unit, r.hexes);
        return { message: `${unitData[r.unit].name} must retreat exactly ${r.hexes} hex${r.hexes > 1 ? 'es' : ''}, each farther away, not into an enemy ZoC, an enemy unit, another unit's hex or off the map; possible: ${opts.join(', ') || 'none'}`, rule: '8.5' };
      }
      case 'loss':
        if (a.type !== 'eliminate') return what('the attacker must pick the unit it loses in the exchange');
        return { message: `pick one of the attacking units: ${c.attackers.map((x) => unitData[x].name).join(', ')}`, rule: '8.4' };
      case 'advance':
        if (a.type !== 'advance') return what('advance after combat ({"type":"advance",...}) or stop ({"type":"stop"})');
        return { message: advanceWhy(s, unit, a.to), rule: '8.7' };
      default:
        return what('dice are due');
    }
  }
  if (s.phase === 'choose') {
    if (a.type !== 'phase') return what(`the Allied player chooses his next phase: ${phasesLeft(s).join(', ')}`);
    if (a.phase === 'movement' || a.phase === 'combat' || a.phase === 'recovery') return { message: `the Allied ${a.phase} phase has already been played this turn`, rule: 'Sequence' };
    return { message: `unknown phase ${JSON.stringify(a.phase)}: movement, combat or recovery`, rule: 'Sequence' };
  }
  if (s.phase === 'movement') {
    if (a.type === 'attack') return { message: 'attacks are made in the combat phase, not the movement phase', rule: 'Sequence' };
    if (a.type !== 'move' && a.type !== 'exit') return what('move units ({"type":"move","unit":...,"to":...}) or end the phase ({"type":"end"})');
    if (!known) return { message: `unknown unit ${JSON.stringify(a.unit)}`, rule: '7.1' };
    if (unitData[unit!].side !== s.side) return { message: `${unitData[unit!].name} is not yours to move`, rule: 'Sequence' };
    const why = whyCannotMove(s, unit!);
    if (why) return why;
    if (a.type === 'exit') {
      if (s.side !== 'german') return { message: 'only German units break through the west edge', rule: 'Victory' };
      return { message: `${unitData[unit!].name} cannot break through this move: it must reach a west-edge hex (column 01) with the exit cost left (1 MP, 0.5 where a road leaves the map), without stopping in an enemy ZoC (6.0) on the way`, rule: 'Victory' };
    }
    if (typeof a.to !== 'string') return { message: 'a move needs a destination hex ("to": "0504")', rule: '7.1' };
    return whyNotDestination(s, unit!, a.to);
  }
  if (s.phase === 'combat') {
    if (a.type === 'move') return { message: 'units move in the movement phase, not the combat phase', rule: 'Sequence' };
    if (a.type !== 'attack') return what('declare an attack ({"type":"attack","defender":...,"attackers":[...]}) or end the phase ({"type":"end"})');
    return whyNotAttack(s, a.defender, a.attackers);
  }
  return { message: 'the game is over', rule: 'Victory' };
}

function stepRule(step: string): string {
  return step === 'flak' ? '8.8' : step === 'retreat' ? '8.5' : step === 'advance' ? '8.7' : step === 'loss' ? '8.4' : '8.1';
}

function advanceWhy(s: State, unit: string | undefined, to: unknown): string {
  const c = s.combat!;
  if (!unit || !unitData[unit]) return `unknown unit ${JSON.stringify(unit)}`;
  if (!c.attackers.includes(unit)) return `${unitData[unit].name} did not take part in the attack: only attackers advance`;
  if (c.advanced.includes(unit)) return `${unitData[unit].name} has already advanced`;
  const opts = advanceOptions(s).filter((o) => o.unit === unit).map((o) => o.to);
  if (opts.length === 0) return `${unitData[unit].name} cannot advance (disrupted, eliminated or the vacated hex ${c.vacated} is taken)`;
  return `${unitData[unit].name} may advance to ${opts.join(', ')} (infantry 1 hex into the vacated hex ${c.vacated}; tanks 1 more hex unless they moved from an enemy ZoC into another), not to ${JSON.stringify(to)}`;
}

function result(s: State): GameResult | null {
  if (s.phase !== 'over' || !s.winner) return null;
  const detail =
    s.winKind === 'breakthrough'
      ? `a German unit broke through the west map edge on turn ${s.turn}`
      : `no German unit broke through by turn 8 (turn marker ${s.turn}, ${s.panicTurns} turns from Rommel's panic)`;
  return { winner: s.winner, kind: s.winKind!, detail, scores: { allied: s.winner === 'allied' ? 1 : 0, german: s.winner === 'german' ? 1 : 0 } };
}

export const arrasPostcard: GameDefinition<State> = {
  id: 'arras-postcard',
  title: 'Counterattack at Arras (CMJ postcard game)',
  roles: ROLES,
  scenarios: [{ id: 'standard', label: '21 May 1940', description: 'The British counterattack south of Arras against 7th Panzer and SS Totenkopf; 8 turns, Allied turn first.', texts: SCENARIO_TEXTS.standard }],
  options: [
    {
      id: 'shift-then-cap',
      label: 'Other reading of 8.1/8.2: the 8.2 shift from odds below 1:2 (1:3 shifts to 1:2), then the limits (ruling 8 caps first)',
      rule: '8.1',
      kind: 'flag',
      default: false,
      texts: { fr: 'Autre lecture de 8.1/8.2 : le décalage de 8.2 depuis une cote inférieure à 1:2 (1:3 devient 1:2), puis les limites (la décision 8 plafonne d\'abord)' },
    },
  ],
  setup,
  toAct,
  chance,
  legalActions,
  perform,
  explainIllegal,
  view,
  result,
  describeAction,
  render,
  validateData,
  reveals: () => false,
  prompt,
};

