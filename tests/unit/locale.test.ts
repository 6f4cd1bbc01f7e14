import { describe, expect, it } from 'vitest';
import { cookieLocale, preferredLocale } from '../../schemas/locale';

describe('the language a browser asks for (Accept-Language)', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['HI', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en-US,hi;q=0.5', 'en'],
    ['fr-FR,hi;q=0.7,en;q=0.3', 'hi'],
    ['en;q=0.2, hi;q=0.4', 'hi'],
    ['hi;q=0, en;q=0.1', 'en'],
    ['hi;q=abc', 'en'],
    ['*', 'en'],
    ['fr', 'en'],
    ['', 'en'],
  ])('%j is %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it('is English without the header', () => {
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale(null)).toBe('en');
  });
});

describe('the language a browser keeps (its cookie)', () => {
  it('reads clipmandi.lang among other cookies, and only a language it knows', () => {
    expect(cookieLocale('a=1; clipmandi.lang=hi; b=2')).toBe('hi');
    expect(cookieLocale('clipmandi.lang=en')).toBe('en');
    expect(cookieLocale('clipmandi.lang=fr')).toBeNull();
    expect(cookieLocale('xclipmandi.lang=hi')).toBeNull();
    expect(cookieLocale(undefined)).toBeNull();
  });
});
