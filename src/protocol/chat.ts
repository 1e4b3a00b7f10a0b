// Chat and presence (issue 30.4): what the server and the page share.

/** A chat line as a seat reads it. */
export interface ChatLine {
  id: number;
  /** The writer's seat; null for a system line (written in the reader's language). */
  seat: string | null;
  text: string;
  at: number;
}

/** Whether a seat has a live socket now, else when its last one closed. */
export interface Presence {
  online: boolean;
  /** When the seat's last socket closed (ms since the epoch); null if never seen. */
  lastSeen: number | null;
}
