// The computer as coach on the game page (issue 32, items 2 and 3).
//
// - AnalysisPanel (in the replay): asks the server for the match's analysis, shows its progress while
//   the server's workers compute it, then each side's chance of winning over the whole game as a chart,
//   the mistakes marked on it (a click goes to the position of the mistake), and, for the step shown,
//   what the computer would have played (the replay draws it on the map, `bestAt`). The chart is plain
//   SVG: two polylines and a few marks need no chart library (a dependency of tens of kilobytes for
//   what is some forty lines here, and SVG keeps to the page's CSP and print).
// - HintButton (in the prompt, games against the computer only; the server refuses it in rated games):
//   the computer's suggestion and its one-line reason; the page selects its things on the map.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Analysis, AnalysedDecision, AnalysisReply, HintReply } from '../../protocol/coach.ts';
import type { Snapshot } from '../../protocol/types.ts';
import { call, errorText } from '../api.ts';
import { lang, role, t } from '../i18n.ts';

export const coachApi = {
  analysis: (token: string, start: boolean) => call<AnalysisReply>(start ? 'POST' : 'GET', `/api/play/${token}/analysis`, start ? {} : undefined),
  hint: (token: string) => call<HintReply>('POST', `/api/play/${token}/hint?lang=${lang()}`, {}),
};

/** A person plays against the computer here (hints and the analysis before the end). */
export const againstComputer = (snap: Snapshot) => Object.values(snap.players).some((p) => p?.kind === 'computer');

const pc = (p: number) => `${Math.round(100 * p)}%`;
/** A text kept in the analysis by language: the reader's, else English. */
export const inLang = (texts: Record<string, string>) => texts[lang()] ?? texts.en ?? Object.values(texts)[0] ?? '';

/** The decision taken from the position after `step` steps (the one the replay shows), if analysed. */
export function decisionAt(analysis: Analysis | null, step: number): AnalysedDecision | null {
  return analysis?.decisions.find((d) => d.step === step + 1) ?? null;
}

export function AnalysisPanel(props: { token: string; snap: Snapshot; step: number; setStep: (s: number) => void; onAnalysis: (a: Analysis | null) => void }) {
  const { token, snap, step } = props;
  const [reply, setReply] = useState<AnalysisReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const analysis = reply?.status === 'done' ? reply.analysis : null;
  // A kept analysis shows at once (GET never starts one).
  useEffect(() => {
    coachApi.analysis(token, false).then(setReply, () => {});
  }, [token, snap.seq]);
  // While it runs: its progress, polled.
  useEffect(() => {
    if (reply?.status !== 'running') return;
    const timer = setTimeout(() => coachApi.analysis(token, false).then(setReply, (e) => setError(errorText(e))), 500);
    return () => clearTimeout(timer);
  }, [reply]);
  useEffect(() => props.onAnalysis(analysis), [analysis]);
  const start = () => {
    setError(null);
    coachApi.analysis(token, true).then(setReply, (e) => setError(errorText(e)));
  };
  const over = snap.status === 'over';
  const here = decisionAt(analysis, step);
  return h('section', { class: 'analysis', 'data-testid': 'analysis' }, [
    h('h2', null, t('coach.analysis')),
    (!reply || reply.status === 'none') &&
      h('button', { type: 'button', class: 'primary', 'data-testid': 'analyse', onClick: start }, over ? t('coach.analyse') : t('coach.analyseMine')),
    reply?.status === 'running' &&
      h('p', null, [
        h('progress', { max: reply.total, value: reply.done, 'data-testid': 'analysis-progress' }),
        ' ',
        t('coach.analysing', { done: reply.done, total: reply.total }),
      ]),
    error && h('p', { class: 'error', role: 'alert' }, error),
    analysis && h(ChanceGraph, { analysis, roles: snap.game.roles, step, setStep: props.setStep }),
    analysis &&
      here &&
      h(
        'p',
        { class: 'would-have', 'data-testid': 'would-have' },
        here.loss > 0
          ? t('coach.wouldHave', { best: inLang(here.bestText), bestChance: pc(here.bestChance), chosenChance: pc(here.chosenChance) })
          : t('coach.same', { chance: pc(here.chance) }),
      ),
    analysis && h(MistakeList, { analysis, setStep: props.setStep }),
  ]);
}

const W = 800;
const H = 130;
const PAD = 8;

function ChanceGraph(props: { analysis: Analysis; roles: string[]; step: number; setStep: (s: number) => void }) {
  const { analysis, roles, step } = props;
  const x = (s: number) => PAD + ((W - 2 * PAD) * s) / Math.max(1, analysis.upTo);
  const y = (p: number) => PAD + (H - 2 * PAD) * (1 - p);
  const colour = (r: string) => `var(--${r}, ${roles.indexOf(r) === 0 ? '#5b7fb8' : '#7d7f6a'})`;
  return h('figure', { class: 'chance-graph' }, [
    h('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': t('coach.graph'), 'data-testid': 'analysis-graph', preserveAspectRatio: 'xMidYMid meet' }, [
      h('rect', { x: 0, y: 0, width: W, height: H, fill: 'var(--panel, #fffdf7)' }),
      h('line', { x1: PAD, x2: W - PAD, y1: y(0.5), y2: y(0.5), stroke: 'var(--line, #cfc6b0)', 'stroke-dasharray': '4 3' }),
      ...roles.map((r) =>
        h('polyline', {
          class: `chance side-${roles.indexOf(r)}`,
          fill: 'none',
          stroke: colour(r),
          'stroke-width': 2,
          points: analysis.decisions
            .filter((d) => d.role === r)
            .map((d) => `${x(d.step - 1).toFixed(1)},${y(d.chance).toFixed(1)}`)
            .join(' '),
        }),
      ),
      h('line', { x1: x(step), x2: x(step), y1: PAD, y2: H - PAD, stroke: '#333', 'stroke-width': 1, 'data-testid': 'graph-step' }),
      ...analysis.decisions
        .filter((d) => d.loss >= analysis.mistake)
        .map((d) =>
          h(
            'circle',
            {
              class: 'mistake-mark',
              'data-testid': 'mistake-mark',
              cx: x(d.step - 1),
              cy: y(d.chance),
              r: 6,
              fill: 'var(--danger, #a33)',
              tabIndex: 0,
              role: 'button',
              'aria-label': mistakeText(d),
              onClick: () => props.setStep(d.step - 1),
              onKeyDown: (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && props.setStep(d.step - 1),
            },
            h('title', null, mistakeText(d)),
          ),
        ),
    ]),
    h('figcaption', null, [t('coach.graph'), ' · ', ...roles.flatMap((r) => [h('span', { class: `legend side-${roles.indexOf(r)}` }, `— ${role(r)}`), ' '])]),
  ]);
}

const mistakeText = (d: AnalysedDecision) =>
  t('coach.mistakeLine', {
    step: d.step,
    role: role(d.role),
    chosen: inLang(d.chosenText),
    chosenChance: pc(d.chosenChance),
    best: inLang(d.bestText),
    bestChance: pc(d.bestChance),
  });

function MistakeList(props: { analysis: Analysis; setStep: (s: number) => void }) {
  const { analysis } = props;
  const mistakes = analysis.decisions.filter((d) => d.loss >= analysis.mistake).sort((a, b) => b.loss - a.loss);
  const threshold = pc(analysis.mistake);
  return h('details', { class: 'mistakes', open: mistakes.length > 0 && mistakes.length <= 5 }, [
    h('summary', null, t('coach.mistakes', { threshold, n: mistakes.length })),
    mistakes.length === 0
      ? h('p', null, t('coach.noMistakes', { threshold }))
      : h(
          'ol',
          null,
          mistakes.map((d) => h('li', null, h('button', { type: 'button', class: 'link', onClick: () => props.setStep(d.step - 1) }, mistakeText(d)))),
        ),
  ]);
}

/** The Hint button and the hint given; `onHint` gets the suggested action (the page selects its things). */
export function HintButton(props: { token: string; snap: Snapshot; busy: boolean; onHint: (h: HintReply) => void }) {
  const [hint, setHint] = useState<HintReply | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setHint(null), [props.snap.seq]);
  const ask = () => {
    setAsking(true);
    setError(null);
    coachApi
      .hint(props.token)
      .then(
        (r) => {
          setHint(r);
          props.onHint(r);
        },
        (e) => setError(errorText(e)),
      )
      .finally(() => setAsking(false));
  };
  return h('div', { class: 'hint' }, [
    h(
      'button',
      { type: 'button', 'data-testid': 'hint-button', title: t('coach.hintTitle'), disabled: props.busy || asking, onClick: ask },
      asking ? '…' : t('coach.hint'),
    ),
    hint && h('p', { class: 'hint-text', 'data-testid': 'hint' }, [h('strong', null, t('coach.hintSays', { action: hint.text })), ' — ', hint.reason]),
    error && h('p', { class: 'error', role: 'alert' }, error),
  ]);
}
