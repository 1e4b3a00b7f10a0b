// Where does a side lose its VP in The Cruellest Month? Plays games between two computer players (dice and choices
// from the seed, as the other cruellest-month scripts) and prints one line a game: the result, the VP at the end of
// each turn (with "ArrasG" while the German holds Arras, 13.2), the aircraft each side lost on the ground at a struck
// Airbase (8.10.6) and elsewhere (air battles 8.7, AA 8.9, accidents 8.12), the missions flown by task and target,
// the Allied interception and Target Scramble attempts (8.4, 8.5), and for each Allied Airbase the German strikes on
// it: the aircraft standing there at the launch ("d" if the base was already Disrupted, 6.6.2). With ARRAS=1 it also
// prints every change of the divisions in Arras (2208) and what made it.
//
//   npx tsx tools/cruellest-month-watch.ts ALLIED_PLAYER GERMAN_PLAYER SEED GAMES
//   e.g. nice -n 10 npx tsx tools/cruellest-month-watch.ts search:24 heuristic 507 2
import { decide } from '../src/players/player.ts';
import { applyAction } from '../src/kernel/game.ts';
import { getGame } from '../src/games/index.ts';
import { AIR_BY_ID } from '../src/games/cruellest-month/data.ts';
import { decisions, newMatch } from './cruellest-month-match.ts';

const [allied, german, seedArg, gamesArg] = process.argv.slice(2);
if (!allied || !german) throw new Error('usage: cruellest-month-watch.ts ALLIED GERMAN SEED GAMES');
const game = getGame('cruellest-month');
const ARRAS = '2208';
for (let g = 0; g < Number(gamesArg ?? 1); g++) {
  const seed = Number(seedArg ?? 1) + g;
  const { players, dice, choices, s } = newMatch(game, allied, german, seed);
  const lost = { allied: { ground: 0, elsewhere: 0 }, german: { ground: 0, elsewhere: 0 } };
  const missions: Record<'allied' | 'german', Record<string, number>> = { allied: {}, german: {} };
  const strikes: Record<string, string> = {};
  let scrambles = 0;
  let evacuations = 0;
  const turns: string[] = [];
  let turn = 0;
  let bases = new Map<string, string>();
  const garrison = () =>
    Object.keys(s.ground)
      .filter((id) => s.ground[id].where === 'map' && s.ground[id].hex === ARRAS)
      .join(',');
  let inArras = garrison();
  const after = (what: string) => {
    const now = garrison();
    if (process.env.ARRAS && now !== inArras) console.log(`turn ${s.turn} ${s.phase}/${s.step} ${what}: Arras [${inArras}] -> [${now}] ${s.control[ARRAS]}`);
    inArras = now;
    for (const [id, b] of bases) {
      if (b === 'dead' || s.air[id].base !== 'dead') continue;
      const side = AIR_BY_ID[id].side as 'allied' | 'german';
      const m = s.mission;
      const onGround = m && m.side !== side && m.target === `base:${b}` && !m.units.includes(id) && !m.intercepting.includes(id) && !s.battle;
      lost[side][onGround ? 'ground' : 'elsewhere']++;
    }
    if (s.turn !== turn) {
      if (turn) turns.push(`t${turn}:${s.vp.allied}-${s.vp.german}${s.control[ARRAS] === 'german' ? 'ArrasG' : ''}`);
      turn = s.turn;
    }
    bases = new Map(Object.entries(s.air).map(([id, u]) => [id, u.base]));
  };
  after('set-up');
  for (const role of decisions(game, s, dice, Infinity, () => after('dice'))) {
    const a = decide(players[role], game, s, role, game.legalActions(s, role), choices);
    if (a.type === 'mission') {
      const k = `${a.task}:${String(a.target).split(':')[0]}`;
      missions[role][k] = (missions[role][k] ?? 0) + 1;
    }
    if (role === 'allied' && a.type === 'scramble') scrambles++;
    if (role === 'allied' && a.type === 'evacuate') evacuations++;
    if (role === 'german' && a.type === 'launch' && s.mission?.target.startsWith('base:')) {
      const b = s.mission.target.slice(5);
      const n = Object.values(s.air).filter((u) => u.base === b).length;
      strikes[b] = (strikes[b] ? strikes[b] + ',' : '') + n + (s.bases[b].status === 'disrupted' ? 'd' : '');
    }
    applyAction(game, s, role, a);
    after(`${role} ${JSON.stringify(a)}`);
  }
  console.log(
    JSON.stringify({
      seed,
      winner: game.result(s)!.winner,
      finalMargin: s.finalMargin,
      vp: s.vp,
      turns: turns.join(' '),
      lost,
      missions,
      alliedScrambles: scrambles,
      alliedEvacuations: evacuations,
      germanStrikesOnAlliedBases: strikes,
    }),
  );
}
