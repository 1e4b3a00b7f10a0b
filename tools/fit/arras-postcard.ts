// Fitting the postcard game's evaluation (POSTCARD_MODEL in ai.ts) to game outcomes.
//
//   npx tsx tools/fit/arras-postcard.ts generate --seeds 1000-1199 --out a.jsonl [--evaluation hand|fitted]
//   npx tsx tools/fit/arras-postcard.ts fit a.jsonl b.jsonl ...
//
// `generate` plays search:200 against search:200 (one game per seed, seeded as in `playMatch`) and
// writes one JSON line per game: the seed, the winner, and every second position either player was given
// (its observation: the whole state, the game hides nothing; files written before 28 Nov 2026 hold views).
// `--evaluation hand` (the default) plays both sides with the hand evaluation (germanChance, with the
// Allied threat for the German), as the data of POSTCARD_MODEL was made; `fitted` both with the model. Run one process
// per core on disjoint seed ranges.
//
// `fit` computes `postcardFeatures` of every recorded position, labels it 1 when the German won, and
// prints the cross-validated log-loss and the model fitted to all the data, to paste into ai.ts.
import { SearchPlayer } from '../../src/players/search.ts';
import { ViewRecorder, loadPositions, recordGames, reportFit, toolArgs } from './fit-data.ts';
import { EVALUATION, POSTCARD_FEATURES, postcardFeatures } from '../../src/games/arras-postcard/ai/index.ts';
import type { State } from '../../src/games/arras-postcard/state.ts';
import { view } from '../../src/games/arras-postcard/view.ts';

const { cmd, args, flag } = toolArgs(process.argv.slice(2));

if (cmd === 'generate') {
  const evaluation = flag('evaluation', 'hand');
  if (evaluation !== 'hand' && evaluation !== 'fitted') throw new Error(`--evaluation must be hand or fitted, not "${evaluation}"`);
  EVALUATION.fitted = { german: evaluation === 'fitted', allied: evaluation === 'fitted' };
  const [from, to] = flag('seeds').split('-').map(Number);
  recordGames({
    gameId: 'arras-postcard',
    config: {},
    from,
    to,
    out: flag('out'),
    names: { allied: 'search:200', german: 'search:200' },
    players: (views) => ({
      allied: new ViewRecorder(new SearchPlayer({ iterations: 200 }), views, 2, undefined, (o) => o),
      german: new ViewRecorder(new SearchPlayer({ iterations: 200 }), views, 2, undefined, (o) => o),
    }),
  });
} else if (cmd === 'fit') {
  const p = await loadPositions<State>(
    args,
    (s) => postcardFeatures(view(s, s.side), s),
    (w) => w === 'german',
  );
  reportFit(p, POSTCARD_FEATURES, 'the German won');
} else {
  console.error('usage: tools/fit/arras-postcard.ts generate --seeds A-B --out FILE [--evaluation hand|fitted] | fit FILE...');
  process.exit(2);
}
