import { describe, expect, it } from 'vitest';
import { visibleRows } from '../../web/src/features/cms/visible-rows';

describe('the rows the bulk table renders', () => {
  it('are those in view with a margin, within the list', () => {
    expect(visibleRows(10_000, 0, 640, 44, 20)).toEqual({ start: 0, end: 36 });
    expect(visibleRows(10_000, 44 * 5000, 640, 44, 20)).toEqual({ start: 4980, end: 5036 });
    expect(visibleRows(10_000, 44 * 9990, 640, 44, 20)).toEqual({ start: 9970, end: 10_000 });
    expect(visibleRows(27, 0, 640, 44, 20)).toEqual({ start: 0, end: 27 });
    expect(visibleRows(0, 500, 640, 44, 20)).toEqual({ start: 0, end: 0 });
  });
});
