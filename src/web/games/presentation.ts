// What a game brings to the client: a board drawn from its view. Everything else (prompt, log,
// seats, undo, replay) is the generic shell. A presentation marks the things a player can click
// (areas, hexes, units) with the values actions use for them; the shell then offers the legal
// actions that reference what was clicked ("select an area, select units, pick a destination").
import type { VNode } from 'preact';
import type { LegalItem, Snapshot } from '../../protocol/types.ts';

export interface BoardProps {
  view: any;
  snapshot: Snapshot;
  /** The legal actions on offer now (already narrowed by the selection). */
  legal: LegalItem[];
  /** References (area ids, unit ids...) that some legal action uses: clickable. */
  clickable: Set<string>;
  /** References the player has selected, in order. */
  selected: string[];
  /**
   * A click (or Enter/Space) on a thing of the map: the shell selects it, plays the one action it
   * leaves, or says why nothing can be done with it. `label` names the thing in messages.
   */
  onPick(ref: string, label?: string): void;
  /** Things the opponent changed since this player's last action (moved units, areas): marked. */
  recent?: Set<string>;
  /** The pointer or the focus is on a thing (null: left it): the shell shows what choosing it would do. */
  onHover?(ref: string | null): void;
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
  /**
   * Whether an action rolls dice, by its type, and the word of the button that rolls it (issue 29:
   * see before you commit): such an action with a preview is not sent on the first click; the prompt
   * shows its preview and asks to confirm (Attack, Fire, Roll) or go back. Null: sent at once.
   */
  confirm?(action: LegalItem['action'], snapshot: Snapshot): RollVerb | null;
}

/** The word of the button that rolls the dice of a confirmed action. */
export type RollVerb = 'attack' | 'fire' | 'roll';

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

/**
 * The attributes of a thing on the map (area, hex, counter, track box): `data-ref` for the shell;
 * when some legal action uses it, focusable (Tab) with a name and the role of a button, chosen by a
 * click, Enter or Space. A click on a thing that can do nothing reaches the shell too, which then
 * says why (issue 14).
 */
export function pickable(ref: string, p: BoardProps, label: string) {
  const clickable = p.clickable.has(ref);
  const selected = p.selected.includes(ref);
  const choose = (e: Event) => {
    e.stopPropagation();
    // A click on a thing that can do nothing, over one that can (a counter on a choosable area or
    // hex, issue 29), chooses the one beneath: the counter does not hide its place.
    if (!clickable && e instanceof MouseEvent && e.detail > 0) {
      const under = document
        .elementsFromPoint(e.clientX, e.clientY)
        .map((el) => el.closest('[data-ref].clickable'))
        .find((el) => el && el.getAttribute('data-ref') !== ref);
      if (under) return p.onPick(under.getAttribute('data-ref')!, under.getAttribute('data-name') ?? undefined);
    }
    p.onPick(ref, label);
  };
  // Every thing is reachable by Tab (lower-case `tabindex`: SVG ignores the camel-case one); one
  // that can do nothing now is a disabled button, which still answers Enter with the reason. Its
  // accessible name is the board's <title> in it (or its text): an aria-label would differ from the
  // abbreviations drawn on it (WCAG 2.5.3, axe label-content-name-mismatch).
  return {
    'data-ref': ref,
    'data-name': label,
    class: `${clickable ? 'clickable' : ''} ${selected ? 'selected' : ''} ${p.recent?.has(ref) ? 'recent' : ''}`,
    tabindex: 0,
    role: 'button',
    'aria-pressed': clickable ? selected : undefined,
    'aria-disabled': clickable ? undefined : 'true',
    onClick: choose,
    onMouseEnter: () => p.onHover?.(ref),
    onMouseLeave: () => p.onHover?.(null),
    onFocus: () => p.onHover?.(ref),
    onBlur: () => p.onHover?.(null),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        choose(e);
      }
    },
  };
}
