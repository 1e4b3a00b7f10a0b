// The "hide counters" key, as Rally the Troops has: H (or the button beside the map) hides every
// counter, stack and marker tag of the board to show the bare map under them, and shows them again.
// The page keeps it as a class on <html> (style.css hides `.hide-counters svg.board` counters), so
// that every board and every re-render agrees; the button says which way it works now (issue 29).
import { h, type VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';

const CLASS = 'hide-counters';
const EVENT = 'arras-hide-counters';

export const countersHidden = (): boolean => typeof document !== 'undefined' && document.documentElement.classList.contains(CLASS);

/** Hides or shows the counters (hide: true hides). */
export function setCountersHidden(hide: boolean): void {
  document.documentElement.classList.toggle(CLASS, hide);
  document.dispatchEvent(new CustomEvent(EVENT));
}

/** H anywhere but in a field where one types. */
function onKey(e: KeyboardEvent): void {
  if (e.key !== 'h' && e.key !== 'H') return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const el = e.target as HTMLElement | null;
  if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
  setCountersHidden(!countersHidden());
}
let listening = false;

/** The button (and, once a page shows it, the H key). */
export function HideCountersButton(): VNode<any> {
  const [hidden, setHidden] = useState(countersHidden());
  useEffect(() => {
    if (!listening) {
      document.addEventListener('keydown', onKey);
      listening = true;
    }
    const sync = () => setHidden(countersHidden());
    document.addEventListener(EVENT, sync);
    return () => document.removeEventListener(EVENT, sync);
  }, []);
  return h(
    'button',
    {
      type: 'button',
      class: 'hide-counters-button',
      'data-testid': 'hide-counters',
      'aria-pressed': hidden,
      title: t('hideCounters.title'),
      'aria-keyshortcuts': 'H',
      onClick: () => setCountersHidden(!hidden),
    },
    `${t(hidden ? 'hideCounters.show' : 'hideCounters.hide')} (H)`,
  );
}
