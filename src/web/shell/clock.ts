// Clocks on the page (issue 30.3): each timed seat's time, counting down for the seat to act from the
// server's figure (time is the server's; the page only counts down between its updates), the pause
// by agreement, the pace chooser of the new-game form and the clock of the your-games list.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type ClockView, PACES, PACE_NAMES, clockLeft, formatClock } from '../../protocol/clock.ts';
import type { GameResult, Snapshot } from '../../protocol/types.ts';
import { call } from '../api.ts';
import { lang, role, t } from '../i18n.ts';

export type ClockRequest = 'pause' | 'accept' | 'decline' | 'resume';
export const clockRequest = (token: string, request: ClockRequest) => call<Snapshot>('POST', `/api/play/${token}/clock?lang=${lang()}`, { request });

/** Re-render every second while a clock runs; the time the clock view arrived. */
function useTicking(clock: ClockView | null | undefined): number {
  const [, setTick] = useState(0);
  const [receivedAt, setReceivedAt] = useState(Date.now());
  useEffect(() => setReceivedAt(Date.now()), [clock]);
  useEffect(() => {
    if (!clock || clock.paused || clock.flagged || clock.running.length === 0) return;
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [clock]);
  return receivedAt;
}

/** The pace in words: "Live: 20:00, +00:30 a move, at most 30:00" (from the clock's own figures when given). */
export function paceText(pace: string, figures: { totalMs: number; incMs: number; capMs: number } | undefined = PACES[pace]): string {
  if (!figures) return t('clock.untimed');
  const key = `clock.pace.${pace}`;
  const name = pace in PACES ? t(key as 'clock.pace.live') : pace;
  return t('clock.paceLine', { pace: name, total: formatClock(figures.totalMs), inc: formatClock(figures.incMs), cap: formatClock(figures.capMs) });
}

/** The match page's clocks, and the pause controls for a seat. */
export function ClockPanel(props: { snap: Snapshot; token: string; run: (f: () => Promise<Snapshot | void>) => void; busy: boolean }) {
  const { snap, token, run, busy } = props;
  const clock = snap.clock;
  const receivedAt = useTicking(clock);
  if (!clock) return null;
  const seat = snap.access === 'seat';
  const mine = snap.seats;
  const active = snap.status === 'active' && !clock.flagged;
  const askedByOther = clock.pauseAsk !== null && !mine.includes(clock.pauseAsk);
  const button = (request: ClockRequest, label: string) =>
    h('button', { type: 'button', disabled: busy, 'data-testid': `clock-${request}`, onClick: () => run(() => clockRequest(token, request)) }, label);
  return h('section', { class: 'clocks', 'aria-label': t('clock.title'), 'data-testid': 'clocks' }, [
    h('h2', null, [t('clock.title'), ' ', h('span', { class: 'muted' }, paceText(clock.pace, clock))]),
    h(
      'ul',
      null,
      Object.keys(clock.remaining).map((s) => {
        const left = clockLeft(clock, s, Date.now(), receivedAt);
        const running = active && !clock.paused && clock.running.includes(s);
        return h('li', { class: `clock${running ? ' running' : ''}${left < 60_000 ? ' low' : ''}`, 'data-testid': `clock-${s}` }, [
          h('span', null, role(s)),
          h('strong', { class: 'time' }, formatClock(left)),
          running && h('span', { class: 'sr-only' }, t('clock.running')),
        ]);
      }),
    ),
    clock.paused && h('p', { class: 'muted', 'data-testid': 'clock-paused' }, t('clock.paused')),
    clock.pauseAsk && !clock.paused && h('p', { class: 'muted' }, t('clock.asked', { seat: role(clock.pauseAsk) })),
    seat &&
      active &&
      h('p', { class: 'clock-buttons' }, [
        !clock.paused && !clock.pauseAsk && button('pause', t('clock.askPause')),
        !clock.paused && askedByOther && button('accept', t('clock.accept')),
        !clock.paused && askedByOther && button('decline', t('clock.decline')),
        clock.paused && button('resume', t('clock.resume')),
      ]),
  ]);
}

/** A short clock for the your-games list: the seat to act and its time. */
export function ClockBadge(props: { clock: ClockView | null | undefined }) {
  const { clock } = props;
  const receivedAt = useTicking(clock);
  if (!clock || clock.flagged) return null;
  const text = clock.paused
    ? t('clock.paused')
    : clock.running.map((s) => `${role(s)} ${formatClock(clockLeft(clock, s, Date.now(), receivedAt))}`).join(' · ');
  return text ? h('span', { class: 'clock-badge', 'data-testid': 'clock-badge' }, ` ⏱ ${text} `) : null;
}

/** The pace chooser of the new-game form. */
export function PaceSelect(props: { value: string; onChange: (pace: string) => void }) {
  return h('label', null, [
    `${t('clock.pace')} `,
    h(
      'select',
      { name: 'pace', value: props.value, 'data-testid': 'pace', onChange: (e: Event) => props.onChange((e.target as HTMLSelectElement).value) },
      PACE_NAMES.map((p) => h('option', { value: p }, p === 'untimed' ? t('clock.untimed') : paceText(p))),
    ),
  ]);
}

/** The result's detail in the reader's language when the server ended the game (time); else the game's own text. */
export function resultDetail(result: GameResult): string {
  const loser = Object.entries(result.scores).find(([, v]) => v === 0)?.[0];
  if (result.kind === 'time') return t('clock.forfeit', { seat: loser ? role(loser) : '?' });
  // The server's detail names the seat by its id ("allied resigned at step 12"): the side's name instead.
  if (result.kind === 'resignation') return t('match.resigned', { seat: loser ? role(loser) : '?' });
  return result.texts?.[lang()] ?? result.detail;
}
