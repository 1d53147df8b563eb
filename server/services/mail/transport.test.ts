import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpHost, smtpTransport } from './transport';

/** What the fake server was told: the envelope and the raw message. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive what nodemailer sends. */
function fakeSmtpServer(inbox: Received[], rejectRecipient?: string): Server {
  return createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          inbox.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:<([^>]*)>.*$/i, '$1');
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          const to = line.replace(/^RCPT TO:<([^>]*)>.*$/i, '$1');
          if (to === rejectRecipient) socket.write('550 No such user here\r\n');
          else {
            current.to.push(to);
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

const inbox: Received[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  server = fakeSmtpServer(inbox, 'nobody@example.com');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mail = {
  from: 'Gallery Sites <no-reply@gallery.test>',
  to: 'ada@example.com',
  subject: 'Your order 7 from Demo Gallery',
  text: 'Thank you for your purchase.',
  html: '<p>Thank you for your purchase.</p>',
};

describe('smtpTransport', () => {
  it('hands the mail to the SMTP server with its envelope, subject and both bodies', async () => {
    await smtpTransport(url).send(mail);
    const received = inbox.at(-1)!;
    expect(received.from).toBe('no-reply@gallery.test');
    expect(received.to).toEqual(['ada@example.com']);
    expect(received.data).toContain('Subject: Your order 7 from Demo Gallery');
    expect(received.data).toContain('From: Gallery Sites <no-reply@gallery.test>');
    expect(received.data).toContain('Thank you for your purchase.');
    expect(received.data).toContain('<p>Thank you for your purchase.</p>');
  });

  it('fails the send when the server refuses the recipient', async () => {
    await expect(smtpTransport(url).send({ ...mail, to: 'nobody@example.com' })).rejects.toThrow(/550/);
  });

  it('refuses an address that is not smtp:// or smtps:// without repeating it', () => {
    expect(() => smtpTransport('http://user:hunter2@mail.example.com')).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => smtpTransport('not a url hunter2')).toThrow(/SMTP_URL is not a valid address/);
    expect(() => smtpTransport('not a url hunter2')).not.toThrow(/hunter2/);
  });
});

describe('smtpHost', () => {
  it('names the server and port but never the credentials', () => {
    expect(smtpHost('smtp://user:hunter2@mail.example.com:587')).toBe('mail.example.com:587');
  });
});
