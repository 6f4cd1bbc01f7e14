import { describe, expect, it } from 'vitest';
import { durationSeconds } from '../../src/server/youtube/youtube-answers';

/** A video's length as YouTube writes it (contentDetails.duration), read for the Shorts rule (docs/trust.md#shorts-only). */
describe('durationSeconds', () => {
  it.each([
    ['PT45S', 45],
    ['PT3M', 180],
    ['PT3M1S', 181],
    ['PT4M5S', 245],
    ['PT1H2M', 3720],
    ['P1DT2H', 93_600],
    ['P0D', 0],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '45', 'PT4.5S', 'PT1M2H'])('reads %j as no length', (text) => {
    expect(durationSeconds(text)).toBeNull();
  });
});
