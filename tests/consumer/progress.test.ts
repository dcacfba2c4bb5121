import { describe, expect, it } from 'vitest';
import {
  highestProgressCode,
  highestProgressStep,
  progressStepForTaskType,
  shouldAskConsumerProgress,
} from '#domain/consumer/progress';

const DAY = 86_400_000;
const now = new Date('2024-06-30T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('consumer progress', () => {
  it.each([
    [100, null],
    [125, null],
    [150, null],
    [175, null],
    [200, 'contact'],
    [212, 'contact'],
    [225, 'contact'],
    [250, 'contact'],
    [262, 'contact'],
    [275, 'contact'],
    [400, 'appointment'],
    [500, 'offer'],
    [600, 'agreed'],
    [700, null],
    [900, 'executed'],
  ])('task type %i counts as %s', (type, step) => {
    expect(progressStepForTaskType(type)).toBe(step);
  });

  it('takes the furthest step', () => {
    expect(highestProgressStep([225, 500, 400])).toBe('offer');
    expect(highestProgressStep([100, 700])).toBeNull();
    expect(highestProgressCode([225, 700, 500])).toBe(500);
    expect(highestProgressCode([])).toBe(0);
  });

  it('asks for progress on requests older than 7 days, every 3 days, until agreed', () => {
    const base = { leadCreated: ago(8), lastAsked: null, taskTypes: [225] };
    expect(shouldAskConsumerProgress(base, now)).toBe(true);
    expect(shouldAskConsumerProgress({ ...base, leadCreated: ago(7) }, now)).toBe(false);
    expect(shouldAskConsumerProgress({ ...base, lastAsked: ago(2) }, now)).toBe(false);
    expect(shouldAskConsumerProgress({ ...base, lastAsked: ago(3).toISOString() }, now)).toBe(true);
    expect(shouldAskConsumerProgress({ ...base, taskTypes: [600] }, now)).toBe(false);
    expect(shouldAskConsumerProgress({ ...base, taskTypes: [500, 700] }, now)).toBe(true);
  });
});
