// The `arras` command with the kernel's fixture game registered, for tests that spawn the CLI as a
// child process (the fixture is registered only here, never in the real registry).
import { registerGame } from '../../src/games/index.ts';
import { run } from '../../src/cli/main.ts';
import { diceRace } from '../kernel/fixture-game.ts';

registerGame(diceRace);
await run(process.argv.slice(2));
