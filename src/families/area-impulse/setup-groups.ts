// The setup groups of the area-impulse games (1940 5.3, Battles 12.2): the alternate setup (the sides
// place one group at a time, in turns, until both are done) and, for the players' screens (issue 14),
// each group still to place with its units, in the view, the terminal's picture and the preview of a
// placement.
import type { Action, LogEntry, LogSink, Preview } from '../../kernel/game.ts';
import { SIDES, type Side, otherSide } from './board.ts';
import { asLang, roleName, translate } from '../../i18n/index.ts';

export interface GroupUnit {
  name: string;
  side: string;
  group: string | null;
  attack: number | null;
  defense: number;
  move: number;
}

export type SetupGroups = Record<string, { group: string; units: string[] }[]>;

const unitLine = (u: GroupUnit) => `${u.name} ${u.attack ?? '*'}-${u.defense}-${u.move}`;

/** The units of each group still to place, by side. */
export function setupGroups(units: readonly GroupUnit[], toPlace: Record<string, readonly string[]>): SetupGroups {
  const out: SetupGroups = {};
  for (const [side, groups] of Object.entries(toPlace)) {
    out[side] = groups.map((g) => ({ group: g, units: units.filter((u) => u.side === side && u.group === g).map(unitLine) }));
  }
  return out;
}

/** The units of each group still to place during the setup (1940 5.3, Battles 12.2); null once it is over. */
export function groupsLeft(units: readonly GroupUnit[], s: { phase: string; toPlace: Record<string, readonly string[]> }): SetupGroups | null {
  return s.phase === 'setup' ? setupGroups(units, s.toPlace) : null;
}

/** The groups still to place, as text lines for the terminal's picture of the situation. */
export function setupGroupsText(groups: SetupGroups, lang = 'en'): string {
  const l = asLang(lang) ?? 'en';
  const lines = Object.entries(groups).flatMap(([side, gs]) =>
    gs.map((g) => translate(l, 'area.groupLine', { side: roleName(l, side), group: g.group, units: g.units.join(', ') })),
  );
  return lines.length ? `\n${translate(l, 'area.groupsToPlace')}:\n${lines.join('\n')}` : '';
}

/** What a setup group holds, shown before it is placed (`rule`: the game's setup rule). */
export function groupPreview(units: readonly GroupUnit[], role: string, a: Action, rule: string, lang = 'en'): Preview | null {
  if (a.type !== 'place') return null;
  const list = units.filter((u) => u.side === role && u.group === a.group).map(unitLine);
  return { lines: [{ text: translate(asLang(lang) ?? 'en', 'area.groupPreview', { group: String(a.group), units: list.join(', ') }), rule }] };
}

/** The groups `side` sets up in turns (`inTurns`: a unit placed with its group now), sorted by name. */
export function groupsToPlace<U extends { side: string; group?: string | null }>(units: readonly U[], side: Side, inTurns: (u: U) => boolean): string[] {
  const groups = new Set<string>();
  for (const u of units) if (u.side === side && u.group && inTurns(u)) groups.add(u.group);
  return [...groups].sort();
}

/** What the opening of a game writes: its phase and step, the groups still to place; its setup options. */
export interface OpeningState {
  phase: string;
  step: { k: string; side?: Side };
  toPlace: Record<Side, string[]>;
  options: { historicalSetup: boolean; bids: boolean };
}

/**
 * A new game, its fixed units placed (1940 5.3, Battles 12.2): unless the historical setup is played,
 * the groups each side places in turns (`inTurns`); then the bids for sides (1940 17.1, Battles 14.1),
 * or without them `sidesKnown`.
 */
export function openGame<U extends { side: string; group?: string | null }>(
  s: OpeningState,
  units: readonly U[],
  inTurns: (u: U) => boolean,
  sidesKnown: () => void,
): void {
  if (!s.options.historicalSetup) for (const side of SIDES) s.toPlace[side] = groupsToPlace(units, side, inTurns);
  if (!s.options.bids) return sidesKnown();
  s.phase = 'bid';
  s.step = { k: 'bid' };
}

/** The sides are known: the historical setup (1940 18.1, Battles 14.2) starts the first turn (`historical`), else `first` places the first group. */
export function setupOrStart(s: OpeningState, first: Side, historical: () => void): void {
  if (s.options.historicalSetup) return historical();
  s.phase = 'setup';
  s.step = { k: 'setup', side: first };
}

/**
 * 1940 5.3 / Battles 12.2 `side` has placed `group` (`entry` says so): the other side places the next
 * group while it has one, else `side` goes on; once every group is placed, `start` begins the first turn.
 */
export function groupPlaced<S extends OpeningState>(
  s: S,
  side: Side,
  group: string,
  log: LogSink | undefined,
  entry: () => LogEntry,
  start: (s: S, log: LogSink | undefined) => void,
): void {
  s.toPlace[side] = s.toPlace[side].filter((g) => g !== group);
  log?.(entry());
  const next = otherSide(side);
  if (s.toPlace[next].length) s.step = { k: 'setup', side: next };
  else if (s.toPlace[side].length) s.step = { k: 'setup', side };
  else start(s, log);
}
