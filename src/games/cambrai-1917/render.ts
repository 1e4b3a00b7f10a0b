// A text picture of the situation for terminal play (`arras play cambrai-1917`).
import { AREAS, UNITS } from './data.ts';
import { type CambraiState, ELIMINATED, REMOVED, attackOf, baseMove, britishVp, cap, contested, defenseOf } from './state.ts';

function counter(s: CambraiState, u: number): string {
  const d = UNITS[u];
  const v = d.type === 'garrison' ? `*-${defenseOf(s, u)}-0` : `${attackOf(s, u)}-${defenseOf(s, u)}-${baseMove(s, u)}`;
  const flags = [s.spent[u] ? 'EXHAUSTED' : '', d.type === 'tank' ? `step ${s.tank[u]}` : '', s.dismounted[u] ? 'dismounted' : ''].filter(Boolean).join(',');
  return `${d.name} ${v}${flags ? ` (${flags})` : ''}`;
}

export function render(s: CambraiState, _role: string): string {
  const lines: string[] = [];
  const hb = (side: 'allied' | 'german') => s.hurricane[side].map((r) => (r ? 'ready' : 'used')).join('/');
  lines.push(
    `${s.day} November  Phase: ${s.phase}  Weather: ${s.weather}  Impulse ${s.impulse} (${cap(s.active)})  Advantage: ${cap(s.advantage)}  British VP: ${britishVp(s)}`,
  );
  lines.push(`Hurricane Barrage: British ${hb('allied')}, German ${hb('german')}   Ammo: British ${s.ammo.allied}, German ${s.ammo.german}   Artillery markers: British ${s.markers.allied}, German ${s.markers.german}`);
  lines.push(`Bridges: ${s.bridges.map((b) => `${b.name} ${b.demolished ? 'BLOWN' : cap(b.control)}`).join('; ')}`);
  for (const a of AREAS) {
    const here = UNITS.map((_, i) => i).filter((i) => s.loc[i] === a.id);
    if (!here.length) continue;
    const title = `${a.zone ? 'Zone ' + a.label : String(a.id).padStart(2)} ${a.name}`;
    const ctrl = `${cap(s.control[a.id])}${contested(s, a.id) ? ', CONTESTED' : ''}`;
    lines.push(`${title.padEnd(26)} [${ctrl}; TEM+${a.tem}${a.identifier !== 'circle' ? ' ' + a.identifier : ''}]`);
    for (const side of ['allied', 'german'] as const) {
      const list = here.filter((i) => UNITS[i].side === side);
      if (list.length) lines.push(`    ${cap(side).padEnd(7)} ${list.map((i) => counter(s, i)).join('; ')}`);
    }
  }
  for (const [label, loc] of [['Eliminated', ELIMINATED], ['Removed', REMOVED]] as const) {
    const list = UNITS.map((_, i) => i).filter((i) => s.loc[i] === loc);
    if (list.length) lines.push(`${label}: ${list.map((i) => UNITS[i].name).join(', ')}`);
  }
  if (s.combat && s.combat.dice.length) {
    const c = s.combat;
    lines.push(`Combat in area ${c.area}: attack ${c.at} defense ${c.dt}, dice ${c.dice.join(' ')}${c.cpLeft ? `, CP to absorb ${c.cpLeft}` : ''}`);
  }
  if (s.result) lines.push(`GAME OVER: ${cap(s.result.winner)} victory (${s.result.kind}) - ${s.result.detail}`);
  return lines.join('\n');
}
