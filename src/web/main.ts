// The browser client: a start page and a game page per link (/play/<token>, /watch/<token>).
import { h, render } from 'preact';
import './games/all.ts';
import { Home } from './shell/home.ts';
import { MatchPage } from './shell/match.ts';

function App() {
  const m = location.pathname.match(/^\/(play|watch)\/([A-Za-z0-9_-]+)\/?$/);
  if (m) return h(MatchPage, { token: m[2], watching: m[1] === 'watch' });
  return h(Home, null);
}

render(h(App, null), document.getElementById('app')!);
