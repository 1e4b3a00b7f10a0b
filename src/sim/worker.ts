// A worker thread of the simulation pool (piscina): plays one match per task.
import { type MatchOutcome, type MatchTask, playMatch } from './match.ts';

export default function run(task: MatchTask): MatchOutcome {
  return playMatch(task);
}
