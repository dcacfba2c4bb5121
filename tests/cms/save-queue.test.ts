import { describe, expect, it } from 'vitest';
import { createSaveQueue } from '../../web/src/features/cms/save-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bulk save queue', () => {
  it('runs a few saves at once, one per key, each waiting key once, and says when idle', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    let idle = 0;
    const queue = createSaveQueue(
      2,
      (key) =>
        new Promise<void>((resolve) => {
          started.push(key);
          finish.set(key, resolve);
        }),
      () => idle++,
    );
    expect(queue.add('a')).toBe(true);
    expect(queue.add('b')).toBe(true);
    expect(queue.add('c')).toBe(true);
    expect(queue.add('c')).toBe(false);
    expect(started).toEqual(['a', 'b']);
    // 'a' again while it runs: it waits for its first save to end.
    expect(queue.add('a')).toBe(true);
    finish.get('b')!();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.get('a')!();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'a']);
    expect(idle).toBe(0);
    finish.get('c')!();
    finish.get('a')!();
    await tick();
    expect(idle).toBe(1);
  });
});
