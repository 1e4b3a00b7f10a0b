// Issue 31, item 7: the two hex boards (arras-postcard, cruellest-month) draw their hexes and hexsides with
// one piece of code (src/web/kit/hex-map.ts) and place their names with one placer (src/web/kit/labels.ts).
import { describe, expect, it } from 'vitest';
import { arrasPostcard } from '../../src/games/arras-postcard/game.ts';
import { HEXES } from '../../src/games/arras-postcard/data.ts';
import type { PostcardView } from '../../src/games/arras-postcard/view.ts';
import { placeNames } from '../../src/web/games/arras-postcard/board.ts';
import { hexCorners, hexside } from '../../src/web/kit/hex-map.ts';
import { boxOf } from '../../src/web/kit/labels.ts';

describe('the hex drawing shared by both hex boards', () => {
  it('a flat-topped hex has corners at 0, 60 ... 300 degrees; turned by PI / 6 its top is a corner', () => {
    const flat = hexCorners(100, 50, 10);
    expect(flat[0]).toEqual([110, 50]);
    expect(flat[3][0]).toBeCloseTo(90, 9);
    const pointed = hexCorners(0, 0, 10, Math.PI / 6);
    expect(Math.min(...pointed.map((c) => c[1]))).toBeCloseTo(-10, 9);
  });
  it('a hexside crosses the middle of the line between two centres, at right angles, half its length each way', () => {
    expect(hexside({ x: 0, y: 0 }, { x: 10, y: 0 }, 4)).toEqual({ x1: 5, y1: -4, x2: 5, y2: 4 });
  });
});

describe('Counterattack at Arras (postcard): its place names through the shared placer', () => {
  const v = arrasPostcard.view(arrasPostcard.setup({}), 'allied') as PostcardView;
  const named = Object.entries(HEXES).filter(([, x]) => x.name);
  const names = placeNames(v);
  it('every named hex keeps its name, printed in it (none yields to another)', () => {
    expect(names.map((n) => n.id).sort()).toEqual(named.map(([id]) => id).sort());
    for (const n of names) expect(n.lines.join('')).toBe(HEXES[n.id].name);
  });
  it('no name covers another', () => {
    const boxes = names.map((n) => boxOf(n.lines, n.x, n.y, n.fs));
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        expect(a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2, `${names[i].id} and ${names[j].id}`).toBe(false);
      }
  });
  it('a long name is cut at its hyphen onto two lines (Beaumetz-les-Loges)', () => {
    expect(names.find((n) => HEXES[n.id].name === 'Beaumetz-les-Loges')?.lines).toEqual(['Beaumetz-', 'les-Loges']);
  });
});
