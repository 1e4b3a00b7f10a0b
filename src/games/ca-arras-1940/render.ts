// A text picture of the situation for terminal play, in the reader's language (text/en.ts, text/fr.ts).
import { AREAS, UNITS } from './data.ts';
import { type ArrasState, ELIMINATED, KIA, OVERRUN_TRACK, REMOVED, WOUNDED, contested } from './state.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';

function counter(s: ArrasState, u: number, w: Words): string {
  const d = UNITS[u];
  const v = `${d.attack ?? '*'}-${d.defense}-${d.move}`;
  const flags = [s.spent[u] ? w.render.spent : '', d.release && !s.released[d.release] ? w.render.unreleased : ''].filter(Boolean).join(',');
  return `${d.name} ${v}${flags ? ` (${flags})` : ''}`;
}

export function render(s: ArrasState, _role: string, lang?: string): string {
  const w = words(lang);
  const r = w.render;
  const lines: string[] = [];
  lines.push(r.head(s.turn, s.phase, w.side(s.momentum), s.impulse, s.advantage ? w.side(s.advantage) : r.inUse, s.vp, s.vpNeeded));
  lines.push(
    r.rerolls(s.rerollMarker.allied, s.rerollMarker.german) +
      (s.options.alliedAir || s.options.germanAir ? r.air(s.air.allied, s.air.german) : '') +
      (s.germanBonus ? r.bonus : ''),
  );
  for (const a of AREAS) {
    const here = UNITS.map((_, i) => i).filter((i) => s.loc[i] === a.id);
    const marks = [a.vp ? r.vp : '', a.star ? r.star(a.star) : '', `${w.term.tem}+${a.tem}`].filter(Boolean).join(' ');
    const title = `${a.zone ? 'Zone ' + a.label : String(a.id).padStart(2)} ${a.name}`;
    const ctrl = `${w.side(s.control[a.id])}${contested(s, a.id) ? `, ${r.contested}` : ''}`;
    if (!here.length && !a.vp && !a.star) continue;
    lines.push(`${title.padEnd(24)} [${ctrl}; ${marks}]`);
    for (const side of ['allied', 'german'] as const) {
      const list = here.filter((i) => UNITS[i].side === side);
      if (list.length) lines.push(`    ${w.side(side).padEnd(8)} ${list.map((i) => counter(s, i, w)).join('; ')}`);
    }
  }
  const boxes: [string, number][] = [
    [r.eliminated, ELIMINATED],
    [r.overrun, OVERRUN_TRACK],
    [r.removed, REMOVED],
    [r.wounded, WOUNDED],
    [r.killed, KIA],
  ];
  for (const [label, loc] of boxes) {
    const list = UNITS.map((_, i) => i).filter((i) => s.loc[i] === loc);
    if (list.length) lines.push(`${label}: ${list.map((i) => `${UNITS[i].name} (${w.side(UNITS[i].side)})`).join(', ')}`);
  }
  if (s.combat?.dice.length) {
    const c = s.combat;
    lines.push(r.combat(c.area, c.av, c.dv, c.dice, c.apLeft));
  }
  if (s.result) lines.push(r.over(w.side(s.result.winner), s.result.kind === 'automatic', (lang === 'fr' && s.result.texts?.fr) || s.result.detail));
  return lines.join('\n');
}
