// What a player sees: the view (JSON for map clients; the web board imports its types from here), a
// terminal picture, and action descriptions.
import type { Action, Role } from '../../kernel/game.ts';
import { CRT, type CombatResult, FLAK88, HEXES, RIVERS, ROADS, type Side, type Terrain, TURN_TRACK, type UnitType } from './data.ts';
import { ARRAS, type CombatState, type PostcardAction, type State, type UnitState, actionSchema, grid, hexName, occupancy, riverOf, roadSides, terrainOf, trackTurnOf, unitData, unitOrder, westEdge } from './state.ts';
import { currentOdds } from './rules/08-combat.ts';
import { phasesLeft } from './rules/03-sequence.ts';
import { LAST_TURN } from './rules/02-victory.ts';

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
export interface CombatView extends Pick<CombatState, 'step' | 'attacker' | 'defender' | 'attackers' | 'column' | 'die' | 'result' | 'flakTarget' | 'retreats' | 'retreatBy' | 'stage' | 'vacated' | 'advanced'> {
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

const SIDE_NAME = { allied: 'Allied', german: 'German' } as const;

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
    rivers: nbrs.filter((n) => riverOf.has(id < n ? `${id}/${n}` : `${n}/${id}`)).map((n) => ({ to: n, river: riverOf.get(id < n ? `${id}/${n}` : `${n}/${id}`)! })),
  };
});

export function prompt(s: State): string {
  if (s.phase === 'over') return s.winner === 'german' ? 'Game over: German victory (breakthrough)' : 'Game over: Allied victory';
  const c = s.combat;
  if (c) {
    switch (c.step) {
      case 'flak':
        return `German: fire the 88 at a tank attacking ${unitData[c.defender].name}? (8.8)`;
      case 'flak-roll':
        return `Roll a die for the 88 (8.8)`;
      case 'roll':
        return `Roll a die for the attack on ${unitData[c.defender].name} (8.1)`;
      case 'retreat':
        return `${SIDE_NAME[c.retreatBy]}: retreat ${c.retreats.map((r) => `${unitData[r.unit].name} ${r.hexes} hex${r.hexes > 1 ? 'es' : ''}`).join(', ')} (8.5)`;
      case 'loss':
        return `${SIDE_NAME[c.attacker]}: choose the attacking unit lost in the exchange (8.4)`;
      case 'advance':
        return `${SIDE_NAME[c.attacker]}: advance after combat into ${c.vacated}, or stop (8.7)`;
    }
  }
  if (s.phase === 'choose') return `Allied: choose the next phase (${phasesLeft(s).join(', ')})`;
  return `${SIDE_NAME[s.side]} ${s.phase} phase${s.phase === 'combat' && s.shift ? ' (Allied attacks +1 column, 8.2)' : ''}`;
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
    map: { cols: grid.lastCol, rows: grid.lastRow, orientation: grid.orientation, shoved: grid.shoved, arras: ARRAS, hexes: MAP_VIEW, rivers: RIVERS.map((r) => ({ name: r.name, sides: r.sides })), roads: ROADS.map((r) => ({ name: r.name, path: r.path })) },
    units: unitOrder.map((id) => {
      const d = unitData[id];
      const u = s.units[id];
      return { id, name: d.name, abbr: d.abbr.trim(), side: d.side, type: d.type, strength: d.strength, ma: d.ma, hex: u.hex, disrupted: u.disrupted, moved: u.moved, attacked: u.attacked, out: u.out };
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
export function render(s: State, _role: Role): string {
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
    if (HEXES[id]) return HEXES[id].name.replace(/[^A-Za-z]/g, '').slice(0, 4).toLowerCase().replace(/^./, (x) => x.toUpperCase());
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
  lines.push('  West edge: column 01 (German exit).  Row 08: turn track.  Lower case: disrupted.');
  lines.push(`  Rivers: ${RIVERS.map((r) => r.name).join(', ')} (+1 MP unless along a road).  ARRS = Arras (-1 DRM for its defender).`);
  lines.push('');
  const turnText = s.turn <= LAST_TURN ? `Turn ${s.turn} of ${LAST_TURN}` : `Turn marker ${s.turn} (past ${LAST_TURN})`;
  lines.push(`${turnText} - ${s.phase === 'over' ? 'game over' : `${SIDE_NAME[s.side]} turn`}; phases done: ${s.done.join(', ') || 'none'}; 88 ${s.flakUsed ? 'used' : 'available'}`);
  lines.push(prompt(s));
  for (const side of ['allied', 'german'] as const) {
    lines.push(`${SIDE_NAME[side]}:`);
    for (const id of unitOrder) {
      const d = unitData[id];
      if (d.side !== side) continue;
      const u = s.units[id];
      const where = u.hex ? hexName(u.hex) : u.out === 'exited' ? 'broke through the west edge' : 'eliminated';
      const flags = [u.disrupted ? 'DISRUPTED' : '', u.moved && s.phase === 'movement' ? 'moved' : '', u.attacked && s.phase === 'combat' ? 'attacked' : ''].filter(Boolean).join(', ');
      lines.push(`  ${d.abbr.trim().padEnd(5)} ${d.name.padEnd(20)} ${d.type.padEnd(8)} ${d.strength}-${d.ma}  ${where}${flags ? `  [${flags}]` : ''}`);
    }
  }
  if (s.combat) {
    const c = s.combat;
    lines.push(`Combat: ${c.attackers.map((a) => unitData[a].name).join(' + ')} against ${unitData[c.defender].name}${c.result ? ` - ${c.column} die ${c.die}: ${c.result}` : ''}`);
  }
  return lines.join('\n');
}

/** A one-line description of an action (JSON for an action of no shape of the game's). */
export function describeAction(s: State, _role: Role, action: Action): string {
  const parsed = actionSchema().safeParse(action);
  return parsed.success ? describe(s, parsed.data) : JSON.stringify(action);
}

function describe(s: State, a: PostcardAction): string {
  const name = (id: string) => (unitData[id] ? unitData[id].name : id);
  const at = (id: string) => s.units[id]?.hex ?? '?';
  switch (a.type) {
    case 'phase':
      return `Allied ${a.phase} phase${a.phase === 'combat' && !s.done.includes('movement') ? ' (before movement: +1 column, 8.2)' : ''}`;
    case 'end':
      return `End the ${s.phase} phase`;
    case 'move':
      return `Move ${name(a.unit)} ${at(a.unit)} -> ${hexName(a.to)}`;
    case 'exit':
      return `${name(a.unit)} breaks through off the west edge from ${at(a.unit)} (German victory)`;
    case 'attack': {
      const att = a.attackers.reduce((t, x) => t + (unitData[x]?.strength ?? 0), 0);
      const def = unitData[a.defender]?.strength ?? 0;
      return `Attack ${name(a.defender)} (${at(a.defender)}) with ${a.attackers.map(name).join(' + ')}: ${att}:${def}`;
    }
    case 'flak':
      return `Fire the 88 at ${name(a.unit)}`;
    case 'no-flak':
      return 'Hold the 88';
    case 'dice':
      return `Roll ${a.dice.join(', ')}`;
    case 'retreat':
      return `Retreat ${name(a.unit)} ${at(a.unit)} -> ${hexName(a.to)}`;
    case 'eliminate':
      return `Lose ${name(a.unit)} in the exchange`;
    case 'advance':
      return `Advance ${name(a.unit)} ${at(a.unit)} -> ${hexName(a.to)}`;
    case 'stop':
      return 'No (further) advance';
  }
}
