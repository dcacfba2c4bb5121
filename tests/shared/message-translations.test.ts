import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '#domain/shared/messages';

// Every message the api can answer with reaches a user as text: a missing
// translation would show the raw key in a notification.
function messagesOf(language: 'nl' | 'en'): Record<string, string> {
  const file = new URL(`../../web/src/locales/${language}/messages.json`, import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { MESSAGE: Record<string, string> };
  return json.MESSAGE;
}

describe.each(['nl', 'en'] as const)('%s translations of message keys', (language) => {
  const texts = messagesOf(language);
  it.each(MESSAGE_KEYS.map((key) => [key]))('%s has a text', (key) => {
    const text = texts[key.replace(/^MESSAGE\./, '')];
    expect(text, `${key} has no ${language} text`).toBeTruthy();
  });
});
