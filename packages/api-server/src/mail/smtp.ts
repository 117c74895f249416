import { randomBytes } from 'node:crypto';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { SmtpConfig } from '../config.ts';

export interface MimeMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The bare address of `Name <address>` or of a bare address. */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

const base64Lines = (text: string) =>
  Buffer.from(text).toString('base64').replace(/.{76}/g, '$&\r\n');

/** The message as RFC 5322 text with a text and (when given) an HTML part. */
export function buildMime(mail: MimeMail, now = new Date()): string {
  const domain = addressOf(mail.from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${encodeHeader(mail.from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  if (mail.html === null) {
    return [
      ...headers,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(mail.text),
    ].join('\r\n');
  }
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Reads SMTP replies (multi-line `250-...` then `250 ...`) off a socket. */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;
  private readonly lines: string[] = [];

  constructor(private socket: Socket | TLSSocket) {
    this.attach(socket);
  }

  attach(socket: Socket | TLSSocket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let at: number;
      while ((at = this.buffer.indexOf('\r\n')) !== -1) {
        this.lines.push(this.buffer.slice(0, at));
        this.buffer = this.buffer.slice(at + 2);
      }
      this.deliver();
    });
    socket.on('error', (error) => this.failed?.(error));
    socket.on('close', () => this.failed?.(new Error('SMTP connection closed')));
  }

  private deliver(): void {
    const end = this.lines.findIndex((line) => /^\d{3} /.test(line) || /^\d{3}$/.test(line));
    if (end === -1 || !this.waiting) return;
    const reply = this.lines.splice(0, end + 1);
    const last = reply[reply.length - 1] as string;
    const resolve = this.waiting;
    this.waiting = null;
    this.failed = null;
    resolve({
      code: Number(last.slice(0, 3)),
      text: reply.map((line) => line.slice(4)).join('\n'),
    });
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.deliver();
    });
  }
}

/**
 * Sends one mail over SMTP: EHLO, STARTTLS when offered (or TLS from the start), AUTH PLAIN when
 * a user is set, then MAIL/RCPT/DATA. Enough for a relay such as Postmark, SES or Mailpit.
 */
export async function sendSmtp(
  config: SmtpConfig,
  mail: MimeMail,
  timeoutMs = 15_000,
): Promise<void> {
  let socket: Socket | TLSSocket = await new Promise((resolve, reject) => {
    const s = config.secure
      ? tlsConnect({ host: config.host, port: config.port, servername: config.host }, () =>
          resolve(s),
        )
      : netConnect({ host: config.host, port: config.port }, () => resolve(s));
    s.once('error', reject);
  });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timed out')));
  const reader = new ReplyReader(socket);
  const expect = async (codes: number[], what: string) => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) {
      throw new Error(`SMTP ${what} refused: ${reply.code} ${reply.text}`);
    }
    return reply;
  };
  const command = async (line: string, codes: number[], what = line.split(' ')[0] ?? line) => {
    socket.write(`${line}\r\n`);
    return expect(codes, what);
  };

  try {
    await expect([220], 'greeting');
    let hello = await command('EHLO packlight', [250]);
    if (!config.secure && /^STARTTLS$/im.test(hello.text)) {
      await command('STARTTLS', [220]);
      socket.removeAllListeners('data');
      socket = await new Promise<TLSSocket>((resolve, reject) => {
        const secured = tlsConnect({ socket, servername: config.host }, () => resolve(secured));
        secured.once('error', reject);
      });
      reader.attach(socket);
      hello = await command('EHLO packlight', [250]);
    }
    if (config.user !== null) {
      const plain = Buffer.from(`\0${config.user}\0${config.pass ?? ''}`).toString('base64');
      await command(`AUTH PLAIN ${plain}`, [235], 'AUTH');
    }
    await command(`MAIL FROM:<${addressOf(mail.from)}>`, [250]);
    await command(`RCPT TO:<${addressOf(mail.to)}>`, [250, 251]);
    await command('DATA', [354]);
    // Dot-stuffing: a line starting with '.' gets another.
    const body = buildMime(mail).replace(/^\./gm, '..');
    await command(`${body}\r\n.`, [250], 'message');
    socket.write('QUIT\r\n');
  } finally {
    socket.end();
  }
}
