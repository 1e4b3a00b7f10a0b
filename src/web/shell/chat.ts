// The match page's chat and presence (issue 30.4): for the seats only (the server sends observers
// none of it). Lines arrive as WebSocket frames ({type: 'chat'}) and are shown as text (Preact
// escapes it: a line holding HTML shows its characters). Block and report are beside each line.
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Snapshot } from '../../protocol/types.ts';
import type { ChatLine, Presence } from '../../protocol/chat.ts';
import { call, errorText } from '../api.ts';
import { lang, role, t } from '../i18n.ts';

interface ChatFrame {
  type: 'chat';
  reset: boolean;
  lines: ChatLine[];
  blocked: string[];
  presence: Record<string, Presence>;
}

const listeners = new Set<(f: ChatFrame) => void>();
/** The WebSocket's frames other than snapshots (api.ts subscribe): chat frames go to the chat panel. */
export function onSocketFrame(msg: { type: string }): void {
  if (msg.type === 'chat') for (const f of listeners) f(msg as ChatFrame);
}

const chatApi = {
  read: (token: string) => call<{ lines: ChatLine[]; blocked: string[]; presence: Record<string, Presence> }>('GET', `/api/play/${token}/chat?lang=${lang()}`),
  say: (token: string, text: string) => call<{ line: ChatLine }>('POST', `/api/play/${token}/chat`, { text }),
  block: (token: string, seat: string, block: boolean) => call<{ blocked: string[] }>('POST', `/api/play/${token}/chat/block`, { seat, block }),
  report: (token: string, line: number, reason: string) => call<{ reported: true }>('POST', `/api/play/${token}/chat/report`, { line, reason }),
};

function merge(old: ChatLine[], add: ChatLine[]): ChatLine[] {
  const seen = new Set(old.map((l) => l.id));
  return [...old, ...add.filter((l) => !seen.has(l.id))].sort((a, b) => a.id - b.id);
}

/** "online", or "last seen" with the date in the reader's language. */
export function presenceText(seat: string, p: Presence | undefined): string {
  if (p?.online) return t('chat.online', { seat: role(seat) });
  if (p?.lastSeen) return t('chat.lastSeen', { seat: role(seat), when: new Date(p.lastSeen).toLocaleString(lang()) });
  return t('chat.neverSeen', { seat: role(seat) });
}

/** The opponents a seat link can chat with: the other seats held by people. */
export function otherPeople(snap: Snapshot): string[] {
  return snap.access === 'seat' ? snap.game.roles.filter((r) => !snap.seats.includes(r) && snap.players[r]?.kind === 'human') : [];
}

/** The chat panel; `onPresence` hears every presence it receives (the match header shows it too). */
export function ChatPanel(props: { snap: Snapshot; token: string; onPresence?: (p: Record<string, Presence>) => void }) {
  const { snap, token } = props;
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [presence, setPresence] = useState<Record<string, Presence>>({});
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const seat = snap.access === 'seat';

  useEffect(() => {
    if (!seat) return;
    const apply = (f: { lines: ChatLine[]; blocked: string[]; presence: Record<string, Presence> }, reset: boolean) => {
      setLines((old) => (reset ? f.lines : merge(old, f.lines)));
      setBlocked(f.blocked);
      setPresence(f.presence);
      props.onPresence?.(f.presence);
    };
    const frame = (f: ChatFrame) => apply(f, f.reset);
    listeners.add(frame);
    chatApi.read(token).then(
      (r) => apply(r, true),
      (e) => setNote(errorText(e)),
    );
    return () => void listeners.delete(frame);
  }, [token, seat, lang()]);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  if (!seat) return null;

  const others = otherPeople(snap);
  // No chat where nobody else is a person: against the computer, or both seats at one screen.
  if (others.length === 0) return null;
  const send = async (ev: Event) => {
    ev.preventDefault();
    const line = text.trim();
    if (!line) return;
    try {
      const r = await chatApi.say(token, line);
      setLines((old) => merge(old, [r.line]));
      setText('');
      setNote(null);
    } catch (e) {
      setNote(errorText(e));
    }
  };
  const report = async (l: ChatLine) => {
    const reason = prompt(t('chat.reportReason'));
    if (reason === null) return;
    try {
      await chatApi.report(token, l.id, reason.slice(0, 500));
      setNote(t('chat.reported'));
    } catch (e) {
      setNote(errorText(e));
    }
  };
  return h('section', { class: 'chat', 'aria-label': t('chat.title'), 'data-testid': 'chat' }, [
    h('h2', null, t('chat.title')),
    ...others.map((o) =>
      h('p', { class: `presence${presence[o]?.online ? ' online' : ''}`, 'data-testid': `presence-${o}` }, [
        h('span', { class: 'dot', 'aria-hidden': 'true' }),
        presenceText(o, presence[o]),
      ]),
    ),
    h(
      'ol',
      { ref: list, 'data-testid': 'chat-lines', 'aria-live': 'polite', tabIndex: 0 },
      lines.length === 0
        ? [h('li', { class: 'muted' }, t('chat.empty'))]
        : lines.map((l) =>
            h('li', { key: l.id, class: l.seat ? 'said' : 'system' }, [
              h('span', { class: 'who' }, l.seat ? role(l.seat) : t('chat.system')),
              h('span', { class: 'text' }, l.text),
              l.seat && !snap.seats.includes(l.seat) && h('button', { type: 'button', class: 'link', onClick: () => report(l) }, ` ${t('chat.report')}`),
            ]),
          ),
    ),
    h('form', { onSubmit: send }, [
      h('input', {
        type: 'text',
        maxLength: 500,
        value: text,
        'aria-label': t('chat.placeholder'),
        placeholder: t('chat.placeholder'),
        'data-testid': 'chat-input',
        onInput: (e: Event) => setText((e.target as HTMLInputElement).value),
      }),
      h('button', { type: 'submit', 'data-testid': 'chat-send' }, t('chat.send')),
    ]),
    h(
      'p',
      { class: 'chat-tools' },
      others.map((o) => {
        const on = blocked.includes(o);
        return h(
          'button',
          {
            type: 'button',
            class: 'link',
            'data-testid': `chat-block-${o}`,
            onClick: () =>
              chatApi.block(token, o, !on).then(
                (r) => setBlocked(r.blocked),
                (e) => setNote(errorText(e)),
              ),
          },
          on ? t('chat.unblock', { seat: role(o) }) : t('chat.block', { seat: role(o) }),
        );
      }),
    ),
    note && h('p', { class: 'muted', role: 'status' }, note),
  ]);
}
