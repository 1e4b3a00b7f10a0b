// What a player sees of Counter-Attack 1940: the view (JSON for map clients). The web board imports its types from
// here (issue 31, item 7: moved from game.ts as it was).
import { AIR_MARKERS, AREAS, BOUNDARIES, UNITS } from './data.ts';
import { areaFacts, areasView, boxNames, seatsView, unitIds, unitsView } from '../../families/area-impulse/view.ts';
import { turnVp } from './rules/16-victory.ts';
import { toAct } from './steps.ts';
import { type ArrasState, ELIMINATED, KIA, OVERRUN_TRACK, REMOVED, WOUNDED, contested, isReleased } from './state.ts';

const box = boxNames({ [ELIMINATED]: 'eliminated', [REMOVED]: 'removed', [OVERRUN_TRACK]: 'overrun', [KIA]: 'kia', [WOUNDED]: 'wounded' }, 'out');
const ids = unitIds(UNITS);

// The parts of the view that never change, built once.
const AREA_VIEW = AREAS.map((a) => ({
  ...areaFacts(a),
  sector: a.sector,
  scarpe: a.scarpe,
  zone: !!a.zone,
  vp: !!a.vp,
  star: a.star ?? null,
  x: a.x,
  y: a.y,
}));
const BOUNDARY_VIEW = BOUNDARIES.map((b) => ({ a: b.a, b: b.b, kind: b.kind }));
const UNIT_VIEW = UNITS.map((u) => ({
  id: u.id,
  name: u.name,
  side: u.side,
  nation: u.nation,
  type: u.type,
  flak: !!u.flak,
  attack: u.attack,
  defense: u.defense,
  move: u.move,
}));

/** Everything a player may see: this game has no hidden information except the bids (17.1). */
export function view(s: ArrasState, role: string) {
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
    ...seatsView(s, role, UNITS), // 17.1, 5.3
    areas: areasView(AREA_VIEW, s.control, (a) => contested(s, a)),
    boundaries: BOUNDARY_VIEW.map((b) => ({ ...b })),
    units: unitsView(UNIT_VIEW, s, box, 'out', (u) => isReleased(s, u)),
    assault: s.assault && {
      area: s.assault.area,
      mover: ids.one(s.assault.mover),
      mfLeft: s.assault.mfLeft,
      attacked: s.assault.attacked,
      done: ids.all(s.assault.done),
      paths: ids.paths(s.assault.paths),
    },
    combat: s.combat && {
      kind: s.combat.kind,
      area: s.combat.area,
      attacker: s.combat.attacker,
      participants: ids.all(s.combat.participants),
      lead: ids.one(s.combat.lead),
      defLead: ids.one(s.combat.defLead),
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
