// Beside the Cruellest Month map (board.ts), as readable HTML: the tracks as compact tables, and what
// the viewer knows of the other side's airbases (6.1, 7.4.3).
import { h, type VNode } from 'preact';
import { AIRBASES, CITY_HITS_MAX, OFFMAP_HITS_MAX } from '../../../games/cruellest-month/data.ts';
import type { CmView } from '../../../games/cruellest-month/view.ts';
import type { BoardProps } from '../presentation.ts';
import { HideCountersButton } from '../hide-counters.ts';
import { t } from '../../i18n.ts';
import { formation, named, sideName } from './words.ts';

/** A small table: a head row, then rows whose first cell names the row (th) and, where given, a group row. */
function table(cls: string, caption: string | null, head: string[], rows: (string | number)[][], rowHeads = true): VNode<any> {
  return h('table', { class: `marker-table ${cls}` }, [
    caption && h('caption', null, caption),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head.map((c, i) => (i === 0 && !c ? h('td', null, '') : h('th', { scope: 'col' }, c))),
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((r) =>
        r.length === 1
          ? h('tr', { class: 'group' }, h('th', { scope: 'colgroup', colSpan: head.length }, String(r[0])))
          : h(
              'tr',
              null,
              r.map((c, i) => (i === 0 && rowHeads ? h('th', { scope: 'row' }, String(c)) : h('td', null, String(c)))),
            ),
      ),
    ),
  ]);
}

/** The tracks (HTML beside the map) as compact tables, and what the viewer knows of the other side's airbases (6.1, 7.4.3). */
export function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as CmView;
  if (!v?.air) return null;
  const name = (b: string) => AIRBASES.find((x) => x.id === b)?.name ?? b;
  const dead = Object.values(v.air).filter((u) => u.base === 'dead');
  // The Allied corps are printed in capitals (XXIV, VI...) or as Canadian; the German Gruppen in lower case.
  const allied = (f: string) => !/^[a-z]/.test(f);
  const forms = [...new Set([...Object.keys(v.asl), ...Object.keys(v.bosl)])];
  const formRows = (['allied', 'german'] as const).flatMap((side) => {
    const fs = forms.filter((f) => allied(f) === (side === 'allied'));
    return fs.length ? [[sideName(side)], ...fs.map((f) => [formation(f), v.asl[f] ?? '–', v.bosl[f] === undefined ? '–' : named('cm.bosl', v.bosl[f])])] : [];
  });
  return h('div', { class: 'board-aside aside cruellest-month' }, [
    h(HideCountersButton, null),
    h('section', { class: 'tracks', 'aria-label': t('cm.state') }, [
      h('p', null, [
        h('strong', null, t('cm.turnOf', { turn: v.turn, last: v.lastTurn })),
        ` · ${t('cm.initiativeOf', { side: sideName(v.initiative) })}${v.poorWeather ? ` · ${t('cm.weather')}` : ''}`,
      ]),
      // 13.0: the points; 8.10.6: hits on the cities and the off-map areas (4 at most each).
      table('cm-score', null, ['', sideName('allied'), sideName('german')], [[`${t('cm.vp')} (13.0)`, v.vp.allied, v.vp.german]]),
      table(
        'cm-hits',
        `${t('cm.hits')} (8.10.6)`,
        ['Arras', 'Lens', 'Douai', 'Cambrai'],
        [
          [
            `${v.cityHits.arras}/${CITY_HITS_MAX}`,
            `${v.cityHits.lens}/${CITY_HITS_MAX}`,
            `${v.boxHits.douai}/${OFFMAP_HITS_MAX}`,
            `${v.boxHits.cambrai}/${OFFMAP_HITS_MAX}`,
          ],
        ],
        false,
      ),
      h('p', null, [h('strong', null, `${t('cm.tanks')} (9.4.3)`), `: ${v.tsp}`]),
      // 9.5.1 Artillery Support Level and 8.11.2 Balloon Observation Level, a row a formation.
      table('cm-formations', `${t('cm.artillery')} (9.5.1) · ${t('cm.balloons')} (8.11.2)`, [t('cm.formation'), t('cm.asl'), t('cm.balloons')], formRows),
      dead.length > 0 && h('p', null, `${t('cm.dead')}: ${dead.map((u) => `${u.name} ${u.aircraft}`).join(', ')}`),
    ]),
    h(
      'section',
      { class: 'known' },
      v.known.length
        ? table(
            'cm-known',
            `${t('cm.known')} (7.4.3)`,
            [t('cm.turn'), t('cm.airbase'), t('cm.fighters'), t('cm.bombers')],
            v.known.map((k) => [k.turn, name(k.base), k.fighters, k.bombers]),
          )
        : [h('h3', null, `${t('cm.known')} (7.4.3)`), h('p', null, t('cm.none'))],
    ),
  ]);
}
