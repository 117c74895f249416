import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrSvg } from '../src/two-factor/qr.ts';
import { SecretBox } from '../src/auth/secrets.ts';
import { base32Decode, base32Encode, hotp, totpCode, verifyTotp } from '../src/two-factor/totp.ts';
import { sendSmtp } from '../src/mail/smtp.ts';

describe('TOTP', () => {
  // RFC 6238 appendix B (SHA-1 key "12345678901234567890"), last six of the eight digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
  });

  it('matches RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('round-trips base32 and refuses foreign characters', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 9]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('ABC1')).toBeNull();
  });

  it('refuses codes at or before the last used step', () => {
    const at = 1111111111 * 1000;
    const step = verifyTotp(secret, '050471', at);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, '050471', at, step)).toBeNull();
  });
});

describe('the QR encoder', () => {
  it('draws finder patterns and picks the smallest version that fits', () => {
    const small = qrMatrix('hello');
    expect(small).toHaveLength(21);
    const uri = `otpauth://totp/Packlight:admin%40packlight.dev?secret=${'A'.repeat(32)}&issuer=Packlight`;
    const big = qrMatrix(uri);
    expect(big.length).toBeGreaterThan(21);
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const at = (m: boolean[][], row: number, col: number) =>
      finder.map((_, r) =>
        m[row + r]
          ?.slice(col, col + 7)
          .map((dark) => (dark ? '1' : '0'))
          .join(''),
      );
    for (const m of [small, big]) {
      expect(at(m, 0, 0)).toEqual(finder);
      expect(at(m, 0, m.length - 7)).toEqual(finder);
      expect(at(m, m.length - 7, 0)).toEqual(finder);
    }
    expect(qrSvg('hello')).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/);
  });

  it('refuses text beyond version 10', () => {
    expect(() => qrMatrix('x'.repeat(300))).toThrow(/Too long/);
  });
});

describe('SecretBox', () => {
  it('seals with the key and opens only with the same key', () => {
    const sealed = new SecretBox('key number one, long').seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('key number one, long').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('another key entirely').open(sealed)).toBeNull();
  });
});

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
