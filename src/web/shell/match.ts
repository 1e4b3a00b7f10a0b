// The game page: board (the game's presentation, with zoom and pan), prompt with the legal actions,
// log with rule numbers, seats and links, undo, resign, rematch, and a replay slider once over.
import { h, type VNode } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LegalItem, ReplayFrame, Snapshot } from '../../server/types.ts';
import { api, errorText, keepMatch, keptFor, subscribe } from '../api.ts';
import { role, roles, t } from '../i18n.ts';
import { presentationFor } from '../games/index.ts';
import { actionRefs } from '../games/presentation.ts';
import { MapView } from './mapview.ts';

interface Problem {
  message: string;
  rule: string | null;
}

export function MatchPage(props: { token: string; watching: boolean }) {
  const { token } = props;
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [ack, setAck] = useState<string | null>(null);
  const connectedRef = useRef(false);

  useEffect(() => {
    let stop: (() => void) | null = null;
    api
      .snapshot(token)
      .then((s) => {
        setSnap(s);
        setAck(s.perspective);
        stop = subscribe(
          token,
          (x) => setSnap(x),
          (ok, err) => {
            connectedRef.current = ok;
            setConnected(ok);
            if (err) setFatal(err);
          },
        );
      })
      .catch((e) => setFatal(errorText(e)));
    return () => stop?.();
  }, [token]);

  // A new step clears the selection.
  useEffect(() => setSelected([]), [snap?.seq, snap?.perspective]);

  const presentation = presentationFor(snap?.game.id ?? '');
  const refsOf = presentation.refsOf ?? actionRefs;
  const refs = useMemo(() => new Map((snap?.legal ?? []).map((l) => [l, refsOf(l.action)])), [snap]);
  const offered = useMemo(() => (snap?.legal ?? []).filter((l) => selected.every((r) => refs.get(l)!.includes(r))), [snap, selected, refs]);
  const clickable = useMemo(() => {
    const c = new Set<string>(selected);
    for (const l of offered) for (const r of refs.get(l)!) c.add(r);
    return c;
  }, [offered, selected, refs]);

  if (fatal && !snap) return h('main', { class: 'match' }, [h('p', { class: 'error', role: 'alert' }, fatal), h('a', { href: '/' }, t('match.startPage'))]);
  if (!snap) return h('main', { class: 'match' }, h('p', null, t('common.loading')));

  const run = async (f: () => Promise<Snapshot | void>) => {
    setBusy(true);
    setProblem(null);
    try {
      const s = await f();
      // With the WebSocket up, it delivers the new snapshot in order; otherwise take the answer.
      if (s && !connectedRef.current) setSnap(s);
    } catch (e) {
      setProblem({ message: errorText(e), rule: (e as { rule?: string | null }).rule ?? null });
    } finally {
      setBusy(false);
    }
  };
  const perform = (l: LegalItem) => run(() => api.act(token, snap.seq, l.action, l.role));
  const pick = (ref: string) => setSelected((cur) => (cur.includes(ref) ? cur.filter((r) => r !== ref) : [...cur, ref]));

  const kept = keptFor(snap.matchId);
  const over = snap.status === 'over';
  const handOver = snap.access === 'seat' && snap.seats.length > 1 && !over && ack !== null && ack !== snap.perspective;
  const myTurn = snap.legal.length > 0;

  const header = h('header', { class: 'match-head' }, [
    h('a', { href: '/', class: 'home-link', 'aria-label': t('match.startPage') }, '⌂'),
    h('h1', null, snap.game.title),
    h('span', { class: 'seat' }, snap.access === 'observer' ? t('match.observer') : t('match.you', { roles: (snap.myRoles.length ? snap.myRoles : snap.seats).map(role).join(' + ') })),
    h('span', { class: connected ? 'live on' : 'live off', title: connected ? t('match.liveTitle') : t('match.reconnecting') }, connected ? t('match.live') : t('match.offline')),
    presentation.status && h('span', { class: 'status' }, presentation.status(snap.view)),
  ]);

  const resultLine = over && snap.result
    ? h('div', { class: 'result', role: 'status', 'data-testid': 'result' }, [
        h('strong', null, snap.result.winner ? t('result.wins', { winner: role(snap.result.winner) }) : t('result.draw')),
        ` · ${snap.result.kind}: ${snap.result.detail}`,
      ])
    : null;

  const prompt = h('section', { class: 'prompt', 'aria-live': 'polite', 'data-testid': 'prompt', 'data-seq': snap.seq }, [
    h('h2', null, over ? t('match.gameOver') : myTurn ? t('match.yourMove', { role: role(snap.perspective) }) : t('match.waitingFor', { roles: roles(snap.toAct) })),
    problem && h('p', { class: 'error', role: 'alert' }, [problem.message, problem.rule ? h('span', { class: 'rule' }, problem.rule) : null]),
    selected.length > 0 &&
      h('p', { class: 'selection' }, [
        t('match.selected'),
        selected.map((r) => h('button', { type: 'button', class: 'ref selected', onClick: () => pick(r) }, r)),
        h('button', { type: 'button', class: 'link', onClick: () => setSelected([]) }, t('match.clear')),
      ]),
    myTurn &&
      h(
        'ol',
        { class: 'actions' },
        offered.map((l, i) =>
          h('li', { key: i }, h('button', { type: 'button', class: 'action', disabled: busy, 'data-action': JSON.stringify(l.action), onClick: () => perform(l) }, l.text)),
        ),
      ),
    myTurn && offered.length === 0 && h('p', { class: 'muted' }, t('match.noActionForSelection')),
  ]);

  const controls = h('section', { class: 'controls' }, [
    snap.access === 'seat' && !over && h('button', { type: 'button', disabled: !snap.canUndo || busy, onClick: () => run(() => api.undo(token, snap.seq)) }, t('match.undo')),
    snap.access === 'seat' && !over &&
      h('button', { type: 'button', class: 'danger', disabled: busy, onClick: () => confirm(t('match.resignConfirm')) && run(() => api.resign(token)) }, t('match.resign')),
    snap.access === 'seat' && over && !snap.rematchLink &&
      h('button', {
        type: 'button',
        class: 'primary',
        disabled: busy,
        onClick: () =>
          run(async () => {
            const m = await api.rematch(token);
            if (kept) keepMatch({ ...kept, matchId: m.matchId, created: Date.now(), links: m.links, observer: m.observer });
            location.assign(m.links[0].url);
          }),
      }, t('match.rematch')),
    snap.rematchLink && h('a', { class: 'button primary', href: snap.rematchLink }, t('match.goRematch')),
  ]);

  const links = kept && snap.access === 'seat'
    ? h('details', { class: 'links' }, [
        h('summary', null, t('match.links')),
        h('ul', null, [
          ...kept.links.filter((l) => !l.mine).map((l) => h('li', null, [t('match.inviteFor', { seat: role(l.seat) }), h(CopyLink, { path: l.url })])),
          kept.observer.url && h('li', null, [t('match.observers'), h(CopyLink, { path: kept.observer.url, testid: 'observer-link' })]),
          h('li', null, [t('match.thisPage'), h(CopyLink, { path: location.pathname })]),
        ]),
      ])
    : null;

  const players = h('p', { class: 'players' }, snap.game.roles.map((r) => {
    const p = snap.players[r];
    return h('span', { class: snap.toAct.includes(r) ? 'player acting' : 'player' }, `${role(r)}: ${p?.kind === 'computer' ? t('match.computer', { level: t(`home.level.${p.level}`) }) : t('match.person')}`);
  }));

  const Board = presentation.Board;
  const live: VNode<any> = h(Board, { view: snap.view, snapshot: snap, legal: offered, clickable: myTurn ? clickable : new Set<string>(), selected, onPick: pick });

  return h('main', { class: 'match' }, [
    header,
    resultLine,
    h('div', { class: 'match-body' }, [
      h('div', { class: 'board-col' }, [
        over ? h(Replay, { token, snap, presentation }) : h(MapView, null, live),
      ]),
      h('aside', { class: 'side-col' }, [players, prompt, controls, links, h(Log, { entries: snap.log, total: snap.logTotal })]),
    ]),
    handOver &&
      h('div', { class: 'curtain', role: 'dialog', 'aria-modal': 'true' }, h('div', null, [
        h('p', null, t('match.handOver', { role: role(snap.perspective) })),
        h('button', { type: 'button', class: 'primary', autoFocus: true, onClick: () => setAck(snap.perspective) }, t('match.iAm', { role: role(snap.perspective) })),
      ])),
  ]);
}

function CopyLink(props: { path: string; testid?: string }) {
  const url = location.origin + props.path;
  const [done, setDone] = useState(false);
  return h('span', { class: 'copylink' }, [
    h('a', { href: props.path, 'data-testid': props.testid }, url),
    ' ',
    h('button', { type: 'button', class: 'link', onClick: () => navigator.clipboard?.writeText(url).then(() => setDone(true)) }, done ? t('match.copied') : t('match.copy')),
  ]);
}

function Log(props: { entries: { rule?: string; text: string }[]; total: number }) {
  const end = useRef<HTMLOListElement>(null);
  useEffect(() => {
    end.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [props.entries.length, props.total]);
  return h('section', { class: 'log' }, [
    h('h2', null, t('match.log')),
    props.total > props.entries.length && h('p', { class: 'muted' }, t('match.earlier', { n: props.total - props.entries.length })),
    h('ol', { ref: end, 'data-testid': 'log' }, props.entries.map((e, i) => h('li', { key: i }, [e.rule ? h('span', { class: 'rule' }, e.rule) : null, e.text]))),
  ]);
}

function Replay(props: { token: string; snap: Snapshot; presentation: ReturnType<typeof presentationFor> }) {
  const { token, snap, presentation } = props;
  const [step, setStep] = useState(snap.seq);
  const [side, setSide] = useState(snap.perspective);
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => {
      api.replay(token, step, side).then(setFrame, (e) => setError(errorText(e)));
    }, 80);
    return () => clearTimeout(t);
  }, [step, side, token]);
  const view = frame?.view ?? snap.view;
  const Board = presentation.Board;
  return h('div', { class: 'replay' }, [
    h(MapView, null, h(Board, { view, snapshot: snap, legal: [], clickable: new Set<string>(), selected: [], onPick: () => {} })),
    h('div', { class: 'replay-bar' }, [
      h('label', null, [
        t('match.replay'),
        h('input', { type: 'range', min: 0, max: snap.seq, value: step, 'aria-label': t('match.replayLabel'), 'data-testid': 'replay', onInput: (e: Event) => setStep(Number((e.target as HTMLInputElement).value)) }),
        t('match.replayStep', { step, total: snap.seq }),
      ]),
      h('label', null, [
        t('match.replayAs'),
        h('select', { value: side, onChange: (e: Event) => setSide((e.target as HTMLSelectElement).value) }, [...snap.game.roles, 'observer'].map((r) => h('option', { value: r }, role(r)))),
      ]),
      h('button', { type: 'button', onClick: () => setStep(Math.max(0, step - 1)), 'aria-label': t('match.stepBack') }, '◀'),
      h('button', { type: 'button', onClick: () => setStep(Math.min(snap.seq, step + 1)), 'aria-label': t('match.stepForward') }, '▶'),
    ]),
    error && h('p', { class: 'error' }, error),
    frame && h('details', { class: 'replay-log' }, [h('summary', null, t('match.logAt', { step: frame.step })), h(Log, { entries: frame.log, total: frame.log.length })]),
  ]);
}
