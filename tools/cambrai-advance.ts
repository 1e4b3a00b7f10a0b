// The British advance of Cambrai 1917 day by day in heuristic (or other) mirrors: at each Dawn (and at
// the end) the German-sector areas the British control in supply, how often each area is British, and
// the Haig Decides modifier. Usage: npx tsx tools/cambrai-advance.ts [games] [seed] [player] [option=N ...]
import { decide } from '../src/players/player.ts';
import { CHANCE, type Action } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';
import { getGame } from '../src/games/index.ts';
import { createPlayer } from '../src/players/index.ts';
import { gameSeed } from '../src/sim/simulate.ts';
import { AREAS, AREA_BY_ID } from '../src/games/cambrai-1917/data.ts';
import { britishVp, inSupply, type CambraiState } from '../src/games/cambrai-1917/state.ts';

const [games = '40', seed = '1', level = 'heuristic', ...opts] = process.argv.slice(2);
const options = Object.fromEntries(opts.map((o) => o.split('=')).map(([k, v]) => [k, Number(v)]));
const game = getGame('cambrai-1917');
const held: Record<number, Record<number, number>> = {};
const vpAt: Record<number, number[]> = {};
const endings: Record<string, number> = {};
for (let g = 0; g < Number(games); g++) {
  const sd = gameSeed(Number(seed), g);
  const dice = new Rng(sd);
  const choices = new Rng((sd ^ 0x5eed5eed) >>> 0);
  const players = { british: createPlayer(level), german: createPlayer(level) };
  const s = game.setup({ options }) as CambraiState;
  let day = 0;
  const note = (d: number) => {
    (vpAt[d] ??= []).push(britishVp(s));
    held[d] ??= {};
    for (const a of AREAS)
      if (!a.zone && a.sector === 'german' && s.control[a.id] === 'allied' && inSupply(s, 'allied', a.id)) held[d][a.id] = (held[d][a.id] ?? 0) + 1;
  };
  for (;;) {
    if (s.day !== day && s.phase === 'dawn') {
      day = s.day;
      note(day);
    }
    const acting = game.toAct(s);
    if (!acting.length) break;
    const role = acting[0];
    let action: Action;
    if (role === CHANCE) {
      const spec = game.chance(s);
      action = { type: 'dice', dice: Array.from({ length: spec.dice }, () => dice.die(spec.sides)) };
    } else {
      const legal = game.legalActions(s, role);
      const p = players[role as 'british'];
      action = decide(p, game, s, role, legal, choices);
    }
    game.perform(s, role, action);
  }
  note(99);
  const r = game.result(s)!;
  const k = `${r.winner} ${r.kind} day ${s.day}`;
  endings[k] = (endings[k] ?? 0) + 1;
}
const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
for (const d of Object.keys(vpAt)
  .map(Number)
  .sort((a, b) => a - b)) {
  const top = Object.entries(held[d])
    .sort((a, b) => b[1] - a[1])
    .map(([a, n]) => `${AREA_BY_ID[+a].name} ${n}`)
    .join(', ');
  console.log(`${d === 99 ? 'end' : `dawn ${d}`}: games ${vpAt[d].length}, VP mean ${mean(vpAt[d])}; ${top}`);
}
console.log(endings);
