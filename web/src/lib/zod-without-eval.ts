/**
 * Zod compiles object parsers with `new Function` where it may, and its probe for that
 * is reported as a violation of the portal's Content-Security-Policy (no 'unsafe-eval').
 * Its `jitless` setting skips both. Set on the object zod keeps its settings in
 * (`globalThis.__zod_globalConfig`, what `z.config` writes to) before any schema is made:
 * importing zod here would put it in the first load.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
