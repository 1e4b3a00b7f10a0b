// The prompt's controls on the game page (match.ts): the choices that are not clicks on the map -
// buttons, number fields, a menu for long lists - and the confirmation an action that rolls dice waits
// for (issue 29: see before you commit). Which choice is which comes from choices.ts.
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LegalItem } from '../../protocol/types.ts';
import { t } from '../i18n.ts';
import type { RollVerb } from '../games/presentation.ts';
import { RuleChip } from '../rule-chip.ts';
import { type Choice, narrow, numberGroups } from './choices.ts';

/** Lines a menu's open list shows at once. */
const MENU_ROWS = 8;
/** Off-map choices up to this many are buttons; more make a menu. */
const MAX_BUTTONS = 8;

/** The choices that are not clicks on the map: buttons, number fields, a menu for long lists. */
type PreviewOf = (l: LegalItem) => { text: string; rule?: string }[] | undefined;

export function Choices(props: {
  choices: Choice[];
  selected: string[];
  busy: boolean;
  perform: (l: LegalItem) => void;
  previewOf: PreviewOf;
  clear: () => void;
  label: (r: string) => string;
}) {
  const { choices, selected, busy, perform, previewOf } = props;
  const onMapChoices = choices.filter((c) => c.map.length > 0);
  // With a selection, the actions it completes on the map that still differ off it (which setup
  // group goes to the area clicked): a few buttons or a menu. The others wait for a further click.
  const complete = selected.length ? narrow(choices, selected).filter((c) => c.map.every((r) => selected.includes(r))) : [];
  const { groups, rest } = numberGroups(choices.filter((c) => c.map.length === 0));
  return h('div', { class: 'choices' }, [
    selected.length > 0 &&
      h('p', { class: 'selection' }, [
        t('match.selected'),
        selected.map((r) => h('strong', { class: 'ref' }, props.label(r))),
        ' ',
        h('button', { type: 'button', class: 'link', onClick: props.clear }, t('match.clear')),
      ]),
    complete.length > 0 &&
      complete.length <= MAX_BUTTONS &&
      h(
        'ul',
        { class: 'actions' },
        complete.map((c, i) => h('li', { key: `c${i}` }, h(ActionButton, { choice: c, busy, perform, previewOf }))),
      ),
    complete.length > MAX_BUTTONS && h(Menu, { choices: complete, busy, perform, previewOf, label: t('match.choose', { n: complete.length }) }),
    ...groups.map((g) => h(NumberField, { group: g, busy, perform })),
    rest.length > 0 &&
      rest.length <= MAX_BUTTONS &&
      h(
        'ul',
        { class: 'actions' },
        rest.map((c, i) => h('li', { key: i }, h(ActionButton, { choice: c, busy, perform, previewOf }))),
      ),
    rest.length > MAX_BUTTONS && h(Menu, { choices: rest, busy, perform, previewOf, label: t('match.choose', { n: rest.length }) }),
    // Every choice also in one list (keyboard users, small screens): a menu, closed by default.
    selected.length === 0 &&
      onMapChoices.length > 0 &&
      h('details', { class: 'all-choices' }, [
        h('summary', null, t('match.orList', { n: onMapChoices.length })),
        h(Menu, { choices: onMapChoices, busy, perform, previewOf, label: t('match.choose', { n: onMapChoices.length }) }),
      ]),
  ]);
}

function ActionButton(props: { choice: Choice; busy: boolean; perform: (l: LegalItem) => void; previewOf: PreviewOf }) {
  const { item } = props.choice;
  const preview = props.previewOf(item);
  return h('div', null, [
    h('button', { type: 'button', class: 'action', disabled: props.busy, onClick: () => props.perform(item) }, item.text),
    preview && h(PreviewLines, { lines: preview }),
  ]);
}

/**
 * An action that rolls dice, before the roll (issue 29: see before you commit): what it is, the values
 * the roll will use with their rules, and an explicit Attack or Fire button; Back returns to the
 * choices (Undo still takes back the choices that led here). Enter confirms, Escape goes back.
 */
export function Confirm(props: {
  item: LegalItem;
  verb: RollVerb;
  lines: { text: string; rule?: string }[];
  busy: boolean;
  send: (l: LegalItem) => void;
  back: () => void;
}) {
  const { item, busy, send, back } = props;
  const roll = useRef<HTMLButtonElement>(null);
  // The keyboard goes to the Attack/Fire button (without scrolling the page): Enter confirms.
  useEffect(() => roll.current?.focus({ preventScroll: true }), [item]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const inField = e.target instanceof HTMLElement && e.target.closest('input, textarea, select, button, a');
      if (e.key === 'Escape') back();
      else if (e.key === 'Enter' && !inField && !busy) send(item);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [item, busy]);
  return h('div', { class: 'confirm-roll', role: 'group', 'aria-label': t('match.beforeRoll'), 'data-testid': 'confirm' }, [
    h('h3', null, t('match.beforeRoll')),
    h('p', { class: 'confirm-what' }, item.text),
    h(PreviewLines, { lines: props.lines }),
    h('div', { class: 'confirm-buttons' }, [
      h(
        'button',
        { type: 'button', class: 'primary', ref: roll, disabled: busy, 'data-testid': 'confirm-roll', onClick: () => send(item) },
        t(`match.confirm.${props.verb}`),
      ),
      h('button', { type: 'button', 'data-testid': 'confirm-back', onClick: back }, t('match.back')),
    ]),
    h('p', { class: 'hint' }, t('match.confirmKeys')),
  ]);
}

export function PreviewLines(props: { lines: { text: string; rule?: string }[] }) {
  return h(
    'ul',
    { class: 'preview', 'data-testid': 'preview' },
    props.lines.map((l) => h('li', null, [l.text, l.rule ? h(RuleChip, { rule: l.rule }) : null])),
  );
}

function Menu(props: { choices: Choice[]; busy: boolean; perform: (l: LegalItem) => void; previewOf: PreviewOf; label: string }) {
  const [i, setI] = useState(0);
  const index = Math.min(i, props.choices.length - 1);
  const chosen = props.choices[index];
  return h('div', { class: 'menu' }, [
    // An open list (issue 29): up to MENU_ROWS lines shown, the rest by scrolling it.
    h(
      'select',
      {
        'aria-label': props.label,
        'data-testid': 'menu',
        size: Math.min(MENU_ROWS, Math.max(2, props.choices.length)),
        value: index,
        onChange: (e: Event) => setI(Number((e.target as HTMLSelectElement).value)),
      },
      props.choices.map((c, k) => h('option', { value: k, title: c.item.text }, c.item.text)),
    ),
    chosen && h('p', { class: 'menu-chosen', 'data-testid': 'menu-chosen' }, chosen.item.text),
    h('button', { type: 'button', class: 'primary', disabled: props.busy || !chosen, onClick: () => chosen && props.perform(chosen.item) }, t('match.play')),
    chosen && props.previewOf(chosen.item) && h(PreviewLines, { lines: props.previewOf(chosen.item)! }),
  ]);
}

function NumberField(props: { group: ReturnType<typeof numberGroups>['groups'][number]; busy: boolean; perform: (l: LegalItem) => void }) {
  const { group } = props;
  const [v, setV] = useState(group.min);
  const chosen = group.byValue.get(v);
  return h('div', { class: 'number-choice' }, [
    h('label', null, [
      `${t('match.number')} `,
      h('input', {
        type: 'number',
        min: group.min,
        max: group.max,
        step: 1,
        value: v,
        'data-testid': `number-${group.type}`,
        onInput: (e: Event) => setV(Number((e.target as HTMLInputElement).value)),
      }),
    ]),
    h(
      'button',
      { type: 'button', class: 'primary', disabled: props.busy || !chosen, onClick: () => chosen && props.perform(chosen.item) },
      chosen ? chosen.item.text : t('match.outOfRange', { min: group.min, max: group.max }),
    ),
  ]);
}
