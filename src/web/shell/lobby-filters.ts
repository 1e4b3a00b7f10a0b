// The lobby's filters (issue 30.6): game, pace, the creator's rating range (GET /api/lobby?game&pace&minRating&maxRating).
import { h } from 'preact';
import { PACE_NAMES } from '../../protocol/clock.ts';
import { t } from '../i18n.ts';

/** The lobby's filters (issue 30.6): game, pace, the creator's rating range. */
export interface LobbyFilter {
  game?: string;
  pace?: string;
  minRating?: number;
  maxRating?: number;
}
export function lobbyQuery(f: LobbyFilter): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function LobbyFilters(props: { games: { id: string; title: string }[]; filter: LobbyFilter; onChange: (f: LobbyFilter) => void }) {
  const { filter, onChange } = props;
  const num = (v: string) => (v === '' ? undefined : Math.max(0, Math.min(5000, Math.round(Number(v)))));
  return h('p', { class: 'lobby-filters', 'data-testid': 'lobby-filters' }, [
    h('label', null, [
      `${t('home.game')} `,
      h(
        'select',
        {
          name: 'filter-game',
          value: filter.game ?? '',
          onChange: (e: Event) => onChange({ ...filter, game: (e.target as HTMLSelectElement).value || undefined }),
        },
        [h('option', { value: '' }, t('lobby.any')), ...props.games.map((g) => h('option', { value: g.id }, g.title))],
      ),
    ]),
    h('label', null, [
      `${t('clock.pace')} `,
      h(
        'select',
        {
          name: 'filter-pace',
          value: filter.pace ?? '',
          onChange: (e: Event) => onChange({ ...filter, pace: (e.target as HTMLSelectElement).value || undefined }),
        },
        [
          h('option', { value: '' }, t('lobby.any')),
          ...PACE_NAMES.map((p) => h('option', { value: p }, p === 'untimed' ? t('clock.untimed') : t(`clock.pace.${p}` as 'clock.pace.live'))),
        ],
      ),
    ]),
    h('label', null, [
      `${t('lobby.rating')} `,
      h('input', {
        type: 'number',
        name: 'filter-min',
        min: 0,
        max: 5000,
        step: 50,
        value: filter.minRating ?? '',
        'aria-label': t('lobby.min'),
        placeholder: t('lobby.min'),
        onChange: (e: Event) => onChange({ ...filter, minRating: num((e.target as HTMLInputElement).value) }),
      }),
      ' – ',
      h('input', {
        type: 'number',
        name: 'filter-max',
        min: 0,
        max: 5000,
        step: 50,
        value: filter.maxRating ?? '',
        'aria-label': t('lobby.max'),
        placeholder: t('lobby.max'),
        onChange: (e: Event) => onChange({ ...filter, maxRating: num((e.target as HTMLInputElement).value) }),
      }),
    ]),
  ]);
}
