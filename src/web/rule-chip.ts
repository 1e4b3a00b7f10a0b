// A rule chip (issue 29.5): the rule number a log entry, prompt, refusal or preview names, as a button
// that opens a short explanation of that rule from the game's reference, in the page's language.
// Enter or a click opens it; Escape, the close button or a click outside closes it.
import { createContext, h } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { rule, t, useLang } from './i18n.ts';
import { explain, ruleReference } from './games/rule-reference.ts';

/** The game whose reference the chips below read (set by the match page). */
export const RuleGame = createContext<string | null>(null);

const isNumber = (rule: string) => /^\d/.test(rule);

/** `tabIndex` -1 where a list of many chips is reached as one stop (the log). */
export function RuleChip(props: { rule: string; game?: string; tabIndex?: number }) {
  const context = useContext(RuleGame);
  const game = props.game ?? context;
  const lang = useLang();
  const [open, setOpen] = useState(false);
  // undefined while the reference loads, null when it has no entry for the rule
  const [text, setText] = useState<string | null | undefined>(undefined);
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const dialog = useRef<HTMLSpanElement>(null);

  // Fetched ahead (once per game and language, shared by every chip), so that it opens at once.
  useEffect(() => void (game && ruleReference(game, lang)), [game, lang]);

  useEffect(() => {
    if (!open || !game) return;
    let live = true;
    ruleReference(game, lang).then((ref) => live && setText(explain(ref, props.rule)));
    return () => void (live = false);
  }, [open, game, lang, props.rule]);

  useEffect(() => {
    if (!open) return;
    dialog.current?.focus();
    const outside = (e: Event) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const toggle = () => {
    if (open) return close();
    // Fixed to the window beside the chip, so that no scrolling box (the log) clips it.
    const r = button.current!.getBoundingClientRect();
    const width = Math.min(352, window.innerWidth - 16);
    const left = Math.max(8, Math.min(r.left, window.innerWidth - width - 8));
    const below = r.bottom + 4;
    setPlace({ top: below + 160 > window.innerHeight ? Math.max(8, r.top - 164) : below, left, width });
    setOpen(true);
  };
  // A named rule ("Daylight Phase") is shown in the page's language (french: rule()).
  const label = rule(props.rule);
  const title = isNumber(props.rule) ? t('rule.title', { rule: props.rule }) : label;

  const onKeyDown = (e: KeyboardEvent) => {
    if (open && e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };
  return h('span', { class: 'rule-help', ref: box, onKeyDown }, [
    h(
      'button',
      {
        type: 'button',
        class: 'rule chip',
        ref: button,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        title: t('rule.open', { rule: label }),
        tabIndex: props.tabIndex,
        onClick: toggle,
      },
      label,
    ),
    open &&
      h(
        'span',
        {
          class: 'rule-pop',
          role: 'dialog',
          'aria-label': title,
          'data-testid': 'rule-help',
          tabIndex: -1,
          ref: dialog,
          style: place ? { top: `${place.top}px`, left: `${place.left}px`, width: `${place.width}px` } : undefined,
        },
        [
          h('strong', null, title),
          h('span', { class: 'rule-text' }, text === undefined && game ? '…' : (text ?? t('rule.none'))),
          h('button', { type: 'button', class: 'link', onClick: close }, t('rule.close')),
        ],
      ),
  ]);
}
