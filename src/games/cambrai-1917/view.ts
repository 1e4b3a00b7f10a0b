// What a player sees of Cambrai 1917: the view (JSON for map clients). The web board imports its types from
// here (issue 31, item 7: moved from game.ts as it was).
import { AREAS, BOUNDARIES, UNITS } from './data.ts';
import { areaFacts, areasView, boxNames, unitIds } from '../../families/area-impulse/view.ts';
import { haigModifier } from './rules/04-end.ts';
import { attackTotal, attackValues, defenseValues } from './rules/08-combat.ts';
import { STEPS } from './steps.ts';
import { type CambraiState, type Side, ELIMINATED, REMOVED, attackOf, baseMove, britishVp, contested, defenseOf, roleOf } from './state.ts';

/** The roles of the sides to act (the kernel's names). */
export const roles = (sides: readonly string[]) => sides.map((x) => (x === 'chance' ? 'chance' : roleOf(x as Side)));

const box = boxNames({ [ELIMINATED]: 'eliminated', [REMOVED]: 'removed' }, 'off');
const ids = unitIds(UNITS);

// The parts of the view that never change, built once.
const AREA_VIEW = AREAS.map((a) => ({
  ...areaFacts(a),
  identifier: a.identifier,
  sector: a.sector,
  zone: !!a.zone,
  eastOfCanal: a.eastOfCanal,
  x: a.x,
  y: a.y,
  lat: a.lat,
  lon: a.lon,
}));
const BOUNDARY_VIEW = BOUNDARIES.map((b) => ({ a: b.a, b: b.b, kind: b.kind, canal: b.canal ?? null }));

/** Everything is public in this game: the view is the whole situation, plus a copy of the state for the computer players' models. */
export function view(s: CambraiState, role: string) {
  const c = s.combat;
  return {
    game: 'cambrai-1917',
    role,
    scenario: s.scenario,
    day: s.day,
    phase: s.phase,
    step: s.step.k,
    toAct: STEPS.toAct(s),
    weather: s.weather,
    impulse: s.impulse,
    active: roleOf(s.active),
    sunset: s.sunset,
    advantage: roleOf(s.advantage),
    hurricane: { british: s.hurricane.allied, german: s.hurricane.german },
    ammo: { british: s.ammo.allied, german: s.ammo.german },
    markers: { british: s.markers.allied, german: s.markers.german },
    vp: britishVp(s),
    vpNeeded: s.vpToWin,
    haig: s.haig,
    haigModifier: haigModifier(s).mod,
    bridges: s.bridges.map((b) => ({ ...b, control: roleOf(b.control) })),
    areas: areasView(AREA_VIEW, s.control, (a) => contested(s, a)),
    boundaries: BOUNDARY_VIEW.map((b) => ({ ...b })),
    units: UNITS.map((u, i) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      type: u.type,
      division: u.division,
      attack: u.type === 'garrison' ? null : attackOf(s, i),
      defense: defenseOf(s, i, false),
      exhaustedDefense: defenseOf(s, i, true),
      move: baseMove(s, i),
      step: s.tank[i] || null,
      dismounted: !!s.dismounted[i],
      area: s.loc[i] > 0 ? s.loc[i] : null,
      box: box(s.loc[i]),
      spent: !!s.spent[i],
    })).filter((u) => u.box !== 'off'),
    assault: s.assault && {
      area: s.assault.area,
      regroup: s.assault.regroup,
      mover: ids.one(s.assault.mover),
      attacked: s.assault.attacked,
      rolling: s.assault.rolling,
      support: s.assault.support,
      air: s.assault.air >= 0 ? s.assault.air : null,
      done: ids.all(s.assault.done),
    },
    combat: c && {
      kind: c.overrun ? 'overrun' : 'assault',
      area: c.area,
      attacker: roleOf(c.attacker),
      participants: ids.all(c.participants),
      point: ids.one(c.point),
      forward: ids.one(c.forward),
      av: c.point >= 0 && s.assault ? attackValues(s, c).at : null,
      dv: c.forward >= 0 && s.assault ? defenseValues(s, c).dt : null,
      /** The attack total, once the attacker has rolled (the defender then picks his forward unit). */
      attackTotal: c.dice.length >= 2 ? attackTotal(c) : null,
      dice: c.dice,
      result: c.result,
      cp: c.cp,
      cpLeft: c.cpLeft,
    },
    barrage: s.barrage && { target: s.barrage.target, attacker: roleOf(s.barrage.attacker), dice: s.barrage.dice, cp: s.barrage.cp, cpLeft: s.barrage.cpLeft },
    result: s.result && { ...s.result, winner: roleOf(s.result.winner) },
    /** The whole state (nothing is hidden in this game), for the computer players' determinization. */
    state: structuredClone(s),
  };
}

export type CambraiView = ReturnType<typeof view>;
