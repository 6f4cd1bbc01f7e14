/**
 * The id scheme of the offline YouTube sandbox (docs/trust.md#youtube), shared by the server's stand-in and the
 * web's channel walkthrough, so it imports nothing from node.
 */

/** A clipper's channel verification code: `clipmandi-` and 8 random characters. */
export const VERIFICATION_CODE_PATTERN = /^clipmandi-[a-z0-9]{8}$/;

/** Every channel id of this shape exists in the sandbox (YouTube's channel ids are UC and 22 characters). */
export const SANDBOX_CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;

/** A sandbox channel whose id ends with this is tiny and days old: implausible for any real reach. */
export const TINY_CHANNEL_SUFFIX = 'tiny';

/** The channel that owns every sandbox video not made for a code (its description holds no code). */
export const SANDBOX_OTHER_CHANNEL_ID = 'UCClipMandiSandboxOther0';

/**
 * What a sandbox video does, chosen by the last 3 characters of its 11-character id; any other ending is an
 * ordinary video whose views grow steadily.
 */
export const SANDBOX_VIDEO_BEHAVIOURS = {
  /** Absent from every answer, as YouTube omits private and deleted videos. */
  private: 'prv',
  /** Views grow, then fall from 12 hours after publishing to 30% by hour 29 (YouTube removing fake views). */
  falling: 'drp',
  /** Views jump 20-fold 30 hours after publishing, far above the video's own trend. */
  spike: 'spk',
  /** Likes and comments far above any real video's share of its views (bought engagement). */
  oddEngagement: 'lik',
  /** Likes and comments hidden by the owner (YouTube leaves the counts out). */
  hiddenCounts: 'hid',
  /** Belongs to the code's tiny channel (sandboxChannelIdFor(code, 'tiny')) and has over 1,50,000 views from the start. */
  tinyChannel: 'tny',
  /** A 4 minute 5 second video: not a Short, so no campaign takes it (docs/trust.md#shorts-only). */
  long: 'lng',
  /** Grows steadily: any ending not listed above behaves so; this one names it. */
  steady: 'std',
} as const;

export type SandboxVideoBehaviour = keyof typeof SANDBOX_VIDEO_BEHAVIOURS;

/** The 8 random characters of a verification code, or null when `code` is not one. */
function codeRandomPart(code: string): string | null {
  return VERIFICATION_CODE_PATTERN.test(code) ? code.slice('clipmandi-'.length) : null;
}

/**
 * The sandbox channel whose description contains `code` (so linking it succeeds): `UC`, the code, and `0`
 * padding to 24 characters; the 'tiny' kind ends with TINY_CHANNEL_SUFFIX instead.
 */
export function sandboxChannelIdFor(code: string, kind: 'ordinary' | 'tiny' = 'ordinary'): string {
  if (codeRandomPart(code) === null) throw new Error(`Not a verification code: ${code}`);
  const id = `UC${code}`;
  return kind === 'tiny' ? id.padEnd(24 - TINY_CHANNEL_SUFFIX.length, '0') + TINY_CHANNEL_SUFFIX : id.padEnd(24, '0');
}

/**
 * A sandbox video of the code's channel with the given behaviour: the code's 8 random characters, then the
 * behaviour's 3. Different behaviours give different videos, so a clipper has one of each to try.
 */
export function sandboxVideoIdFor(code: string, behaviour: SandboxVideoBehaviour = 'steady'): string {
  const random = codeRandomPart(code);
  if (random === null) throw new Error(`Not a verification code: ${code}`);
  return random + SANDBOX_VIDEO_BEHAVIOURS[behaviour];
}

/** The channel a sandbox video id belongs to (the id is assumed to be 11 characters of YouTube's alphabet). */
export function sandboxChannelOfVideo(videoId: string): string {
  const random = videoId.slice(0, 8);
  const code = `clipmandi-${random}`;
  if (codeRandomPart(code) === null) return SANDBOX_OTHER_CHANNEL_ID;
  return sandboxChannelIdFor(code, videoId.endsWith(SANDBOX_VIDEO_BEHAVIOURS.tinyChannel) ? 'tiny' : 'ordinary');
}

/** The behaviour a sandbox video id selects (steady unless its ending names another). */
export function sandboxVideoBehaviour(videoId: string): SandboxVideoBehaviour {
  const ending = videoId.slice(-3);
  const entry = Object.entries(SANDBOX_VIDEO_BEHAVIOURS).find(([, suffix]) => suffix === ending);
  return entry ? (entry[0] as SandboxVideoBehaviour) : 'steady';
}

/** The client id the sandbox's Google consent page is asked with (docs/trust.md#google-sign-in). */
export const SANDBOX_GOOGLE_CLIENT_ID = 'clipmandi-sandbox';

/** The code the sandbox's Google consent page sends back for the channel the clipper signs in as. */
export const sandboxGoogleCode = (channelId: string) => `sbxg.${channelId}`;

/** The channel a sandbox Google code names, or null when it is not one. */
export function channelOfSandboxGoogleCode(code: string): string | null {
  const channelId = code.startsWith('sbxg.') ? code.slice('sbxg.'.length) : '';
  return SANDBOX_CHANNEL_ID_PATTERN.test(channelId) ? channelId : null;
}
