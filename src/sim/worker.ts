// A worker thread of the pool (piscina): plays one match, or analyses one decision, per task.
import { type MatchOutcome, type MatchTask, playMatch } from './match.ts';
import { type AnalyseTask, type DecisionAnalysis, analyseDecision } from './analyse.ts';

export default function run(task: MatchTask | AnalyseTask): MatchOutcome | DecisionAnalysis {
  return 'kind' in task && task.kind === 'analyse' ? analyseDecision(task) : playMatch(task as MatchTask);
}
