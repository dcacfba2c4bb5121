/**
 * How fast a chat message reaches the other side. Builds 100 conversations (100
 * consumers, 100 companies with one user each), starts the portal as `npm start`
 * does, logs the 200 users in and opens, per user, what the chat screen opens: the
 * conversation's messages and the conversation list (for the unread count), so
 * 200 subscribers on messages and 200 on lists. Then sends MESSAGES messages
 * (500) from random sides of random conversations at RATE per second (50) and
 * measures, per message, from sending the mutation to:
 *   - the receiver's message subscription delivering it (the goal: p95 <= 100 ms);
 *   - the receiver's list subscription delivering the new unread count.
 * Runs on PGlite (the default, in a data folder prepared first) and, when one
 * answers, on a disposable database of the local PostgreSQL server. Prints the CPU
 * time per message of the api, the gateway, the database's backends (PostgreSQL;
 * PGlite runs inside the api) and this client, from /proc, over the sending phase.
 * To profile: API_NODE_FLAGS / GATEWAY_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
 *
 *   npm run bench:chat          (MESSAGES=500 RATE=50; ONLY=pglite|postgres)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../api/src/accounts/password-hash';
import { roles, userRoles } from '../../api/src/accounts/role.table';
import { seedAccounts } from '../../api/src/accounts/seed';
import { users } from '../../api/src/accounts/user.table';
import { conversations } from '../../api/src/chat/conversation.table';
import { companies } from '../../api/src/companies/company.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { migrate, openDatabase, type Database } from '../../api/src/db';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { products } from '../../api/src/products/product.table';
import { seedProducts } from '../../api/src/products/seed';
import { disposableDatabase } from './disposable-database';
import { GraphQLSession } from './graphql-session';
import { CpuMeter, cpuPerOperation } from './process-cpu';
import { runPortal, summary, type RunningPortal } from './run-portal';

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 100);
const MESSAGES = Number(process.env.MESSAGES ?? 500);
const RATE = Number(process.env.RATE ?? 50);
const GOAL_P95_MS = 100;

interface Conversation {
  id: number;
  consumer: string;
  companyUser: string;
}

/** The market of the benchmark: a consumer, a company and their conversation, 100 times. */
async function build(db: Database): Promise<Conversation[]> {
  return db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedProducts(tx);
    const [product] = await tx.select().from(products).limit(1);
    const roleRows = await tx.select().from(roles);
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id;
    const passwordHash = await hashPassword('Welkom123');
    const numbers = [...Array(CONVERSATIONS).keys()];
    const people = await tx
      .insert(users)
      .values(
        numbers.flatMap((n) => [
          {
            email: `klant${n}@bench.nl`,
            givenName: `Klant ${n}`,
            familyName: 'Bench',
            passwordHash,
          },
          {
            email: `bedrijf${n}@bench.nl`,
            givenName: `Medewerker ${n}`,
            familyName: 'Bench',
            passwordHash,
          },
        ]),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    await tx.insert(userRoles).values(
      numbers.flatMap((n) => [
        { userId: idOf.get(`klant${n}@bench.nl`)!, roleId: roleId('ROLE_LEAD_CONSUMER') },
        { userId: idOf.get(`bedrijf${n}@bench.nl`)!, roleId: roleId('ROLE_LEAD_CUSTOMER') },
      ]),
    );
    const companyRows = await tx
      .insert(companies)
      .values(numbers.map((n) => ({ name: `Bench Installaties ${n}`, state: 'active' })))
      .returning({ id: companies.id });
    await tx.insert(companyUsers).values(
      numbers.map((n) => ({
        companyId: companyRows[n]!.id,
        userId: idOf.get(`bedrijf${n}@bench.nl`)!,
        admin: true,
      })),
    );
    const leadRows = await tx
      .insert(leads)
      .values(
        numbers.map((n) => ({
          productId: product!.id,
          userId: idOf.get(`klant${n}@bench.nl`)!,
          givenName: `Klant ${n}`,
          familyName: 'Bench',
          email: `klant${n}@bench.nl`,
          postalCode: '3511 AB',
          city: 'Utrecht',
          remainingAssignments: 0,
        })),
      )
      .returning({ id: leads.id });
    const assigned = await tx
      .insert(assignedLeads)
      .values(
        numbers.map((n) => ({
          leadId: leadRows[n]!.id,
          companyId: companyRows[n]!.id,
          priceCents: 3500,
          priceSource: 'product' as const,
        })),
      )
      .returning({ id: assignedLeads.id });
    const rows = await tx
      .insert(conversations)
      .values(
        numbers.map((n) => ({
          assignedLeadId: assigned[n]!.id,
          companyId: companyRows[n]!.id,
          clientId: idOf.get(`klant${n}@bench.nl`)!,
        })),
      )
      .returning({ id: conversations.id });
    return numbers.map((n) => ({
      id: rows[n]!.id,
      consumer: `klant${n}@bench.nl`,
      companyUser: `bedrijf${n}@bench.nl`,
    }));
  });
}

const FOLLOW_MESSAGES = `subscription ($id: ID!) {
  chatMessages(conversationId: $id) { eventId message { id message } }
}`;
const FOLLOW_LIST = `subscription { conversationsChanged { eventId type conversationId unreadCount } }`;
const SEND = `mutation ($id: ID!, $to: ChatSide!, $message: String!) {
  sendChatMessage(conversationId: $id, to: $to, message: $message) { id }
}`;

interface Side {
  session: GraphQLSession;
  conversation: Conversation;
  side: 'client' | 'company';
}

async function measure(
  kind: string,
  portal: RunningPortal,
  market: Conversation[],
  databaseUrl?: string,
) {
  const url = portal.gatewayUrl;
  const sides: Side[] = market.flatMap((conversation) => [
    { session: new GraphQLSession(url), conversation, side: 'client' as const },
    { session: new GraphQLSession(url), conversation, side: 'company' as const },
  ]);
  console.log(`${kind}: the portal is up; logging ${sides.length} users in`);
  // Log in 10 at a time (scrypt is deliberately slow).
  for (let i = 0; i < sides.length; i += 10)
    await Promise.all(
      sides
        .slice(i, i + 10)
        .map((s) =>
          s.session.login(
            s.side === 'client' ? s.conversation.consumer : s.conversation.companyUser,
          ),
        ),
    );

  // Who waits for which message: `${text}|${side}` -> resolve with the arrival time.
  const messageSeen = new Map<string, (at: number) => void>();
  const countSeen = new Map<string, (at: number) => void>();
  const stops: (() => void)[] = [];
  for (const s of sides) {
    stops.push(
      await s.session.subscribe(FOLLOW_MESSAGES, { id: s.conversation.id }, (data) => {
        const text = (data as { chatMessages?: { message?: { message?: string } } })?.chatMessages
          ?.message?.message;
        if (text) messageSeen.get(`${text}|${s.side}`)?.(performance.now());
      }),
    );
    stops.push(
      await s.session.subscribe(FOLLOW_LIST, {}, (data) => {
        const change = (data as { conversationsChanged?: { type: string; unreadCount: number } })
          ?.conversationsChanged;
        if (change?.type === 'chat.message' && change.unreadCount > 0)
          countSeen.get(`${s.conversation.id}|${s.side}`)?.(performance.now());
      }),
    );
  }
  console.log(`${kind}: ${sides.length} users logged in, ${stops.length} subscriptions open`);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // let every stream settle

  const toReceiver: number[] = [];
  const toBadge: number[] = [];
  const answered: number[] = [];
  let lost = 0;
  const failed: string[] = [];
  const busy = new Set<number>(); // one message at a time per conversation: its count is unambiguous
  const cpu = new CpuMeter(portal.pids, databaseUrl);
  await cpu.start();
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < MESSAGES; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    let free = sides.filter((s) => !busy.has(s.conversation.id));
    while (free.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      free = sides.filter((s) => !busy.has(s.conversation.id));
    }
    const writer = free[Math.floor(Math.random() * free.length)]!;
    const conversationId = writer.conversation.id;
    busy.add(conversationId);
    const receiver = writer.side === 'client' ? 'company' : 'client';
    const text = `bericht ${n}`;
    const within = (map: Map<string, (at: number) => void>, key: string) =>
      Promise.race([
        new Promise<number>((resolve) => map.set(key, resolve)),
        new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 5000)),
      ]).finally(() => map.delete(key));
    const sentAt = performance.now();
    const seen = within(messageSeen, `${text}|${receiver}`);
    const counted = within(countSeen, `${conversationId}|${receiver}`);
    sends.push(
      (async () => {
        try {
          await writer.session.request(SEND, {
            id: conversationId,
            to: receiver,
            message: text,
          });
        } catch (error) {
          // An overloaded portal refuses some sends: count them, keep measuring the rest.
          failed.push(String(error));
          busy.delete(conversationId);
          return;
        }
        answered.push(performance.now() - sentAt);
        const [at, countAt] = await Promise.all([seen, counted]);
        if (Number.isNaN(at)) lost += 1;
        else toReceiver.push(at - sentAt);
        if (!Number.isNaN(countAt)) toBadge.push(countAt - sentAt);
        busy.delete(conversationId);
      })(),
    );
  }
  await Promise.all(sends);
  const seconds = (performance.now() - started) / 1000;
  const spent = await cpu.stop();
  for (const stop of stops) stop();

  console.log(
    `\n${kind}: ${CONVERSATIONS} conversations, ${sides.length} users with 2 subscriptions each, ${MESSAGES} messages at ${RATE}/s (took ${seconds.toFixed(1)} s)`,
  );
  console.log(summary('  send -> the sender has its answer', answered));
  console.log(summary('  send -> message at the receiver', toReceiver));
  console.log(summary('  send -> unread count at the receiver', toBadge));
  console.log(
    `  CPU/message: ${cpuPerOperation(spent, MESSAGES, ['api', 'gateway', 'database'])}${databaseUrl ? '' : ' (PGlite runs in the api)'}`,
  );
  const sorted = [...toReceiver].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(0.95 * sorted.length)] ?? Infinity;
  if (failed.length > 0)
    console.log(`  ${failed.length} sends REFUSED, e.g. ${[...new Set(failed)].join(', ')}`);
  console.log(
    `  ${lost === 0 ? 'none lost' : `${lost} NOT DELIVERED within 5 s`}; goal p95 <= ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT MET'}`,
  );
  return lost === 0 && failed.length === 0 && p95 <= GOAL_P95_MS;
}

let allMet = true;
if (process.env.ONLY !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadportal-bench-chat-'));
  const { db, close } = await openDatabase({ dataDir, databaseUrl: undefined });
  await migrate(db);
  const market = await build(db);
  await close();
  const portal = await runPortal({ dataDir });
  try {
    allMet = (await measure('PGlite', portal, market)) && allMet;
  } finally {
    await portal.stop();
  }
}
if (process.env.ONLY !== 'pglite') {
  const disposable = await disposableDatabase();
  if (!disposable) console.log('PostgreSQL: no server answers on 127.0.0.1:5432; skipped.');
  else {
    try {
      const { db, close } = await openDatabase({ dataDir: '', databaseUrl: disposable.url });
      await migrate(db);
      const market = await build(db);
      await close();
      const portal = await runPortal({ env: { DATABASE_URL: disposable.url } });
      try {
        allMet = (await measure('PostgreSQL', portal, market, disposable.url)) && allMet;
      } finally {
        await portal.stop();
      }
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await disposable.drop();
    }
  }
}
process.exitCode = allMet ? 0 : 1;
