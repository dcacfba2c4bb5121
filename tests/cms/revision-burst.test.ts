import { describe, expect, it } from 'vitest';
import { keepsReplacedVersion, REVISION_BURST_MS } from '#domain/cms/revision-burst';

describe('revisions per burst of autosaves', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("replaces the same editor's version of a moment ago instead of keeping it", () => {
    expect(keepsReplacedVersion({ savedBy: 7, savedAt: ago(2_000) }, 7, now)).toBe(false);
    expect(keepsReplacedVersion({ savedBy: 7, savedAt: ago(REVISION_BURST_MS - 1) }, 7, now)).toBe(
      false,
    );
  });

  it("keeps a version after a minute's pause, another editor's, or one of unknown author", () => {
    expect(keepsReplacedVersion({ savedBy: 7, savedAt: ago(REVISION_BURST_MS) }, 7, now)).toBe(
      true,
    );
    expect(keepsReplacedVersion({ savedBy: 8, savedAt: ago(1_000) }, 7, now)).toBe(true);
    expect(keepsReplacedVersion({ savedBy: null, savedAt: ago(1_000) }, 7, now)).toBe(true);
    // A clock that went back is no reason to lose a version.
    expect(keepsReplacedVersion({ savedBy: 7, savedAt: ago(-5_000) }, 7, now)).toBe(true);
  });
});
