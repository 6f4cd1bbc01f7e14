/**
 * The id scheme of the offline Instagram sandbox (docs/trust.md#instagram-sandbox), shared by the server's stand-in
 * and the web's consent page and Instagram card, so it imports nothing from node. The sandbox keeps no accounts:
 * everything about one follows from its username.
 */

/** The app id the sandbox's authorize page is asked with. */
export const SANDBOX_APP_ID = 'clipmandi-sandbox';

/** Instagram usernames: letters, numbers, periods and underscores, at most 30 (the sandbox keeps them lower-case). */
export const SANDBOX_USERNAME_PATTERN = /^[a-z0-9._]{1,30}$/;

/** The account types the consent page offers: Instagram's two professional kinds, and a personal one to be refused. */
export const sandboxAccountTypes = ['MEDIA_CREATOR', 'BUSINESS', 'PERSONAL'] as const;
export type SandboxAccountType = (typeof sandboxAccountTypes)[number];

const CODE_PREFIX = 'sbx';

/** The code the sandbox's authorize page sends back for the account the clipper chose. */
export const sandboxAuthCode = (username: string, accountType: SandboxAccountType) =>
  `${CODE_PREFIX}.${accountType}.${username}`;

/** The account a sandbox code names, or null when it is not one. */
export function accountOfSandboxCode(code: string): { username: string; accountType: SandboxAccountType } | null {
  const [prefix, type, username, ...rest] = code.split('.');
  const accountType = sandboxAccountTypes.find((known) => known === type);
  if (prefix !== CODE_PREFIX || !accountType || username === undefined) return null;
  // A username may itself hold periods.
  const name = [username, ...rest].join('.');
  return SANDBOX_USERNAME_PATTERN.test(name) ? { username: name, accountType } : null;
}

/** FNV-1a of the text: the deterministic source of a sandbox account's ids. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The account's Instagram user id: 17 digits, as Instagram's professional account ids are. */
export function sandboxUserIdFor(username: string): string {
  const body = String(fnv(username)).padStart(10, '0');
  const tail = String(fnv(`${username}:id`) % 100).padStart(2, '0');
  return `17841${body}${tail}`;
}

/**
 * What a sandbox reel does, chosen by the last 3 characters of its shortcode; any other ending is an ordinary reel
 * whose views grow steadily.
 */
export const SANDBOX_REEL_BEHAVIOURS = {
  /** Grows steadily. */
  steady: 'std',
  /** Too few viewers for insights (Instagram's error 10): never measured. */
  fewViewers: 'low',
  /** Deleted by its owner 12 hours after it was first measured: it falls to nothing during the holdback. */
  deleted: 'del',
  /** A photo post, not a reel: refused at submission. */
  photo: 'pic',
  /** Likes, comments, shares and saves far above any real reel's share of its views. */
  oddEngagement: 'lik',
} as const;
export type SandboxReelBehaviour = keyof typeof SANDBOX_REEL_BEHAVIOURS;

/** The 8 characters that make the account's shortcodes its own. */
const accountTag = (username: string) => fnv(`${username}:reels`).toString(36).padStart(7, '0').slice(0, 7);

/** The shortcode of the account's reel with that behaviour: `S`, the account's tag, the behaviour's 3 characters. */
export const sandboxShortcodeFor = (username: string, behaviour: SandboxReelBehaviour = 'steady') =>
  `S${accountTag(username)}${SANDBOX_REEL_BEHAVIOURS[behaviour]}`;

/** The link a clipper submits for that reel. */
export function sandboxReelLinkFor(username: string, behaviour: SandboxReelBehaviour = 'steady'): string {
  const shortcode = sandboxShortcodeFor(username, behaviour);
  return `https://www.instagram.com/reel/${shortcode}/`;
}

/** The behaviour a sandbox shortcode selects (steady unless its ending names another). */
export function sandboxReelBehaviour(shortcode: string): SandboxReelBehaviour {
  const ending = shortcode.slice(-3);
  const entry = Object.entries(SANDBOX_REEL_BEHAVIOURS).find(([, suffix]) => suffix === ending);
  return entry ? (entry[0] as SandboxReelBehaviour) : 'steady';
}
