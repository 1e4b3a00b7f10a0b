// The refusals of the account and notice routes (issue 30), by code: each has a text in English and
// French in the interface's catalogues (`account.error.<code>`, src/i18n), shown by the account panel.
export const ACCOUNT_ERRORS = [
  'malformed',
  'signed-out',
  'forbidden',
  'rate-limited',
  'bad-code',
  'bad-passkey',
  'not-a-seat',
  'unknown-match',
  'not-found',
  'name-taken',
  'two-sided-only',
  'already-waiting',
  'already-joined',
  'tournament-closed',
  'not-creator',
  'too-few-players',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERRORS)[number];
