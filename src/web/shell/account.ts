// The account on the start page (issue 30): sign in by an e-mail code (or the mailed link, /account)
// or a passkey; then "your games" from the account on every device (your turn first, then waiting,
// then finished), the games of this browser claimed into it, turn notices (e-mail, webhook, this
// browser's Web Push), signing out and deleting the account. Without an account, play by link as before.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { ACCOUNT_ERRORS } from '../../protocol/account-errors.ts';
import type { MatchSummary } from '../../protocol/types.ts';
import { ApiError, errorText, keptMatches } from '../api.ts';
import { lang, role, t } from '../i18n.ts';

export interface AccountInfo {
  id: string;
  email: string | null;
  lang: string;
  passkeys: number;
  /** The account as a rated player: public id and the name others see. */
  player: { id: string; name: string };
}
type AccountGame = MatchSummary & { seats: string[] };
interface Target {
  id: string;
  channel: 'email' | 'webhook' | 'push';
  address: string;
}

let csrf: string | null = null;

/** A call to the account routes: JSON, the session's CSRF token on every change. */
export async function call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data?.error?.code ?? 'error', data?.error?.message ?? `HTTP ${res.status}`);
  if (data && typeof data === 'object' && 'csrf' in data) csrf = data.csrf;
  return data as T;
}

export const accountApi = {
  me: () => call<{ account: AccountInfo | null; csrf: string | null }>('GET', '/api/account'),
  games: () => call<{ games: AccountGame[] }>('GET', '/api/account/games'),
  open: (matchId: string) => call<{ url: string }>('POST', `/api/account/games/${encodeURIComponent(matchId)}/open`, {}),
  verifyLink: (link: string) => call('POST', '/api/account/email/verify', { link, lang: lang() }),
};

/** A refusal of the account routes in the reader's language. */
export function accountError(e: unknown): string {
  if (e instanceof ApiError && (ACCOUNT_ERRORS as readonly string[]).includes(e.code)) {
    return t(`account.error.${e.code}` as Parameters<typeof t>[0]);
  }
  if (e instanceof Error && e.name === 'NotAllowedError') return t('account.error.bad-passkey');
  return errorText(e);
}

/** The account panel of the start page. */
export function AccountPanel() {
  const [account, setAccount] = useState<AccountInfo | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    accountApi.me().then(
      (r) => setAccount(r.account),
      (e) => setError(accountError(e)),
    );
  useEffect(() => void refresh(), []);
  const run = (f: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await f();
      await refresh();
    } catch (e) {
      setError(accountError(e));
    }
  };
  if (account === undefined) return null;
  return h('section', { class: 'account', 'aria-label': t('account.title'), 'data-testid': 'account' }, [
    h('h2', null, t('account.title')),
    error && h('p', { class: 'error', role: 'alert' }, error),
    account ? h(SignedIn, { account, run, onDeleted: () => setAccount(null) }) : h(SignIn, { run, setError }),
  ]);
}

function SignIn(props: { run: (f: () => Promise<unknown>) => () => Promise<void>; setError: (s: string | null) => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const passkey = async (mode: 'register' | 'login') => {
    const { challengeId, options } = await call('POST', '/api/account/passkey/options', { mode, lang: lang() });
    const response = mode === 'login' ? await startAuthentication({ optionsJSON: options }) : await startRegistration({ optionsJSON: options });
    await call('POST', '/api/account/passkey/verify', { mode, challengeId, response, lang: lang() });
  };
  return h('div', null, [
    h('p', { class: 'muted' }, t('account.optional')),
    !sent
      ? h(
          'form',
          {
            class: 'inline-form',
            onSubmit: (e: Event) => (
              e.preventDefault(), void props.run(async () => (await call('POST', '/api/account/email', { email, lang: lang() }), setSent(true)))()
            ),
          },
          [
            h('label', null, [
              `${t('account.email')} `,
              h('input', {
                type: 'email',
                name: 'email',
                required: true,
                autocomplete: 'email webauthn',
                value: email,
                onInput: (e: Event) => setEmail((e.target as HTMLInputElement).value),
              }),
            ]),
            h('button', { type: 'submit' }, t('account.sendCode')),
          ],
        )
      : h(
          'form',
          {
            class: 'inline-form',
            onSubmit: (e: Event) => (e.preventDefault(), void props.run(() => call('POST', '/api/account/email/verify', { email, code, lang: lang() }))()),
          },
          [
            h('p', null, t('account.codeSent', { email })),
            h('label', null, [
              `${t('account.code')} `,
              h('input', {
                name: 'code',
                inputmode: 'numeric',
                pattern: '[0-9]{6}',
                maxlength: 6,
                required: true,
                autocomplete: 'one-time-code',
                value: code,
                onInput: (e: Event) => setCode((e.target as HTMLInputElement).value),
              }),
            ]),
            h('button', { type: 'submit', class: 'primary' }, t('account.signIn')),
          ],
        ),
    h('p', null, [
      h('button', { type: 'button', 'data-testid': 'passkey-login', onClick: props.run(() => passkey('login')) }, t('account.passkeyLogin')),
      ' ',
      h('button', { type: 'button', 'data-testid': 'passkey-signup', onClick: props.run(() => passkey('register')) }, t('account.passkeySignup')),
    ]),
  ]);
}

function SignedIn(props: { account: AccountInfo; run: (f: () => Promise<unknown>) => () => Promise<void>; onDeleted: () => void }) {
  const { account, run } = props;
  const [games, setGames] = useState<AccountGame[] | null>(null);
  const loadGames = () =>
    accountApi.games().then(
      (r) => setGames(r.games),
      () => setGames([]),
    );
  useEffect(() => void loadGames(), []);
  // The seat links of this browser in matches not yet in the account.
  const held = new Set((games ?? []).map((g) => g.matchId));
  const mine = games
    ? keptMatches()
        .filter((m) => !held.has(m.matchId))
        .flatMap((m) => m.links.filter((l) => l.mine && l.token).map((l) => l.token))
    : [];
  const claimAll = run(async () => {
    for (const token of mine) await call('POST', '/api/account/claim', { token }).catch(() => null);
    await loadGames();
  });
  const addPasskey = run(async () => {
    const { challengeId, options } = await call('POST', '/api/account/passkey/options', { mode: 'register' });
    await call('POST', '/api/account/passkey/verify', { mode: 'register', challengeId, response: await startRegistration({ optionsJSON: options }) });
  });
  return h('div', null, [
    h('p', { 'data-testid': 'signed-in' }, [
      t('account.signedIn', { who: account.email ?? t('account.passkeyOnly') }),
      ` · ${t('account.passkeys', { n: account.passkeys })} `,
      h('button', { type: 'button', onClick: addPasskey }, t('account.addPasskey')),
      ' ',
      h('button', { type: 'button', onClick: run(() => call('POST', '/api/account/signout', {})) }, t('account.signOut')),
    ]),
    h(PlayerName, { account, run }),
    h('h3', null, t('account.games')),
    games && games.length === 0 && h('p', { class: 'muted' }, t('account.noGames')),
    games &&
      games.length > 0 &&
      h(
        'ul',
        { 'data-testid': 'account-games' },
        games.map((g) =>
          h('li', { key: g.matchId, class: g.yourTurn ? 'your-turn' : '' }, [
            g.yourTurn
              ? h('strong', { class: 'turn-mark' }, t('home.yourTurn'))
              : h('span', { class: 'muted' }, g.status === 'over' ? t('home.over') : t('home.waiting')),
            ` ${g.title} · ${new Date(g.updatedAt).toLocaleString(lang())} `,
            h(
              'button',
              { type: 'button', onClick: run(async () => location.assign((await accountApi.open(g.matchId)).url)) },
              t('home.play', { seat: g.seats.map(role).join(t('common.and')) }),
            ),
          ]),
        ),
      ),
    mine.length > 0 && h('p', null, h('button', { type: 'button', 'data-testid': 'claim', onClick: claimAll }, t('account.claim', { n: mine.length }))),
    h(NoticeSettings, { base: '/api/account/notices', accountEmail: account.email, run }),
    h(
      'p',
      null,
      h(
        'button',
        {
          type: 'button',
          class: 'danger',
          onClick: () => confirm(t('account.deleteConfirm')) && void run(async () => (await call('POST', '/api/account/delete', {}), props.onDeleted()))(),
        },
        t('account.delete'),
      ),
    ),
  ]);
}

/** The player's name, as other players see it in the lobby and on the player page. */
function PlayerName(props: { account: AccountInfo; run: (f: () => Promise<unknown>) => () => Promise<void> }) {
  const [name, setName] = useState(props.account.player.name);
  return h(
    'form',
    { class: 'inline-form', onSubmit: (e: Event) => (e.preventDefault(), void props.run(() => call('POST', '/api/account/name', { name }))()) },
    [
      h('label', null, [
        `${t('account.name')} `,
        h('input', {
          name: 'player-name',
          required: true,
          minlength: 2,
          maxlength: 24,
          value: name,
          onInput: (e: Event) => setName((e.target as HTMLInputElement).value),
        }),
      ]),
      h('button', { type: 'submit' }, t('account.saveName')),
      ' ',
      h('a', { href: `/player/${props.account.player.id}`, 'data-testid': 'my-ratings' }, t('rating.mine')),
    ],
  );
}

/** Turn notice settings of an account (`/api/account/notices`) or of a seat's link (`/api/play/<token>/notices`). */
function NoticeSettings(props: { base: string; accountEmail: string | null; run: (f: () => Promise<unknown>) => () => Promise<void> }) {
  const [targets, setTargets] = useState<Target[]>([]);
  const [hook, setHook] = useState('');
  const [email, setEmail] = useState('');
  const load = () =>
    call<{ targets: Target[] }>('GET', props.base).then(
      (r) => setTargets(r.targets),
      () => {},
    );
  useEffect(() => void load(), []);
  const add = (body: object) => props.run(async () => (await call('POST', props.base, { ...body, lang: lang() }), await load()));
  const push = async () => {
    const reg = await navigator.serviceWorker.register('/sw.js');
    const { publicKey } = await call<{ publicKey: string }>('GET', '/api/push/key');
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
    const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    await call('POST', props.base, { channel: 'push', subscription: { endpoint: json.endpoint, keys: json.keys }, lang: lang() });
    await load();
  };
  const form = (name: string, type: string, label: string, value: string, set: (v: string) => void, body: () => object, placeholder = '') =>
    h('form', { class: 'inline-form', onSubmit: (e: Event) => (e.preventDefault(), void add(body())().then(() => set(''))) }, [
      h('label', null, [`${label} `, h('input', { type, name, placeholder, value, onInput: (e: Event) => set((e.target as HTMLInputElement).value) })]),
      h('button', { type: 'submit' }, t('notice.add')),
    ]);
  return h('div', { class: 'notices', 'data-testid': 'notice-settings' }, [
    h('h3', null, t('notice.title')),
    h('p', { class: 'muted' }, t('notice.when')),
    targets.length > 0 &&
      h(
        'ul',
        null,
        targets.map((x) =>
          h('li', { key: x.id }, [
            `${t(`notice.channel.${x.channel}`)}: ${x.address} `,
            h('button', { type: 'button', onClick: props.run(async () => (await call('DELETE', `${props.base}/${x.id}`), await load())) }, t('notice.remove')),
          ]),
        ),
      ),
    props.accountEmail &&
      !targets.some((x) => x.channel === 'email') &&
      h('button', { type: 'button', onClick: add({ channel: 'email' }) }, t('notice.byEmail')),
    ' ',
    'serviceWorker' in navigator && 'PushManager' in window && h('button', { type: 'button', onClick: props.run(push) }, t('notice.byPush')),
    !props.accountEmail && form('notice-email', 'email', t('account.email'), email, setEmail, () => ({ channel: 'email', address: email })),
    form('webhook', 'url', t('notice.webhook'), hook, setHook, () => ({ channel: 'webhook', address: hook }), 'https://discord.com/api/webhooks/…'),
  ]);
}

/** The turn notices of a seat played by link only (on the game page, among its links). */
export function SeatNotices(props: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const run = (f: () => Promise<unknown>) => async () => {
    setError(null);
    await f().catch((e) => setError(accountError(e)));
  };
  return h('li', { class: 'seat-notices' }, [
    error && h('p', { class: 'error', role: 'alert' }, error),
    h(NoticeSettings, { base: `/api/play/${props.token}/notices`, accountEmail: null, run }),
  ]);
}

/** /account?link=...: the link mailed for signing in; then on to the start page. */
export function AccountLinkPage() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const link = new URLSearchParams(location.search).get('link') ?? '';
    // The session's CSRF token first, in case this browser is signed in already.
    accountApi
      .me()
      .then(() => accountApi.verifyLink(link))
      .then(
        () => location.replace('/'),
        (e) => setError(accountError(e)),
      );
  }, []);
  return h('main', { class: 'home' }, [
    h('h1', null, t('account.title')),
    error ? [h('p', { class: 'error', role: 'alert' }, error), h('a', { href: '/' }, t('account.back'))] : h('p', null, t('common.loading')),
  ]);
}

/** A game started or joined here while signed in goes into the account at once. */
export async function claimIfSignedIn(token: string): Promise<void> {
  try {
    if ((await accountApi.me()).account) await call('POST', '/api/account/claim', { token });
  } catch {
    // the game stays in this browser's list; it can be claimed later
  }
}

/** `/?match=<id>` (the address in a turn notice): open that match from the account or from this browser's links. */
export async function openNoticedMatch(): Promise<void> {
  const id = new URLSearchParams(location.search).get('match');
  if (!id) return;
  const kept = keptMatches()
    .find((m) => m.matchId === id)
    ?.links.find((l) => l.mine);
  if (kept) return location.assign(kept.url);
  try {
    // Signed in? (this also gives the session's CSRF token for the next call)
    if (!(await accountApi.me()).account) return;
    location.assign((await accountApi.open(id)).url);
  } catch {
    // not this account's, nor this browser's: the start page stays
  }
}
