// What a player sees: the view (JSON for map clients; the web board imports its types from here), a
// terminal picture, and action descriptions.
import type { Action, Role } from '../../kernel/game.ts';
import { CRT, type CombatResult, FLAK88, HEXES, RIVERS, ROADS, type Side, type Terrain, TURN_TRACK, type UnitType } from './data.ts';
import {
  ARRAS,
  type CombatState,
  type PostcardAction,
  type State,
  type UnitState,
  actionSchema,
  grid,
  hexName,
  occupancy,
  riverOf,
  roadSides,
  terrainOf,
  trackTurnOf,
  unitData,
  unitOrder,
  westEdge,
} from './state.ts';
import { currentOdds } from './rules/08-combat.ts';
import { phasesLeft } from './rules/03-sequence.ts';
import { LAST_TURN } from './rules/02-victory.ts';
import { type Say, say } from './text/en.ts';
import { dire, sayFr } from './text/fr.ts';

/** A hex of the map in the view. */
export interface HexView {
  id: string;
  col: number;
  row: number;
  /** The centre, for a hex of radius 1. */
  x: number;
  y: number;
  terrain: Terrain;
  name: string | null;
  turnTrack: number | null;
  westEdge: boolean;
  /** Neighbours joined by a road. */
  roads: string[];
  rivers: { to: string; river: string }[];
}

/** A counter in the view. */
export interface UnitView extends UnitState {
  id: string;
  name: string;
  abbr: string;
  side: Side;
  type: UnitType;
  strength: number;
  ma: number;
}

/** The pending combat in the view. */
export interface CombatView
  extends Pick<
    CombatState,
    'step' | 'attacker' | 'defender' | 'attackers' | 'column' | 'die' | 'result' | 'flakTarget' | 'retreats' | 'retreatBy' | 'stage' | 'vacated' | 'advanced'
  > {
  /** The odds while the die is due (8.1-8.3). */
  odds: ReturnType<typeof currentOdds> | null;
}

/** What every role sees (the game has no hidden information). */
export interface PostcardView {
  game: 'arras-postcard';
  turn: number;
  lastTurn: number;
  turnMarkerHex: string | null;
  side: Side;
  phase: State['phase'];
  phasesDone: State['done'];
  columnShift: number;
  flak88: { available: boolean; strength: number };
  prompt: string;
  promptFr: string;
  map: {
    cols: number;
    rows: number;
    orientation: typeof grid.orientation;
    shoved: typeof grid.shoved;
    arras: string;
    hexes: HexView[];
    rivers: { name: string; sides: [string, string][] }[];
    roads: { name: string; path: string[] }[];
  };
  units: UnitView[];
  combat: CombatView | null;
  crt: { columns: typeof CRT.columns; table: Record<string, CombatResult[]> };
  panicTurns: number;
  winner: Side | null;
  winKind: string | null;
}

/** Static map data for clients, computed once. */
const MAP_VIEW: HexView[] = grid.ids.map((id) => {
  const { col, row } = grid.coord(id);
  const c = grid.center(id, 1);
  const nbrs = grid.neighbours(id);
  return {
    id,
    col,
    row,
    x: Math.round(c.x * 1000) / 1000,
    y: Math.round(c.y * 1000) / 1000,
    terrain: terrainOf(id),
    name: HEXES[id]?.name ?? null,
    turnTrack: trackTurnOf(id),
    westEdge: westEdge[grid.indexOf(id)] === 1,
    roads: nbrs.filter((n) => roadSides.has(id, n)),
    rivers: nbrs
      .filter((n) => riverOf.has(id < n ? `${id}/${n}` : `${n}/${id}`))
      .map((n) => ({ to: n, river: riverOf.get(id < n ? `${id}/${n}` : `${n}/${id}`)! })),
  };
});

/** The one-line status (the page's aside, the terminal) in a language's words. */
export function prompt(s: State, w: Say = say): string {
  if (s.phase === 'over') return w.status.over(s.winner === 'german');
  const c = s.combat;
  if (c) {
    switch (c.step) {
      case 'flak':
        return w.status.flak(unitData[c.defender].name);
      case 'flak-roll':
        return w.status.flakRoll;
      case 'roll':
        return w.status.roll(unitData[c.defender].name);
      case 'retreat':
        return w.status.retreat(
          c.retreatBy,
          c.retreats.map((r) => ({ unit: unitData[r.unit].name, hexes: r.hexes })),
        );
      case 'loss':
        return w.status.loss(c.attacker);
      case 'advance':
        return w.status.advance(c.attacker, c.vacated);
    }
  }
  if (s.phase === 'choose') return w.status.choose(phasesLeft(s));
  return w.status.phase(s.side, s.phase, s.phase === 'combat' && s.shift !== 0);
}

export function view(s: State, _role: Role): PostcardView {
  const c = s.combat;
  return {
    game: 'arras-postcard',
    turn: s.turn,
    lastTurn: LAST_TURN,
    turnMarkerHex: s.turn <= LAST_TURN ? TURN_TRACK.hexes[s.turn - 1] : null,
    side: s.side,
    phase: s.phase,
    phasesDone: s.done,
    columnShift: s.shift,
    flak88: { available: !s.flakUsed, strength: FLAK88.strength },
    prompt: prompt(s),
    /** The status in French (the view is the same for every reader; the page picks its language). */
    promptFr: prompt(s, sayFr),
    map: {
      cols: grid.lastCol,
      rows: grid.lastRow,
      orientation: grid.orientation,
      shoved: grid.shoved,
      arras: ARRAS,
      hexes: MAP_VIEW,
      rivers: RIVERS.map((r) => ({ name: r.name, sides: r.sides })),
      roads: ROADS.map((r) => ({ name: r.name, path: r.path })),
    },
    units: unitOrder.map((id) => {
      const d = unitData[id];
      const u = s.units[id];
      return {
        id,
        name: d.name,
        abbr: d.abbr.trim(),
        side: d.side,
        type: d.type,
        strength: d.strength,
        ma: d.ma,
        hex: u.hex,
        disrupted: u.disrupted,
        moved: u.moved,
        attacked: u.attacked,
        out: u.out,
      };
    }),
    combat: c
      ? {
          step: c.step,
          attacker: c.attacker,
          defender: c.defender,
          attackers: c.attackers,
          odds: c.step === 'roll' ? currentOdds(s) : null,
          column: c.column,
          die: c.die,
          result: c.result,
          flakTarget: c.flakTarget,
          retreats: c.retreats,
          retreatBy: c.retreatBy,
          stage: c.stage,
          vacated: c.vacated,
          advanced: c.advanced,
        }
      : null,
    crt: { columns: CRT.columns, table: CRT.table },
    panicTurns: s.panicTurns,
    winner: s.winner,
    winKind: s.winKind,
  };
}

/** A text picture: the hex map (odd columns on the upper line of each row, even columns half a row lower), then units. */
export function render(s: State, _role: Role, lang?: string): string {
  const words = dire(lang);
  const occ = occupancy(s);
  const lines: string[] = [];
  const w = 6;
  const cell = (id: string) => {
    const o = occ[grid.indexOf(id)];
    if (o) {
      const code = unitData[o].abbr.trim();
      return (s.units[o].disrupted ? code.toLowerCase() : code).padEnd(4).slice(0, 4);
    }
    const t = trackTurnOf(id);
    if (t !== null) return s.turn === t ? `*T${t}*` : `T${t}  `;
    if (id === ARRAS) return 'ARRS';
    if (HEXES[id])
      return HEXES[id].name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toLowerCase()
        .replace(/^./, (x) => x.toUpperCase());
    return ' .. ';
  };
  let header = '    ';
  for (let col = 1; col <= grid.lastCol; col++) header += String(col).padStart(2, '0').padStart(4).padEnd(w);
  lines.push(header);
  for (let row = 1; row <= grid.lastRow; row++) {
    let upper = String(row).padStart(2, '0') + '  ';
    let lower = '    ';
    for (let col = 1; col <= grid.lastCol; col++) {
      const id = String(col).padStart(2, '0') + String(row).padStart(2, '0');
      if (col % 2 === 1) {
        upper += `[${cell(id)}]`;
        lower += ' '.repeat(w);
      } else {
        upper += ' '.repeat(w);
        lower += `[${cell(id)}]`;
      }
    }
    lines.push(upper.trimEnd(), lower.trimEnd());
  }
  lines.push(words.render.legend);
  lines.push(words.render.rivers(RIVERS.map((r) => r.name)));
  lines.push('');
  lines.push(words.render.situation(words.render.turn(s.turn, LAST_TURN), s.phase === 'over', s.side, s.done, s.flakUsed));
  lines.push(prompt(s, words));
  for (const side of ['allied', 'german'] as const) {
    lines.push(words.render.side(side));
    for (const id of unitOrder) {
      const d = unitData[id];
      if (d.side !== side) continue;
      const u = s.units[id];
      const where = u.hex ? hexName(u.hex) : u.out === 'exited' ? words.render.exited : words.render.eliminated;
      const flags = [
        u.disrupted ? words.render.disrupted : '',
        u.moved && s.phase === 'movement' ? words.render.moved : '',
        u.attacked && s.phase === 'combat' ? words.render.attacked : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`  ${d.abbr.trim().padEnd(5)} ${d.name.padEnd(20)} ${d.type.padEnd(8)} ${d.strength}-${d.ma}  ${where}${flags ? `  [${flags}]` : ''}`);
    }
  }
  if (s.combat) {
    const c = s.combat;
    lines.push(
      words.render.combat(
        c.attackers.map((a) => unitData[a].name),
        unitData[c.defender].name,
        c.column,
        c.die,
        c.result,
      ),
    );
  }
  return lines.join('\n');
}

/** A one-line description of an action (JSON for an action of no shape of the game's). */
export function describeAction(s: State, _role: Role, action: Action, lang?: string): string {
  const parsed = actionSchema().safeParse(action);
  return parsed.success ? describe(s, parsed.data, dire(lang)) : JSON.stringify(action);
}

function describe(s: State, a: PostcardAction, w: Say): string {
  const name = (id: string) => (unitData[id] ? unitData[id].name : id);
  const at = (id: string) => s.units[id]?.hex ?? '?';
  switch (a.type) {
    case 'phase':
      return w.describe.phase(a.phase, a.phase === 'combat' && !s.done.includes('movement'));
    case 'end':
      return w.describe.end(s.phase);
    case 'move':
      return w.describe.move(name(a.unit), at(a.unit), hexName(a.to));
    case 'exit':
      return w.describe.exit(name(a.unit), at(a.unit));
    case 'attack': {
      const att = a.attackers.reduce((t, x) => t + (unitData[x]?.strength ?? 0), 0);
      const def = unitData[a.defender]?.strength ?? 0;
      return w.describe.attack(name(a.defender), at(a.defender), a.attackers.map(name), att, def);
    }
    case 'flak':
      return w.describe.flak(name(a.unit));
    case 'no-flak':
      return w.describe.noFlak;
    case 'dice':
      return w.describe.dice(a.dice);
    case 'retreat':
      return w.describe.retreat(name(a.unit), at(a.unit), hexName(a.to));
    case 'eliminate':
      return w.describe.eliminate(name(a.unit));
    case 'advance':
      return w.describe.advance(name(a.unit), at(a.unit), hexName(a.to));
    case 'stop':
      return w.describe.stop;
  }
}
