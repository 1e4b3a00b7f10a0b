// Issue 29, item 4: one word for one thing in the Cambrai edition. An area is an "area" in English
// and a "zone" in French (the game's own texts: "zone 6 (Flesquières)"), because "secteur" is a
// corps' sector there (10.5.3); the map, its key and the panel beside it say the same, in the
// labels, titles and accessible names the shared area map draws (area-map.ts).
import { afterAll, describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { games } from '../../src/games/index.ts';
import { type AreaMapProps, areaMapSvg } from '../../src/web/kit/area-map.ts';
import '../../src/web/games/all.ts';
import { presentationFor } from '../../src/web/games/index.ts';
import type { BoardProps } from '../../src/web/games/presentation.ts';
import { setLang } from '../../src/web/i18n.ts';
import { RuleChip } from '../../src/web/rule-chip.ts';
import { HideCountersButton } from '../../src/web/games/hide-counters.ts';

/** Every text of a drawing: its strings, titles and accessible names (function components drawn, as the page does). */
function texts(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) texts(x, out);
  else if (v && typeof v === 'object' && 'props' in v) {
    const n = v as VNode<any>;
    // A rule chip (a rule's name) and the "hide counters" button hold state: no area word in them.
    if (n.type === RuleChip || n.type === HideCountersButton) return out;
    if (typeof n.type === 'function') return texts((n.type as (p: unknown) => unknown)(n.props), out);
    for (const k of ['aria-label', 'title']) if (typeof n.props[k] === 'string') out.push(n.props[k]);
    texts(n.props.children, out);
  }
  return out;
}

/** The Cambrai page's board and aside in `lang`, with an assault, a combat, a barrage and an opened stack. */
function cambraiPage(lang: 'en' | 'fr'): string {
  setLang(lang);
  const g = games['cambrai-1917'];
  const v = JSON.parse(JSON.stringify(g.view(g.setup({ scenario: 'campaign', options: {} } as never) as never, 'british'))) as any;
  const [a, b, c, d] = v.areas.filter((x: any) => !x.zone).map((x: any) => x.id);
  v.assault = { area: a, rolling: [b], support: { [c]: 1 }, air: d };
  v.combat = { kind: 'assault', area: b, attacker: 'allied', av: 1, dv: 1, dice: null, result: null };
  v.barrage = { target: c, attacker: 'british', dice: null, cp: null, cpLeft: null };
  for (const u of v.units.slice(0, 12)) Object.assign(u, { box: 'map', area: c });
  const p: BoardProps = { view: v, snapshot: null as never, legal: [], clickable: new Set([String(a)]), selected: [], onPick: () => {} };
  const pres = presentationFor('cambrai-1917');
  const board = areaMapSvg(pres.Board(p).props as AreaMapProps, { opened: c, setOpened: () => {}, lens: null, setLens: () => {} });
  return [...texts(board), ...texts(pres.Aside!(p))].join('\n');
}

describe('cambrai-1917: one word for an area (issue 29)', () => {
  afterAll(() => setLang('en'));

  it('10.5.3: in French an area is a "zone" on the map, its key and the panel; "secteur" only for a corps\' sector', () => {
    const fr = cambraiPage('fr');
    expect(fr).toMatch(/\bZone 6\b/);
    expect(fr).toMatch(/zone active/i);
    expect(fr.split('\n').filter((l) => /secteur/i.test(l) && !/secteurs? d[ue] (\d+e )?corps/i.test(l))).toEqual([]);
    // The identifiers and the Combat Points in French too (the key said "-1 PP", a tooltip "square").
    expect(fr).not.toMatch(/\bsquare\b|-1 PP\b/);
  });

  it('10.5.3: in English an area is an "area" everywhere; "sector" only for a corps\' sector', () => {
    const en = cambraiPage('en');
    expect(en).toMatch(/\bArea 6\b/);
    expect(en.split('\n').filter((l) => /sector/i.test(l) && !/corps sectors?/i.test(l))).toEqual([]);
  });
});
