// What the server and the browser share of the coach (issue 32): a match's analysis and a hint.

/** One decision of the analysis: the deciding side's chances from its own view (src/sim/analyse.ts). */
export interface AnalysedDecision {
  /** The step of the decision: the replay's step `step - 1` shows the position it was taken in. */
  step: number;
  role: string;
  /** The side's chance before the decision, the chosen action's and the best one's; loss = best - chosen. */
  chance: number;
  chosenChance: number;
  bestChance: number;
  loss: number;
  /** The chosen and the best action (the best drawn on the map), and their texts by language. */
  chosen: Record<string, unknown> & { type: string };
  best: Record<string, unknown> & { type: string };
  chosenText: Record<string, string>;
  bestText: Record<string, string>;
}

export interface Analysis {
  /** The steps it covers (the whole game once over). */
  upTo: number;
  budget: number;
  /** A loss from this much on is a mistake (marked on the graph). */
  mistake: number;
  decisions: AnalysedDecision[];
}

/** GET/POST /api/play/:token/analysis: done, running (with its progress), or not started. */
export type AnalysisReply = { status: 'done'; analysis: Analysis } | { status: 'running'; done: number; total: number } | { status: 'none' };

/** POST /api/play/:token/hint. */
export interface HintReply {
  role: string;
  step: number;
  action: Record<string, unknown> & { type: string };
  text: string;
  /** The one-line reason, in the game's terms. */
  reason: string;
  /** The side's estimated chance of winning with the suggested action (src/sim/hint.ts). */
  chance: number;
  ms: number;
}
