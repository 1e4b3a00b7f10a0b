// Matchmaking and tournaments on the start page (issue 30.6), for a signed-in player: "Find an
// opponent" (a rated game of a game and pace, paired by the server; the page opens the game when it is
// made), and the round-robin tournaments: list, create, join, start and standings.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TournamentView } from '../../protocol/tourney.ts';
import type { GameInfo } from '../../protocol/types.ts';

/** A tournament as listed (without standings and matches) or shown with them. */
type Tournament = Omit<TournamentView, 'standings' | 'matches'> & Partial<Pick<TournamentView, 'standings' | 'matches'>>;
import { t } from '../i18n.ts';
import { accountApi, accountError, call } from './account.ts';
import { PaceSelect, paceText } from './clock.ts';

/** Open the account's match `matchId` on this device. */
const openMatch = async (matchId: string) => location.assign((await accountApi.open(matchId)).url);

export function TourneyPanel(props: { games: GameInfo[] }) {
  const two = props.games.filter((g) => g.roles.length === 2);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(
    () =>
      void accountApi.me().then(
        (r) => setSignedIn(!!r.account),
        () => setSignedIn(false),
      ),
    [],
  );
  if (signedIn === null || two.length === 0) return null;
  return h('section', { class: 'tourney', 'aria-label': t('tourney.title') }, [
    h('h2', null, t('tourney.find')),
    signedIn ? h(FindOpponent, { games: two }) : h('p', { class: 'muted' }, t('tourney.signin')),
    h(Tournaments, { games: two, signedIn }),
  ]);
}

function GameSelect(props: { games: GameInfo[]; value: string; onChange: (id: string) => void; name: string }) {
  return h(
    'select',
    { name: props.name, value: props.value, onChange: (e: Event) => props.onChange((e.target as HTMLSelectElement).value) },
    props.games.map((g) => h('option', { value: g.id }, g.title)),
  );
}

function FindOpponent(props: { games: GameInfo[] }) {
  const [game, setGame] = useState(props.games[0].id);
  const [pace, setPace] = useState('untimed');
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () =>
      void call<{ requests: { game: string }[] }>('GET', '/api/account/matchmaking').then(
        (r) => r.requests[0] && (setGame(r.requests[0].game), setWaiting(true)),
        () => {},
      ),
    [],
  );
  // While waiting: when the request is no longer there, the server made the match: open the newest active game of that game.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(async () => {
      const { requests } = await call<{ requests: { game: string }[] }>('GET', '/api/account/matchmaking');
      if (requests.some((r) => r.game === game)) return;
      clearInterval(timer);
      const made = (await accountApi.games()).games.filter((g) => g.game === game && g.status === 'active').sort((a, b) => b.updatedAt - a.updatedAt)[0];
      if (made) await openMatch(made.matchId);
      setWaiting(false);
    }, 1500);
    return () => clearInterval(timer);
  }, [waiting, game]);
  const find = async () => {
    setError(null);
    try {
      const r = await call<{ matchId: string | null }>('POST', '/api/account/matchmaking', { game, pace });
      if (r.matchId) await openMatch(r.matchId);
      else setWaiting(true);
    } catch (e) {
      setError(accountError(e));
    }
  };
  const cancel = async () => {
    try {
      await call('POST', '/api/account/matchmaking/cancel', { game });
    } catch (e) {
      setError(accountError(e));
    }
    setWaiting(false);
  };
  return h('div', { class: 'inline-form' }, [
    error && h('p', { class: 'error', role: 'alert' }, error),
    waiting
      ? [h('span', { 'data-testid': 'finding' }, `${t('tourney.finding')} `), h('button', { type: 'button', onClick: cancel }, t('tourney.cancel'))]
      : [
          h(GameSelect, { games: props.games, value: game, onChange: setGame, name: 'find-game' }),
          ' ',
          h(PaceSelect, { value: pace, onChange: setPace }),
          ' ',
          h('button', { type: 'button', class: 'primary', 'data-testid': 'find-opponent', onClick: find }, t('tourney.find')),
        ],
  ]);
}

function Tournaments(props: { games: GameInfo[]; signedIn: boolean }) {
  const [list, setList] = useState<Tournament[]>([]);
  const [shown, setShown] = useState<Tournament | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState(props.games[0].id);
  const [pace, setPace] = useState('untimed');
  const [places, setPlaces] = useState(4);
  const [rated, setRated] = useState(false);
  const load = () =>
    call<{ tournaments: Tournament[] }>('GET', '/api/tournaments').then(
      (r) => setList(r.tournaments),
      (e) => setError(accountError(e)),
    );
  useEffect(() => void load(), []);
  const run = (f: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await f();
      await load();
    } catch (e) {
      setError(accountError(e));
    }
  };
  const standings = (id: string) => run(async () => setShown(await call<Tournament>('GET', `/api/tournaments/${id}`)));
  const status = (x: Tournament) =>
    x.status === 'open'
      ? t('tourney.status.open', { players: x.players.length, places: x.places })
      : x.status === 'running'
        ? t('tourney.status.running')
        : t('tourney.status.over', { winner: x.winner ?? '?' });
  return h('div', null, [
    h('h2', null, t('tourney.title')),
    error && h('p', { class: 'error', role: 'alert' }, error),
    list.length === 0 && h('p', { class: 'muted' }, t('tourney.none')),
    h(
      'ul',
      { 'data-testid': 'tournaments' },
      list.map((x) =>
        h('li', { key: x.id }, [
          `${x.title} · ${paceText(x.pace)} · ${x.rated ? `${t('tourney.rated')} · ` : ''}${status(x)} · ${x.players.map((p) => p.name).join(', ')} `,
          props.signedIn &&
            x.status === 'open' &&
            h('button', { type: 'button', onClick: run(() => call('POST', `/api/account/tournaments/${x.id}/join`, {})) }, t('tourney.join')),
          props.signedIn &&
            x.status === 'open' &&
            h('button', { type: 'button', onClick: run(() => call('POST', `/api/account/tournaments/${x.id}/start`, {})) }, t('tourney.start')),
          x.status !== 'open' && h('button', { type: 'button', onClick: standings(x.id) }, t('tourney.standings')),
          shown?.id === x.id &&
            h(
              'ol',
              { 'data-testid': 'standings' },
              (shown.standings ?? []).map((s) => h('li', { key: s.name }, t('tourney.row', { ...s }))),
            ),
        ]),
      ),
    ),
    props.signedIn &&
      h(
        'form',
        {
          class: 'inline-form',
          onSubmit: (e: Event) => (e.preventDefault(), void run(() => call('POST', '/api/account/tournaments', { game, pace, places, rated }))()),
        },
        [
          h(GameSelect, { games: props.games, value: game, onChange: setGame, name: 'tournament-game' }),
          ' ',
          h(PaceSelect, { value: pace, onChange: setPace }),
          ' ',
          h('label', null, [
            `${t('tourney.places')} `,
            h('input', {
              type: 'number',
              name: 'places',
              min: 3,
              max: 8,
              value: places,
              onInput: (e: Event) => setPlaces(Number((e.target as HTMLInputElement).value)),
            }),
          ]),
          ' ',
          h('label', null, [
            h('input', {
              type: 'checkbox',
              name: 'tournament-rated',
              checked: rated,
              onChange: (e: Event) => setRated((e.target as HTMLInputElement).checked),
            }),
            ` ${t('tourney.rated')}`,
          ]),
          ' ',
          h('button', { type: 'submit' }, t('tourney.create')),
        ],
      ),
  ]);
}
