import type { Page } from 'playwright-core';

/** Names that read the same in Hindi apps: the product's, the platforms', payment words and codes (docs/languages.md). */
const SAME_IN_EVERY_LANGUAGE = [
  'ClipMandi',
  'YouTube',
  'Instagram',
  'Shorts',
  'Reels',
  'UPI ID',
  'UPI',
  // The bank's reference for a payment, as Indian banks and apps name it.
  'UTR',
  'RazorpayX',
  'Razorpay',
  'Google',
  'English',
  'CSV',
  'PDF',
  'ID',
  // Hindi's own time of day, as Intl writes it in hi-IN (CLDR): 5:14 pm.
  'am',
  'pm',
];

/**
 * The Latin-script words a Hindi screen shows that are not names, links, email addresses, UPI IDs or tags: English left
 * behind. `names` are the people's, campaigns' and clips' own words the screen shows (they stay as written).
 */
export async function englishLeftOn(page: Page, names: readonly string[] = []): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of [...names, ...SAME_IN_EVERY_LANGUAGE].sort((a, b) => b.length - a.length))
    text = text.replace(
      new RegExp(`(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'),
      ' ',
    );
  text = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ') // email addresses and UPI IDs
    .replace(/\b[a-z]+_[A-Za-z0-9]+\b/g, ' ') // a provider's ids (pay_…, pout_…), as the wallet's lines quote them
    .replace(/[#@][\w.]+/g, ' ') // hashtags and handles: what a clip must tag, written as on the platform
    .replace(/\b[\w-]+\.[a-z]{2,}(\/\S*)?/g, ' '); // bare links (youtube.com/shorts/...)
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’]+/g) ?? [])].sort();
}
