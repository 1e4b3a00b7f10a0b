// The Cruellest Month's Air Battle Board (8.7): random battles per second and actions per second on
// one core (legal-action listing plus perform, seeded dice, log collected), by the wall clock and by
// CPU time (steadier on a shared machine). Not a test.
// Usage: tsx bench/air-battle.ts [--seconds S] [--seed N]
import { airBattleOutcome } from '../src/games/cruellest-month/air-battle/battle.ts';
import { playRandom, randomInput, rng } from '../test/games/cruellest-month/air-battle-helpers.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const seconds = opt('seconds', 3);
const seed = opt('seed', 1);

for (let i = 0; i < 50; i++) playRandom(randomInput(rng(seed + 1_000_000 + i)), i, { fast: true }); // warm-up
let battles = 0;
let actions = 0;
let rounds = 0;
const t0 = performance.now();
const c0 = process.cpuUsage();
while (performance.now() - t0 < seconds * 1000) {
  const s = seed + battles;
  const d = playRandom(randomInput(rng(s)), s, { fast: true });
  battles++;
  actions += d.steps;
  rounds += airBattleOutcome(d.b)!.rounds;
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `air-battle: ${battles} battles in ${(ms / 1000).toFixed(2)} s = ${((battles * 1000) / ms).toFixed(0)} battles/s, ` +
    `${((actions * 1000) / ms).toFixed(0)} actions/s, ${(actions / battles).toFixed(1)} actions and ${(rounds / battles).toFixed(2)} rounds a battle, ` +
    `${(ms / battles).toFixed(2)} ms a battle (wall); CPU ${(cpuMs / battles).toFixed(2)} ms a battle, ${((actions * 1000) / cpuMs).toFixed(0)} actions per CPU second`,
);
