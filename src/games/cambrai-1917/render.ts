// A text picture of the situation for terminal play (`arras play cambrai-1917`), in English or French.
import { AREAS, UNITS } from './data.ts';
import { areaTitle, boardLines, boxLines, counterText } from '../../families/area-impulse/render.ts';
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
  const lines: string[] = [];
  const hb = (x: 'allied' | 'german') => s.hurricane[x].map(r.ready).join('/');
  lines.push(r.head(s.day, s.phase, s.weather, s.impulse, s.active, s.advantage, britishVp(s), s.vpToWin));
  lines.push(r.support(hb('allied'), hb('german'), s.ammo, s.markers));
  lines.push(r.bridges(s.bridges.map((b) => `${b.name} ${b.demolished ? r.blown : side(b.control)}`).join('; ')));
  const ident = (a: (typeof AREAS)[number]) => (a.identifier === 'circle' ? '' : r.identifier(a.identifier));
  lines.push(
    ...boardLines(AREAS, UNITS, s.loc, {
      title: (a) => areaTitle(a),
      width: 26,
      tags: (a) => `${side(s.control[a.id])}${contested(s, a.id) ? r.contested : ''}; ${r.tem(a.tem)}${ident(a)}`,
      side,
      sideWidth: 11,
      counter: (u) => counter(s, u, r),
    }),
    ...boxLines(
      s.loc,
      [
        [r.eliminated, ELIMINATED],
        [r.removed, REMOVED],
      ],
      (u) => UNITS[u].name,
    ),
  );
  if (s.combat?.dice.length) {
    const c = s.combat;
    lines.push(r.combat(c.area, c.at, c.forward >= 0 ? c.dt : null, c.dice, c.cpLeft));
  }
  if (s.result) lines.push(r.over(s.result.winner, s.result.kind, s.result.detail, s.result.detailFr));
  return lines.join('\n');
}
