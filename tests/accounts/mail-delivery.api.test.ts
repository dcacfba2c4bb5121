import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../api/src/mail/mailer';
import { emailLog } from '../../api/src/mail/email-log.table';
import { startApi, type RunningApi } from '../support/api-harness';

/** Just enough SMTP to accept one message at a time (no TLS, no auth). */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        received,
      });
    }),
  );
}

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ seed: false });
});
afterAll(async () => {
  await api?.close();
});

const mail = { to: 'iemand@example.nl', subject: 'Test', body: 'Hallo', template: 'test' };

describe('mailer', () => {
  it('logs the mail and delivers it over SMTP, marking it sent', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer(api.db, {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'portaal@example.nl',
      });
      const deliver = await mailer.queue(api.db, mail);
      await deliver();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Hallo');
      const [row] = await api.db
        .select()
        .from(emailLog)
        .where(eq(emailLog.toAddress, 'iemand@example.nl'));
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.error).toBeNull();
    } finally {
      smtp.server.close();
    }
  });

  it('keeps the mail in the log with the error when SMTP is unreachable', async () => {
    const mailer = createMailer(api.db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      mailFrom: 'portaal@example.nl',
    });
    const deliver = await mailer.queue(api.db, { ...mail, to: 'onbereikbaar@example.nl' });
    await deliver();
    const [row] = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'onbereikbaar@example.nl'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('only logs when no SMTP is configured', async () => {
    const mailer = createMailer(api.db, { smtpUrl: undefined, mailFrom: 'portaal@example.nl' });
    await (
      await mailer.queue(api.db, { ...mail, to: 'alleenlog@example.nl' })
    )();
    const [row] = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'alleenlog@example.nl'));
    expect(row).toMatchObject({ subject: 'Test', sentAt: null, error: null });
  });
});
