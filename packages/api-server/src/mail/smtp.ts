import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface MimeMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * Sends one mail over SMTP with nodemailer: STARTTLS when the server offers it (or TLS from the
 * start when `secure`), AUTH when a user is set. Enough for a relay such as Postmark, SES or
 * Mailpit. Each mail gets its own connection: mails are few (resets, codes) and sent in the
 * background, so a pool would only hold a socket open.
 */
export async function sendSmtp(
  config: SmtpConfig,
  mail: MimeMail,
  timeoutMs = 15_000,
): Promise<void> {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user === null ? undefined : { user: config.user, pass: config.pass ?? '' },
    name: 'packlight',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
  } finally {
    transport.close();
  }
}
