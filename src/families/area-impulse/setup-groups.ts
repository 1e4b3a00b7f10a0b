// The setup groups of the area-impulse games (1940 5.3, Battles 12.2), for the players' screens
// (issue 14): each group still to place with its units, in the view, the terminal's picture and the
// preview of a placement.
import type { Action, Preview } from '../../kernel/game.ts';

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

/** The groups still to place, as text lines for the terminal's picture of the situation. */
export function setupGroupsText(groups: SetupGroups, lang = 'en'): string {
  const lines = Object.entries(groups).flatMap(([side, gs]) =>
    gs.map((g) => `  ${side} ${lang === 'fr' ? 'groupe' : 'group'} ${g.group}: ${g.units.join(', ')}`),
  );
  return lines.length ? `\n${lang === 'fr' ? 'Groupes à placer' : 'Groups to set up'}:\n${lines.join('\n')}` : '';
}

/** What a setup group holds, shown before it is placed (`rule`: the game's setup rule). */
export function groupPreview(units: readonly GroupUnit[], role: string, a: Action, rule: string, lang = 'en'): Preview | null {
  if (a.type !== 'place') return null;
  const list = units.filter((u) => u.side === role && u.group === a.group).map(unitLine);
  return { lines: [{ text: `${lang === 'fr' ? 'Groupe' : 'Group'} ${a.group}${lang === 'fr' ? ' :' : ':'} ${list.join(', ')}`, rule }] };
}
