// What the server writes to people (sign-in mail, turn notices), in English and French (issue 30).
export type TextLang = 'en' | 'fr';
export const textLangOf = (lang: string | undefined): TextLang => (lang === 'fr' ? 'fr' : 'en');

const TEXTS = {
  'account.mail.subject': { en: 'Your Arras sign-in code: {code}', fr: 'Votre code de connexion Arras : {code}' },
  'account.mail.body': {
    en: 'Your sign-in code is {code}.\n\nOr open this link to sign in:\n{link}\n\nThe code and the link work once, for {minutes} minutes. If you did not ask for them, ignore this message.',
    fr: 'Votre code de connexion est {code}.\n\nOu ouvrez ce lien pour vous connecter :\n{link}\n\nLe code et le lien servent une fois, pendant {minutes} minutes. Si vous ne les avez pas demandés, ignorez ce message.',
  },
  'notice.subject': { en: 'Your turn: {game}, {match}', fr: 'À vous de jouer : {game}, {match}' },
  'notice.body': { en: 'It is your turn in {game} ({match}).\n{link}', fr: 'C’est à vous de jouer dans {game} ({match}).\n{link}' },
  'notice.match': { en: '{scenario}, match {id}', fr: '{scenario}, partie {id}' },
  'notice.test': { en: 'Arras: turn notices reach you here.', fr: 'Arras : les avis de tour vous parviennent ici.' },
} as const;
export type TextKey = keyof typeof TEXTS;

export function text(key: TextKey, lang: string | undefined, vars: Record<string, string | number> = {}): string {
  return TEXTS[key][textLangOf(lang)].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
