// The start page: choose a game, scenario, options, side and opponent; the games this browser started.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type GameInfo, type Level, LEVELS, type LobbyEntry, type MatchSummary } from '../../protocol/types.ts';
import { levelLabel, levelMeasure } from './level-ladder.ts';
import { type KeptMatch, api, errorText, keepMatch, keptMatches } from '../api.ts';
import { lang, role, t } from '../i18n.ts';
import { AccountPanel, claimIfSignedIn, openNoticedMatch } from './account.ts';
import { ClockBadge, PaceSelect, paceText } from './clock.ts';
import { LobbyFilters, type LobbyFilter, lobbyQuery } from './lobby-filters.ts';
import { RuleChip } from '../rule-chip.ts';
import { TourneyPanel } from './tourney.ts';

type Opponent = 'computer' | 'hotseat' | 'invite';

export function Home() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [levels, setLevels] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [gameId, setGameId] = useState('');
  const [scenario, setScenario] = useState('');
  const [options, setOptions] = useState<Record<string, boolean | number>>({});
  const [seat, setSeat] = useState('');
  const [opponent, setOpponent] = useState<Opponent>('computer');
  const [level, setLevel] = useState('easy');
  const [busy, setBusy] = useState(false);
  const [lobby, setLobby] = useState(false);
  const [pace, setPace] = useState('untimed');
  const [rated, setRated] = useState(false);

  const choose = (g: GameInfo | undefined) => {
    if (!g) return;
    setGameId(g.id);
    setScenario(g.scenarios[0]?.id ?? '');
    setSeat(g.roles[0]);
    setOptions(Object.fromEntries(g.options.map((o) => [o.id, o.default])));
  };
  // The address in a turn notice (/?match=<id>) opens that match.
  useEffect(() => void openNoticedMatch(), []);
  useEffect(() => {
    api
      .games()
      .then((r) => {
        setGames(r.games);
        setLevels(r.levels);
        const wanted = new URLSearchParams(location.search).get('game');
        choose(r.games.find((g) => g.id === wanted) ?? r.games[0]);
      })
      .catch((e) => setError(errorText(e)));
  }, []);

  const game = games?.find((g) => g.id === gameId);
  /** The chosen level's measure, written under the chooser (empty: not measured in this game). */
  const measure = game && opponent === 'computer' ? levelMeasure(game.id, level as Level) : '';
  const submit = async (ev: Event) => {
    ev.preventDefault();
    if (!game) return;
    setBusy(true);
    setError(null);
    try {
      const m = await api.create({
        game: game.id,
        scenario,
        options,
        seat,
        opponent,
        ...(opponent === 'computer' ? { level } : {}),
        ...(opponent === 'invite' && lobby ? { lobby: true } : {}),
        ...(pace !== 'untimed' ? { pace } : {}),
        ...(opponent === 'invite' && rated ? { rated: true } : {}),
      });
      keepMatch({ matchId: m.matchId, game: game.id, title: game.title, created: Date.now(), links: m.links, observer: m.observer, listed: m.listed });
      await claimIfSignedIn(m.links.find((l) => l.mine)!.token);
      location.assign(m.links.find((l) => l.mine)!.url);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  const kept = keptMatches();
  return h('main', { class: 'home' }, [
    h('h1', null, t('home.title')),
    h('p', { class: 'lead' }, t('home.lead')),
    error && h('p', { class: 'error', role: 'alert' }, error),
    !games && !error && h('p', null, t('common.loading')),
    games && games.length === 0 && h('p', null, t('home.noGames')),
    game &&
      h('form', { class: 'new-game', onSubmit: submit, 'aria-label': t('home.newGame') }, [
        h('h2', null, t('home.newGame')),
        h('label', null, [
          `${t('home.game')} `,
          h(
            'select',
            { name: 'game', value: gameId, onChange: (e: Event) => choose(games!.find((g) => g.id === (e.target as HTMLSelectElement).value)) },
            games!.map((g) => h('option', { value: g.id }, g.title)),
          ),
        ]),
        game.scenarios.length > 1 &&
          h('label', null, [
            `${t('home.scenario')} `,
            h(
              'select',
              { name: 'scenario', value: scenario, onChange: (e: Event) => setScenario((e.target as HTMLSelectElement).value) },
              game.scenarios.map((s) => h('option', { value: s.id }, s.texts?.[lang()]?.label ?? s.label)),
            ),
          ]),
        h('p', { class: 'muted' }, ((s) => (s ? (s.texts?.[lang()]?.description ?? s.description) : ''))(game.scenarios.find((s) => s.id === scenario))),
        !(game.languages ?? ['en']).includes(lang()) && h('p', { class: 'muted', 'data-testid': 'game-texts' }, t('home.gameTexts')),
        game.options.length > 0 &&
          h('fieldset', null, [
            h('legend', null, t('home.options')),
            ...game.options.map((o) =>
              o.kind === 'flag'
                ? h('label', { class: 'option' }, [
                    h('input', {
                      type: 'checkbox',
                      name: `option-${o.id}`,
                      checked: !!options[o.id],
                      onChange: (e: Event) => setOptions({ ...options, [o.id]: (e.target as HTMLInputElement).checked }),
                    }),
                    ` ${o.texts?.[lang()] ?? o.label}`,
                    o.rule ? h(RuleChip, { rule: o.rule, game: game.id }) : null,
                  ])
                : h('label', { class: 'option' }, [
                    `${o.texts?.[lang()] ?? o.label} `,
                    h('input', {
                      type: 'number',
                      name: `option-${o.id}`,
                      min: o.min,
                      max: o.max,
                      value: options[o.id] as number,
                      onInput: (e: Event) => setOptions({ ...options, [o.id]: Number((e.target as HTMLInputElement).value) }),
                    }),
                    o.rule ? h(RuleChip, { rule: o.rule, game: game.id }) : null,
                  ]),
            ),
          ]),
        h('fieldset', null, [
          h('legend', null, t('home.side')),
          ...game.roles.map((r) =>
            h('label', { class: 'option' }, [
              h('input', { type: 'radio', name: 'seat', value: r, checked: seat === r, onChange: () => setSeat(r) }),
              ` ${role(r)}`,
            ]),
          ),
        ]),
        h('fieldset', null, [
          h('legend', null, t('home.opponent')),
          h('label', { class: 'option' }, [
            h('input', { type: 'radio', name: 'opponent', value: 'computer', checked: opponent === 'computer', onChange: () => setOpponent('computer') }),
            ` ${t('home.computer')} `,
            h(
              'select',
              { name: 'level', value: level, disabled: opponent !== 'computer', onChange: (e: Event) => setLevel((e.target as HTMLSelectElement).value) },
              LEVELS.map((l) => h('option', { value: l }, levelLabel(game.id, l, levels[l]))),
            ),
          ]),
          measure && h('p', { class: 'muted', 'data-testid': 'level-measure' }, measure),
          h('label', { class: 'option' }, [
            h('input', { type: 'radio', name: 'opponent', value: 'hotseat', checked: opponent === 'hotseat', onChange: () => setOpponent('hotseat') }),
            ` ${t('home.hotseat')}`,
          ]),
          h('label', { class: 'option' }, [
            h('input', { type: 'radio', name: 'opponent', value: 'invite', checked: opponent === 'invite', onChange: () => setOpponent('invite') }),
            ` ${t('home.invite')}`,
          ]),
          opponent === 'invite' &&
            h('label', { class: 'option sub' }, [
              h('input', { type: 'checkbox', name: 'lobby', checked: lobby, onChange: (e: Event) => setLobby((e.target as HTMLInputElement).checked) }),
              ` ${t('home.lobbyOptIn')}`,
            ]),
          opponent === 'invite' &&
            h('label', { class: 'option sub' }, [
              h('input', { type: 'checkbox', name: 'rated', checked: rated, onChange: (e: Event) => setRated((e.target as HTMLInputElement).checked) }),
              ` ${t('rating.rated')} (${t('rating.needsAccounts')})`,
            ]),
        ]),
        h(PaceSelect, { value: pace, onChange: setPace }),
        h('button', { type: 'submit', class: 'primary', disabled: busy }, busy ? t('home.starting') : t('home.start')),
      ]),
    h(AccountPanel, null),
    h(MyGames, { kept }),
    h(Lobby, { games: games ?? [] }),
    h(TourneyPanel, { games: games ?? [] }),
  ]);
}

/** The games of this browser, those where it is this player's turn first and marked (issue 14). */
function MyGames(props: { kept: KeptMatch[] }) {
  const [sums, setSums] = useState<Record<string, MatchSummary | null>>({});
  useEffect(() => {
    let stop = false;
    const load = () =>
      Promise.all(
        props.kept.flatMap((m) =>
          m.links
            .filter((l) => l.mine)
            .slice(0, 1)
            .map((l) =>
              api.summary(l.token).then(
                (s) => [m.matchId, s] as const,
                () => [m.matchId, null] as const,
              ),
            ),
        ),
      ).then((rows) => !stop && setSums(Object.fromEntries(rows)));
    void load();
    const timer = setInterval(load, 30_000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, []);
  const rank = (m: KeptMatch) => (sums[m.matchId]?.yourTurn ? 0 : sums[m.matchId]?.status === 'over' ? 2 : 1);
  const list = [...props.kept].sort((a, b) => rank(a) - rank(b) || b.created - a.created);
  const anyTurn = list.some((m) => sums[m.matchId]?.yourTurn);
  useEffect(() => {
    document.title = anyTurn ? `▶ ${t('match.yourTurnTitle')} · ${t('home.title')}` : t('home.title');
  }, [anyTurn]);
  if (props.kept.length === 0) return null;
  return h('section', { class: 'kept', 'aria-label': t('home.kept') }, [
    h('h2', null, t('home.kept')),
    h(
      'ul',
      { 'data-testid': 'my-games' },
      list.map((m) => {
        const s = sums[m.matchId];
        return h('li', { key: m.matchId, class: s?.yourTurn ? 'your-turn' : '' }, [
          s?.yourTurn && h('strong', { class: 'turn-mark' }, t('home.yourTurn')),
          s && !s.yourTurn && h('span', { class: 'muted' }, s.status === 'over' ? t('home.over') : t('home.waiting')),
          s?.status === 'active' && h(ClockBadge, { clock: s.clock }),
          ` ${m.title} · ${new Date(m.created).toLocaleString(lang())} · `,
          ...m.links.filter((l) => l.mine).map((l) => h('a', { href: l.url }, t('home.play', { seat: role(l.seat) }))),
          ' · ',
          h('a', { href: m.observer.url }, t('home.watch')),
        ]);
      }),
    ),
  ]);
}

/** The public lobby: invitations their creators chose to list, joined in one click. */
function Lobby(props: { games: GameInfo[] }) {
  const [open, setOpen] = useState<LobbyEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<LobbyFilter>({});
  useEffect(() => {
    api.lobby(lobbyQuery(filter)).then(
      (r) => setOpen(r.open),
      (e) => setError(errorText(e)),
    );
  }, [filter]);
  const join = async (e: LobbyEntry) => {
    try {
      const j = await api.join(e.matchId, e.seat);
      keepMatch({
        matchId: e.matchId,
        game: e.game,
        title: e.title,
        created: Date.now(),
        links: [{ seat: j.seat, url: j.url, token: j.token, mine: true }],
        observer: { url: '', token: '' },
      });
      await claimIfSignedIn(j.token);
      location.assign(j.url);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return h('section', { class: 'lobby', 'aria-label': t('home.lobby') }, [
    h('h2', null, t('home.lobby')),
    h(LobbyFilters, { games: props.games, filter, onChange: setFilter }),
    error && h('p', { class: 'error', role: 'alert' }, error),
    open && open.length === 0 && h('p', { class: 'muted' }, t('home.lobbyEmpty')),
    open &&
      open.length > 0 &&
      h(
        'ul',
        { 'data-testid': 'lobby' },
        open.map((e) =>
          h('li', { key: `${e.matchId}:${e.seat}` }, [
            `${e.title} · ${t('home.lobbyEntry', { seat: role(e.seat), host: role(e.host) })} · ${paceText(e.pace ?? 'untimed')} · `,
            e.hostName && h('a', { href: `/player/${e.hostPlayer}`, 'data-testid': 'lobby-host' }, t('rating.lobbyBy', { name: e.hostName })),
            e.hostName && ' · ',
            e.rated && (e.hostRating !== null && e.hostRating !== undefined ? t('rating.lobbyRated', { rating: e.hostRating }) : t('rating.lobbyNew')),
            e.rated && ' · ',
            `${new Date(e.createdAt).toLocaleString(lang())} `,
            h('button', { type: 'button', class: 'primary', onClick: () => join(e) }, t('home.join', { seat: role(e.seat) })),
          ]),
        ),
      ),
  ]);
}
