/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { buildGateway, type GatewayInstance } from '../../gateway/src/server';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { addLead, catalogue } from '../plaza/plaza-test-kit';

let stack: RunningStack;
let second: GatewayInstance;
let secondUrl: string;
let conversationId: string;

/** A second gateway in front of the same api, following the same event stream. */
async function startSecondGateway(): Promise<void> {
  second = await buildGateway(
    { apiUrl: stack.apiUrl, internalToken: stack.api.config.internalToken, webDist: 'web/dist' },
    { eventBackoff: () => 100 },
  );
  await second.listen({ port: 0, host: '127.0.0.1' });
  const stream = second.gateway.eventStream;
  if (stream && !stream.connected)
    await new Promise((resolve) => stream.once('connected', resolve));
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function loggedIn(url: string, email: string): Promise<GraphQLTestClient> {
  const client = createGraphQLClient(url);
  await client.login(email);
  return client;
}

const SEND = `mutation ($id: ID!, $to: ChatSide!, $message: String!) {
  sendChatMessage(conversationId: $id, to: $to, message: $message) { id message side }
}`;
const FOLLOW = `subscription ($id: ID!, $after: ID) {
  chatMessages(conversationId: $id, afterEventId: $after) { eventId message { id message side sender senderCompany } }
}`;

beforeAll(async () => {
  stack = await startStack();
  await startSecondGateway();
  // A lead of the demo consumer, given to Hendriks: their conversation.
  const [hendriks] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  const [consumer] = await stack.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'consumer@demo.nl'));
  const solar = (await catalogue(stack.db)).find((p) => p.discr === 'zonnepanelen')!;
  const leadId = await addLead(stack.db, { product: solar, fields: { userId: consumer!.id } });
  const [assigned] = await stack.db
    .insert(assignedLeads)
    .values({ leadId, companyId: hendriks!.id, priceCents: 3500, priceSource: 'product' })
    .returning({ id: assignedLeads.id });
  const company = await loggedIn(stack.gatewayUrl, 'customer@demo.nl');
  const started = await company.request(
    'mutation ($id: ID!) { startConversation(assignedLeadId: $id) { id viewerSide chatEnabled } }',
    { id: assigned!.id },
  );
  expect(started.data.startConversation).toMatchObject({
    viewerSide: 'company',
    chatEnabled: true,
  });
  conversationId = String(started.data.startConversation.id);
}, 60_000);
afterAll(async () => {
  await second?.close();
  await stack?.close();
});

describe('chat through GraphQL', () => {
  it('a message sent through one gateway reaches a subscriber on another', async () => {
    const company = await loggedIn(stack.gatewayUrl, 'customer@demo.nl');
    const consumer = await loggedIn(secondUrl, 'consumer@demo.nl');
    const subscription = await consumer.subscribe(FOLLOW, { id: conversationId });
    try {
      const sent = await company.request(SEND, {
        id: conversationId,
        to: 'client',
        message: 'Goedemiddag, wanneer schikt een bezoek?',
      });
      expect(sent.errors).toBeUndefined();
      const received = (await subscription.next(10_000)).data.chatMessages;
      expect(received.message).toMatchObject({
        id: sent.data.sendChatMessage.id,
        message: 'Goedemiddag, wanneer schikt een bezoek?',
        side: 'company',
        senderCompany: 'Hendriks Installatietechniek B.V.',
      });
    } finally {
      subscription.close();
    }
  });

  it('a subscriber that reconnects gets exactly the messages it missed', async () => {
    const company = await loggedIn(stack.gatewayUrl, 'customer@demo.nl');
    const consumer = await loggedIn(secondUrl, 'consumer@demo.nl');
    const first = await consumer.subscribe(FOLLOW, { id: conversationId });
    await company.request(SEND, { id: conversationId, to: 'client', message: 'Een' });
    const seen = (await first.next(10_000)).data.chatMessages;
    first.close();
    for (const message of ['Twee', 'Drie'])
      await company.request(SEND, { id: conversationId, to: 'client', message });
    const again = await consumer.subscribe(FOLLOW, { id: conversationId, after: seen.eventId });
    try {
      const missed = [
        (await again.next(10_000)).data.chatMessages,
        (await again.next(10_000)).data.chatMessages,
      ];
      expect(missed.map((entry: any) => entry.message.message)).toEqual(['Twee', 'Drie']);
      await expect(again.next(1_000)).rejects.toThrow();
    } finally {
      again.close();
    }
  });

  it('keeps the unread count live, and keeps outsiders out', async () => {
    const company = await loggedIn(stack.gatewayUrl, 'customer@demo.nl');
    const consumer = await loggedIn(secondUrl, 'consumer@demo.nl');
    const changes = await company.subscribe(
      'subscription { conversationsChanged { type conversationId unreadCount } }',
    );
    try {
      const before = (await company.request('query { chatUnreadCount }')).data.chatUnreadCount;
      await consumer.request(SEND, {
        id: conversationId,
        to: 'company',
        message: 'Donderdag kan!',
      });
      const change = (await changes.next(10_000)).data.conversationsChanged;
      expect(change).toMatchObject({ type: 'chat.message', unreadCount: before + 1 });
      const opened = await company.request(
        'query ($id: ID!) { conversation(id: $id) { unread messages { message read side } } }',
        { id: conversationId },
      );
      expect(opened.data.conversation.messages.at(-1)).toMatchObject({ message: 'Donderdag kan!' });
      expect((await company.request('query { chatUnreadCount }')).data.chatUnreadCount).toBe(
        before,
      );
    } finally {
      changes.close();
    }
    const outsider = await loggedIn(stack.gatewayUrl, 'both@demo.nl');
    const denied = await outsider.request('query ($id: ID!) { conversation(id: $id) { id } }', {
      id: conversationId,
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const sub = await outsider.subscribe(FOLLOW, { id: conversationId });
    const first = await sub.next(5_000);
    expect(first.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    sub.close();
  });
});
