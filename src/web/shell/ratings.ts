// Ratings on the page (issue 30.5): this browser's player (a secret key kept in localStorage, until
// accounts exist), bound to the seat of each game page it opens; the player page with ratings per
// game and the history of rated games.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Snapshot } from '../../protocol/types.ts';
import { call, errorText } from '../api.ts';
import { lang, t } from '../i18n.ts';

interface PlayerPage {
  id: string;
  ratings: { game: string; title: string; rating: number; rd: number; games: number }[];
  history: { game: string; matchId: string; opponent: string; score: number; before: number; after: number; at: number }[];
}

const KEY = 'arras.player';
/** This browser's player key (24 random bytes), made on first use. */
function playerKey(): string | null {
  try {
    let k = localStorage.getItem(KEY);
    if (!k) {
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      k = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem(KEY, k);
    }
    return k;
  } catch {
    return null;
  }
}

/** On a seat's page: bind the seat to this browser's player, and link to the player's page. */
export function PlayerLink(props: { snap: Snapshot; token: string }) {
  const [id, setId] = useState<string | null>(null);
  const seat = props.snap.access === 'seat';
  useEffect(() => {
    const key = seat ? playerKey() : null;
    if (key) call<{ player: string }>('POST', `/api/play/${props.token}/player`, { key }).then((r) => setId(r.player), () => {});
  }, [props.token, seat]);
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
    h('h1', null, t('rating.player', { id: props.id })),
    error && h('p', { class: 'error', role: 'alert' }, error),
    p && p.ratings.length === 0 && h('p', { class: 'muted' }, t('rating.none')),
    p && p.ratings.length > 0 &&
      h('table', { 'data-testid': 'ratings' }, [
        h('thead', null, h('tr', null, [h('th', null, t('home.game')), h('th', null, t('rating.rating')), h('th', null, t('rating.rd')), h('th', null, t('rating.games'))])),
        h('tbody', null, p.ratings.map((r) => h('tr', null, [h('td', null, r.title), h('td', null, rounded(r.rating)), h('td', null, `±${rounded(r.rd)}`), h('td', null, String(r.games))]))),
      ]),
    p && p.history.length > 0 && h('h2', null, t('rating.history')),
    p && p.history.length > 0 &&
      h('ol', { class: 'history', 'data-testid': 'history' }, p.history.map((x) =>
        h('li', null, [
          `${new Date(x.at).toLocaleString(lang())} · ${titles.get(x.game) ?? x.game} · `,
          t(x.score === 1 ? 'rating.win' : x.score === 0 ? 'rating.loss' : 'rating.draw'),
          ' ',
          h('a', { href: `/player/${x.opponent}` }, t('rating.against', { id: x.opponent })),
          ` · ${rounded(x.before)} → ${rounded(x.after)}`,
        ]))),
  ]);
}
