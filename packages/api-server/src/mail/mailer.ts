import { eq } from 'drizzle-orm';
import type { MailConfig, SmtpConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { mails } from '../db/schema/index.ts';
import { sendSmtp } from './smtp.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What only the recipient may read (a reset token, a sign-in code): kept out of the stored copy in production. */
  secrets?: string[];
}

export const redacted = '[redacted]';

/** The text with every secret (and its HTML-escaped form) replaced by `[redacted]`. */
function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret === '') continue;
    result = result.replaceAll(secret, redacted).replaceAll(escapeHtml(secret), redacted);
  }
  return result;
}

/**
 * Sends mail: every mail is recorded in the `mails` table (the outbox, shown at /outbox in demo
 * mode); with SMTP configured it also goes out over SMTP, in the background so that a request
 * never waits on (or reveals anything through the timing of) a mail server. A mail that is part
 * of a change is recorded in the change's transaction (`transaction`, then `send(mail, tx)`) and
 * goes out only once that has committed, so a rolled-back change sends nothing (D64).
 */
export class Mailer {
  /** Sends still under way (tests and shutdown wait on them). */
  private readonly pending = new Set<Promise<void>>();
  /** The SMTP sends each open `transaction` holds back until it commits. */
  private readonly afterCommit = new WeakMap<Db, (() => void)[]>();

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    /** Production stores secret-bearing mails redacted; demo keeps them whole for its outbox. */
    private readonly mode: 'demo' | 'production' = 'demo',
  ) {}

  /**
   * Runs `work` in one transaction of `db`; the mails it sends with `send(mail, tx)` are recorded
   * in that transaction and start going out over SMTP only after it commits.
   */
  async transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
    const held: (() => void)[] = [];
    const result = await db.transaction(async (tx) => {
      this.afterCommit.set(tx, held);
      return work(tx);
    });
    for (const dispatch of held) dispatch();
    return result;
  }

  /**
   * Records a mail (in `tx`, a transaction opened by `transaction`, when given) and sends it over
   * SMTP when configured: at once without `tx`, after the commit with it.
   */
  async send(mail: OutgoingMail, tx?: Db): Promise<number> {
    const held = tx === undefined ? undefined : this.afterCommit.get(tx);
    if (tx !== undefined && held === undefined) {
      throw new Error('Mailer.send(mail, tx) needs a transaction opened by Mailer.transaction');
    }
    const smtp = this.config.smtp;
    const secrets = this.mode === 'production' ? (mail.secrets ?? []) : [];
    const [row] = await (tx ?? this.db)
      .insert(mails)
      .values({
        to: mail.to,
        from: this.config.from,
        subject: mail.subject,
        text: redact(mail.text, secrets),
        html: mail.html == null ? null : redact(mail.html, secrets),
        transport: smtp ? 'smtp' : 'outbox',
        sentAt: smtp ? null : new Date(),
      })
      .returning({ id: mails.id });
    if (!row) throw new Error('Recording a mail returned no row');
    if (smtp) {
      const dispatch = () => this.dispatch(smtp, row.id, mail);
      if (held) held.push(dispatch);
      else dispatch();
    }
    return row.id;
  }

  /** Sends a recorded mail over SMTP in the background and notes the outcome on its row. */
  private dispatch(smtp: SmtpConfig, id: number, mail: OutgoingMail): void {
    const whole = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null };
    const sending = sendSmtp(smtp, { ...whole, from: this.config.from })
      .then(
        () => this.db.update(mails).set({ sentAt: new Date() }).where(eq(mails.id, id)),
        (error: unknown) => {
          console.error(`Mail ${id} to ${mail.to} failed:`, error);
          return this.db
            .update(mails)
            .set({ error: error instanceof Error ? error.message : String(error) })
            .where(eq(mails.id, id));
        },
      )
      .then(() => undefined)
      .catch((error: unknown) => console.error('Recording a mail result failed:', error))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the mails being sent. */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text for element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] as string);
}

/** A plain mail with one button: text and HTML versions of the same words. */
export function simpleMail(options: {
  to: string;
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** Kept out of the stored copy in production (OutgoingMail.secrets). */
  secrets?: string[];
}): OutgoingMail {
  const { lines, action, after = [] } = options;
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(after.length ? ['', ...after] : []),
    '',
    '— Packlight',
  ].join('\n');
  const paragraphs = (items: string[]) =>
    items.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    '<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">' +
    paragraphs(lines) +
    (action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;` +
        `background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">` +
        `${escapeHtml(action.label)}</a></p>`
      : '') +
    paragraphs(after) +
    '<p>— Packlight</p></body></html>';
  return { to: options.to, subject: options.subject, text, html, secrets: options.secrets };
}
