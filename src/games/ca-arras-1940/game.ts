// Counter-Attack: The Battle of Arras, 1940 as a GameDefinition of the kernel.

import { type Action, type GameDefinition, type IllegalInfo, type OptionInfo, RuleError, type SetupConfig, actionKey } from '../../kernel/game.ts';
import { AIR_MARKERS, AREAS, BOUNDARIES, UNITS, ZONE } from './data.ts';
import { bidReveals, bidsSeenBy, explainBasics, parseFlagOptions, seatAfterBids, twoSidedResult } from '../../families/area-impulse/contract.ts';
import { checkStep, movementFactor } from './movement.ts';
import { MAX_BID, legal, newGame, perform, toAct, turnVp } from './rules.ts';
import {
  type ArrasState,
  type Options,
  AREA_BY_ID,
  ELIMINATED,
  KIA,
  OVERRUN_TRACK,
  REMOVED,
  WOUNDED,
  areaName,
  contested,
  unitName,
} from './state.ts';
import { render } from './render.ts';
import { OPTION_TEXTS, SCENARIO_TEXTS, prompt } from './prompt.ts';
import { preview } from './preview.ts';
import { setupGroups, setupGroupsText } from '../../families/area-impulse/setup-groups.ts';
import { validateData } from './validate.ts';

const OPTIONS: (OptionInfo & { key: keyof Options })[] = [
  { id: 'historical-setup', key: 'historicalSetup', label: 'Historical setup', rule: '18.1', kind: 'flag', default: false },
  { id: 'historical-attack-path', key: 'historicalAttackPath', label: 'Historical attack path: no Allied move, attack or bombardment of Areas 1 and 3 on Turn 1', rule: '18.1.1', kind: 'flag', default: false },
  { id: 'gort', key: 'gort', label: 'Gort decides', rule: '18.2', kind: 'flag', default: false },
  { id: 'rommel-north', key: 'rommelNorth', label: 'Rommel turns north', rule: '18.3', kind: 'flag', default: false },
  { id: 'fifth-panzer', key: 'fifthPanzer', label: '5th Panzer Division elements', rule: '18.4', kind: 'flag', default: false },
  { id: 'coordination', key: 'coordination', label: 'Battlefield coordination and cooperation', rule: '18.5', kind: 'flag', default: false },
  { id: 'german-air', key: 'germanAir', label: 'German Air Bombardment marker (Turns 4-7)', rule: '18.6.1', kind: 'flag', default: false },
  { id: 'allied-air', key: 'alliedAir', label: 'Allied Air Bombardment marker (Turns 1-3)', rule: '18.6.2', kind: 'flag', default: false },
  { id: 'bids', key: 'bids', label: 'Side bids: secret VP bids for the Allied command', rule: '17.1', kind: 'flag', default: false },
];

export function parseOptions(config: SetupConfig): Options {
  const out = parseFlagOptions(config, OPTIONS, '18.0');
  if (config.scenario === 'historical') out.historicalSetup = true;
  return out;
}

const unitIdx = (id: unknown) => UNITS.findIndex((u) => u.id === id);

function describe(s: ArrasState, a: Action): string {
  const u = a.unit !== undefined ? unitName(unitIdx(a.unit)) : '';
  const area = (x: unknown) => areaName(x as number);
  switch (a.type) {
    case 'dice':
      return `dice ${(a.dice as number[]).join(' ')}`;
    case 'bid':
      return `bid ${a.vp} VP for the Allied command (17.1)`;
    case 'place':
      return `set up Group ${a.group} in ${area(a.area)} (5.3)`;
    case 'roll-momentum':
      return 'roll for Momentum (6.2.1)';
    case 'reset':
      return 'use the Advantage to reset the Impulse Track (13.1B)';
    case 'assault':
      return `Assault Impulse: activate ${area(a.area)} (6.2.3)`;
    case 'bombard':
      return `Bombardment Impulse: ${unitName(unitIdx(a.artillery))} bombards ${area(a.target)} (10.1)`;
    case 'air':
      return `Air Bombardment of ${area(a.target)} (18.6)`;
    case 'pass':
      return 'Pass Impulse (6.2.5)';
    case 'move': {
      const i = unitIdx(a.unit);
      const as = s.assault;
      const mf = as && as.mover === i ? as.mfLeft : movementFactor(s, i);
      const first = !as || !(i in as.enteredFrom);
      const c = checkStep(s, i, s.loc[i], a.to as number, mf, first);
      return `move ${u} to ${area(a.to)}${c.ok ? ` (${c.cost} MF)` : ''}`;
    }
    case 'attack':
      return `attack ${area(a.area)} (9.0)`;
    case 'end':
      return 'end the Impulse';
    case 'join':
      return `${u} joins the attack (9.2)`;
    case 'resolve':
      return 'resolve the attack with the units chosen';
    case 'lead':
      return s.step.k === 'lead-attacker' ? `${u} leads the attack (9.4.2A)` : `${u} is the Lead Defending Unit (9.4.3A)`;
    case 'accept':
      return s.step.k === 'gort-mind' ? 'accept Gort\'s decision (the game ends)' : 'accept the roll';
    case 'reroll':
      return a.using === 'marker' ? 'reroll with the Reroll marker (13.4)' : 'use the Advantage to demand a reroll (13.1A)';
    case 'support':
      return `${u} supports the bombardment (+2, 10.3B)`;
    case 'no-support':
      return 'no supporting artillery';
    case 'primary':
      return `${u} is the Primary Target (10.2.1)`;
    case 'absorb':
      return a.how === 'flip' ? `${u} flips Spent (1 AP)` : a.how === 'eliminate' ? `eliminate ${u} (${s.spent[unitIdx(a.unit)] ? 2 : 3} AP)` : a.to === undefined ? `${u} retreats - no retreat possible, eliminated (1 AP, 11.2.4)` : `${u} retreats to ${area(a.to)} (1 AP)`;
    case 'retreat':
      return `${u} retreats to ${area(a.to)} (11.2)`;
    case 'done':
      return 'done';
    case 'overrun-move':
      return `${u} overruns into ${area(a.to)} (9.4.4)`;
    case 'place-leader':
      return `${u} returns in ${area(a.area)} (12.2)`;
    case 'reorganize':
      return `reorganize ${u} in ${area(a.area)}, permanently removing ${unitName(unitIdx(a.remove))} (12.1)`;
    case 'rally':
      return `use the Advantage to rally ${u} in ${area(a.area)} (13.2)`;
    case 'change-gort':
      return 'use the Advantage to change Gort\'s mind (18.2.1)';
  }
  return JSON.stringify(a);
}

/** The rule that governs the decision the game waits for, for error messages. */
const STEP_RULE: Record<string, string> = {
  bid: '17.1',
  setup: '5.3',
  roll: '2.1',
  'reroll-offer': '13.1A',
  'impulse-start': '13.1B',
  impulse: '6.2.2',
  assault: '8.1',
  'attack-select': '9.2',
  'lead-attacker': '9.4.2A',
  'lead-defender': '9.4.3A',
  support: '10.3B',
  primary: '10.2.1',
  'combat-reroll': '13.4',
  absorb: '11.1',
  retreat: '11.2.2',
  'voluntary-retreat': '11.2.3',
  overrun: '9.4.4',
  reorganize: '12.1',
  'gort-mind': '18.2.1',
};

function explainIllegal(s: ArrasState, role: string, a: Action): IllegalInfo {
  const rule = STEP_RULE[s.step.k] ?? null;
  const basic = explainBasics(a, legal(s, role), {
    unit: (id) => unitIdx(id) >= 0,
    area: (id) => !!AREA_BY_ID[id as number],
    areaHelp: `Areas are 1-30, Zones ${ZONE.A}-${ZONE.F}`,
    unitRule: '4.0',
    areaRule: '3.1',
  });
  if (basic?.rule) return basic; // an unknown unit or area
  if (a.type === 'end' && s.step.k === 'assault') return { message: 'a Mandatory Attack must be made before the Impulse ends', rule: '9.1' };
  if (a.type === 'move' && s.assault && s.step.k === 'assault') {
    const u = unitIdx(a.unit);
    const as = s.assault;
    if (UNITS[u].side !== role) return { message: `${unitName(u)} is not yours`, rule: '8.1' };
    if (!as.eligible.includes(u)) return { message: `${unitName(u)} did not begin the Impulse Fresh in the Active Area ${as.area}`, rule: '8.1' };
    if (as.done.includes(u) || as.waiting.includes(u)) return { message: `${unitName(u)} has finished its movement this Impulse (units move one at a time)`, rule: '8.1' };
    if (as.attacked.includes(a.to as number)) return { message: `Area ${a.to} has been attacked this Impulse: no more units may enter it`, rule: '8.2.1' };
    const mf = as.mover === u ? as.mfLeft : movementFactor(s, u);
    const c = checkStep(s, u, s.loc[u], a.to as number, mf, !(u in as.enteredFrom));
    if (!c.ok) return { message: c.message, rule: c.rule };
  }
  if (basic) return { message: `${basic.message} (${s.step.k} step)`, rule }; // not open at this step
  if (a.type === 'bid') return { message: `a bid is a whole number of VP from 0 to ${MAX_BID}`, rule: '17.1' };
  return { message: `${actionKey(a)} is not legal now (${s.step.k} step)`, rule };
}

/** Everything a player may see: this game has no hidden information except the bids (17.1). */
function view(s: ArrasState, role: string) {
  const bids = bidsSeenBy(s.bids, s.phase === 'bid', role);
  const box = (l: number) =>
    l === ELIMINATED ? 'eliminated' : l === REMOVED ? 'removed' : l === OVERRUN_TRACK ? 'overrun' : l === KIA ? 'kia' : l === WOUNDED ? 'wounded' : l > 0 ? 'map' : 'out';
  return {
    game: 'ca-arras-1940',
    role,
    turn: s.turn,
    phase: s.phase,
    step: s.step.k,
    toAct: toAct(s),
    momentum: s.momentum,
    impulse: s.impulse,
    lastImpulsePass: s.lastImpulsePass,
    resetUsed: s.resetUsed,
    pendingMomentumDr: s.step.k === 'reroll-offer' && s.step.purpose === 'momentum' ? (s.pendingDr ?? null) : null,
    options: s.options,
    advantage: s.advantage,
    vp: s.vp,
    vpNeeded: s.vpNeeded,
    vpThisTurn: turnVp(s).vp,
    rerollMarkers: s.rerollMarker,
    airMarkers: s.air,
    airAttack: { allied: AIR_MARKERS.allied.attack, german: AIR_MARKERS.german.attack },
    germanBonus: s.germanBonus,
    released: s.released,
    rommelNorth: s.rommelNorth,
    bids,
    swapped: s.phase === 'bid' ? false : s.swapped,
    // 5.3 the units of the groups still to set up (issue 14: shown on every screen)
    setupGroups: s.phase === 'setup' ? setupGroups(UNITS, s.toPlace) : null,
    areas: AREAS.map((a) => ({
      id: a.id,
      label: a.label,
      name: a.name,
      tem: a.tem,
      sector: a.sector,
      scarpe: a.scarpe,
      zone: !!a.zone,
      vp: !!a.vp,
      star: a.star ?? null,
      x: a.x,
      y: a.y,
      control: s.control[a.id],
      contested: contested(s, a.id),
    })),
    boundaries: BOUNDARIES.map((b) => ({ a: b.a, b: b.b, kind: b.kind })),
    units: UNITS.map((u, i) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      nation: u.nation,
      type: u.type,
      flak: !!u.flak,
      attack: u.attack,
      defense: u.defense,
      move: u.move,
      area: s.loc[i] > 0 ? s.loc[i] : null,
      box: box(s.loc[i]),
      spent: !!s.spent[i],
      released: !u.release || s.released[u.release] > 0,
    })).filter((u) => u.box !== 'out'),
    assault: s.assault && {
      area: s.assault.area,
      mover: s.assault.mover >= 0 ? UNITS[s.assault.mover].id : null,
      mfLeft: s.assault.mfLeft,
      attacked: s.assault.attacked,
      done: s.assault.done.map((u) => UNITS[u].id),
      // Public (every move is seen): the areas each unit that moved this impulse has been in, start first.
      paths: Object.fromEntries(Object.entries(s.assault.paths ?? {}).map(([i, p]) => [UNITS[Number(i)].id, [...p]])) as Record<string, number[]>,
    },
    combat: s.combat && {
      kind: s.combat.kind,
      area: s.combat.area,
      attacker: s.combat.attacker,
      participants: s.combat.participants.map((u) => UNITS[u].id),
      lead: s.combat.lead >= 0 ? UNITS[s.combat.lead].id : null,
      defLead: s.combat.defLead >= 0 ? UNITS[s.combat.defLead].id : null,
      av: s.combat.av,
      dv: s.combat.dv,
      dice: s.combat.dice,
      ap: s.combat.ap,
      apLeft: s.combat.apLeft,
      result: s.combat.result,
    },
    result: s.result,
  };
}

export type ArrasView = ReturnType<typeof view>;

export const caArras1940: GameDefinition<ArrasState> = {
  id: 'ca-arras-1940',
  title: 'Counter-Attack: The Battle of Arras, 1940',
  roles: ['allied', 'german'],
  scenarios: [
    { id: 'standard', label: 'Standard (5.3 free setup)', description: 'Mandatory units placed, then groups set up alternately, Allied first.', texts: SCENARIO_TEXTS.standard },
    { id: 'historical', label: 'Historical setup (18.1)', description: 'Every unit in its historical area.', texts: SCENARIO_TEXTS.historical },
  ],
  options: OPTIONS.map(({ key: _key, ...o }) => ({ ...o, texts: OPTION_TEXTS[o.id] })),
  setup(config) {
    if (config.scenario && config.scenario !== 'standard' && config.scenario !== 'historical') {
      throw new RuleError(`unknown scenario "${config.scenario}"; scenarios: standard, historical`, '5.0', 'bad-setup');
    }
    return newGame(parseOptions(config));
  },
  toAct,
  chance(s) {
    if (s.step.k !== 'roll') throw new RuleError('no dice are due', null, 'wrong-role');
    const st = s.step;
    const labels: Record<string, [string, string]> = {
      'bid-tie': ['tie bids: 1-3 the Allied seat keeps the Allies, 4-6 the German seat takes them', '17.1'],
      'french-release': ['French Cavalry Corps release dr (4-6 released)', '15.2'],
      'reserve-release': ['British reserve release dr (4-6 released)', '15.1'],
      'panzer-release': ['25th Panzer Regiment release dr (4-6 released)', '15.3'],
      'rommel-north': ['Rommel turns north dr', '18.3'],
      'fifth-panzer': ['5th Panzer release dr', '18.4'],
      'momentum-phase': ['Momentum: Allied dr, then German dr', '6.1.1'],
      momentum: [`Momentum dr for Impulse ${s.impulse}`, '6.2.1'],
      bombardment: ['bombardment: attacker DR (2 dice), then defender DR (2 dice)', '10.4'],
      combat: ['combat: attacker DR (2 dice), then defender DR (2 dice)', '9.4.1'],
      'leader-fate': [`fate of ${st.unit !== undefined ? unitName(st.unit) : 'the leader'} (1-2 KIA, 3-4 wounded, 5-6 returns)`, '12.2'],
      gort: ['Gort decides dr', '18.2'],
    };
    const [label, rule] = labels[st.purpose];
    return { dice: st.dice, sides: 6, label, rule };
  },
  legalActions: legal,
  perform: (s, role, action, log) => perform(s, role, action, log),
  explainIllegal,
  view,
  result: (s) => twoSidedResult(s.result),
  describeAction: (s, _role, a) => describe(s, a),
  render: (s, role, lang) => render(s, role) + (s.phase === 'setup' ? setupGroupsText(setupGroups(UNITS, s.toPlace), lang) : ''),
  validateData,
  seatOf: (s, role) => seatAfterBids(s.swapped, role),
  reveals: (s, role, a) => bidReveals(s.bids, role, a),
  prompt,
  preview,
};
