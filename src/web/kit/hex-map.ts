// The hex drawing both hex boards share (arras-postcard, cruellest-month; issue 31, item 7): a hex's
// corners, a hex as the map draws it (one pickable group: its shape and what the board adds), and a
// hexside drawn across the line between two hex centres (a river along its hexsides).
import { h, type VNode } from 'preact';
import { type BoardProps, pickable } from '../games/presentation.ts';

/** The six corners of a hex of radius r centred on (x, y): a flat top, or a pointed one when `turn` is PI / 6. */
export function hexCorners(x: number, y: number, r: number, turn = 0): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => [x + r * Math.cos((Math.PI / 3) * i + turn), y + r * Math.sin((Math.PI / 3) * i + turn)]);
}

/** Corners as an SVG polygon's points. */
export const polygonPoints = (corners: readonly (readonly number[])[]): string => corners.map((c) => c.join(',')).join(' ');

/** A hex of the map: chosen by a click on it (named `label` for the pickable), its shape filled, and what the board draws in it before and after the shape. */
export function hexCell(o: {
  id: string;
  points: string;
  p: BoardProps;
  label: string;
  fill: string;
  stroke: string;
  strokeWidth: number;
  before?: VNode<any>[];
  after?: (VNode<any> | false | null)[];
}): VNode<any> {
  const attrs = pickable(o.id, o.p, o.label);
  return h('g', { ...attrs, class: `area hex ${attrs.class}`, 'data-hex': o.id }, [
    ...(o.before ?? []),
    h('polygon', { class: 'shape', points: o.points, fill: o.fill, stroke: o.stroke, 'stroke-width': o.strokeWidth }),
    ...(o.after ?? []),
  ]);
}

/** The hexside between two adjacent hexes centred on a and b: a segment across the middle of the line between them, `half` long either side. */
export function hexside(a: { x: number; y: number }, b: { x: number; y: number }, half: number): { x1: number; y1: number; x2: number; y2: number } {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * half;
  const ny = (dx / len) * half;
  return { x1: mx - nx, y1: my - ny, x2: mx + nx, y2: my + ny };
}
