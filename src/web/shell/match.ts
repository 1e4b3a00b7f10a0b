// The game page: the map is where one acts (issue 14). The game's presentation draws the board and
// marks its things; the shell binds the legal actions to them (choices.ts): a click selects and
// highlights what it can reach, a click that leaves one action plays it, a click that can do nothing
// says why. The prompt says what to do in the game's words (GameDefinition.prompt) and shows only
// the choices that are not on the map: buttons, a number field, or a menu for a long list. Beside:
// the game's aside (tracks, boxes), seats, undo, the whole log; a replay once the game is over.
import { h, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LegalItem, LogItem, ReplayFrame, Snapshot } from '../../protocol/types.ts';
import { ApiError, api, errorText, keepMatch, keptFor, subscribe } from '../api.ts';
import { LangSelect, role, roles, t } from '../i18n.ts';
import { presentationFor } from '../games/index.ts';
import { actionRefs, type Presentation, type RollVerb } from '../games/presentation.ts';
import { SeatNotices } from './account.ts';
import { MapView } from './mapview.ts';
import { ClockPanel, resultDetail } from './clock.ts';
import { ChatPanel, onSocketFrame, otherPeople, presenceText } from './chat.ts';
import type { Presence } from '../../protocol/chat.ts';
import { PlayerLink } from './ratings.ts';
import { RuleChip, RuleGame } from '../rule-chip.ts';
import { type Choice, changedRefs, classify, narrow, numberGroups, pick, reachable } from './choices.ts';
import { AnalysisPanel, HintButton, againstComputer, decisionAt, inLang } from './coach.ts';
import type { Analysis } from '../../protocol/coach.ts';

interface Problem {
  message: string;
  rule: string | null;
}

/** Lines a menu's open list shows at once. */
const MENU_ROWS = 8;
/** Off-map choices up to this many are buttons; more make a menu. */
const MAX_BUTTONS = 8;

export function MatchPage(props: { token: string; watching: boolean }) {
  const { token } = props;
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [ack, setAck] = useState<string | null>(null);
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
  const connectedRef = useRef(false);
  const boardBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let gone = false;
    const load = () =>
      api
        .snapshot(token)
        .then((s) => {
          if (gone) return;
          setFatal(null);
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
            onSocketFrame,
          );
        })
        .catch((e) => {
          setFatal(errorText(e));
          // The server or its database is away for a moment (503 unavailable, or no answer): the page
          // says it is reconnecting and tries again.
          if (!gone && e instanceof ApiError && (e.code === 'unavailable' || e.code === 'network')) retry = setTimeout(load, 2000);
        });
    load();
    return () => {
      gone = true;
      if (retry) clearTimeout(retry);
      stop?.();
    };
  }, [token]);

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

/** The choices that are not clicks on the map: buttons, number fields, a menu for long lists. */
type PreviewOf = (l: LegalItem) => { text: string; rule?: string }[] | undefined;

function Choices(props: {
  choices: Choice[];
  selected: string[];
  busy: boolean;
  perform: (l: LegalItem) => void;
  previewOf: PreviewOf;
  clear: () => void;
  label: (r: string) => string;
}) {
  const { choices, selected, busy, perform, previewOf } = props;
  const onMapChoices = choices.filter((c) => c.map.length > 0);
  // With a selection, the actions it completes on the map that still differ off it (which setup
  // group goes to the area clicked): a few buttons or a menu. The others wait for a further click.
  const complete = selected.length ? narrow(choices, selected).filter((c) => c.map.every((r) => selected.includes(r))) : [];
  const { groups, rest } = numberGroups(choices.filter((c) => c.map.length === 0));
  return h('div', { class: 'choices' }, [
    selected.length > 0 &&
      h('p', { class: 'selection' }, [
        t('match.selected'),
        selected.map((r) => h('strong', { class: 'ref' }, props.label(r))),
        ' ',
        h('button', { type: 'button', class: 'link', onClick: props.clear }, t('match.clear')),
      ]),
    complete.length > 0 &&
      complete.length <= MAX_BUTTONS &&
      h(
        'ul',
        { class: 'actions' },
        complete.map((c, i) => h('li', { key: `c${i}` }, h(ActionButton, { choice: c, busy, perform, previewOf }))),
      ),
    complete.length > MAX_BUTTONS && h(Menu, { choices: complete, busy, perform, previewOf, label: t('match.choose', { n: complete.length }) }),
    ...groups.map((g) => h(NumberField, { group: g, busy, perform })),
    rest.length > 0 &&
      rest.length <= MAX_BUTTONS &&
      h(
        'ul',
        { class: 'actions' },
        rest.map((c, i) => h('li', { key: i }, h(ActionButton, { choice: c, busy, perform, previewOf }))),
      ),
    rest.length > MAX_BUTTONS && h(Menu, { choices: rest, busy, perform, previewOf, label: t('match.choose', { n: rest.length }) }),
    // Every choice also in one list (keyboard users, small screens): a menu, closed by default.
    selected.length === 0 &&
      onMapChoices.length > 0 &&
      h('details', { class: 'all-choices' }, [
        h('summary', null, t('match.orList', { n: onMapChoices.length })),
        h(Menu, { choices: onMapChoices, busy, perform, previewOf, label: t('match.choose', { n: onMapChoices.length }) }),
      ]),
  ]);
}

function ActionButton(props: { choice: Choice; busy: boolean; perform: (l: LegalItem) => void; previewOf: PreviewOf }) {
  const { item } = props.choice;
  const preview = props.previewOf(item);
  return h('div', null, [
    h('button', { type: 'button', class: 'action', disabled: props.busy, onClick: () => props.perform(item) }, item.text),
    preview && h(PreviewLines, { lines: preview }),
  ]);
}

/**
 * An action that rolls dice, before the roll (issue 29: see before you commit): what it is, the values
 * the roll will use with their rules, and an explicit Attack or Fire button; Back returns to the
 * choices (Undo still takes back the choices that led here). Enter confirms, Escape goes back.
 */
function Confirm(props: {
  item: LegalItem;
  verb: RollVerb;
  lines: { text: string; rule?: string }[];
  busy: boolean;
  send: (l: LegalItem) => void;
  back: () => void;
}) {
  const { item, busy, send, back } = props;
  const roll = useRef<HTMLButtonElement>(null);
  // The keyboard goes to the Attack/Fire button (without scrolling the page): Enter confirms.
  useEffect(() => roll.current?.focus({ preventScroll: true }), [item]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const inField = e.target instanceof HTMLElement && e.target.closest('input, textarea, select, button, a');
      if (e.key === 'Escape') back();
      else if (e.key === 'Enter' && !inField && !busy) send(item);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [item, busy]);
  return h('div', { class: 'confirm-roll', role: 'group', 'aria-label': t('match.beforeRoll'), 'data-testid': 'confirm' }, [
    h('h3', null, t('match.beforeRoll')),
    h('p', { class: 'confirm-what' }, item.text),
    h(PreviewLines, { lines: props.lines }),
    h('div', { class: 'confirm-buttons' }, [
      h(
        'button',
        { type: 'button', class: 'primary', ref: roll, disabled: busy, 'data-testid': 'confirm-roll', onClick: () => send(item) },
        t(`match.confirm.${props.verb}`),
      ),
      h('button', { type: 'button', 'data-testid': 'confirm-back', onClick: back }, t('match.back')),
    ]),
    h('p', { class: 'hint' }, t('match.confirmKeys')),
  ]);
}

function PreviewLines(props: { lines: { text: string; rule?: string }[] }) {
  return h(
    'ul',
    { class: 'preview', 'data-testid': 'preview' },
    props.lines.map((l) => h('li', null, [l.text, l.rule ? h(RuleChip, { rule: l.rule }) : null])),
  );
}

function Menu(props: { choices: Choice[]; busy: boolean; perform: (l: LegalItem) => void; previewOf: PreviewOf; label: string }) {
  const [i, setI] = useState(0);
  const index = Math.min(i, props.choices.length - 1);
  const chosen = props.choices[index];
  return h('div', { class: 'menu' }, [
    // An open list (issue 29): up to MENU_ROWS lines shown, the rest by scrolling it.
    h(
      'select',
      {
        'aria-label': props.label,
        'data-testid': 'menu',
        size: Math.min(MENU_ROWS, Math.max(2, props.choices.length)),
        value: index,
        onChange: (e: Event) => setI(Number((e.target as HTMLSelectElement).value)),
      },
      props.choices.map((c, k) => h('option', { value: k, title: c.item.text }, c.item.text)),
    ),
    chosen && h('p', { class: 'menu-chosen', 'data-testid': 'menu-chosen' }, chosen.item.text),
    h('button', { type: 'button', class: 'primary', disabled: props.busy || !chosen, onClick: () => chosen && props.perform(chosen.item) }, t('match.play')),
    chosen && props.previewOf(chosen.item) && h(PreviewLines, { lines: props.previewOf(chosen.item)! }),
  ]);
}

function NumberField(props: { group: ReturnType<typeof numberGroups>['groups'][number]; busy: boolean; perform: (l: LegalItem) => void }) {
  const { group } = props;
  const [v, setV] = useState(group.min);
  const chosen = group.byValue.get(v);
  return h('div', { class: 'number-choice' }, [
    h('label', null, [
      `${t('match.number')} `,
      h('input', {
        type: 'number',
        min: group.min,
        max: group.max,
        step: 1,
        value: v,
        'data-testid': `number-${group.type}`,
        onInput: (e: Event) => setV(Number((e.target as HTMLInputElement).value)),
      }),
    ]),
    h(
      'button',
      { type: 'button', class: 'primary', disabled: props.busy || !chosen, onClick: () => chosen && props.perform(chosen.item) },
      chosen ? chosen.item.text : t('match.outOfRange', { min: group.min, max: group.max }),
    ),
  ]);
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

/**
 * The log's rule chips are one stop for Tab, not up to 300 before the map: in the focused log, the
 * arrow keys go from chip to chip (Enter opens one).
 */
function chipKeys(e: KeyboardEvent) {
  if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || (e.target as HTMLElement).closest('.rule-pop')) return;
  const chips = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('button.rule')];
  if (!chips.length) return;
  const at = chips.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? (e.key === 'ArrowDown' ? 0 : chips.length - 1) : Math.max(0, Math.min(chips.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)));
  e.preventDefault();
  chips[next].focus();
}

/** The log: every entry (the earlier ones on demand), rule numbers as chips, each side's events marked. */
function Log(props: { token?: string; entries: LogItem[]; total: number; me: string[]; roles: string[]; title?: string }) {
  const list = useRef<HTMLOListElement>(null);
  const [earlier, setEarlier] = useState<LogItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const missing = props.total - props.entries.length;
  // The whole log once fetched, then kept current with the snapshot's tail.
  const entries = earlier && missing > 0 ? [...earlier.slice(0, missing), ...props.entries] : props.entries;
  useEffect(() => {
    // Scroll the log's own box, never the page (on a phone the page must not jump after a move).
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.entries.length, props.total]);
  const side = (by?: string) => (by ? `side-${Math.max(0, props.roles.indexOf(by))}${props.me.includes(by) ? ' mine' : ''}` : 'neutral');
  return h('section', { class: 'log', 'aria-label': props.title ?? t('match.log') }, [
    h('h2', null, props.title ?? t('match.log')),
    missing > 0 &&
      !earlier &&
      props.token &&
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          disabled: loading,
          onClick: () => {
            setLoading(true);
            api
              .log(props.token!)
              .then((r) => setEarlier(r.log))
              .finally(() => setLoading(false));
          },
        },
        t('match.earlier', { n: missing }),
      ),
    h(
      'ol',
      { ref: list, 'data-testid': 'log', tabIndex: 0, 'aria-label': props.title ?? t('match.log'), onKeyDown: chipKeys },
      entries.map((e, i) =>
        h('li', { key: i, class: side(e.by), title: e.by ? role(e.by) : undefined }, [
          e.by && h('span', { class: 'sr-only' }, `${role(e.by)}: `),
          e.rule ? h(RuleChip, { rule: e.rule, tabIndex: -1 }) : null,
          e.text,
        ]),
      ),
    ),
  ]);
}

/**
 * Steps through the game: once it is over, from any side; during play (issue 29.6), from this link's
 * own side only (the server refuses the others), up to the step it is at.
 */
function Replay(props: { token: string; snap: Snapshot; presentation: Presentation; onView: (v: unknown) => void }) {
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
