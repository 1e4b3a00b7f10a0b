// A text picture of the situation for terminal play (`arras play cambrai-1917`), in English or French.
import { AREAS, UNITS } from './data.ts';
import { areaTitle, counterText, picture } from '../../families/area-impulse/render.ts';
import { type CambraiState, ELIMINATED, REMOVED, attackOf, baseMove, britishVp, cap, contested, defenseOf } from './state.ts';
import { sideFr, weatherEn, weatherFr } from './text/names.ts';
import { KIND_FR } from './text/fr.ts';

const PHASE_FR: Record<string, string> = { dawn: 'aube', daylight: 'jour', night: 'nuit', end: 'fin', over: 'terminée' };

function counter(s: CambraiState, u: number, fr: boolean): string {
  const d = UNITS[u];
  const v = d.type === 'garrison' ? `*-${defenseOf(s, u)}-0` : `${attackOf(s, u)}-${defenseOf(s, u)}-${baseMove(s, u)}`;
  const flags = [
    s.spent[u] ? (fr ? 'ÉPUISÉ' : 'EXHAUSTED') : '',
    d.type === 'tank' ? `${fr ? 'palier' : 'step'} ${s.tank[u]}` : '',
    s.dismounted[u] ? (fr ? 'à pied' : 'dismounted') : '',
  ];
  return counterText(d.name, v, flags);
}

export function render(s: CambraiState, _role: string, lang: string = 'en'): string {
  const fr = lang === 'fr';
  const side = (x: 'allied' | 'german') => (fr ? sideFr(x) : cap(x));
  const hb = (x: 'allied' | 'german') => s.hurricane[x].map((r) => (r ? (fr ? 'prêt' : 'ready') : fr ? 'utilisé' : 'used')).join('/');
  const ident = (a: (typeof AREAS)[number]) => (a.identifier === 'circle' ? '' : ` ${fr ? (a.identifier === 'square' ? 'carré' : 'triangle') : a.identifier}`);
  const c = s.combat;
  return picture({
    head: [
      fr
        ? `${s.day} novembre  Phase : ${PHASE_FR[s.phase] ?? s.phase}  Météo : ${weatherFr(s.weather)}  Impulsion ${s.impulse} (${side(s.active)})  Avantage : ${side(s.advantage)}  PV britanniques : ${britishVp(s)} (${s.vpToWin} requis)`
        : `${s.day} November  Phase: ${s.phase}  Weather: ${weatherEn(s.weather)}  Impulse ${s.impulse} (${cap(s.active)})  Advantage: ${cap(s.advantage)}  British VP: ${britishVp(s)} (${s.vpToWin} needed)`,
      fr
        ? `Barrage d’ouragan : britannique ${hb('allied')}, allemand ${hb('german')}   Munitions : britanniques ${s.ammo.allied}, allemandes ${s.ammo.german}   Marqueurs d’artillerie : britanniques ${s.markers.allied}, allemands ${s.markers.german}`
        : `Hurricane Barrage: British ${hb('allied')}, German ${hb('german')}   Ammo: British ${s.ammo.allied}, German ${s.ammo.german}   Artillery markers: British ${s.markers.allied}, German ${s.markers.german}`,
      `${fr ? 'Ponts :' : 'Bridges:'} ${s.bridges.map((b) => `${b.name} ${b.demolished ? (fr ? 'DÉTRUIT' : 'BLOWN') : side(b.control)}`).join('; ')}`,
    ],
    areas: AREAS,
    units: UNITS,
    loc: s.loc,
    board: {
      title: (a) => areaTitle(a),
      width: 26,
      tags: (a) => `${side(s.control[a.id])}${contested(s, a.id) ? (fr ? ', CONTESTÉE' : ', CONTESTED') : ''}; ${fr ? 'MET' : 'TEM'}+${a.tem}${ident(a)}`,
      side,
      sideWidth: 11,
      counter: (u) => counter(s, u, fr),
    },
    boxes: [
      [fr ? 'Éliminées' : 'Eliminated', ELIMINATED],
      [fr ? 'Retirées' : 'Removed', REMOVED],
    ],
    boxed: (u) => UNITS[u].name,
    combat: !c?.dice.length
      ? null
      : fr
        ? `Combat en zone ${c.area} : attaque ${c.at}${c.forward >= 0 ? ` défense ${c.dt}` : ''}, dés ${c.dice.join(' ')}${c.cpLeft ? `, PC à absorber ${c.cpLeft}` : ''}`
        : `Combat in area ${c.area}: attack ${c.at}${c.forward >= 0 ? ` defense ${c.dt}` : ''}, dice ${c.dice.join(' ')}${c.cpLeft ? `, CP to absorb ${c.cpLeft}` : ''}`,
    over: !s.result
      ? null
      : fr
        ? `PARTIE TERMINÉE : victoire ${s.result.winner === 'allied' ? 'britannique' : 'allemande'} (${KIND_FR[s.result.kind]}) - ${s.result.detailFr}`
        : `GAME OVER: ${cap(s.result.winner)} victory (${s.result.kind}) - ${s.result.detail}`,
  });
}
