// Times the admin enters and reads are wall times on the site's clock (the server's SITE_TIME_ZONE), whatever zone
// the browser is in; the zone is named next to a time standing alone.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatZonedDateTime } from '../../client/lib/format';
import { DEFAULT_TIME_ZONE, fromZonedInput, setSiteTimeZone, toZonedInput } from '../../client/lib/site-time';

afterEach(() => setSiteTimeZone(DEFAULT_TIME_ZONE));

describe("the site's clock", () => {
  it("reads a datetime-local value on the site's clock, and writes one back", () => {
    expect(fromZonedInput('2030-06-15T10:00')?.toISOString()).toBe('2030-06-15T07:00:00.000Z');
    expect(toZonedInput(new Date('2030-06-15T07:00:00Z'))).toBe('2030-06-15T10:00');
    // A zone with summer time: each date on its own offset.
    expect(fromZonedInput('2026-07-01T10:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(fromZonedInput('2026-12-01T10:00', 'America/New_York')?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(fromZonedInput('not a time')).toBeNull();
  });

  it('shows times in the zone the server set, and names it', () => {
    expect(formatZonedDateTime('2030-06-15T07:00:00Z')).toBe('15.06.2030 10:00 (Europe/Istanbul)');
    setSiteTimeZone('Asia/Tokyo');
    expect(formatDateTime('2030-06-15T07:00:00Z')).toBe('15.06.2030 16:00');
    expect(formatZonedDateTime('2030-06-15T07:00:00Z')).toBe('15.06.2030 16:00 (Asia/Tokyo)');
    expect(fromZonedInput('2030-06-15T16:00')?.toISOString()).toBe('2030-06-15T07:00:00.000Z');
  });
});
