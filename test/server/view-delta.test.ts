// The WebSocket's view patches (src/protocol/view-delta.ts): the server leaves out what the socket was
// already sent, and the client rebuilds the same view.
import { describe, expect, it } from 'vitest';
import { ViewDelta, mergeView, viewParts } from '../../src/protocol/view-delta.ts';

/** What a socket would receive for `view`, parsed. */
function send(d: ViewDelta, view: unknown) {
  const p = d.next(viewParts(view));
  return { view: JSON.parse(p.view) as unknown, kept: JSON.parse(p.kept) as string[], items: JSON.parse(p.items) as Record<string, Record<string, unknown>> };
}

const map = {
  areas: [
    { id: 1, name: 'Monchy' },
    { id: 2, name: 'Chérisy' },
  ],
};
const units = (area: number) => [
  { id: 'a', area },
  { id: 'b', area: 2 },
];

describe('view patches', () => {
  it('the first view on a socket is sent whole', () => {
    const d = new ViewDelta();
    const v = { map, units: units(1), turn: 1 };
    const p = send(d, v);
    expect(p).toEqual({ view: v, kept: [], items: {} });
    expect(mergeView(null, p)).toEqual(v);
  });

  it('unchanged parts are left out, a changed list sends only its changed items, other changes are sent whole', () => {
    const d = new ViewDelta();
    const v1 = { map, units: units(1), turn: 1 };
    const v2 = { map, units: units(3), turn: 2 };
    send(d, v1);
    const p = send(d, v2);
    expect(p).toEqual({ view: { turn: 2 }, kept: ['map'], items: { units: { 0: { id: 'a', area: 3 } } } });
    expect(mergeView(v1, p)).toEqual(v2);
  });

  it('a list that changes length, a part that appears and a part that disappears are handled', () => {
    const d = new ViewDelta();
    const v1 = { map, units: units(1), combat: { area: 2 } };
    const v2 = { map, units: [...units(1), { id: 'c', area: 1 }], result: 'over' };
    send(d, v1);
    const p = send(d, v2);
    expect(p.kept).toEqual(['map']);
    expect(p.view).toEqual({ units: v2.units, result: 'over' });
    const merged = mergeView(v1, p) as Record<string, unknown>;
    expect(merged).toEqual(v2);
    expect('combat' in merged).toBe(false);
  });

  it('a view that is not an object is sent whole every time', () => {
    const d = new ViewDelta();
    expect(send(d, [1, 2])).toEqual({ view: [1, 2], kept: [], items: {} });
    expect(send(d, [1, 2])).toEqual({ view: [1, 2], kept: [], items: {} });
  });

  it('a patch that needs a previous view is refused without one', () => {
    expect(() => mergeView(null, { view: {}, kept: ['map'] })).toThrow(/previous view/);
    expect(() => mergeView({ turn: 1 }, { view: {}, kept: ['map'] })).toThrow(/lacks/);
    expect(() => mergeView({ units: 3 }, { view: {}, items: { units: { 0: 1 } } })).toThrow(/not a list/);
  });
});
