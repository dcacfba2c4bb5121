import { createServer, type Server } from 'node:net';

export interface FakeSmtp {
  server: Server;
  url: string;
  /** The messages accepted, as sent after DATA. */
  received: string[];
  close: () => Promise<void>;
}

/**
 * Just enough SMTP for the mail log's resend (no TLS, no auth). A recipient whose address
 * contains "onbekend" is refused (550), as a real server refuses an unknown mailbox.
 */
export function fakeSmtp(): Promise<FakeSmtp> {
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
        else if (/^RCPT TO:.*onbekend/i.test(line)) socket.write('550 mailbox unknown\r\n');
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
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        server,
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}
