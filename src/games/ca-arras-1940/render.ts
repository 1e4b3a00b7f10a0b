// A text picture of the situation for terminal play, in the reader's language (text/en.ts, text/fr.ts).
import { AREAS, UNITS } from './data.ts';
import { areaTitle, counterText, picture } from '../../families/area-impulse/render.ts';
import { type ArrasState, ELIMINATED, KIA, OVERRUN_TRACK, REMOVED, WOUNDED, contested } from './state.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';

function counter(s: ArrasState, u: number, w: Words): string {
  const d = UNITS[u];
  return counterText(d.name, `${d.attack ?? '*'}-${d.defense}-${d.move}`, [
    s.spent[u] ? w.render.spent : '',
    d.release && !s.released[d.release] ? w.render.unreleased : '',
  ]);
}

export function render(s: ArrasState, _role: string, lang?: string): string {
  const w = words(lang);
  const r = w.render;
  const c = s.combat;
  return picture({
    head: [
      r.head(s.turn, s.phase, w.side(s.momentum), s.impulse, s.advantage ? w.side(s.advantage) : r.inUse, s.vp, s.vpNeeded),
      r.rerolls(s.rerollMarker.allied, s.rerollMarker.german) +
        (s.options.alliedAir || s.options.germanAir ? r.air(s.air.allied, s.air.german) : '') +
        (s.germanBonus ? r.bonus : ''),
    ],
    areas: AREAS,
    units: UNITS,
    loc: s.loc,
    board: {
      always: (a) => !!a.vp || !!a.star,
      title: (a) => areaTitle(a),
      width: 24,
      tags: (a) =>
        `${w.side(s.control[a.id])}${contested(s, a.id) ? `, ${r.contested}` : ''}; ` +
        [a.vp ? r.vp : '', a.star ? r.star(a.star) : '', `${w.term.tem}+${a.tem}`].filter(Boolean).join(' '),
      side: w.side,
      sideWidth: 8,
      counter: (u) => counter(s, u, w),
    },
    boxes: [
      [r.eliminated, ELIMINATED],
      [r.overrun, OVERRUN_TRACK],
      [r.removed, REMOVED],
      [r.wounded, WOUNDED],
      [r.killed, KIA],
    ],
    boxed: (u) => `${UNITS[u].name} (${w.side(UNITS[u].side)})`,
    combat: c?.dice.length ? r.combat(c.area, c.av, c.dv, c.dice, c.apLeft) : null,
    over: s.result && r.over(w.side(s.result.winner), s.result.kind === 'automatic', (lang === 'fr' && s.result.texts?.fr) || s.result.detail),
  });
}
