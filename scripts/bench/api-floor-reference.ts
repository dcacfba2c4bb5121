/**
 * The floor of the api's own stack for bench:api-floor: Fastify and the database driver
 * with nothing between them. Same session check as the api (the sha-256 of the `sid`
 * cookie, its user, roles and companies in one statement; the last-seen touch every ten
 * minutes), same access rules for the three reads, one prepared statement per read
 * where the api's answer can be had in one, rows answered as the database gives them.
 * No ORM, no schema validation, no serializer, no background jobs.
 *
 *   DATABASE_URL=postgres://… PORT=4200 node --import tsx scripts/bench/api-floor-reference.ts
 *   DATA_DIR=/tmp/copy PORT=4200 PLAZA_STATEMENTS=/tmp/plaza.json node --import tsx …
 *
 * PLAZA_STATEMENTS names a JSON file with the statements the api ran for one plaza search
 * (captured by the bench through drizzle's logger): the reference runs the same statements,
 * prepared, side by side on its pool, so that read compares everything but the SQL.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

type Run = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

async function runner(): Promise<Run> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    // A named statement is parsed and planned once per connection.
    return async (name, text, values) => (await pool.query({ name, text, values })).rows;
  }
  const client = await PGlite.create(process.env.DATA_DIR!);
  return async (_name, text, values) =>
    (await client.query<Record<string, unknown>>(text, values)).rows;
}

const run = await runner();

const VIEWER_SQL = `
  SELECT u.id AS user_id, u.enabled, s.last_seen_at,
         ARRAY(SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
               WHERE ur.user_id = u.id ORDER BY r.name) AS roles,
         ARRAY(SELECT cu.company_id FROM company_users cu
               WHERE cu.user_id = u.id AND cu.enabled ORDER BY cu.company_id) AS company_ids
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND s.expires_at > now()`;
const TOUCH_SQL = `UPDATE sessions SET last_seen_at = now(), expires_at = now() + interval '14 days' WHERE id = $1`;

const COMPANY_COLUMNS = `c.*,
  ARRAY(SELECT json_build_object('user_id', cu.user_id, 'admin', cu.admin, 'enabled', cu.enabled)
        FROM company_users cu WHERE cu.company_id = c.id ORDER BY cu.user_id) AS company_users,
  ARRAY(SELECT l.partner_company_id FROM company_partner_links l WHERE l.company_id = c.id) AS partner_ids,
  (SELECT json_build_object('enabled', m.enabled, 'created', m.created)
     FROM sepa_mandates m WHERE m.company_id = c.id LIMIT 1) AS sepa_mandate`;
const COMPANY_SQL = `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1`;
const COMPANY_PAGE_SQL = `SELECT ${COMPANY_COLUMNS} FROM companies c ORDER BY c.name, c.id LIMIT $1 OFFSET $2`;
const COMPANY_COUNT_SQL = `SELECT count(*)::int AS n FROM companies`;
const USERS_SQL = `
  SELECT u.id, u.email, u.given_name, u.family_name, u.gender, u.enabled, u.opt_out, u.photo,
         u.hide_sepa_alert, u.version,
         ARRAY(SELECT json_build_object('id', r.id, 'name', r.name) FROM user_roles ur
               JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.name) AS roles
  FROM users u WHERE u.id = ANY($1::int[])`;

interface Viewer {
  userId: number;
  roles: string[];
  companyIds: number[];
}

async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
  const token = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const id = createHash('sha256').update(token).digest('hex');
  const [row] = await run('viewer', VIEWER_SQL, [id]);
  if (!row || !row.enabled) return null;
  if (Date.now() - new Date(row.last_seen_at as string).getTime() > 10 * 60_000)
    await run('touch', TOUCH_SQL, [id]);
  return {
    userId: Number(row.user_id),
    roles: row.roles as string[],
    companyIds: (row.company_ids as number[]).map(Number),
  };
}

const isStaff = (viewer: Viewer) => viewer.roles.includes('ROLE_LEAD_USER');
const refuse = (reply: FastifyReply, status: number) =>
  reply
    .status(status)
    .send({ message: status === 401 ? 'MESSAGE.UNAUTHORIZED' : 'MESSAGE.NOT_FOUND' });

const plazaStatements = process.env.PLAZA_STATEMENTS
  ? (JSON.parse(readFileSync(process.env.PLAZA_STATEMENTS, 'utf8')) as {
      query: string;
      params: unknown[];
    }[])
  : [];

const app = Fastify();

app.get<{ Params: { id: string } }>('/company/:id', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer) return refuse(reply, 401);
  const id = Number(request.params.id);
  if (!isStaff(viewer) && !viewer.companyIds.includes(id)) return refuse(reply, 404);
  const [company] = await run('company', COMPANY_SQL, [id]);
  return company ?? refuse(reply, 404);
});

app.get<{ Querystring: { ids?: string; itemsPerPage?: string; page?: string } }>(
  '/company',
  async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!viewer) return refuse(reply, 401);
    if (!isStaff(viewer)) return reply.status(403).send({ message: 'MESSAGE.ACCESS_DENIED' });
    const size = Number(request.query.itemsPerPage ?? 50);
    const page = Number(request.query.page ?? 1);
    const [items, [count]] = await Promise.all([
      run('company_page', COMPANY_PAGE_SQL, [size, (page - 1) * size]),
      run('company_count', COMPANY_COUNT_SQL, []),
    ]);
    return { items, total: count!.n };
  },
);

app.get<{ Querystring: { ids: string } }>('/user', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer) return refuse(reply, 401);
  if (!isStaff(viewer)) return reply.status(403).send({ message: 'MESSAGE.ACCESS_DENIED' });
  const ids = request.query.ids.split(',').map(Number);
  return { items: await run('users', USERS_SQL, [ids]) };
});

app.post<{ Params: { company: string } }>('/leadplaza/:company/lead', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer) return refuse(reply, 401);
  const id = Number(request.params.company);
  if (!isStaff(viewer) && !viewer.companyIds.includes(id)) return refuse(reply, 404);
  const [company] = await run('plaza_company', 'SELECT * FROM companies WHERE id = $1', [id]);
  if (!company) return refuse(reply, 404);
  const answers = await Promise.all(
    plazaStatements.map((s, i) => run(`plaza_${i}`, s.query, s.params)),
  );
  return { results: answers };
});

app.get('/healthz', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
