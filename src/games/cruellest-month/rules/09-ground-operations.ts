// 9.0 Ground Operations: 9.4 combat (9.4.1 artillery support points, 9.4.2 balloon observation, 9.4.3 tanks, 9.4.4
// results, 9.4.6 retreat and advance), 9.5 artillery support, and the chapter's steps (9.1-9.5). Who may operate,
// movement, stacking and zones of control (9.1-9.3) and an airbase's evacuation (6.6.5) are in 09-ground-movement.ts.
import type { ActionOf, CmAction } from '../actions.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { type Log, tell, need, type Chapter, only, sideOf } from './common.ts';
import { logEn } from '../text/log.en.ts';
import { logFr } from '../text/log.fr.ts';
import { enterHex, evacuateRolls, groundMove, mayOperate, moveOptions, overStacked } from './09-ground-movement.ts';
const {
  GROUND_BY_ID,
  GROUND_COLUMNS,
  GROUND_CRT,
  PLACES,
  POOR_WEATHER_COMBAT,
  TEC,
  acrossRiver,
  eastOfHindenburg,
  grid,
  groundColumn,
  isHindenburg,
  EAST_ROW,
  WEST_ROW,
  STACKING,
} = D;
const { cf, other, sectorsOf, unitsIn } = S;

/** [attacker, hex] pairs: an attack is declared against an adjacent enemy hex; its defender chooses which of his
 * units there meets it (9.4: "defending player's choice if he has more than one unit"). */
export function attackOptions(s: State, side: Side): [string, string][] {
  const ground = s.ground;
  const out: [string, string][] = [];
  const declared = new Set(s.attacks.map((a) => a.attacker));
  const enemyHexes = new Set<string>();
  const enemy = other(side);
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && GROUND_BY_ID[id].side === enemy) enemyHexes.add(g.hex!);
  }
  for (const id in ground) {
    const g = ground[id];
    if (GROUND_BY_ID[id].side !== side || declared.has(id) || !mayOperate(s, id)) continue;
    for (const n of grid.neighbours(g.hex!)) if (enemyHexes.has(n)) out.push([id, n]);
  }
  return out;
}

/** The units that may meet the next declared attack (9.4): the enemy's divisions in its hex. */
export function defenders(s: State): string[] {
  const a = s.attacks[0];
  return unitsIn(s, a.hex, other(GROUND_BY_ID[a.attacker].side));
}

/** The divisions in a hex, by name, with the hex: "11 Res Div at 2107" / "3 Div or 9 Div at 2208 (Arras)". */
/** The units an attack on `hex` falls on (9.4), in English and French. */
export function defendersLabel(s: State, hex: string): [string, string] {
  const units = unitsIn(s, hex);
  return [logEn.defenders(units, hex), logFr.defenders(units, hex)];
}

export function startCombat(s: State, attacker: string, defender: string): void {
  const sec = (id: string) => {
    const list = sectorsOf(s, id);
    return list.length ? list.reduce((b, x) => (s.asl[x] > s.asl[b] ? x : b)) : null;
  };
  s.combat = { attacker, defender, step: 'asp-def', aspDef: 0, aspAtt: 0, tsp: 0, defSector: sec(defender), attSector: sec(attacker) };
  s.step = 'support';
}

export function nextCombat(s: State, log: Log): void {
  while (s.attacks.length) {
    const a = s.attacks[0];
    const att = s.ground[a.attacker];
    const units = att.where === 'map' && grid.adjacent(att.hex!, a.hex) ? defenders(s) : [];
    if (units.length === 0) {
      s.attacks.shift();
      continue;
    }
    // 9.4: the defending player chooses which of his units meets the attack.
    if (units.length > 1) {
      s.step = 'defend';
      return;
    }
    s.attacks.shift();
    startCombat(s, a.attacker, units[0]);
    void log;
    return;
  }
  // The side's ground operations are over (9.0 order).
  if (s.groundSide === s.initiative) {
    s.groundSide = other(s.initiative);
    s.moved = [];
    s.step = 'move';
  } else {
    s.phase = 'supply';
    s.step = 'supply';
  }
}

/** 9.4: the non-initiative player allocates first in each combat. */
export function supportSide(s: State): Side {
  return s.combat!.step === 'asp-def' ? other(s.initiative) : s.initiative;
}

/** The `support` actions open to `side` (9.4.1, 9.4.3), appended to `out`. */
function supportOptions(s: State, side: Side, out: CmAction[]): void {
  const c = s.combat!;
  const attSide = GROUND_BY_ID[c.attacker].side;
  const isAtt = side === attSide;
  const unit = isAtt ? c.attacker : c.defender;
  const sector = isAtt ? c.attSector : c.defSector;
  const maxAsp = sector ? Math.min(s.asl[sector], cf(s, unit)) : 0; // 9.4.1
  const maxTsp = isAtt && side === 'allied' ? Math.min(s.tsp, s.ground[unit].reduced ? 1 : 2) : 0; // 9.4.3
  for (let asp = 0; asp <= maxAsp; asp++) for (let tsp = 0; tsp <= maxTsp; tsp++) out.push({ type: 'support', asp, tsp });
}

function support(s: State, side: Side, a: ActionOf<'support'>, log: Log): void {
  const c = s.combat!;
  const isAtt = side === GROUND_BY_ID[c.attacker].side;
  const { asp, tsp } = a;
  if (isAtt) {
    c.aspAtt = asp;
    c.tsp = tsp;
    if (c.attSector) s.asl[c.attSector] -= asp;
    s.tsp -= tsp;
  } else {
    c.aspDef = asp;
    if (c.defSector) s.asl[c.defSector] -= asp;
  }
  if (log) tell(log, '9.4.1', (w) => w.allocates(side, asp, tsp));
  if (c.step === 'asp-def') c.step = 'asp-att';
  else {
    c.step = 'roll';
    need(s, 'ground', 1, 10, (w) => w.roll.ground(c.attacker, c.defender), '9.4');
  }
}

export function groundModifiers(s: State, attacker: string, defender: string): { v: number; why: string }[] {
  const mods: { v: number; why: string }[] = [];
  const dh = s.ground[defender].hex!;
  const ah = s.ground[attacker].hex!;
  const german = GROUND_BY_ID[defender].side === 'german';
  if (s.poorWeather) mods.push({ v: POOR_WEATHER_COMBAT, why: 'Poor Weather' });
  if (german && isHindenburg(dh)) mods.push({ v: TEC.hindenburg.combat, why: 'Hindenburg Line' });
  else if (german && eastOfHindenburg(dh)) mods.push({ v: TEC['east-of-hl'].combat, why: 'east of the Hindenburg Line' });
  if (PLACES[dh]?.terrain === 'city') mods.push({ v: TEC.city.combat, why: 'city' });
  if (acrossRiver(ah, dh)) mods.push({ v: TEC.river.combat, why: 'river' });
  if (PLACES[dh]?.terrain === 'ridge') mods.push({ v: TEC.ridge.combat, why: 'ridge' });
  return mods;
}

/** What the ground combat roll of `s.combat` is added to, and the shifts and row it is read with (9.4). */
export function groundCombatValues(s: State): {
  mods: { v: number; why: string }[];
  acf: number;
  interdicted: boolean;
  add: number;
  shift: number;
  row: number;
  dcf: number;
} {
  const c = s.combat!;
  const mods = groundModifiers(s, c.attacker, c.defender);
  const interdicted = s.ground[c.attacker].interdicted;
  let acf = cf(s, c.attacker);
  if (interdicted) acf = Math.floor(acf / 2); // 9.4.5
  const add = mods.reduce((t, m) => t + m.v, 0) - c.aspDef + c.aspAtt + c.tsp + acf;
  // 9.4.2 balloons: Normal +1 column for its owner, Reduced -1.
  const bal = (sector: string | null) => (sector === null ? 0 : s.bosl[sector] === 0 ? 1 : s.bosl[sector] === 2 ? -1 : 0);
  const dcf = cf(s, c.defender);
  return { mods, acf, interdicted, add, shift: bal(c.attSector) - bal(c.defSector), dcf, row: Math.max(0, Math.min(GROUND_CRT.rows.length - 1, dcf - 1)) };
}

export function groundCombatRoll(s: State, roll: number, log: Log): void {
  const c = s.combat!;
  const { mods, acf, add, shift, row } = groundCombatValues(s);
  const att = s.ground[c.attacker];
  const sum = roll + add;
  const col = Math.max(0, Math.min(GROUND_COLUMNS.length - 1, groundColumn(sum) + shift));
  const res = GROUND_CRT.rows[row][col];
  if (log) tell(log, '9.4', (w) => w.groundCombat(c, roll, mods, acf, sum, col + 1, res));
  const def = s.ground[c.defender];
  const defVp = (id: string) => {
    if (GROUND_BY_ID[id].formation === 'allied-reserve') s.vp.german += 1;
  }; // 12.1.1, 13.1
  switch (res) {
    case 'AX':
      defVp(c.attacker);
      if (att.reduced) killGround(s, c.attacker, log);
      else {
        att.reduced = true;
        att.interdicted = true;
      }
      break;
    case 'AI':
      att.interdicted = true;
      break;
    case 'DI':
      if (def.interdicted) return combatTo(s, 'retreat');
      def.interdicted = true;
      break;
    case 'DX':
      defVp(c.defender);
      if (def.reduced) {
        const hex = def.hex!;
        killGround(s, c.defender, log);
        return vacated(s, hex);
      }
      def.reduced = true;
      def.interdicted = true;
      return combatTo(s, 'retreat');
  }
  endCombat(s);
}

/** The combat goes on to the defender's retreat (9.4.6) or the attacker's advance (9.4.4). */
function combatTo(s: State, step: 'retreat' | 'advance'): void {
  s.step = step;
  s.combat!.step = step;
}
/** The combat is over: on to the next declared attack (9.4). */
function endCombat(s: State): void {
  s.combat = null;
  s.step = 'combat-next';
}

export function killGround(s: State, id: string, log: Log): void {
  s.ground[id].where = 'dead';
  s.ground[id].hex = null;
  if (log) tell(log, '9.4.4', (w) => w.groundEliminated(id));
}

export function retreatOptions(s: State): string[] {
  const c = s.combat!;
  const dh = s.ground[c.defender].hex!;
  const ah = s.ground[c.attacker].hex!;
  const side = GROUND_BY_ID[c.defender].side;
  const out: string[] = [];
  for (const n of grid.neighbours(dh)) {
    if (grid.distance(n, ah) < 2) continue;
    if (unitsIn(s, n, other(side)).length) continue;
    out.push(n);
  }
  const row = grid.coord(dh).row;
  if ((side === 'german' && row === EAST_ROW) || (side === 'allied' && row === WEST_ROW)) out.push('off');
  return out.length ? out : ['eliminate'];
}

export function retreat(s: State, to: string, log: Log): void {
  const c = s.combat!;
  const g = s.ground[c.defender];
  const from = g.hex!;
  if (to === 'eliminate') killGround(s, c.defender, log);
  else if (to === 'off') {
    g.where = 'off';
    g.offEdge = GROUND_BY_ID[c.defender].side === 'german' ? 'east' : 'west';
    g.hex = null;
    if (log) tell(log, '9.4.6', (w) => w.retreats(c.defender, null));
  } else {
    g.hex = to;
    if (log) tell(log, '9.4.6', (w) => w.retreats(c.defender, to));
    enterHex(s, c.defender, to, log);
  }
  vacated(s, from);
}

function vacated(s: State, hex: string): void {
  const c = s.combat!;
  if (unitsIn(s, hex).length === 0 && s.ground[c.attacker].where === 'map' && unitsIn(s, hex, GROUND_BY_ID[c.attacker].side).length < STACKING) {
    c.vacated = hex;
    return combatTo(s, 'advance');
  }
  endCombat(s);
}

// ---------------------------------------------------------------------------------------------
// The steps: Tank Support Points (9.4.3), movement (9.2) and attack declarations (9.4) by the side moving, the
// defender's choice of the unit meeting each attack (9.4), support (9.4.1, 9.5), retreat (9.4.6) and advance (9.4.4).

export const GROUND_OPERATIONS: Chapter = {
  decisions: {
    move: {
      rule: '9.2',
      actor: (s) => only(s.groundSide),
      legal(s, role, out) {
        moveOptions(s, sideOf(role), out);
        out.push({ type: 'move-done' });
      },
      perform: {
        move: (s, a, log) => groundMove(s, a.unit, a.to, log),
        'move-done'(s, _a, log, role) {
          overStacked(s, sideOf(role), log);
          s.step = 'attack';
        },
      },
    },
    attack: {
      rule: '9.4',
      actor: (s) => only(s.groundSide),
      legal(s, role, out) {
        for (const [attacker, hex] of attackOptions(s, sideOf(role))) out.push({ type: 'attack', attacker, hex });
        out.push({ type: 'attacks-done' });
      },
      perform: {
        attack(s, a, log) {
          s.attacks.push({ attacker: a.attacker, hex: a.hex });
          if (log) tell(log, '9.4', (w) => w.willAttack(a.attacker, unitsIn(s, a.hex), a.hex));
        },
        'attacks-done': (s) => {
          s.step = 'combat-next';
        },
      },
    },
    support: {
      rule: '9.4.1',
      actor: (s) => only(supportSide(s)),
      legal(s, role, out) {
        supportOptions(s, sideOf(role), out);
      },
      perform: { support: (s, a, log, role) => support(s, sideOf(role), a, log) },
    },
    defend: {
      rule: '9.4',
      actor: (s) => only(other(GROUND_BY_ID[s.attacks[0].attacker].side)),
      legal(s, _role, out) {
        for (const unit of defenders(s)) out.push({ type: 'defend', unit });
      },
      perform: {
        defend(s, a, log) {
          const at = s.attacks.shift()!;
          if (log) tell(log, '9.4', (w) => w.meetsAttack(a.unit, at.attacker));
          startCombat(s, at.attacker, a.unit);
        },
      },
    },
    retreat: {
      rule: '9.4.6',
      actor: (s) => only(GROUND_BY_ID[s.combat!.defender].side),
      legal(s, _role, out) {
        for (const to of retreatOptions(s)) out.push(to === 'off' ? { type: 'retreat-off' } : { type: 'retreat', to });
      },
      perform: {
        retreat: (s, a, log) => retreat(s, a.to, log),
        'retreat-off': (s, _a, log) => retreat(s, 'off', log),
      },
    },
    advance: {
      rule: '9.4.4',
      actor: (s) => only(GROUND_BY_ID[s.combat!.attacker].side),
      legal(_s, _role, out) {
        out.push({ type: 'advance' }, { type: 'no-advance' });
      },
      perform: {
        advance(s, _a, log) {
          const c = s.combat!;
          const g = s.ground[c.attacker];
          if (log) tell(log, '9.4.4', (w) => w.advances(c.attacker, c.vacated!));
          g.hex = c.vacated!;
          enterHex(s, c.attacker, c.vacated!, log);
          endCombat(s);
        },
        'no-advance': endCombat,
      },
    },
  },
  auto: {
    tsp(s, log) {
      if (s.tanksGone) {
        s.tsp = 0;
        s.step = 'air-start';
        return;
      }
      // Ruling (14.3.1, 9.4.3): Turn 1 fights with the 6 starting Tank Support Points; the roll starts on Turn 2.
      if (s.turn === 1) {
        if (log) tell(log, '14.3.1', (w) => w.tspStart(s.tsp));
        s.step = 'air-start';
        return;
      }
      need(s, 'tsp', 1, 6, (w) => w.roll.tsp, '9.4.3');
    },
    'ground-start'(s) {
      s.phase = 'ground';
      s.groundSide = s.initiative;
      s.moved = [];
      s.attacks = [];
      s.step = 'move';
    },
    'combat-next': nextCombat,
  },
  dice: {
    tsp(s, d, _ctx, log) {
      // 9.4.3
      const r = d[0] + Math.max(0, s.turn - 2);
      if (r >= 6) {
        s.tanksGone = true;
        s.tsp = 0;
        if (log) tell(log, '9.4.3', (w) => w.noTanks(r));
      } else {
        s.tsp = r;
        if (log) tell(log, '9.4.3', (w) => w.tsp(r));
      }
      s.step = 'air-start';
    },
    ground: (s, d, _ctx, log) => groundCombatRoll(s, d[0], log),
    evacuate: (s, d, ctx, log) => evacuateRolls(s, d, ctx.units ?? [], ctx.base ?? '', !!ctx.wasDisrupted, log),
  },
};
