// The game page's connection (match.ts): the link's snapshot loaded, then kept current by the
// WebSocket (api.ts subscribe; chat frames to chat.ts); while the server or its database is away
// (503 unavailable, or no answer) the page says so and tries again every 2 s.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Snapshot } from '../../protocol/types.ts';
import { ApiError, api, errorText, subscribe } from '../api.ts';
import { onSocketFrame } from './chat.ts';

/** The snapshot of `token` and the state of its socket; `onLoad` hears of each snapshot loaded (not those the socket brings). */
export function useConnection(token: string, onLoad: (s: Snapshot) => void) {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const connectedRef = useRef(false);
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
          onLoad(s);
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
  return { snap, setSnap, fatal, connected, connectedRef };
}
