/**
 * The least any process between a client and the api can cost: a reverse proxy
 * that reads the request, makes the same call to the api over a keep-alive pool,
 * parses the JSON answer and writes it back. No routing, no GraphQL, no checks.
 * bench:gateway runs it as a third side (BARE_HOP=1) to show what one extra hop
 * costs on this machine, apart from what the gateway does on top of it.
 *
 *   API_URL=http://127.0.0.1:4001 PORT=4100 node --import tsx scripts/bench/bare-hop.ts
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const pool = new Pool(process.env.API_URL!, { connections: 64 });

createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    pool
      .request({
        method: 'GET',
        path: request.url!,
        headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
      })
      .then(async (answer) => {
        // Parsed and written again, as a gateway must do with what it forwards.
        const text = JSON.stringify(JSON.parse(await answer.body.text()));
        response.writeHead(answer.statusCode, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        response.end(text);
      })
      .catch(() => {
        response.writeHead(502).end();
      });
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
