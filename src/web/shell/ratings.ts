// Ratings on the page (issue 30.5): a rated player is an account (a link-only player is not rated);
// on a seat's page, a link to the signed-in player's page; the player page with the player's name,
// ratings per game and the history of rated games against named opponents.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Snapshot } from '../../protocol/types.ts';
import { call, errorText } from '../api.ts';
import { lang, t } from '../i18n.ts';

interface PlayerPage {
  id: string;
  /** null: the account was deleted. */
  name: string | null;
  ratings: { game: string; title: string; rating: number; rd: number; games: number }[];
  history: { game: string; matchId: string; opponent: string; opponentName: string | null; score: number; before: number; after: number; at: number }[];
}

/** On a seat's page: a link to the signed-in player's page (none without an account). */
export function PlayerLink(props: { snap: Snapshot }) {
  const [id, setId] = useState<string | null>(null);
  const seat = props.snap.access === 'seat';
  useEffect(() => {
    if (seat)
      call<{ account: { player: { id: string } } | null }>('GET', '/api/account').then(
        (r) => setId(r.account?.player.id ?? null),
        () => {},
      );
  }, [seat]);
  return id ? h('li', null, h('a', { href: `/player/${id}`, 'data-testid': 'my-ratings' }, t('rating.mine'))) : null;
}

const rounded = (n: number) => String(Math.round(n));

export function PlayerPage(props: { id: string }) {
  const [p, setP] = useState<PlayerPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    call<PlayerPage>('GET', `/api/players/${props.id}`).then(setP, (e) => setError(errorText(e)));
  }, [props.id]);
  const titles = new Map(p?.ratings.map((r) => [r.game, r.title]));
  return h('main', { class: 'home player-page' }, [
    h('p', null, h('a', { href: '/' }, t('match.startPage'))),
    p && h('h1', null, t('rating.player', { name: p.name ?? t('rating.deleted') })),
    error && h('p', { class: 'error', role: 'alert' }, error),
    p && p.ratings.length === 0 && h('p', { class: 'muted' }, t('rating.none')),
    p &&
      p.ratings.length > 0 &&
      h('table', { 'data-testid': 'ratings' }, [
        h(
          'thead',
          null,
          h('tr', null, [h('th', null, t('home.game')), h('th', null, t('rating.rating')), h('th', null, t('rating.rd')), h('th', null, t('rating.games'))]),
        ),
        h(
          'tbody',
          null,
          p.ratings.map((r) =>
            h('tr', null, [h('td', null, r.title), h('td', null, rounded(r.rating)), h('td', null, `±${rounded(r.rd)}`), h('td', null, String(r.games))]),
          ),
        ),
      ]),
    p && p.history.length > 0 && h('h2', null, t('rating.history')),
    p &&
      p.history.length > 0 &&
      h(
        'ol',
        { class: 'history', 'data-testid': 'history' },
        p.history.map((x) =>
          h('li', null, [
            `${new Date(x.at).toLocaleString(lang())} · ${titles.get(x.game) ?? x.game} · `,
            t(x.score === 1 ? 'rating.win' : x.score === 0 ? 'rating.loss' : 'rating.draw'),
            ' ',
            x.opponentName
              ? h('a', { href: `/player/${x.opponent}` }, t('rating.against', { name: x.opponentName }))
              : t('rating.against', { name: t('rating.deleted') }),
            ` · ${rounded(x.before)} → ${rounded(x.after)}`,
          ]),
        ),
      ),
  ]);
}
