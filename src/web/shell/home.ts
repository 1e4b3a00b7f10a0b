// The start page: choose a game, scenario, options, side and opponent; the games this browser started.
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../../server/types.ts';
import { api, errorText, keepMatch, keptMatches } from '../api.ts';
import { lang, role, t } from '../i18n.ts';

type Opponent = 'computer' | 'hotseat' | 'invite';

export function Home() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [levels, setLevels] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [gameId, setGameId] = useState('');
  const [scenario, setScenario] = useState('');
  const [options, setOptions] = useState<Record<string, boolean | number>>({});
  const [seat, setSeat] = useState('');
  const [opponent, setOpponent] = useState<Opponent>('computer');
  const [level, setLevel] = useState('easy');
  const [busy, setBusy] = useState(false);

  const choose = (g: GameInfo | undefined) => {
    if (!g) return;
    setGameId(g.id);
    setScenario(g.scenarios[0]?.id ?? '');
    setSeat(g.roles[0]);
    setOptions(Object.fromEntries(g.options.map((o) => [o.id, o.default])));
  };
  useEffect(() => {
    api
      .games()
      .then((r) => {
        setGames(r.games);
        setLevels(r.levels);
        const wanted = new URLSearchParams(location.search).get('game');
        choose(r.games.find((g) => g.id === wanted) ?? r.games[0]);
      })
      .catch((e) => setError(errorText(e)));
  }, []);

  const game = games?.find((g) => g.id === gameId);
  const submit = async (ev: Event) => {
    ev.preventDefault();
    if (!game) return;
    setBusy(true);
    setError(null);
    try {
      const m = await api.create({ game: game.id, scenario, options, seat, opponent, ...(opponent === 'computer' ? { level } : {}) });
      keepMatch({ matchId: m.matchId, game: game.id, title: game.title, created: Date.now(), links: m.links, observer: m.observer });
      location.assign(m.links.find((l) => l.mine)!.url);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  const kept = keptMatches();
  return h('main', { class: 'home' }, [
    h('h1', null, t('home.title')),
    h('p', { class: 'lead' }, t('home.lead')),
    error && h('p', { class: 'error', role: 'alert' }, error),
    !games && !error && h('p', null, t('common.loading')),
    games &&
      games.length === 0 &&
      h('p', null, t('home.noGames')),
    game &&
      h('form', { class: 'new-game', onSubmit: submit, 'aria-label': t('home.newGame') }, [
        h('h2', null, t('home.newGame')),
        h('label', null, [`${t('home.game')} `, h('select', { name: 'game', value: gameId, onChange: (e: Event) => choose(games!.find((g) => g.id === (e.target as HTMLSelectElement).value)) }, games!.map((g) => h('option', { value: g.id }, g.title)))]),
        game.scenarios.length > 1 &&
          h('label', null, [`${t('home.scenario')} `, h('select', { name: 'scenario', value: scenario, onChange: (e: Event) => setScenario((e.target as HTMLSelectElement).value) }, game.scenarios.map((s) => h('option', { value: s.id }, s.label)))]),
        h('p', { class: 'muted' }, game.scenarios.find((s) => s.id === scenario)?.description ?? ''),
        !(game.languages ?? ['en']).includes(lang()) && h('p', { class: 'muted', 'data-testid': 'game-texts' }, t('home.gameTexts')),
        game.options.length > 0 &&
          h('fieldset', null, [
            h('legend', null, t('home.options')),
            ...game.options.map((o) =>
              o.kind === 'flag'
                ? h('label', { class: 'option' }, [
                    h('input', { type: 'checkbox', name: `option-${o.id}`, checked: !!options[o.id], onChange: (e: Event) => setOptions({ ...options, [o.id]: (e.target as HTMLInputElement).checked }) }),
                    ` ${o.label}`,
                    o.rule ? h('span', { class: 'rule' }, o.rule) : null,
                  ])
                : h('label', { class: 'option' }, [
                    `${o.label} `,
                    h('input', { type: 'number', name: `option-${o.id}`, min: o.min, max: o.max, value: options[o.id] as number, onInput: (e: Event) => setOptions({ ...options, [o.id]: Number((e.target as HTMLInputElement).value) }) }),
                    o.rule ? h('span', { class: 'rule' }, o.rule) : null,
                  ]),
            ),
          ]),
        h('fieldset', null, [
          h('legend', null, t('home.side')),
          ...game.roles.map((r) => h('label', { class: 'option' }, [h('input', { type: 'radio', name: 'seat', value: r, checked: seat === r, onChange: () => setSeat(r) }), ` ${role(r)}`])),
        ]),
        h('fieldset', null, [
          h('legend', null, t('home.opponent')),
          h('label', { class: 'option' }, [h('input', { type: 'radio', name: 'opponent', value: 'computer', checked: opponent === 'computer', onChange: () => setOpponent('computer') }), ` ${t('home.computer')} `,
            h('select', { name: 'level', value: level, disabled: opponent !== 'computer', onChange: (e: Event) => setLevel((e.target as HTMLSelectElement).value) },
              (['easy', 'normal', 'hard'] as const).map((l) => h('option', { value: l }, `${t(`home.level.${l}`)}${levels[l] ? ` (${levels[l]})` : ''}`)))]),
          h('label', { class: 'option' }, [h('input', { type: 'radio', name: 'opponent', value: 'hotseat', checked: opponent === 'hotseat', onChange: () => setOpponent('hotseat') }), ` ${t('home.hotseat')}`]),
          h('label', { class: 'option' }, [h('input', { type: 'radio', name: 'opponent', value: 'invite', checked: opponent === 'invite', onChange: () => setOpponent('invite') }), ` ${t('home.invite')}`]),
        ]),
        h('button', { type: 'submit', class: 'primary', disabled: busy }, busy ? t('home.starting') : t('home.start')),
      ]),
    kept.length > 0 &&
      h('section', { class: 'kept' }, [
        h('h2', null, t('home.kept')),
        h('ul', null, kept.map((m) => h('li', { key: m.matchId }, [
          `${m.title} · ${new Date(m.created).toLocaleString(lang())} · `,
          ...m.links.filter((l) => l.mine).map((l) => h('a', { href: l.url }, t('home.play', { seat: role(l.seat) }))),
          ' · ',
          h('a', { href: m.observer.url }, t('home.watch')),
        ]))),
      ]),
  ]);
}
