// The game page: the map is where one acts (issue 14). The game's presentation draws the board and
// marks its things; the shell binds the legal actions to them (choices.ts): a click selects and
// highlights what it can reach, a click that leaves one action plays it, a click that can do nothing
// says why. The prompt says what to do in the game's words (GameDefinition.prompt) and shows only
// the choices that are not on the map: buttons, a number field, or a menu for a long list. Beside:
// the game's aside (tracks, boxes), seats, undo, the whole log; a replay once the game is over.
// Its parts: connection.ts (snapshot and WebSocket), prompt.ts (the off-map choices, the confirmation
// before a roll), log.ts (the log), replay.ts (the replay).
import { h, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LegalItem, Snapshot } from '../../protocol/types.ts';
import { api, errorText, keepMatch, keptFor } from '../api.ts';
import { LangSelect, role, roles, t } from '../i18n.ts';
import { presentationFor } from '../games/index.ts';
import { actionRefs } from '../games/presentation.ts';
import { SeatNotices } from './account.ts';
import { MapView } from './mapview.ts';
import { ClockPanel, resultDetail } from './clock.ts';
import { ChatPanel, otherPeople, presenceText } from './chat.ts';
import { useConnection } from './connection.ts';
import type { Presence } from '../../protocol/chat.ts';
import { PlayerLink } from './ratings.ts';
import { RuleChip, RuleGame } from '../rule-chip.ts';
import { changedRefs, classify, narrow, pick, reachable } from './choices.ts';
import { AnalysisPanel, HintButton, againstComputer } from './coach.ts';
import { Choices, Confirm, PreviewLines } from './prompt.ts';
import { Log } from './log.ts';
import { Replay } from './replay.ts';

interface Problem {
  message: string;
  rule: string | null;
}

export function MatchPage(props: { token: string; watching: boolean }) {
  const { token } = props;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [ack, setAck] = useState<string | null>(null);
  // The snapshot, kept current by the WebSocket (connection.ts); a new page acknowledges its perspective.
  const { snap, setSnap, fatal, connected, connectedRef } = useConnection(token, (s) => setAck(s.perspective));
  const [onMap, setOnMap] = useState<Set<string>>(new Set());
  const [replayView, setReplayView] = useState<unknown>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [presence, setPresence] = useState<Record<string, Presence>>({});
  // Stepping through the game so far during play, from this link's own side (issue 29.6).
  const [replaying, setReplaying] = useState(false);
  // An action that rolls dice, chosen but not sent: its preview waits for Attack/Fire or Back (issue 29).
  const [pending, setPending] = useState<LegalItem | null>(null);
  // The view right after this player's last action: what changed since is the opponent's doing.
  // State, not a ref: the snapshot of one's own action may come by the WebSocket before the answer
  // that sets it, and the marks are then recomputed against it (issue 29: one's own move was marked).
  const [baseline, setBaseline] = useState<unknown>(() => seenView(token));
  const boardBox = useRef<HTMLDivElement>(null);

  // A new step clears the selection and the roll waiting for confirmation (a message about the last
  // click stays until the next one).
  useEffect(() => {
    setSelected([]);
    setPending(null);
  }, [snap?.seq, snap?.perspective]);

  // The things drawn on the map: every element the board marked with data-ref.
  useLayoutEffect(() => {
    const box = boardBox.current;
    if (!box) return;
    const refs = new Set([...box.querySelectorAll('[data-ref]')].map((e) => e.getAttribute('data-ref')!));
    if (refs.size !== onMap.size || [...refs].some((r) => !onMap.has(r))) setOnMap(refs);
  });

  const myTurn = (snap?.legal.length ?? 0) > 0;
  // The tab's title says when it is this player's turn; a notification too when the tab is hidden.
  useEffect(() => {
    if (!snap) return;
    document.title = myTurn ? `▶ ${t('match.yourTurnTitle')} · ${snap.game.title}` : snap.game.title;
    if (myTurn && document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      try {
        new Notification(snap.game.title, { body: snap.prompt?.text ?? t('match.yourTurnTitle'), tag: snap.matchId });
      } catch {
        // some browsers allow notifications only from a service worker: the title says it anyway
      }
    }
  }, [myTurn, snap?.seq]);
  useEffect(() => () => void (document.title = t('home.title')), []);

  const presentation = presentationFor(snap?.game.id ?? '');
  const refsOf = presentation.refsOf ?? actionRefs;
  const choices = useMemo(() => classify(snap?.legal ?? [], refsOf, (r) => onMap.has(r)), [snap, onMap]);
  const previewOf = (l: LegalItem) => (l.preview === undefined ? undefined : snap?.previews?.[l.preview]);
  // A link opened for the first time in this browser starts from the first view it shows.
  useEffect(() => {
    if (snap && baseline === null) setBaseline(snap.view);
  }, [snap]);
  // Nothing is marked while this player's own action is on its way.
  const recent = useMemo(() => (baseline && snap && !busy ? changedRefs(baseline, snap.view) : new Set<string>()), [snap, baseline, busy]);

  if (fatal && !snap) return h('main', { class: 'match' }, [h('p', { class: 'error', role: 'alert' }, fatal), h('a', { href: '/' }, t('match.startPage'))]);
  if (!snap) return h('main', { class: 'match' }, h('p', null, t('common.loading')));

  const run = async (f: () => Promise<Snapshot | void>) => {
    setBusy(true);
    setProblem(null);
    try {
      const s = await f();
      if (s) {
        setBaseline(s.view);
        keepSeenView(token, s.view);
      }
      // With the WebSocket up, it delivers the new snapshot in order; otherwise take the answer.
      if (s && !connectedRef.current) setSnap(s);
    } catch (e) {
      setProblem({ message: errorText(e), rule: (e as { rule?: string | null }).rule ?? null });
    } finally {
      setBusy(false);
    }
  };
  const send = (l: LegalItem) => {
    setPending(null);
    return run(() => api.act(token, snap.seq, l.action, l.role));
  };
  // An action that rolls dice and has a preview waits for confirmation; any other is sent at once.
  const verbOf = (l: LegalItem) => (previewOf(l) === undefined ? null : (presentation.confirm?.(l.action, snap) ?? null));
  const rolls = (l: LegalItem) => verbOf(l) !== null;
  const perform = (l: LegalItem) => {
    if (!rolls(l)) return void send(l);
    setProblem(null);
    setPending(l);
  };
  const onPick = (ref: string, label?: string) => {
    if (!myTurn || busy) return;
    // A click on the map while a roll waits goes back from it and counts as a click.
    setPending(null);
    const out = pick(choices, selected, ref);
    if (out.kind === 'play') {
      // The selection stays while a roll waits for confirmation: Back returns to it.
      if (!rolls(out.choice.item)) setSelected([]);
      perform(out.choice.item);
    } else if (out.kind === 'select') {
      setProblem(null);
      setSelected(out.selected);
    } else {
      // Nothing to do with it: the game's reason when it has one (with its rule), else the prompt's.
      const p = snap.prompt;
      const what = t('match.nothingWith', { thing: label ?? ref });
      setProblem({ message: what + (p ? ` ${p.text}` : ''), rule: p?.rule ?? null });
      api.why(token, ref, mapFields(snap.legal, onMap)).then(
        (r) => r.why && setProblem({ message: `${what} ${r.why.message}.`.replace(/\.\.$/, '.'), rule: r.why.rule }),
        () => {},
      );
    }
  };

  // What choosing the thing under the pointer (or focus) would do, when the game foresees it (AV/DV...).
  const ahead = hover && !selected.includes(hover) ? narrow(choices, [...selected, hover]) : [];
  // Not while a roll waits for confirmation: the panel must not move under the pointer (focus leaving
  // the map on the way to its buttons would drop this preview and shift them).
  const hovered = !pending && ahead.length === 1 && previewOf(ahead[0].item) ? ahead[0] : null;

  const kept = keptFor(snap.matchId);
  const over = snap.status === 'over';
  const handOver = snap.access === 'seat' && snap.seats.length > 1 && !over && ack !== null && ack !== snap.perspective;
  const inReplay = over || replaying;
  const shownView = inReplay && replayView ? replayView : snap.view;
  const others = otherPeople(snap);
  // The invitation stays in view until the opponent has opened it (their presence says so).
  const unjoined = over ? [] : others.filter((o) => !presence[o]?.online && !presence[o]?.lastSeen);
  const invites = (kept?.links ?? []).filter((l) => !l.mine && unjoined.includes(l.seat));

  // The header says whose turn it is in words, and takes the turn colour on this link's turn (issue 29.6).
  const header = h('header', { class: `match-head${myTurn && !over ? ' my-turn' : ''}`, 'data-testid': 'match-head' }, [
    h('a', { href: '/', class: 'home-link', 'aria-label': t('match.startPage') }, '⌂'),
    h('h1', null, snap.game.title),
    h(
      'span',
      { class: 'seat' },
      snap.access === 'observer' ? t('match.observer') : t('match.you', { roles: (snap.myRoles.length ? snap.myRoles : snap.seats).map(role).join(' + ') }),
    ),
    h(
      'strong',
      { class: 'turn', 'data-testid': 'turn' },
      over ? t('match.gameOver') : myTurn ? `▶ ${t('match.turnHead', { roles: role(snap.perspective) })}` : t('match.waitingFor', { roles: roles(snap.toAct) }),
    ),
    inReplay
      ? h('span', { class: 'replay-mark', 'data-testid': 'replay-mark' }, t('match.replaying'))
      : h(
          'span',
          { class: connected ? 'live on' : 'live off', title: connected ? t('match.liveTitle') : t('match.reconnecting') },
          connected ? t('match.live') : t('match.offline'),
        ),
    ...others.map((o) =>
      h('span', { class: `presence${presence[o]?.online ? ' online' : ''}`, 'data-testid': `head-presence-${o}` }, [
        h('span', { class: 'dot', 'aria-hidden': 'true' }),
        presenceText(o, presence[o]),
      ]),
    ),
    presentation.status && h('span', { class: 'status', 'data-testid': 'status' }, presentation.status(shownView)),
    h('span', { class: 'head-lang' }, h(LangSelect, null)),
  ]);
  const inviteBar =
    invites.length > 0 &&
    h(
      'section',
      { class: 'invite-bar', 'data-testid': 'invite-bar' },
      invites.map((l) =>
        h('p', null, [t('match.inviteWaiting'), ' ', h('strong', null, role(l.seat)), ' ', h(CopyLink, { path: l.url, testid: `invite-${l.seat}` })]),
      ),
    );

  const resultLine =
    over && snap.result
      ? h('div', { class: 'result', role: 'status', 'data-testid': 'result' }, [
          h('strong', null, snap.result.winner ? t('result.wins', { winner: role(snap.result.winner) }) : t('result.draw')),
          ` · ${resultDetail(snap.result)}`,
        ])
      : null;

  const prompt = h('section', { class: 'prompt', 'aria-live': 'polite', 'data-testid': 'prompt', 'data-seq': snap.seq }, [
    h(
      'h2',
      null,
      over ? t('match.gameOver') : myTurn ? t('match.yourMove', { role: role(snap.perspective) }) : t('match.waitingFor', { roles: roles(snap.toAct) }),
    ),
    myTurn &&
      h(
        'p',
        { class: 'say', 'data-testid': 'say' },
        snap.prompt ? [snap.prompt.text, snap.prompt.rule ? h(RuleChip, { rule: snap.prompt.rule }) : null] : t('match.chooseBelow'),
      ),
    myTurn &&
      hovered &&
      h('div', { class: 'hover-preview', 'data-testid': 'hover-preview' }, [
        h('p', null, hovered.item.text),
        h(PreviewLines, { lines: previewOf(hovered.item)! }),
      ]),
    problem && h('p', { class: 'error', role: 'alert', 'data-testid': 'why' }, [problem.message, problem.rule ? h(RuleChip, { rule: problem.rule }) : null]),
    myTurn && pending && h(Confirm, { item: pending, verb: verbOf(pending)!, lines: previewOf(pending)!, busy, send, back: () => setPending(null) }),
    // Issue 32.3: a hint against the computer; its things are selected on the map (one click plays it).
    myTurn &&
      !pending &&
      snap.access === 'seat' &&
      againstComputer(snap) &&
      h(HintButton, { token, snap, busy, onHint: (hint) => setSelected(refsOf(hint.action).filter((r) => onMap.has(r))) }),
    myTurn &&
      !pending &&
      h(Choices, { choices, selected, busy, perform, previewOf, clear: () => setSelected([]), label: (r: string) => labelOf(boardBox.current, r) }),
  ]);

  const controls = h('section', { class: 'controls' }, [
    snap.access === 'seat' &&
      !over &&
      h('button', { type: 'button', disabled: !snap.canUndo || busy, onClick: () => run(() => api.undo(token, snap.seq)) }, t('match.undo')),
    snap.access === 'seat' &&
      !over &&
      h(
        'button',
        { type: 'button', class: 'danger', disabled: busy, onClick: () => confirm(t('match.resignConfirm')) && run(() => api.resign(token)) },
        t('match.resign'),
      ),
    snap.access === 'seat' &&
      over &&
      !snap.rematchLink &&
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          disabled: busy,
          onClick: () =>
            run(async () => {
              const m = await api.rematch(token);
              if (kept) keepMatch({ ...kept, matchId: m.matchId, created: Date.now(), links: m.links, observer: m.observer });
              location.assign(m.links[0].url);
            }),
        },
        t('match.rematch'),
      ),
    snap.rematchLink && h('a', { class: 'button primary', href: snap.rematchLink }, t('match.goRematch')),
    !over &&
      h(
        'button',
        { type: 'button', 'aria-pressed': replaying, 'data-testid': 'replay-toggle', onClick: () => setReplaying(!replaying) },
        replaying ? t('match.replayClose') : t('match.replayOpen'),
      ),
  ]);

  const links =
    snap.access === 'seat'
      ? h('details', { class: 'links' }, [
          h('summary', null, t('match.links')),
          h('ul', null, [
            ...(kept?.links ?? [])
              .filter((l) => !l.mine)
              .map((l) => h('li', null, [t('match.inviteFor', { seat: role(l.seat) }), h(CopyLink, { path: l.url })])),
            ...(kept?.listed ?? []).map((seat) => h('li', null, t('match.listedFor', { seat: role(seat) }))),
            kept?.observer.url && h('li', null, [t('match.observers'), h(CopyLink, { path: kept.observer.url, testid: 'observer-link' })]),
            h('li', null, [t('match.thisPage'), h(CopyLink, { path: location.pathname })]),
            h(NotifyToggle, null),
            h(SeatNotices, { token: props.token }),
            h(PlayerLink, { snap }),
            // Verifiable dice (issue 33): the commitment from the start, the seed once the game is over.
            snap.diceCommitment &&
              h('li', { class: 'dice-proof' }, [t('match.diceCommitment'), h('code', { 'data-testid': 'dice-commitment' }, snap.diceCommitment)]),
            snap.diceSeed && h('li', { class: 'dice-proof' }, [t('match.diceSeed'), h('code', { 'data-testid': 'dice-seed' }, snap.diceSeed)]),
          ]),
        ])
      : null;

  const players = h(
    'p',
    { class: 'players' },
    snap.game.roles.map((r) => {
      const p = snap.players[r];
      return h(
        'span',
        { class: snap.toAct.includes(r) ? 'player acting' : 'player' },
        `${role(r)}: ${p?.kind === 'computer' ? t('match.computer', { level: t(`home.level.${p.level}`) }) : t('match.person')}`,
      );
    }),
  );

  const Board = presentation.Board;
  const clickable = myTurn ? reachable(choices, selected) : new Set<string>();
  const boardProps = {
    view: snap.view,
    snapshot: snap,
    legal: selected.length ? narrow(choices, selected).map((c) => c.item) : snap.legal,
    clickable,
    selected,
    onPick,
    recent,
    onHover: setHover,
  };
  const live: VNode<any> = h(Board, boardProps);
  const Aside = presentation.Aside;

  return h(
    RuleGame.Provider,
    { value: snap.game.id },
    h('main', { class: 'match' }, [
      header,
      inviteBar,
      resultLine,
      h('div', { class: 'match-body' }, [
        // The prompt comes first for the keyboard and screen readers; CSS shows the map first.
        h('aside', { class: 'side-col', 'aria-label': t('match.panel') }, [
          prompt,
          Aside && h('section', { class: 'game-aside', 'data-testid': 'aside' }, h(Aside, { ...boardProps, view: shownView })),
          players,
          h(ClockPanel, { snap, token, run, busy }),
          controls,
          h(ChatPanel, { snap, token, onPresence: setPresence }),
          links,
          // Issue 32.2: against the computer, the player may have its own moves analysed before the end.
          !over &&
            snap.access === 'seat' &&
            againstComputer(snap) &&
            h(AnalysisPanel, { token, snap, step: snap.seq, setStep: () => {}, onAnalysis: () => {} }),
          !over && h(Log, { token, entries: snap.log, total: snap.logTotal, me: snap.myRoles, roles: snap.game.roles }),
        ]),
        h('div', { class: 'board-col', ref: boardBox }, [inReplay ? h(Replay, { token, snap, presentation, onView: setReplayView }) : h(MapView, null, live)]),
      ]),
      handOver &&
        h(
          'div',
          { class: 'curtain', role: 'dialog', 'aria-modal': 'true', 'aria-label': t('match.handOver', { role: role(snap.perspective) }) },
          h('div', null, [
            h('p', null, t('match.handOver', { role: role(snap.perspective) })),
            h(
              'button',
              { type: 'button', class: 'primary', autoFocus: true, onClick: () => setAck(snap.perspective) },
              t('match.iAm', { role: role(snap.perspective) }),
            ),
          ]),
        ),
    ]),
  );
}

/** The name the board gave a thing (its aria/data label), for the selection line. */
function labelOf(box: HTMLElement | null, ref: string): string {
  const el = box?.querySelector(`[data-ref="${CSS.escape(ref)}"]`);
  return el?.getAttribute('data-name') ?? ref;
}

function NotifyToggle() {
  const [perm, setPerm] = useState(typeof Notification === 'undefined' ? 'denied' : Notification.permission);
  if (perm !== 'default') return null;
  return h('li', null, h('button', { type: 'button', class: 'link', onClick: () => Notification.requestPermission().then(setPerm) }, t('match.notify')));
}

function CopyLink(props: { path: string; testid?: string }) {
  const url = location.origin + props.path;
  const [done, setDone] = useState(false);
  return h('span', { class: 'copylink' }, [
    h('a', { href: props.path, 'data-testid': props.testid }, url),
    ' ',
    h(
      'button',
      { type: 'button', class: 'link', onClick: () => navigator.clipboard?.writeText(url).then(() => setDone(true)) },
      done ? t('match.copied') : t('match.copy'),
    ),
  ]);
}

/** The view this link saw right after its last action, kept in the browser for games played over days. */
const SEEN = 'arras.seen.';
function seenView(token: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(SEEN + token) ?? 'null');
  } catch {
    return null;
  }
}
function keepSeenView(token: string, view: unknown): void {
  try {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(SEEN) && k !== SEEN + token);
    for (const k of keys.slice(0, Math.max(0, keys.length - 9))) localStorage.removeItem(k);
    localStorage.setItem(SEEN + token, JSON.stringify(view));
  } catch {
    // storage full or unavailable: the marks last as long as the page
  }
}

/** The fields of the legal actions that name things drawn on the map ("move.to", "place.area"). */
function mapFields(legal: LegalItem[], onMap: Set<string>): string[] {
  const out = new Set<string>();
  for (const l of legal)
    for (const [k, v] of Object.entries(l.action))
      if (k !== 'type' && (typeof v === 'string' || typeof v === 'number') && onMap.has(String(v))) out.add(`${l.action.type}.${k}`);
  return [...out].slice(0, 40);
}
