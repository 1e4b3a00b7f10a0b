// The game's log on the game page (match.ts) and in its replay (replay.ts): every entry, the earlier
// ones on demand, rule numbers as chips, each side's events marked.
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LogItem } from '../../protocol/types.ts';
import { api } from '../api.ts';
import { role, t } from '../i18n.ts';
import { RuleChip } from '../rule-chip.ts';

/**
 * The log's rule chips are one stop for Tab, not up to 300 before the map: in the focused log, the
 * arrow keys go from chip to chip (Enter opens one).
 */
function chipKeys(e: KeyboardEvent) {
  if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || (e.target as HTMLElement).closest('.rule-pop')) return;
  const chips = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('button.rule')];
  if (!chips.length) return;
  const at = chips.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? (e.key === 'ArrowDown' ? 0 : chips.length - 1) : Math.max(0, Math.min(chips.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)));
  e.preventDefault();
  chips[next].focus();
}

/** The log: every entry (the earlier ones on demand), rule numbers as chips, each side's events marked. */
export function Log(props: { token?: string; entries: LogItem[]; total: number; me: string[]; roles: string[]; title?: string }) {
  const list = useRef<HTMLOListElement>(null);
  const [earlier, setEarlier] = useState<LogItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const missing = props.total - props.entries.length;
  // The whole log once fetched, then kept current with the snapshot's tail.
  const entries = earlier && missing > 0 ? [...earlier.slice(0, missing), ...props.entries] : props.entries;
  useEffect(() => {
    // Scroll the log's own box, never the page (on a phone the page must not jump after a move).
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.entries.length, props.total]);
  const side = (by?: string) => (by ? `side-${Math.max(0, props.roles.indexOf(by))}${props.me.includes(by) ? ' mine' : ''}` : 'neutral');
  return h('section', { class: 'log', 'aria-label': props.title ?? t('match.log') }, [
    h('h2', null, props.title ?? t('match.log')),
    missing > 0 &&
      !earlier &&
      props.token &&
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          disabled: loading,
          onClick: () => {
            setLoading(true);
            api
              .log(props.token!)
              .then((r) => setEarlier(r.log))
              .finally(() => setLoading(false));
          },
        },
        t('match.earlier', { n: missing }),
      ),
    h(
      'ol',
      { ref: list, 'data-testid': 'log', tabIndex: 0, 'aria-label': props.title ?? t('match.log'), onKeyDown: chipKeys },
      entries.map((e, i) =>
        h('li', { key: i, class: side(e.by), title: e.by ? role(e.by) : undefined }, [
          e.by && h('span', { class: 'sr-only' }, `${role(e.by)}: `),
          e.rule ? h(RuleChip, { rule: e.rule, tabIndex: -1 }) : null,
          e.text,
        ]),
      ),
    ),
  ]);
}
