import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendSmtp } from '../../src/mail/smtp.ts';

describe('the SMTP client', () => {
  it('speaks EHLO, AUTH PLAIN, MAIL, RCPT and DATA', async () => {
    const received: string[] = [];
    const server = createServer((socket) => {
      socket.setEncoding('utf8');
      let inData = false;
      let buffer = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\r\n')) !== -1) {
          const line = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          received.push(line);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            }
            continue;
          }
          if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
          else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
          else if (line === 'DATA') {
            inData = true;
            socket.write('354 go\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      await sendSmtp(
        { host: '127.0.0.1', port, user: 'u', pass: 'p', secure: false },
        {
          from: 'Packlight <no-reply@packlight.dev>',
          to: 'ada@example.test',
          subject: 'Hi',
          text: '.dot\nline',
          html: null,
        },
      );
    } finally {
      server.close();
    }
    expect(received).toContain(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`);
    expect(received).toContain('MAIL FROM:<no-reply@packlight.dev>');
    expect(received).toContain('RCPT TO:<ada@example.test>');
    expect(received).toContain('Subject: Hi');
    expect(received).toContain('DATA');
    expect(received).toContain('.');
  });
});
