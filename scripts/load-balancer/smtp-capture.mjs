// @ts-check
// The load-balancer suite's mail server: the edge of the world is SMTP, so the api-servers send
// their mails over real SMTP (SMTP_HOST, SMTP_PORT) to this capture, which keeps each one and
// lists them as JSON over HTTP for the tests (GET /mails, oldest first).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} CapturedMail
 * @property {number} id 1, 2, … in the order they arrived
 * @property {string} to
 * @property {string} from
 * @property {string} subject
 * @property {string} text
 * @property {string | null} html
 */

/** Text of a parsed address header (one address or several). */
function addressText(
  /** @type {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} */ value,
) {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ');
}

/**
 * Starts the SMTP server (plain, no STARTTLS, any sender) on `smtpPort` and the JSON listing on
 * `httpPort`, both on 127.0.0.1.
 * @param {{ smtpPort: number, httpPort: number }} ports
 */
export async function startSmtpCapture({ smtpPort, httpPort }) {
  /** @type {CapturedMail[]} */
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
          mails.push({
            id: mails.length + 1,
            to: recipients || addressText(parsed.to),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          callback();
        },
        (/** @type {Error} */ error) => callback(error),
      );
    },
  });
  const http = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve(undefined)));
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', () => resolve(undefined)));
  return {
    smtpPort,
    url: `http://127.0.0.1:${httpPort}/mails`,
    async close() {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      await new Promise((resolve) => http.close(() => resolve(undefined)));
    },
  };
}
