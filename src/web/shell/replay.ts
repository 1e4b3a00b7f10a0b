// The replay on the game page (match.ts): a slider through the game's steps, the side it is seen from,
// the board and log of the step shown, and the coach's analysis beside it (issue 32.2).
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ReplayFrame, Snapshot } from '../../protocol/types.ts';
import { api, errorText } from '../api.ts';
import { role, t } from '../i18n.ts';
import { actionRefs, type Presentation } from '../games/presentation.ts';
import type { Analysis } from '../../protocol/coach.ts';
import { MapView } from './mapview.ts';
import { AnalysisPanel, againstComputer, decisionAt, inLang } from './coach.ts';
import { Log } from './log.ts';

/**
 * Steps through the game: once it is over, from any side; during play (issue 29.6), from this link's
 * own side only (the server refuses the others), up to the step it is at.
 */
export function Replay(props: { token: string; snap: Snapshot; presentation: Presentation; onView: (v: unknown) => void }) {
  const { token, snap, presentation } = props;
  const over = snap.status === 'over';
  const sides = over ? [...snap.game.roles, 'observer'] : snap.access === 'observer' ? ['observer'] : snap.myRoles.length ? snap.myRoles : snap.seats;
  const [step, setStep] = useState(snap.seq);
  const [side, setSide] = useState(sides.includes(snap.perspective) ? snap.perspective : sides[0]);
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  useEffect(() => {
    const t = setTimeout(() => {
      api.replay(token, step, side).then(
        (f) => {
          setFrame(f);
          setError(null);
          props.onView(f.view);
        },
        (e) => setError(errorText(e)),
      );
    }, 80);
    return () => clearTimeout(t);
  }, [step, side, token]);
  const view = frame?.view ?? snap.view;
  const Board = presentation.Board;
  // Issue 32.2: what the computer would have played from the position shown, drawn as the board draws a chosen action.
  const here = decisionAt(analysis, step);
  const best = here && here.loss > 0 ? here : null;
  const bestRefs = best ? (presentation.refsOf ?? actionRefs)(best.best) : [];
  const legal = best ? [{ role: best.role, action: best.best, text: inLang(best.bestText) }] : [];
  return h('div', { class: 'replay', 'data-testid': 'replay-panel' }, [
    h(MapView, null, h(Board, { view, snapshot: snap, legal, clickable: new Set(bestRefs), selected: bestRefs, onPick: () => {} })),
    h('div', { class: 'replay-bar' }, [
      h('label', null, [
        t('match.replay'),
        h('input', {
          type: 'range',
          min: 0,
          max: snap.seq,
          value: step,
          'aria-label': t('match.replayLabel'),
          'data-testid': 'replay',
          onInput: (e: Event) => setStep(Number((e.target as HTMLInputElement).value)),
        }),
        t('match.replayStep', { step, total: snap.seq }),
      ]),
      h('label', null, [
        t('match.replayAs'),
        h(
          'select',
          { value: side, 'data-testid': 'replay-side', onChange: (e: Event) => setSide((e.target as HTMLSelectElement).value) },
          sides.map((r) => h('option', { value: r }, role(r))),
        ),
      ]),
      h('button', { type: 'button', onClick: () => setStep(Math.max(0, step - 1)), 'aria-label': t('match.stepBack') }, '◀'),
      h('button', { type: 'button', onClick: () => setStep(Math.min(snap.seq, step + 1)), 'aria-label': t('match.stepForward') }, '▶'),
    ]),
    error && h('p', { class: 'error' }, error),
    // Between people the analysis opens only after the end (issue 32): no panel in a replay during play.
    (over || againstComputer(snap)) && h(AnalysisPanel, { token, snap, step, setStep, onAnalysis: setAnalysis }),
    frame && h(Log, { entries: frame.log, total: frame.log.length, me: snap.myRoles, roles: snap.game.roles, title: t('match.logAt', { step: frame.step }) }),
  ]);
}
