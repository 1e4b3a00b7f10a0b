// The Cruellest Month: the strategic hex map drawn from one side's view (north up, east right: the map's
// columns 10-30 run north to south, its rows 01-14 east to west), with terrain, Vimy Ridge, the Hindenburg
// Line, railways, the Scarpe and Cojeul, control, divisions, airbases, reconnaissance and the mission
// target; the Douai and Cambrai areas on the east edge and the RFC Holding Area on the west. Beside the map,
// inside the same SVG so that every unit is chosen by a click on it, the viewer's own Airbase Display
// (Ready/Flown x Normal/Disrupted marked on each counter, 6.4) and its divisions in reserve. The Aside holds
// the tracks and what the viewer knows of the other side's airbases (6.1, 7.4.3) as readable HTML. While an
// air battle runs, the Air Battle Board (air-battle-board.ts, drawn from the air battle's view) replaces the map.
// Its parts: geometry.ts (where things stand), words.ts (names built from the catalogues' 'cm.' words; the
// board's words are keys of src/i18n/boards.en.ts and boards.fr.ts), place-names.ts (the names on the map), counters.ts
// (divisions, Airbases, the Airbase Display, the magnifier), aside.ts (the tracks).
import { h, type VNode } from 'preact';
import { AIR_BY_ID, GROUND_BY_ID, PLACES, RAILWAYS, RIVERS, grid } from '../../../games/cruellest-month/data.ts';
import type { CmView } from '../../../games/cruellest-month/view.ts';
import { type BoardProps, type Presentation, actionRefs, pickable } from '../presentation.ts';
import { hexCell, polygonPoints } from '../../kit/hex-map.ts';
import { lensEvents } from '../../kit/lens.ts';
import { AirBattleBoard, airBattleRefs } from './air-battle-board.ts';
import { BOX_W, BOX_X, H, M, PANEL_W, PANEL_X, R, W, corners, hlPath, occupants, pos, riverSegments } from './geometry.ts';
import { t } from '../../i18n.ts';
import { baseStatus, named, sideName } from './words.ts';
import { boardLabels, names } from './place-names.ts';
import { airbases, counters, display, fit, lensAt } from './counters.ts';
import { Aside } from './aside.ts';

function hexes(v: CmView, p: BoardProps, occupied: Set<string>): VNode<any>[] {
  return grid.ids.map((id) => {
    const { x, y } = pos(id);
    const pl = PLACES[id];
    const fill = pl?.terrain === 'city' ? '#c9b08e' : pl?.terrain === 'ridge' ? '#b98f5a' : pl?.terrain === 'town' ? '#e6dcbc' : '#e9ecd2';
    const name = `${id}${pl ? ' ' + pl.name : ''}`;
    const pts = polygonPoints(corners(id));
    return hexCell({
      id,
      points: pts,
      p,
      label: name,
      fill,
      stroke: '#b3ad94',
      strokeWidth: 0.8,
      before: [h('title', null, name)],
      after: [
        v.control[id] === 'german' && h('polygon', { points: pts, fill: '#5f6a72', opacity: 0.18, 'pointer-events': 'none' }),
        // The hex number: faint where a counter or an Airbase stands, so that it never competes with them.
        h(
          'text',
          {
            class: 'hex-number',
            x,
            y: y - R * 0.52,
            'text-anchor': 'middle',
            'font-size': 9.5,
            fill: '#77705e',
            opacity: occupied.has(id) ? 0.3 : 1,
            'pointer-events': 'none',
          },
          id,
        ),
      ],
    });
  });
}

/** The town dots, under everything that stands in their hex. */
function townDots(): VNode<any>[] {
  return Object.entries(PLACES)
    .filter(([, pl]) => pl.terrain === 'town')
    .map(([id]) => {
      const { x, y } = pos(id);
      return h('rect', { x: x - 3, y: y - 1, width: 6, height: 6, fill: '#6d5a45', 'pointer-events': 'none' });
    });
}

function lines(): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const r of RAILWAYS) {
    const pts = r.path
      .map((id) => {
        const q = pos(id);
        return `${q.x},${q.y}`;
      })
      .join(' ');
    out.push(
      h(
        'polyline',
        { points: pts, fill: 'none', stroke: '#3a3328', 'stroke-width': 1.8, 'stroke-dasharray': '6 3', 'pointer-events': 'none' },
        h('title', null, r.name),
      ),
    );
  }
  for (const r of RIVERS) {
    // The river along its hexsides: one segment a side; its name is placed with the other names (placeLabels).
    const segs = riverSegments(r.sides);
    for (const s of segs)
      out.push(
        h(
          'line',
          { x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, stroke: '#2f7fd0', 'stroke-width': 4, 'stroke-linecap': 'round', 'pointer-events': 'none' },
          h('title', null, r.name),
        ),
      );
  }
  // The Hindenburg Line: a heavy red line through its hexes, column by column (3.0).
  const hl = hlPath();
  out.push(
    h(
      'polyline',
      {
        points: hl
          .map((id) => {
            const q = pos(id);
            return `${q.x},${q.y}`;
          })
          .join(' '),
        fill: 'none',
        stroke: '#b3261e',
        'stroke-width': 5,
        opacity: 0.55,
        'stroke-linejoin': 'round',
        'pointer-events': 'none',
      },
      h('title', null, t('cm.hl')),
    ),
  );
  return out;
}

/** The Douai and Cambrai areas beyond the east edge (their reconnaissance areas, 7.4.2, and off-map Airbases, 6.2). */
function eastBoxes(v: CmView, p: BoardProps): VNode<any>[] {
  const span = (c1: number, c2: number) => {
    const ys = grid.ids.filter((id) => grid.coord(id).row === 1 && grid.coord(id).col >= c1 && grid.coord(id).col <= c2).map((id) => pos(id).y);
    return [Math.min(...ys) - R * 0.8, Math.max(...ys) + R * 0.8];
  };
  return (['douai', 'cambrai'] as const).map((area) => {
    const [y1, y2] = area === 'douai' ? span(10, 21) : span(22, 30);
    const base = `off-${area}`;
    const st = v.bases[base];
    const n = Object.values(v.air).filter((u) => u.base === base).length;
    const recon = v.recon.filter((r) => r.area === area);
    const name = t(`cm.${area}`);
    const a = pickable(area, p, `${name} (${t('cm.area')})`);
    const b = pickable(base, p, `${name} ${t('cm.display')}`);
    const x = BOX_X;
    return h('g', null, [
      h('g', { ...a, class: `area offmap ${a.class}` }, [
        h('title', null, `${name}: ${t('cm.area')} (7.4.2)`),
        h('rect', { class: 'shape', x, y: y1, width: BOX_W, height: y2 - y1, rx: 4, fill: '#d5d9dc', stroke: '#6d7378' }),
        h('text', { x: x + BOX_W / 2, y: y1 + 18, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700 }, `${name} →`),
        h('text', { x: x + BOX_W / 2, y: y1 + 32, 'text-anchor': 'middle', 'font-size': 10, fill: '#444' }, t('cm.area')),
        // 7.4.2: each reconnaissance of the area, in two short lines that fit the box (the whole word in the title).
        ...recon.flatMap((r, i) => [
          h(
            'text',
            { x: x + BOX_W / 2, y: y1 + 46 + i * 26, 'text-anchor': 'middle', 'font-size': 10, fill: '#0b3d91' },
            h('title', null, `${t('cm.recon')} ${sideName(r.side)}`),
            t('cm.reconShort'),
          ),
          h(
            'text',
            { x: x + BOX_W / 2, y: y1 + 58 + i * 26, 'text-anchor': 'middle', 'font-size': 10, fill: '#0b3d91', ...fit(sideName(r.side), 10, BOX_W - 6) },
            sideName(r.side),
          ),
        ]),
      ]),
      st &&
        h('g', { ...b, class: `airbase ${b.class}`, 'data-base': base }, [
          h('title', null, `${t('cm.airbase')} ${name}: ${baseStatus(st.status)}`),
          h('circle', {
            class: 'body shape',
            cx: x + BOX_W / 2,
            cy: (y1 + y2) / 2 + 10,
            r: 14,
            fill: '#cfd6da',
            stroke: st.status === 'normal' ? '#222' : '#b3261e',
            'stroke-width': 1.4,
          }),
          h('text', { x: x + BOX_W / 2, y: (y1 + y2) / 2 + 14, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700 }, n ? String(n) : '✈'),
        ]),
    ]);
  });
}

/**
 * The counter under the magnifier (issue 29, as the area maps and the Air Battle Board have): the one under the pointer or the focus,
 * or held (a long press opens the context menu on touch screens), for the view drawn. Kept here, not in a hook (the board is drawn by a
 * plain call in tests): each hover reaches the shell too (p.onHover), whose state change draws the board again.
 */
let lensOn: { view: CmView; id: string } | null = null;

function Board(props: BoardProps & { lens?: string | null }): VNode<any> {
  const v = props.view as CmView;
  if (v?.battle) return AirBattleBoard({ ...props, battle: v.battle as never });
  if (!v?.control) return h('p', null, t('cm.map'));
  const setLens = (id: string | null) => {
    lensOn = id !== null && (GROUND_BY_ID[id] || v.air[id]) ? { view: v, id } : null;
  };
  const hover = (ref: string | null) => (setLens(ref), props.onHover?.(ref));
  const p: BoardProps = { ...props, onHover: hover };
  const lens = props.lens !== undefined ? props.lens : lensOn?.view === v ? lensOn.id : null;
  // The viewer: the seat shown, else the side of the aerial units the view holds (only its own, 6.1).
  const own = Object.values(v.air).find((u) => u.base !== 'dead' && AIR_BY_ID[u.id]);
  const me = p.snapshot?.perspective === 'german' || p.snapshot?.perspective === 'allied' ? p.snapshot.perspective : own ? AIR_BY_ID[own.id].side : 'allied';
  const d = display(v, p, me);
  const { stacks, bases } = occupants(v);
  const occupied = new Set([...stacks.keys(), ...bases.keys()]);
  const rfc = pickable('rfc', p, t('cm.rfc'));
  const height = Math.max(H + 40, d.bottom + 10);
  const labels = boardLabels(v);
  return h(
    'svg',
    {
      viewBox: `0 0 ${PANEL_X + PANEL_W + 6} ${height}`,
      preserveAspectRatio: 'xMidYMin meet',
      'data-testid': 'board',
      class: 'board cruellest-month',
      role: 'img',
      'aria-label': t('cm.map'),
      ...lensEvents(lens, hover),
    },
    [
      h('rect', { x: 0, y: 0, width: W + BOX_W + 4, height: H + 40, fill: '#f4f1e4' }),
      h('g', { class: 'regions' }, hexes(v, p, occupied)),
      h('g', { class: 'lines' }, lines()),
      h('g', { class: 'towns' }, townDots()),
      h('g', { class: 'offmap' }, eastBoxes(v, p)),
      h(
        'g',
        { class: 'leaders' },
        labels.flatMap((l) => (l.leader ? [h('line', { ...l.leader, stroke: '#2c2418', 'stroke-width': 0.8, 'pointer-events': 'none' })] : [])),
      ),
      h('g', { class: 'labels' }, counters(v, p)),
      h('g', { class: 'airbases' }, airbases(v, p)),
      h('g', { class: 'places' }, names(labels)),
      h('g', { ...rfc, class: `area offmap ${rfc.class}` }, [
        h('title', null, `${t('cm.rfc')} (8.2)`),
        h('rect', { class: 'shape', x: M, y: H - 6, width: 150, height: 20, rx: 3, fill: '#efe3bd', stroke: '#8a7a4a' }),
        h(
          'text',
          { x: M + 6, y: H + 8, 'font-size': 11, 'font-weight': 700 },
          `← ${t('cm.rfc')} (${Object.values(v.air).filter((u) => u.base === 'rfc').length})`,
        ),
      ]),
      h('text', { x: M, y: H + 30, 'font-size': 10, fill: '#444' }, `${t('cm.turnShort', { turn: v.turn, last: v.lastTurn })} · ${t('cm.legend')}`),
      h('g', { class: 'display' }, d.nodes),
      lens && lensAt(v, lens, me),
    ],
  );
}

export const cruellestMonthPresentation: Presentation = {
  Board,
  Aside,
  // A manoeuvre on the Air Battle Board (8.7.7) names no hex: its marker on the board stands for it.
  refsOf: (a) => airBattleRefs(a) ?? actionRefs(a),
  status(view: any) {
    const v = view as CmView;
    return v && typeof v.turn === 'number' ? `${t('cm.turnShort', { turn: v.turn, last: v.lastTurn })} · ${named('cm.phase', v.phase)}` : '';
  },
};
