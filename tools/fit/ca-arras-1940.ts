// Fitting the German computer players' evaluation (GERMAN_MODEL in ai.ts) to game outcomes.
//
//   npx tsx tools/fit/ca-arras-1940.ts generate --seeds 1000-1177 --out a.jsonl [--german hand|fitted]
//   npx tsx tools/fit/ca-arras-1940.ts fit a.jsonl b.jsonl ...
//
// `generate` plays search:200 German against heuristic Allies (standard scenario, one game per seed,
// dice and choices seeded from the seed as in `playMatch`), and writes one JSON line per game: the
// seed, the winner, and every fifth view the German player was given outside the setup (what the
// evaluation will be asked to score). `--german hand` (the default) plays the German with the hand
// evaluation, as the data of GERMAN_MODEL was made; `fitted` with the current model. Run one process
// per core on disjoint seed ranges.
//
// `fit` computes `germanFeatures` of every recorded view, labels it 1 when the Allies won, prints the
// 5-fold cross-validated log-loss (folds by game) of the hand evaluation alone (rescaled) and of the
// whole model, and prints the model fitted to all the data, to paste into ai.ts.
import { HeuristicPlayer } from '../../src/players/heuristic.ts';
import { SearchPlayer } from '../../src/players/search.ts';
import { sigmoid } from '../../src/ai-kit/logistic.ts';
import { ViewRecorder, loadPositions, recordGames, reportFit, toolArgs } from './fit-data.ts';
import { GERMAN_FEATURES, caArras1940AI, germanFeatures, germanHandLogit } from '../../src/games/ca-arras-1940/ai/index.ts';
import { type ArrasView, caArras1940 } from '../../src/games/ca-arras-1940/game.ts';

const { cmd, args, flag } = toolArgs(process.argv.slice(2));

if (cmd === 'generate') {
  const german = flag('german', 'hand');
  if (german === 'hand') {
    const fitted = caArras1940AI.evaluate;
    caArras1940AI.evaluate = (s, role) => {
      const v = caArras1940.view(s, role) as ArrasView;
      return role === 'german' && !v.result ? 1 - sigmoid(germanHandLogit(v)) : fitted(s, role);
    };
  } else if (german !== 'fitted') throw new Error(`--german must be hand or fitted, not "${german}"`);
  const [from, to] = flag('seeds').split('-').map(Number);
  const outOfSetup = (v: unknown) => (v as ArrasView).phase !== 'setup' && (v as ArrasView).phase !== 'bid';
  recordGames({
    gameId: 'ca-arras-1940',
    config: { scenario: 'standard' },
    from,
    to,
    out: flag('out'),
    names: { allied: 'heuristic', german: 'search:200' },
    players: (views) => ({
      allied: new HeuristicPlayer(),
      german: new ViewRecorder(new SearchPlayer({ iterations: 200 }), views, 5, outOfSetup, (o, role) => caArras1940.view(o as never, role)),
    }),
  });
} else if (cmd === 'fit') {
  const p = await loadPositions<ArrasView>(args, germanFeatures, (w) => w === 'allied');
  reportFit(p, GERMAN_FEATURES, 'the Allies won');
} else {
  console.error('usage: tools/fit/ca-arras-1940.ts generate --seeds A-B --out FILE [--german hand|fitted] | fit FILE...');
  process.exit(2);
}
