import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { base, refusal } from './config-loading';

// Production refuses to start without real payments; the payment sandbox named keeps these tests on YouTube.
const production = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };
const KEY = 'AIzaSyExampleKey0123456789';
const GOOGLE = 'https://www.googleapis.com/youtube/v3';

const youtubeOf = (env: NodeJS.ProcessEnv) => loadConfig({ ...base, ...env }).youtube;

describe('configuration: where measured views come from (YOUTUBE_MODE)', () => {
  it('uses the Data API when a key is set, in production and out of it, and with YOUTUBE_MODE=api', () => {
    const api = { mode: 'api', apiKey: KEY, apiUrl: GOOGLE, dailyQuota: 10_000, timeoutMs: 5_000 };
    expect(youtubeOf({ YOUTUBE_API_KEY: KEY })).toEqual(api);
    expect(youtubeOf({ ...production, YOUTUBE_API_KEY: KEY })).toEqual(api);
    expect(youtubeOf({ YOUTUBE_MODE: 'api', YOUTUBE_API_KEY: KEY })).toEqual(api);
    expect(youtubeOf({ YOUTUBE_MODE: '', YOUTUBE_API_KEY: ` ${KEY}\t` })).toEqual(api);
  });

  it('runs unmeasured in production without a key (empty or blank is no key)', () => {
    expect(youtubeOf(production)).toEqual({ mode: 'off', apiUrl: GOOGLE, dailyQuota: 10_000, timeoutMs: 5_000 });
    expect(youtubeOf({ ...production, YOUTUBE_API_KEY: '' }).mode).toBe('off');
    expect(youtubeOf({ ...production, YOUTUBE_API_KEY: '   ', YOUTUBE_MODE: '' }).mode).toBe('off');
  });

  it('uses the offline sandbox without a key outside production (npm start, development, test)', () => {
    for (const NODE_ENV of [undefined, '', 'development', 'test']) {
      expect(youtubeOf({ NODE_ENV }), String(NODE_ENV)).toEqual({
        mode: 'sandbox',
        apiUrl: GOOGLE,
        dailyQuota: 10_000,
        timeoutMs: 5_000,
      });
    }
  });

  it('takes sandbox or off by name wherever it runs', () => {
    expect(youtubeOf({ ...production, YOUTUBE_MODE: 'sandbox' }).mode).toBe('sandbox');
    expect(youtubeOf({ YOUTUBE_MODE: 'off' }).mode).toBe('off');
    expect(youtubeOf({ NODE_ENV: 'development', YOUTUBE_MODE: 'off' }).apiKey).toBeUndefined();
  });

  it('refuses settings that contradict each other, naming the variable to change', () => {
    expect(refusal({ YOUTUBE_MODE: 'api' })).toBe('YOUTUBE_MODE=api needs YOUTUBE_API_KEY set');
    expect(refusal({ ...production, YOUTUBE_MODE: 'api', YOUTUBE_API_KEY: '' })).toBe(
      'YOUTUBE_MODE=api needs YOUTUBE_API_KEY set',
    );
    expect(refusal({ YOUTUBE_MODE: 'sandbox', YOUTUBE_API_KEY: KEY })).toBe(
      'YOUTUBE_MODE=sandbox takes no YOUTUBE_API_KEY: unset it, or set YOUTUBE_MODE=api',
    );
    expect(refusal({ ...production, YOUTUBE_MODE: 'off', YOUTUBE_API_KEY: KEY })).toBe(
      'YOUTUBE_MODE=off takes no YOUTUBE_API_KEY: unset it, or set YOUTUBE_MODE=api',
    );
    expect(refusal({ YOUTUBE_MODE: 'live' })).toBe('YOUTUBE_MODE must be api, sandbox or off');
  });
});

describe('configuration: the YouTube API, the quota and the refresh cadence', () => {
  it('defaults to Google at 10,000 units a day, 5-second calls, and re-measuring every 6 hours for 14 days', () => {
    const config = loadConfig(base);
    expect(config.youtube).toMatchObject({
      apiUrl: 'https://www.googleapis.com/youtube/v3',
      dailyQuota: 10000,
      timeoutMs: 5000,
    });
    expect(config.measurement).toEqual({ everyHours: 6, forDays: 14 });
    expect(config.schedulerIntervalSeconds).toBe(60);
    const empty = {
      YOUTUBE_API_URL: '',
      YOUTUBE_DAILY_QUOTA: '',
      YOUTUBE_TIMEOUT_MS: ' ',
      MEASURE_EVERY_HOURS: '',
      MEASURE_FOR_DAYS: '',
    };
    expect(loadConfig({ ...base, ...empty })).toMatchObject({
      youtube: config.youtube,
      measurement: config.measurement,
    });
  });

  it('takes each setting as given', () => {
    const config = loadConfig({
      ...base,
      YOUTUBE_API_KEY: KEY,
      YOUTUBE_API_URL: 'http://127.0.0.1:4010/youtube/v3',
      YOUTUBE_DAILY_QUOTA: '250000',
      YOUTUBE_TIMEOUT_MS: ' 2500 ',
      MEASURE_EVERY_HOURS: '12',
      MEASURE_FOR_DAYS: '30',
      SCHEDULER_INTERVAL_SECONDS: '15',
    });
    expect(config.youtube).toEqual({
      mode: 'api',
      apiKey: KEY,
      apiUrl: 'http://127.0.0.1:4010/youtube/v3',
      dailyQuota: 250000,
      timeoutMs: 2500,
    });
    expect(config.measurement).toEqual({ everyHours: 12, forDays: 30 });
    expect(config.schedulerIntervalSeconds).toBe(15);
  });

  it('refuses a URL that is not http(s)', () => {
    for (const url of ['googleapis.com/youtube/v3', 'ftp://example.com/youtube/v3', 'mailto:api@example.com']) {
      expect(refusal({ YOUTUBE_API_URL: url }), url).toBe('YOUTUBE_API_URL must be an http(s) URL');
    }
  });

  it('refuses a quota, a time-out or a cadence that is not a whole number in range', () => {
    const quota = 'YOUTUBE_DAILY_QUOTA must be a whole number from 1 to 1000000000';
    for (const value of ['-5', '0', '10k', '1e4', '0x10', '2.5', '1000000001']) {
      expect(refusal({ YOUTUBE_DAILY_QUOTA: value }), value).toBe(quota);
    }
    expect(refusal({ YOUTUBE_TIMEOUT_MS: '50' })).toBe('YOUTUBE_TIMEOUT_MS must be a whole number from 100 to 120000');
    expect(refusal({ MEASURE_EVERY_HOURS: '0', MEASURE_FOR_DAYS: 'two weeks' })).toBe(
      'MEASURE_EVERY_HOURS must be a whole number from 1 to 720; MEASURE_FOR_DAYS must be a whole number from 1 to 365',
    );
  });
});

describe('configuration: the holdback (HOLDBACK_DAYS)', () => {
  it('holds an approval for 7 days by default (empty or blank is unset), 0 turns it off', () => {
    expect(loadConfig(base).holdbackDays).toBe(7);
    expect(loadConfig({ ...base, HOLDBACK_DAYS: '' }).holdbackDays).toBe(7);
    // A blank line must not read as 0, which would pay every approval out at once.
    expect(loadConfig({ ...base, HOLDBACK_DAYS: '  ' }).holdbackDays).toBe(7);
    expect(loadConfig({ ...base, HOLDBACK_DAYS: '0' }).holdbackDays).toBe(0);
    expect(loadConfig({ ...base, HOLDBACK_DAYS: '14' }).holdbackDays).toBe(14);
    expect(loadConfig({ ...base, HOLDBACK_DAYS: '365' }).holdbackDays).toBe(365);
  });

  it('refuses a value that is not a whole number of days from 0 to 365', () => {
    for (const value of ['abc', '-1', '1.5', '7d', '1e1', '366']) {
      expect(refusal({ HOLDBACK_DAYS: value }), value).toBe('HOLDBACK_DAYS must be a whole number from 0 to 365');
    }
  });

  it('names every bad YouTube and holdback variable in one refusal', () => {
    expect(refusal({ YOUTUBE_DAILY_QUOTA: '-1', HOLDBACK_DAYS: 'abc' })).toBe(
      'YOUTUBE_DAILY_QUOTA must be a whole number from 1 to 1000000000; HOLDBACK_DAYS must be a whole number from 0 to 365',
    );
  });
});
