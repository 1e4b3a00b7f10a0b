// The browser client: a start page and a game page per link (/play/<token>, /watch/<token>).
import { h, render } from 'preact';
import './games/all.ts';
import { LangSelect, useLang } from './i18n.ts';
import { AccountLinkPage } from './shell/account.ts';
import { Home } from './shell/home.ts';
import { MatchPage } from './shell/match.ts';
import { PlayerPage } from './shell/ratings.ts';

function App() {
  // A new language remounts the page: its texts and the server's (asked with ?lang=) follow.
  const lang = useLang();
  const m = location.pathname.match(/^\/(play|watch)\/([A-Za-z0-9_-]+)\/?$/);
  const player = location.pathname.match(/^\/player\/([0-9a-f]{16})\/?$/);
  const page = m
    ? h(MatchPage, { key: lang, token: m[2], watching: m[1] === 'watch' })
    : player
      ? h(PlayerPage, { key: lang, id: player[1] })
      : location.pathname === '/account'
        ? h(AccountLinkPage, { key: lang })
        : h(Home, { key: lang });
  // On a game page the language selector sits in the header (the page fits the window).
  return h('div', { class: 'app', lang }, [!m && h('div', { class: 'lang-bar' }, h(LangSelect, null)), page]);
}

render(h(App, null), document.getElementById('app')!);
