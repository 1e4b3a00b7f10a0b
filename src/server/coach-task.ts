// The coach's tasks (issue 32: a decision of a game to analyse, a hint), run by the computer's worker
// threads (computer-task.ts) or on the main thread when workers are off.
import { type AnalyseTask, type DecisionAnalysis, analyseDecision } from '../sim/analyse.ts';
import { type Hint, type HintTask, hintFor } from '../sim/hint.ts';

export type CoachTask = AnalyseTask | HintTask;

export function runCoachTask(task: CoachTask): DecisionAnalysis | Hint {
  return task.kind === 'analyse' ? analyseDecision(task) : hintFor(task);
}
