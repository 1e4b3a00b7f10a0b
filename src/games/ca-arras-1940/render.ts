// A text picture of the situation for terminal play.
import { AREAS, UNITS } from './data.ts';
import { type ArrasState, ELIMINATED, KIA, OVERRUN_TRACK, REMOVED, WOUNDED, contested } from './state.ts';

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

function counter(s: ArrasState, u: number): string {
  const d = UNITS[u];
  const v = `${d.attack ?? '*'}-${d.defense}-${d.move}`;
  const flags = [s.spent[u] ? 'spent' : '', d.release && !s.released[d.release] ? 'unreleased' : ''].filter(Boolean).join(',');
  return `${d.name} ${v}${flags ? ` (${flags})` : ''}`;
}

export function render(s: ArrasState, _role: string): string {
  const lines: string[] = [];
  const adv = s.advantage ? cap(s.advantage) : 'in use';
  lines.push(
    `Turn ${s.turn}/7 (${13 + s.turn}:00)  Phase: ${s.phase}  Momentum: ${cap(s.momentum)} Impulse ${s.impulse}  Advantage: ${adv}  Allied VP: ${s.vp} (need ${s.vpNeeded})`,
  );
  lines.push(
    `Reroll markers: Allied ${s.rerollMarker.allied ? 'available' : 'used'}, German ${s.rerollMarker.german ? 'available' : 'used'}` +
      (s.options.alliedAir || s.options.germanAir ? `   Air: Allied ${s.air.allied ? 'ready' : '-'}, German ${s.air.german ? 'ready' : '-'}` : '') +
      (s.germanBonus ? '   German +1 MF (6.1.2)' : ''),
  );
  for (const a of AREAS) {
    const here = UNITS.map((_, i) => i).filter((i) => s.loc[i] === a.id);
    const marks = [a.vp ? 'VP' : '', a.star ? `${a.star} star` : '', `TEM+${a.tem}`].filter(Boolean).join(' ');
    const title = `${a.zone ? 'Zone ' + a.label : String(a.id).padStart(2)} ${a.name}`;
    const ctrl = `${s.control[a.id] === 'allied' ? 'Allied' : 'German'}${contested(s, a.id) ? ', CONTESTED' : ''}`;
    if (!here.length && !a.vp && !a.star) continue;
    lines.push(`${title.padEnd(24)} [${ctrl}; ${marks}]`);
    for (const side of ['allied', 'german'] as const) {
      const list = here.filter((i) => UNITS[i].side === side);
      if (list.length) lines.push(`    ${cap(side).padEnd(7)} ${list.map((i) => counter(s, i)).join('; ')}`);
    }
  }
  const boxes: [string, number][] = [
    ['Eliminated', ELIMINATED],
    ['On the Turn Track (overrun)', OVERRUN_TRACK],
    ['Permanently removed', REMOVED],
    ['Leaders wounded', WOUNDED],
    ['Leaders killed', KIA],
  ];
  for (const [label, loc] of boxes) {
    const list = UNITS.map((_, i) => i).filter((i) => s.loc[i] === loc);
    if (list.length) lines.push(`${label}: ${list.map((i) => `${UNITS[i].name} (${UNITS[i].side})`).join(', ')}`);
  }
  if (s.combat?.dice.length) {
    const c = s.combat;
    lines.push(`Combat in Area ${c.area}: AV ${c.av} DV ${c.dv}, dice ${c.dice.join(' ')}${c.apLeft ? `, AP to absorb ${c.apLeft}` : ''}`);
  }
  if (s.result) lines.push(`GAME OVER: ${cap(s.result.winner)} ${s.result.kind} victory - ${s.result.detail}`);
  return lines.join('\n');
}
