import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/gateway-harness';

const run = promisify(execFile);
const README = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The fenced code block right after `<!-- example:NAME -->` in the README. */
function example(name: string): string {
  const match = new RegExp(`<!-- example:${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(
    README,
  );
  if (!match?.[1]) throw new Error(`README has no example "${name}"`);
  return match[1];
}

let stack: RunningStack;
let workDir: string;

beforeAll(async () => {
  stack = await startStack();
  workDir = mkdtempSync(join(tmpdir(), 'readme-examples-'));
});
afterAll(async () => {
  await stack?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the README scripting examples, run as written', () => {
  it('curl logs in, lists companies and logs out', async () => {
    const lines = example('curl')
      .replaceAll('http://localhost:4000', stack.gatewayUrl)
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    const answers: unknown[] = [];
    for (const line of lines) {
      const { stdout } = await run('sh', ['-c', line], { cwd: workDir });
      answers.push(JSON.parse(stdout));
    }
    expect(answers[0]).toMatchObject({ data: { login: { email: 'manager@demo.nl' } } });
    const list = answers[1] as { data: { companies: { total: number; items: unknown[] } } };
    expect(list.data.companies.items).toHaveLength(5);
    expect(list.data.companies.total).toBeGreaterThan(5);
    expect(answers[2]).toMatchObject({ data: { logout: true } });
  });

  it('the Node script prints the companies a manager sees', async () => {
    const script = join(workDir, 'list-companies.mjs');
    writeFileSync(script, example('node'));
    const { stdout } = await run(process.execPath, [script], {
      env: { ...process.env, LEADPORTAL_URL: `${stack.gatewayUrl}/graphql` },
    });
    const [count, ...rows] = stdout.trim().split('\n');
    const total = Number(/^(\d+) companies$/.exec(count ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(rows).toHaveLength(Math.min(total, 20));
    expect(rows.join('\n')).toContain('Zeeman Badkamers');
  });

  it('the partner lead API: the sandbox names companies, the lead goes to them', async () => {
    const script = example('partner-lead').replaceAll('http://localhost:4000', stack.gatewayUrl);
    const [assignment, ...calls] = script.trim().split('\n');
    const answers: { companies?: { name: string }[]; status?: string; assignments?: number }[] = [];
    for (const call of calls) {
      const { stdout } = await run('sh', ['-c', `${assignment}\n${call}`], { cwd: workDir });
      answers.push(JSON.parse(stdout));
    }
    const [sandbox, lead] = answers;
    expect(sandbox!.companies!.map((c) => c.name)).toContain('Hendriks Installatietechniek B.V.');
    expect(lead).toMatchObject({ status: 'matched' });
    expect(lead!.assignments).toBe(sandbox!.companies!.length);
  });
});
