import { Socket } from 'node:net';

/** The PostgreSQL server of the api tests' PostgreSQL pass: TEST_DATABASE_URL or the local one. */
export const POSTGRES_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something listens on the server's address (a TCP connect, at most one second). */
export function postgresAnswers(url = POSTGRES_SERVER_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname || '127.0.0.1', () => done(true));
  });
}
