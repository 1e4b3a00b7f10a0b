// Zoom and pan for any board: mouse wheel, drag, pinch (two pointers), buttons and keyboard
// (+ / - to zoom, arrows to pan, 0 for the drawn size, f for the whole map) once the map has focus. On a screen wider than a phone
// the whole map shows by default, fitted to its window, and again when the window changes size until
// the player zooms or pans (issue 29.7); on a phone it is drawn larger than the screen, to be panned.
// The zoom buttons sit in a strip below the map, never over its labels.
import { h, type ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t as msg } from '../i18n.ts';

interface Transform {
  x: number;
  y: number;
  k: number;
}
const clampK = (k: number) => Math.max(0.25, Math.min(6, k));

type Edges = { left: boolean; right: boolean; up: boolean; down: boolean };
const NO_EDGES: Edges = { left: false, right: false, up: false, down: false };
/** Wider than a phone (style.css's breakpoint): the map fits its window by default. */
const wide = () => typeof matchMedia === 'undefined' || matchMedia('(min-width: 761px)').matches;

export function MapView(props: { children: ComponentChildren }) {
  const [t, setT] = useState<Transform>({ x: 0, y: 0, k: 1 });
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const suppressClick = useRef(false);
  // The map is fitted to its window until the player zooms or pans it.
  const fitted = useRef(wide());
  // Where the map runs on beyond the window (1024x700, a phone, a zoom): an arrow on that edge says
  // so and pans that way, so that a map larger than its window is never mistaken for the whole map.
  const [edges, setEdges] = useState<Edges>(NO_EDGES);
  const measure = () => {
    const v = box.current?.getBoundingClientRect();
    const m = box.current?.querySelector('.map-content > svg')?.getBoundingClientRect();
    if (!v || !m || v.width === 0) return;
    const e = { left: m.left < v.left - 6, right: m.right > v.right + 6, up: m.top < v.top - 6, down: m.bottom > v.bottom + 6 };
    setEdges((cur) => (cur.left === e.left && cur.right === e.right && cur.up === e.up && cur.down === e.down ? cur : e));
  };
  useLayoutEffect(measure);
  // A new decision whose choosable things are all outside the window (a phone, 1024x700, a zoom):
  // the map pans to them once, so the player sees what the prompt asks to click.
  const shownChoices = useRef('');
  useLayoutEffect(() => {
    if (fitted.current) return; // the whole map is in view
    const v = box.current?.getBoundingClientRect();
    const things = [...(box.current?.querySelectorAll('[data-testid=board] .clickable') ?? [])];
    const key = things.map((e) => e.getAttribute('data-ref')).join(' ');
    if (!v || key === shownChoices.current) return;
    shownChoices.current = key;
    const rects = things.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    const inside = (r: DOMRect) => r.right > v.left + 8 && r.left < v.right - 8 && r.bottom > v.top + 8 && r.top < v.bottom - 8;
    if (!rects.length || rects.some(inside)) return;
    const u = rects.reduce((a, r) => ({ l: Math.min(a.l, r.left), t: Math.min(a.t, r.top), r: Math.max(a.r, r.right), b: Math.max(a.b, r.bottom) }), {
      l: Infinity,
      t: Infinity,
      r: -Infinity,
      b: -Infinity,
    });
    // All of them if they fit in the window, else the first.
    const c =
      u.r - u.l <= v.width && u.b - u.t <= v.height
        ? { x: (u.l + u.r) / 2, y: (u.t + u.b) / 2 }
        : { x: rects[0].left + rects[0].width / 2, y: rects[0].top + rects[0].height / 2 };
    pan(v.left + v.width / 2 - c.x, v.top + v.height / 2 - c.y);
  });
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    if (fitted.current) fit();
    const ro = new ResizeObserver(() => {
      if (fitted.current) fit();
      measure();
    });
    ro.observe(box.current);
    return () => ro.disconnect();
  }, []);
  // A board drawn as one picture (role img) whose things are buttons: a group for assistive
  // technology, so the buttons are not hidden inside an image (axe nested-interactive).
  useLayoutEffect(() => {
    for (const svg of box.current?.querySelectorAll('svg[role=img]') ?? []) if (svg.querySelector('[role=button]')) svg.setAttribute('role', 'group');
    // The board's proportions, so that a narrow screen gives the map the height it needs and no more.
    const vb = box.current?.querySelector('svg')?.viewBox?.baseVal;
    const outer = box.current?.closest<HTMLElement>('.mapview');
    if (vb && vb.width > 0 && outer) outer.style.setProperty('--map-ratio', `${vb.width} / ${vb.height}`);
  });

  const zoomAt = (factor: number, cx?: number, cy?: number) => {
    setT((cur) => {
      const r = box.current?.getBoundingClientRect();
      const px = cx ?? (r ? r.width / 2 : 0);
      const py = cy ?? (r ? r.height / 2 : 0);
      const k = clampK(cur.k * factor);
      const f = k / cur.k;
      return { k, x: px - (px - cur.x) * f, y: py - (py - cur.y) * f };
    });
  };
  const pan = (dx: number, dy: number) => setT((cur) => ({ ...cur, x: cur.x + dx, y: cur.y + dy }));
  /** The player's own zoom or pan: the map stays where they put it. */
  const moved =
    <A extends unknown[]>(f: (...a: A) => void) =>
    (...a: A) => {
      fitted.current = false;
      f(...a);
    };
  const userZoom = moved(zoomAt);
  const userPan = moved(pan);
  const refit = () => {
    fitted.current = true;
    fit();
  };
  /** The map at its drawn size (on a wide screen its text is at least 9 px there: issue 14). */
  const reset = moved(() => setT({ x: 0, y: 0, k: 1 }));
  /** Zoom out (or in) until the whole map is in the window, centred. */
  const fit = () => {
    const v = box.current?.getBoundingClientRect();
    const m = box.current?.querySelector('.map-content > svg')?.getBoundingClientRect();
    if (!v || !m || m.width === 0) return;
    setT((cur) => {
      // The map's place and size in the unzoomed content (screen = translate + k * content).
      const w = m.width / cur.k;
      const hgt = m.height / cur.k;
      const x0 = (m.left - v.left - cur.x) / cur.k;
      const y0 = (m.top - v.top - cur.y) / cur.k;
      const k = clampK(Math.min(v.width / w, v.height / hgt));
      return { k, x: (v.width - w * k) / 2 - x0 * k, y: (v.height - hgt * k) / 2 - y0 * k };
    });
  };
  const edge = (dir: keyof Edges, dx: number, dy: number, label: string, arrow: string) =>
    edges[dir]
      ? h(
          'button',
          {
            type: 'button',
            class: `pan-edge pan-${dir}`,
            title: label,
            'aria-label': label,
            onClick: () => {
              const r = box.current!.getBoundingClientRect();
              userPan(dx * r.width * 0.5, dy * r.height * 0.5);
            },
          },
          arrow,
        )
      : null;

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const r = box.current!.getBoundingClientRect();
    userZoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - r.left, e.clientY - r.top);
  };
  const onPointerDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    else drag.current = null;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.current) userZoom(d / pinch.current);
      pinch.current = d;
      suppressClick.current = true;
      return;
    }
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    d.moved = true;
    suppressClick.current = true;
    d.x = e.clientX;
    d.y = e.clientY;
    userPan(dx, dy);
  };
  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (drag.current?.id === e.pointerId) drag.current = null;
  };
  const onClickCapture = (e: MouseEvent) => {
    if (suppressClick.current) {
      e.stopPropagation();
      e.preventDefault();
      suppressClick.current = false;
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== box.current) return;
    const step = 60;
    const keys: Record<string, () => void> = {
      '+': () => userZoom(1.25),
      '=': () => userZoom(1.25),
      '-': () => userZoom(0.8),
      '0': reset,
      f: refit,
      ArrowLeft: () => userPan(step, 0),
      ArrowRight: () => userPan(-step, 0),
      ArrowUp: () => userPan(0, step),
      ArrowDown: () => userPan(0, -step),
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  return h('div', { class: 'mapview' }, [
    h('div', { class: 'map-frame' }, [
      h(
        'div',
        {
          ref: box,
          class: 'map-viewport',
          tabIndex: 0,
          role: 'application',
          'aria-label': msg('map.label'),
          onWheel,
          onPointerDown,
          onPointerMove,
          onPointerUp,
          onPointerCancel: onPointerUp,
          onClickCapture,
          onKeyDown,
        },
        h('div', { class: 'map-content', style: { transform: `translate(${t.x}px, ${t.y}px) scale(${t.k})` } }, props.children),
      ),
      edge('left', 1, 0, msg('map.panLeft'), '◀'),
      edge('right', -1, 0, msg('map.panRight'), '▶'),
      edge('up', 0, 1, msg('map.panUp'), '▲'),
      edge('down', 0, -1, msg('map.panDown'), '▼'),
    ]),
    h('div', { class: 'map-tools' }, [
      h('button', { type: 'button', title: msg('map.zoomIn'), 'aria-label': msg('map.zoomIn'), onClick: () => userZoom(1.25) }, '+'),
      h('button', { type: 'button', title: msg('map.zoomOut'), 'aria-label': msg('map.zoomOut'), onClick: () => userZoom(0.8) }, '−'),
      h('button', { type: 'button', title: msg('map.reset'), 'aria-label': msg('map.reset'), onClick: reset }, '⟲'),
      h('button', { type: 'button', title: msg('map.fit'), 'aria-label': msg('map.fit'), onClick: refit }, '⤢'),
    ]),
  ]);
}
