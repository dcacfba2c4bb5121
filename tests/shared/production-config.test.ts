import { describe, expect, it } from 'vitest';
import { hashCostFrom } from '../../api/src/accounts/password-hash';
import { loadConfig as loadApiConfig } from '../../api/src/config';
import { loadConfig as loadGatewayConfig } from '../../gateway/src/config';

describe.each([
  ['api', loadApiConfig],
  ['gateway', loadGatewayConfig],
] as const)('the %s in production', (_name, loadConfig) => {
  it('refuses to start without an internal token of its own', () => {
    for (const token of [undefined, '', 'dev-internal-token'])
      expect(() => loadConfig({ NODE_ENV: 'production', INTERNAL_TOKEN: token }), token).toThrow(
        /INTERNAL_TOKEN/,
      );
  });

  it('starts with a real token, and outside production with the default', () => {
    const secret = 'b6f1c0e2a9d84f7e93c5a1d2e4f60718';
    expect(loadConfig({ NODE_ENV: 'production', INTERNAL_TOKEN: secret }).internalToken).toBe(
      secret,
    );
    expect(loadConfig({}).internalToken).toBe('dev-internal-token');
  });
});

describe('the password hash cost', () => {
  it('is 2^14 unless set, and lower only outside production', () => {
    expect(hashCostFrom({})).toBe(14);
    expect(hashCostFrom({ PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(() => hashCostFrom({ NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(
      /tests only/,
    );
    expect(hashCostFrom({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' })).toBe(16);
    for (const wrong of ['9', '21', '12.5', 'fast'])
      expect(() => hashCostFrom({ PASSWORD_HASH_COST: wrong }), wrong).toThrow(/10 to 20/);
  });
});
