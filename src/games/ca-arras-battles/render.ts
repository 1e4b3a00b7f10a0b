// A text picture of the situation for terminal play, in English or French.
import { SECTORS, UNITS, clock } from './data.ts';
import { areaTitle, counterText, picture } from '../../families/area-impulse/render.ts';
import { type BattlesState, BOARD, ELIMINATED, REMOVED, WAITING, isReleased } from './state.ts';
import { victoryPoints } from './rules/11-victory.ts';
import { type Lang, side } from './text/names.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';

function counter(s: BattlesState, u: number, r: Words['render']): string {
  const d = UNITS[u];
  const flags = [s.spent[u] ? r.spent : '', !isReleased(s, u) ? r.notReleased : ''];
  return counterText(d.name, `${d.attack ?? '*'}-${d.defense}-${d.move}`, flags, ', ');
}

export function render(s: BattlesState, _role: string, lang = 'en'): string {
  const L: Lang = lang === 'fr' ? 'fr' : 'en';
  const r = words(L).render;
  const cap = (x: string) => x[0].toUpperCase() + x.slice(1);
  const c = s.combat;
  const marks = (a: (typeof SECTORS)[number]) =>
    [a.redRing ? r.redRing : '', a.star ? r.star(a.star) : '', a.square ? r.square : '', r.tem(a.tem)].filter(Boolean).join(' ');
  return picture({
    head: [
      r.head(s.turn, clock(s.turn), r.phase[s.phase], side(s.momentum, L), s.impulse, side(s.advantage, L), victoryPoints(s).vp, s.vp, s.vpNeeded),
      r.air(s.air.allied, s.air.german, s.rommelNorth),
    ],
    areas: SECTORS,
    units: UNITS,
    loc: s.loc,
    board: {
      always: (a) => !!a.redRing || !!a.star,
      title: (a) => areaTitle(a, r.sector),
      width: 28,
      tags: (a) => `${cap(side(s.control[a.id], L))}${BOARD.contested(s, a.id) ? r.contested : ''}; ${marks(a)}`,
      side: (x) => cap(side(x, L)),
      sideWidth: 8,
      counter: (u) => counter(s, u, r),
    },
    boxes: [
      [r.waiting, WAITING],
      [r.eliminated, ELIMINATED],
      [r.removed, REMOVED],
    ],
    boxed: (u) => r.boxed(UNITS[u].name, side(UNITS[u].side, L), s.loc[u] === WAITING && !isReleased(s, u)),
    combat: !c?.dice.length ? null : r.combat(c.area, c.av, c.dv, c.dice, c.ppLeft),
    over: !s.result ? null : r.over(s.result.winner, s.result.kind, s.result.detail, s.result.detailFr),
  });
}
