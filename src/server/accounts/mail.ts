// Outgoing mail (issue 30): nodemailer over SMTP_URL in production; with no SMTP_URL, each message
// is written as an .eml file into a folder (MAIL_DIR, default `mail/` in the checkout) where a
// developer reads it: nothing to configure for the first run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where messages go, for the start line (a folder, or the SMTP host without its password). */
  readonly where: string;
}

export interface MailOptions {
  smtpUrl?: string;
  /** The folder of .eml files when there is no SMTP server. */
  dir: string;
  from?: string;
}

export function makeMailer(opts: MailOptions): Mailer {
  const from = opts.from ?? 'Arras <arras@localhost>';
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      where: opts.smtpUrl.replace(/\/\/[^@/]*@/, '//***@'),
      send: async (m) => void (await transport.sendMail({ from, ...m })),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let n = 0;
  return {
    where: opts.dir,
    send: async (m) => {
      const info = await transport.sendMail({ from, ...m });
      mkdirSync(opts.dir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++n}.eml`;
      writeFileSync(path.join(opts.dir, file), info.message as Buffer, { mode: 0o600 });
    },
  };
}
