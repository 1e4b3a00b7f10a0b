// A text picture of the situation for terminal play (`arras play cambrai-1917`), in English or French.
import { AREAS, UNITS } from './data.ts';
import { areaTitle, counterText, picture } from '../../families/area-impulse/render.ts';
import { type CambraiState, ELIMINATED, REMOVED, attackOf, baseMove, britishVp, contested, defenseOf } from './state.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';

function counter(s: CambraiState, u: number, r: Words['render']): string {
  const d = UNITS[u];
  const v = d.type === 'garrison' ? `*-${defenseOf(s, u)}-0` : `${attackOf(s, u)}-${defenseOf(s, u)}-${baseMove(s, u)}`;
  const flags = [s.spent[u] ? r.exhausted : '', d.type === 'tank' ? r.step(s.tank[u]) : '', s.dismounted[u] ? r.dismounted : ''];
  return counterText(d.name, v, flags);
}

export function render(s: CambraiState, _role: string, lang: string = 'en'): string {
  const r = words(lang).render;
  const side = r.side;
  const hb = (x: 'allied' | 'german') => s.hurricane[x].map(r.ready).join('/');
  const ident = (a: (typeof AREAS)[number]) => (a.identifier === 'circle' ? '' : r.identifier(a.identifier));
  const c = s.combat;
  return picture({
    head: [
      r.head(s.day, s.phase, s.weather, s.impulse, s.active, s.advantage, britishVp(s), s.vpToWin),
      r.support(hb('allied'), hb('german'), s.ammo, s.markers),
      r.bridges(s.bridges.map((b) => `${b.name} ${b.demolished ? r.blown : side(b.control)}`).join('; ')),
    ],
    areas: AREAS,
    units: UNITS,
    loc: s.loc,
    board: {
      title: (a) => areaTitle(a),
      width: 26,
      tags: (a) => `${side(s.control[a.id])}${contested(s, a.id) ? r.contested : ''}; ${r.tem(a.tem)}${ident(a)}`,
      side,
      sideWidth: 11,
      counter: (u) => counter(s, u, r),
    },
    boxes: [
      [r.eliminated, ELIMINATED],
      [r.removed, REMOVED],
    ],
    boxed: (u) => UNITS[u].name,
    combat: !c?.dice.length ? null : r.combat(c.area, c.at, c.forward >= 0 ? c.dt : null, c.dice, c.cpLeft),
    over: !s.result ? null : r.over(s.result.winner, s.result.kind, s.result.detail, s.result.detailFr),
  });
}
