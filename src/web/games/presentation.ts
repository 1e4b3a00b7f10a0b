// What a game brings to the client: a board drawn from its view. Everything else (prompt, log,
// seats, undo, replay) is the generic shell. A presentation marks the things a player can click
// (areas, hexes, units) with the values actions use for them; the shell then offers the legal
// actions that reference what was clicked ("select an area, select units, pick a destination").
import type { VNode } from 'preact';
import type { LegalItem, Snapshot } from '../../server/types.ts';

export interface BoardProps {
  view: any;
  snapshot: Snapshot;
  /** The legal actions on offer now (already narrowed by the selection). */
  legal: LegalItem[];
  /** References (area ids, unit ids...) that some legal action uses: clickable. */
  clickable: Set<string>;
  /** References the player has selected, in order. */
  selected: string[];
  /** Toggle a reference in the selection. */
  onPick(ref: string): void;
}

export interface Presentation {
  /** The board; for a map, an <svg> with a viewBox (the shell adds zoom and pan). */
  Board(props: BoardProps): VNode<any>;
  /** Readable HTML beside the map: tracks, markers, holding boxes, the combat panel (issue 14). */
  Aside?(props: BoardProps): VNode<any> | null;
  /** A short line of status under the title (turn, phase...). */
  status?(view: any): string;
  /** The references an action uses; default: every value of its fields (see actionRefs). */
  refsOf?(action: LegalItem['action']): string[];
}

/** Every string or number value anywhere in an action's fields except `type`, as strings. */
export function actionRefs(action: LegalItem['action']): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string' || typeof v === 'number') out.add(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const [k, v] of Object.entries(action)) if (k !== 'type') walk(v);
  return [...out];
}

/** The attributes that make a map element (area, hex, counter) selectable by click and keyboard. */
export function pickable(ref: string, p: BoardProps, label: string) {
  const clickable = p.clickable.has(ref);
  return {
    'data-ref': ref,
    class: `${clickable ? 'clickable' : ''} ${p.selected.includes(ref) ? 'selected' : ''}`,
    ...(clickable
      ? {
          tabIndex: 0,
          role: 'button',
          'aria-label': label,
          'aria-pressed': p.selected.includes(ref),
          onClick: (e: Event) => {
            e.stopPropagation();
            p.onPick(ref);
          },
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              p.onPick(ref);
            }
          },
        }
      : {}),
  };
}
