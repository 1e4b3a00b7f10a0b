// The Air Battle Board as a drawable description: a pure function from one side's AirBattleView
// (and that side's legal actions) to hexes with their pixel corners and markings (Raid Entry Area,
// T hexes, numbered interceptor entry hexes), units with position, facing and altitude, the unit
// to move, where each legal movement would take it, what it may fire at, and the AA units and
// balloon. The web board (src/web/games/cruellest-month/air-battle-board.ts) renders it as SVG; a
// terminal or a test can read it just as well. Nothing here reads the hidden battle state.

import type { Action } from '../../../kernel/game.ts';
import type { AirBattleView, UnitView } from './battle.ts';
import type { Altitude, Facing } from './contract.ts';
import { BOARD_GRID, INTERCEPTOR_ENTRY, RAID_ENTRY_AREA, TARGET_HEX, TARGET_ZONE } from './data.ts';
import { ahead, centre, turn } from './geometry.ts';
import { boardEn } from '../text/board.en.ts';
import { boardFr } from '../text/board.fr.ts';

export interface HexDrawing {
  id: string;
  x: number;
  y: number;
  points: [number, number][];
  kind: 'plain' | 'raid-entry' | 'target-zone' | 'target';
  /** The interceptor entry number printed on it (8.7.5). */
  entry: number | null;
}

export interface UnitDrawing {
  id: string;
  side: 'allied' | 'german';
  aircraft: string;
  type: string;
  hex: string | null;
  x: number | null;
  y: number | null;
  facing: Facing;
  /** Degrees clockwise from north, for rotating the aircraft symbol. */
  rotation: number;
  /** null: not known to the viewer yet (8.7.3). */
  altitude: Altitude | null;
  seq: number | null;
  disrupted: boolean | null;
  reduced: boolean;
  ace: boolean | null;
  where: UnitView['where'];
  moving: boolean;
  /** Offset inside a shared hex, so stacked units stay visible. */
  stackIndex: number;
  label: string;
}

export interface MoveHighlight {
  action: Action;
  /** Hex the unit would end in; null when it leaves the board. */
  to: string | null;
  x: number | null;
  y: number | null;
  facing: Facing | null;
  altitude: Altitude | null;
}

export interface BoardDrawing {
  size: number;
  width: number;
  height: number;
  hexes: HexDrawing[];
  units: UnitDrawing[];
  moving: string | null;
  moves: MoveHighlight[];
  fire: { action: Action; target: string; x: number; y: number; guns: string }[];
  /** Hexes a placement or entry action uses (8.7.3, 8.7.5, 8.11.1). */
  placements: { action: Action; hex: string; x: number; y: number; facing: Facing | null }[];
  defensive: { mover: string; fromHex: string; shooters: string[] } | null;
  balloon: { x: number; y: number; altitude: Altitude | 'ground'; destroyed: boolean; changing: string | null } | null;
  aa: { hex: string; x: number; y: number; factor: number }[];
  status: { round: number; phase: string; wind: Facing | null; sun: Facing | null; surprise: string | null };
}

const ENTRY_OF = new Map<string, number>();
for (const [n, hs] of Object.entries(INTERCEPTOR_ENTRY.byNumber)) for (const h of hs) ENTRY_OF.set(h, Number(n));
const RAID = new Set(RAID_ENTRY_AREA.hexes);
const T = new Set(TARGET_ZONE.hexes);
const ALT: Altitude[] = ['low', 'medium', 'high'];

export function drawAirBattle(view: AirBattleView, legal: Action[] = [], size = 28): BoardDrawing {
  const ids = BOARD_GRID.ids;
  const raw = ids.map((id) => centre(id));
  const minX = Math.min(...raw.map((c) => c.x));
  const minY = Math.min(...raw.map((c) => c.y));
  const margin = size * 1.2;
  const at = (id: string) => {
    const c = centre(id);
    return { x: margin + (c.x - minX) * size, y: margin + (c.y - minY) * size };
  };
  const hexes: HexDrawing[] = ids.map((id) => {
    const { x, y } = at(id);
    const points = Array.from({ length: 6 }, (_, i): [number, number] => [x + size * Math.cos((Math.PI / 3) * i), y + size * Math.sin((Math.PI / 3) * i)]);
    const kind = id === TARGET_HEX.hex ? 'target' : T.has(id) ? 'target-zone' : RAID.has(id) ? 'raid-entry' : 'plain';
    return { id, x, y, points, kind, entry: ENTRY_OF.get(id) ?? null };
  });
  const maxX = Math.max(...hexes.map((h) => h.x));
  const maxY = Math.max(...hexes.map((h) => h.y));

  const stack = new Map<string, number>();
  const movingId = view.moving?.unit ?? null;
  const units: UnitDrawing[] = view.units.map((u) => {
    const p = u.hex ? at(u.hex) : null;
    const k = u.hex ? (stack.get(u.hex) ?? 0) : 0;
    if (u.hex) stack.set(u.hex, k + 1);
    return {
      id: u.id,
      side: u.side,
      aircraft: u.aircraft,
      type: u.type,
      hex: u.hex,
      x: p?.x ?? null,
      y: p?.y ?? null,
      facing: u.facing,
      rotation: u.facing * 60,
      altitude: u.altitude,
      seq: u.seq,
      disrupted: u.disrupted,
      reduced: u.reduced,
      ace: u.ace,
      where: u.where,
      moving: u.id === movingId,
      stackIndex: k,
      label: `${u.side === view.missionSide ? 'm' : 'i'}${u.seq ?? '?'}`,
    };
  });

  const mover = movingId ? view.units.find((u) => u.id === movingId) : undefined;
  const moves: MoveHighlight[] = [];
  const fire: BoardDrawing['fire'] = [];
  const placements: BoardDrawing['placements'] = [];
  for (const a of legal) {
    if (a.type === 'ab-place' || a.type === 'ab-enter' || a.type === 'ab-place-aa') {
      const hex = String(a.hex);
      placements.push({ action: a, hex, ...at(hex), facing: a.facing === undefined ? null : turn(Number(a.facing), 0) });
      continue;
    }
    if (a.type === 'ab-fire') {
      const target = String(a.target);
      const pos =
        target === 'balloon'
          ? view.balloon
            ? at(view.balloon.hex)
            : null
          : (() => {
              const t = view.units.find((u) => u.id === target);
              return t?.hex ? at(t.hex) : null;
            })();
      if (pos) fire.push({ action: a, target, ...pos, guns: String(a.guns) });
      continue;
    }
    if (!mover?.hex) continue;
    const alt = mover.altitude;
    const step = (to: string | null, facing: Facing, altitude: Altitude | null) =>
      moves.push({ action: a, to, ...(to ? at(to) : { x: null, y: null }), facing, altitude });
    const shift = (d: number): Altitude | null => (alt ? ALT[Math.max(0, Math.min(2, ALT.indexOf(alt) + d))] : null);
    switch (a.type) {
      case 'ab-forward':
        step(ahead(mover.hex, mover.facing), mover.facing, alt);
        break;
      case 'ab-climb':
        step(ahead(mover.hex, mover.facing), mover.facing, shift(1));
        break;
      case 'ab-zoom':
        step(ahead(mover.hex, mover.facing), mover.facing, 'high');
        break;
      case 'ab-dive':
        step(ahead(mover.hex, mover.facing), mover.facing, shift(-1));
        break;
      case 'ab-immelmann':
        step(ahead(mover.hex, mover.facing), turn(mover.facing, 3), alt);
        break;
      case 'ab-roll':
        step(ahead(mover.hex, mover.facing + (a.dir === 'left' ? -1 : 1)), mover.facing, alt);
        break;
      case 'ab-turn':
        step(mover.hex, turn(mover.facing, a.dir === 'left' ? -1 : 1), alt);
        break;
      case 'ab-exit':
        step(null, mover.facing, alt);
        break;
    }
  }
  const bl = view.balloon;
  return {
    size,
    width: maxX + margin + size,
    height: maxY + margin + size,
    hexes,
    units,
    moving: movingId,
    moves,
    fire,
    placements,
    defensive: view.defensive ? { mover: view.defensive.mover, fromHex: view.defensive.fromHex, shooters: view.defensive.shooters } : null,
    balloon: bl ? { ...at(bl.hex), altitude: bl.altitude, destroyed: bl.destroyed, changing: bl.changing } : null,
    aa: bl ? bl.aa.filter((a) => a.hex).map((a) => ({ hex: a.hex!, ...at(a.hex!), factor: a.factor })) : [],
    status: { round: view.round, phase: view.phase, wind: view.wind, sun: view.sun, surprise: view.surprise },
  };
}

const ARROWS = ['^', '/', '\\', 'v', '/', '\\'];

/**
 * The board as text for the terminal: odd columns on one line and the even columns (half a hex
 * lower) on the next; each cell shows a unit (m1, i2... with its altitude L/M/H and a facing
 * arrow), a T hex, a Raid Entry Area hex (#) or an entry number; then the units one per line, each by `name`
 * (the game gives its units' names; this file imports no rules).
 */
export function renderAirBattleText(view: AirBattleView, lang = 'en', name: (u: UnitView) => string = (u) => `${u.id} ${u.aircraft}`): string {
  const w = lang === 'fr' ? boardFr : boardEn;
  const altCh = (a: Altitude | null) => (a === null ? '?' : w.altitude[a]);
  const at = new Map<string, UnitView[]>();
  for (const u of view.units) if (u.hex) at.set(u.hex, [...(at.get(u.hex) ?? []), u]);
  const cell = (id: string) => {
    const us = at.get(id);
    if (us?.length) {
      const u = us[0];
      return `${u.side === view.missionSide ? 'm' : 'i'}${u.seq ?? '?'}${altCh(u.altitude)}${ARROWS[u.facing]}${us.length > 1 ? '+' : ' '}`;
    }
    if (view.balloon && view.balloon.hex === id && !view.balloon.destroyed) return ' (B) ';
    const aa = view.balloon?.aa.find((a) => a.hex === id);
    if (aa) return ` AA${aa.factor} `;
    if (T.has(id)) return '  T  ';
    if (RAID.has(id)) return '  #  ';
    const n = ENTRY_OF.get(id);
    return n ? `  ${n}  ` : '  .  ';
  };
  const g = BOARD_GRID;
  const lines: string[] = [];
  let head = '    ';
  for (let c = g.firstCol; c <= g.lastCol; c++) head += ` ${String(c).padStart(2, '0')}  `;
  lines.push(head.trimEnd());
  for (let r = g.firstRow; r <= g.lastRow; r++) {
    for (const even of [false, true]) {
      let s = even ? '    ' : String(r).padStart(2, '0') + '  ';
      for (let c = g.firstCol; c <= g.lastCol; c++) {
        const isEven = c % 2 === 0;
        s += isEven === even ? cell(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`) : '     ';
      }
      lines.push(s.trimEnd());
    }
  }
  const mv = view.moving;
  const mover = mv && view.units.find((u) => u.id === mv.unit);
  lines.push('', `${w.round(view.round)}${mv ? w.moving(mover ? name(mover) : mv.unit, mv.mp, mv.bonus) : ''}`);
  for (const u of view.units) {
    const where = u.hex ?? w.where[u.where];
    const facing = u.hex ? ' ' + w.facing[u.facing] : '';
    const m = w.marks;
    const marks = `${u.disrupted ? ' ' + m.disrupted : ''}${u.reduced ? ' ' + m.reduced : ''}${u.ace ? ' ' + m.ace : ''}${u.observer === false && u.type !== 'F' ? ' ' + m.noObserver : ''}`;
    const done = `${u.delivered ? ' ' + w.attack[u.delivered.kind] : ''}${u.aborted ? ' ' + m.aborted : ''}`;
    lines.push(`  ${u.side === view.missionSide ? 'm' : 'i'}${u.seq ?? '?'} ${name(u)} ${where} ${altCh(u.altitude)}${facing}${marks}${done}`);
  }
  return lines.join('\n');
}
