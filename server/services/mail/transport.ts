import { createTransport } from 'nodemailer';
import { ConfigError } from '../../config';

/** One message as it leaves the outbox. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of `from` (nodemailer's replyTo); left out when the mail has none. */
  replyTo?: string;
}

/** Where delivered mail goes: SMTP in production, an in-memory fake in tests. A failed send throws. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Limits in milliseconds: delivery holds its outbox row locked while it sends, so a silent server
 * must not keep it (and a database connection) for nodemailer's default ten minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** The parsed SMTP_URL; the message never repeats the address, which may hold a password. */
function parseSmtpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('SMTP_URL is not a valid address; expected smtp://user:pass@host:587 or smtps://user:pass@host:465.');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//.`);
  }
  return parsed;
}

/** The server's host (and port) only, safe to print: never the user name or password. */
export function smtpHost(url: string): string {
  return parseSmtpUrl(url).host;
}

/** Sends over SMTP with nodemailer, e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
export function smtpTransport(url: string): MailTransport {
  parseSmtpUrl(url);
  const transporter = createTransport({ url, ...TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}
