/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { buildGateway, type GatewayInstance } from '../../gateway/src/server';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { addLead, catalogue } from '../plaza/plaza-test-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

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
    .where(eq(companies.name, DEMO_COMPANY.hendriks));
  const [consumer] = await stack.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USER.consumer));
  const solar = (await catalogue(stack.db)).find((p) => p.discr === 'zonnepanelen')!;
  // The request names someone else than the account (Anouk Peters): the lead's name counts.
  const leadId = await addLead(stack.db, {
    product: solar,
    fields: { userId: consumer!.id, givenName: 'Sem', familyName: 'van Dijk' },
  });
  const [assigned] = await stack.db
    .insert(assignedLeads)
    .values({ leadId, companyId: hendriks!.id, priceCents: 3500, priceSource: 'product' })
    .returning({ id: assignedLeads.id });
  const company = await loginGraphQL(stack.gatewayUrl, DEMO_USER.customer);
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
    const company = await loginGraphQL(stack.gatewayUrl, DEMO_USER.customer);
    const consumer = await loginGraphQL(secondUrl, DEMO_USER.consumer);
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
        senderCompany: DEMO_COMPANY.hendriks,
      });
    } finally {
      subscription.close();
    }
  });

  it('a subscriber that reconnects gets exactly the messages it missed', async () => {
    const company = await loginGraphQL(stack.gatewayUrl, DEMO_USER.customer);
    const consumer = await loginGraphQL(secondUrl, DEMO_USER.consumer);
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
    const company = await loginGraphQL(stack.gatewayUrl, DEMO_USER.customer);
    const consumer = await loginGraphQL(secondUrl, DEMO_USER.consumer);
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
      // The count follows every message, the company's own reply and the read receipt.
      await consumer.request(SEND, { id: conversationId, to: 'company', message: 'Om tien uur?' });
      expect((await changes.next(10_000)).data.conversationsChanged.unreadCount).toBe(before + 2);
      await company.request(SEND, { id: conversationId, to: 'client', message: 'Prima.' });
      expect((await changes.next(10_000)).data.conversationsChanged.unreadCount).toBe(before + 2);
      const opened = await company.request(
        'query ($id: ID!) { conversation(id: $id) { unread messages { message read side } } }',
        { id: conversationId },
      );
      expect(opened.data.conversation.messages.at(-2)).toMatchObject({ message: 'Om tien uur?' });
      expect((await changes.next(10_000)).data.conversationsChanged).toMatchObject({
        type: 'chat.read',
        unreadCount: before,
      });
      expect((await company.request('query { chatUnreadCount }')).data.chatUnreadCount).toBe(
        before,
      );
    } finally {
      changes.close();
    }
    const anonymous = await createGraphQLClient(stack.gatewayUrl).request(SEND, {
      id: conversationId,
      to: 'client',
      message: 'Wie ben ik?',
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const outsider = await loginGraphQL(stack.gatewayUrl, DEMO_USER.both);
    const denied = await outsider.request('query ($id: ID!) { conversation(id: $id) { id } }', {
      id: conversationId,
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const sub = await outsider.subscribe(FOLLOW, { id: conversationId });
    const first = await sub.next(5_000);
    expect(first.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    sub.close();
  });
  it('a member removed from the company stops receiving at once, the others keep receiving', async () => {
    const [hendriks] = await stack.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.hendriks));
    const [colleague] = await stack.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USER.both));
    await stack.db
      .insert(companyUsers)
      .values({ companyId: hendriks!.id, userId: colleague!.id, admin: false });
    const main = await loginGraphQL(stack.gatewayUrl, DEMO_USER.customer);
    const member = await loginGraphQL(stack.gatewayUrl, DEMO_USER.both);
    const consumer = await loginGraphQL(stack.gatewayUrl, DEMO_USER.consumer);
    const LIST = 'subscription { conversationsChanged { type conversationId unreadCount } }';
    const memberMessages = await member.subscribe(FOLLOW, { id: conversationId });
    const memberList = await member.subscribe(LIST);
    const mainList = await main.subscribe(LIST);
    try {
      await consumer.request(SEND, { id: conversationId, to: 'company', message: 'Voor jullie' });
      expect((await memberMessages.next(10_000)).data.chatMessages.message.message).toBe(
        'Voor jullie',
      );
      expect((await memberList.next(10_000)).data.conversationsChanged.conversationId).toBe(
        conversationId,
      );
      expect((await mainList.next(10_000)).data.conversationsChanged.type).toBe('chat.message');

      const removed = await main.request(
        'mutation ($company: ID!, $user: ID!) { removeCompanyUser(companyId: $company, userId: $user) { id } }',
        { company: hendriks!.id, user: colleague!.id },
      );
      expect(removed.errors).toBeUndefined();
      // The message stream ends with the api's answer to an outsider, before any new message.
      const ended = await memberMessages.next(10_000);
      expect(ended.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      await consumer.request(SEND, { id: conversationId, to: 'company', message: 'Nog iemand?' });
      expect((await mainList.next(10_000)).data.conversationsChanged.type).toBe('chat.message');
      // The list of the removed member heard nothing of it.
      await expect(memberList.next(500)).rejects.toThrow();
    } finally {
      memberMessages.close();
      memberList.close();
      mainList.close();
    }
  });
});

describe("the consumer's name", () => {
  it('is the name on the lead in the lists, the conversation, its messages and the chat info, for both sides', async () => {
    const company = await loginGraphQL(stack.gatewayUrl, DEMO_USER.customer);
    const consumer = await loginGraphQL(stack.gatewayUrl, DEMO_USER.consumer);
    const sent = await consumer.request(
      `mutation ($id: ID!) {
        sendChatMessage(conversationId: $id, to: company, message: "Wie ben ik?") { sender }
      }`,
      { id: conversationId },
    );
    expect(sent.data.sendChatMessage.sender).toBe('Sem van Dijk');
    const conversation = await company.request(
      `query ($id: ID!) {
        conversation(id: $id) { companyId: company { id } client { id name } messages { side sender } }
        chatInfo(conversationId: $id) { client { name } }
      }`,
      { id: conversationId },
    );
    expect(conversation.data.conversation.client.name).toBe('Sem van Dijk');
    expect(conversation.data.chatInfo.client.name).toBe('Sem van Dijk');
    const fromConsumer = conversation.data.conversation.messages.filter(
      (message: any) => message.side === 'client',
    );
    expect(fromConsumer.map((message: any) => message.sender)).toEqual(
      fromConsumer.map(() => 'Sem van Dijk'),
    );
    const companyId = conversation.data.conversation.companyId.id;
    const clientId = conversation.data.conversation.client.id;
    const companyList = await company.request(
      'query ($id: ID!) { companyConversations(companyId: $id) { id client { name } } }',
      { id: companyId },
    );
    const clientList = await consumer.request(
      'query ($id: ID!) { clientConversations(clientId: $id) { id client { name } } }',
      { id: clientId },
    );
    for (const list of [
      companyList.data.companyConversations,
      clientList.data.clientConversations,
    ]) {
      const entry = list.find((item: any) => String(item.id) === conversationId);
      expect(entry.client.name).toBe('Sem van Dijk');
    }
  });
});

describe('attachments through the gateway', () => {
  it('uploads a file, sends it with a message and lets the other side download it', async () => {
    const consumer = await loginGraphQL(stack.gatewayUrl, DEMO_USER.consumer);
    const company = await loginGraphQL(secondUrl, DEMO_USER.customer);
    const cookie = (client: GraphQLTestClient) =>
      [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(pdf)]), 'offerte.pdf');
      return body;
    };
    const path = `${stack.gatewayUrl}/upload/chat/${conversationId}/attachment`;
    // A multipart form is what another site could post: it needs the preflight header.
    const bare = await fetch(path, {
      method: 'POST',
      headers: { cookie: cookie(consumer) },
      body: form(),
    });
    expect(bare.status).toBe(403);
    const uploaded = await fetch(path, {
      method: 'POST',
      headers: { cookie: cookie(consumer), 'x-graphql-csrf': '1' },
      body: form(),
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: number; file_name: string };
    expect(file.file_name).toBe('offerte.pdf');

    const sent = await consumer.request(
      `mutation ($id: ID!, $files: [ID!]) {
        sendChatMessage(conversationId: $id, to: company, message: "De offerte", attachmentIds: $files) {
          attachments { fileName mediaType url }
        }
      }`,
      { id: conversationId, files: [String(file.id)] },
    );
    const [attachment] = sent.data.sendChatMessage.attachments;
    expect(attachment).toMatchObject({ fileName: 'offerte.pdf', mediaType: 'application/pdf' });
    const download = await fetch(`${secondUrl}${attachment.url}`, {
      headers: { cookie: cookie(company) },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const info = await company.request(
      'query ($id: ID!) { chatInfo(conversationId: $id) { messageCount client { name email } company { name } } }',
      { id: conversationId },
    );
    expect(info.data.chatInfo.client.email).toContain('@');
  });
});
