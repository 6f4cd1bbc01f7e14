/**
 * The model's side of Instagram (docs/trust.md#instagram, #reel-submissions, #reel-measurements), written from the
 * docs apart from the server's code: the professional accounts and posts the local stand-in serves, which clipper
 * linked which account, whether Instagram still takes the account's token and whether the server knows it does not.
 * Every reel has 0 likes and comments, so the engagement signal never fires here (YouTube's are hidden likewise).
 */
import type { FakeInstagramAccount } from '../support/fake-instagram';
import { DAY } from './measurement';

export type IgAccount = FakeInstagramAccount & {
  /** The clipper who linked it, if anyone. */
  linkedBy: string | null;
  /** Whether Instagram takes the token the server holds: false once revoked, until the account is linked again. */
  tokenWorks: boolean;
  /** When the server's token runs out (ms): the scheduler refreshes it with 30 days or less left. */
  tokenExpiresAt: number;
};

/** A post of an account; views null while Instagram has too few viewers to show insights (error 10). */
export type Reel = {
  mediaId: string;
  shortcode: string;
  igUserId: string;
  /** A reel, or a photo in the feed (refused). */
  isReel: boolean;
  /** Published long before any join (refused), else after every join. */
  beforeJoining: boolean;
  views: number | null;
  deleted: boolean;
};

/** What the stand-in is told before the next request (run-instagram.ts), in order. */
export type InstagramEvent =
  | { kind: 'account'; account: FakeInstagramAccount }
  | { kind: 'post'; reel: Reel }
  | { kind: 'insights'; mediaId: string; views: number | null }
  | { kind: 'remove'; mediaId: string }
  | { kind: 'revoke'; igUserId: string };

/** A clipper's linked account as the server holds it; needsReconnect once Instagram refused its token. */
export type IgLink = { igUserId: string; needsReconnect: boolean };

/** A reel's round of the scheduler: measured (views null: gone), or asked again at the next round. */
export type ReelOutcome = { kind: 'measured'; views: number | null } | { kind: 'later' };

/** The account's media pages the server reads at most, of 50 posts each (docs/trust.md#instagram). */
const MEDIA_PAGES = 10;
const PAGE_SIZE = 50;
/** A long-lived token lasts 60 days; the scheduler refreshes it with 30 or fewer left. */
const TOKEN_DAYS = 60;
const REFRESH_WHEN_DAYS_LEFT = 30;

const padded = (n: number, width: number) => String(n).padStart(width, '0');

export class InstagramModel {
  accounts = new Map<string, IgAccount>();
  /** Every post, in the order they were posted. */
  reels: Reel[] = [];
  /** Clippers' links, by clipper id. */
  links = new Map<string, IgLink>();
  /** "Reconnect Instagram" emails sent, by clipper id. */
  emails = new Map<string, number>();
  events: InstagramEvent[] = [];
  private posted = 0;

  /** An account, made (and shown to the stand-in) the first time it is named. */
  account(igUserId: string, username: string, accountType: IgAccount['accountType']): IgAccount {
    const known = this.accounts.get(igUserId);
    if (known) return known;
    const account = { userId: igUserId, username, accountType };
    this.events.push({ kind: 'account', account });
    const made = { ...account, linkedBy: null, tokenWorks: true, tokenExpiresAt: 0 };
    this.accounts.set(igUserId, made);
    return made;
  }

  /** The professional account of the `index`th clipper (creator and business accounts alike). */
  ownAccount(index: number): IgAccount {
    return this.account(
      `178414000${padded(index, 8)}`,
      `clipper${index}.reels`,
      index % 2 === 0 ? 'MEDIA_CREATOR' : 'BUSINESS',
    );
  }

  /** A personal account: Instagram shares its views with no app, so linking it is refused. */
  personalAccount(index: number): IgAccount {
    return this.account(`178414990${padded(index % 3, 8)}`, `personal${index % 3}`, 'PERSONAL');
  }

  /** An account no clipper of the model owns: its reels are someone else's. */
  strangerAccount(): IgAccount {
    return this.account('17841477700000001', 'stranger.reels', 'BUSINESS');
  }

  /** A new post of the account (listed first, as the newest). */
  post(igUserId: string, post: Pick<Reel, 'isReel' | 'beforeJoining' | 'views'>): Reel {
    this.posted += 1;
    const reel = {
      ...post,
      igUserId,
      mediaId: `179000${padded(this.posted, 11)}`,
      shortcode: `DModel${padded(this.posted, 6)}`,
      deleted: false,
    };
    this.reels.push(reel);
    this.events.push({ kind: 'post', reel });
    return reel;
  }

  reelOf(shortcode: string): Reel | undefined {
    return this.reels.find((r) => r.shortcode === shortcode);
  }

  /**
   * The post as a submission finds it among the account's media (docs/trust.md#reel-submissions): read newest first,
   * 50 a page, until the shortcode shows or a page ends with a post older than the join (at most 10 pages).
   */
  findPost(igUserId: string, shortcode: string): Reel | undefined {
    const newestFirst = this.reels.filter((r) => r.igUserId === igUserId && !r.deleted).reverse();
    for (let page = 0; page < MEDIA_PAGES; page++) {
      const posts = newestFirst.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
      const found = posts.find((r) => r.shortcode === shortcode);
      if (found) return found;
      if (posts.length < PAGE_SIZE || posts.at(-1)?.beforeJoining) return undefined;
    }
    return undefined;
  }

  /** The clipper links the account (replacing theirs): a fresh 60-day token, any reconnect cleared. */
  link(clipperId: string, account: IgAccount, at: number): void {
    const previous = this.links.get(clipperId);
    const old = previous && this.accounts.get(previous.igUserId);
    if (old) old.linkedBy = null;
    Object.assign(account, { linkedBy: clipperId, tokenWorks: true, tokenExpiresAt: at + TOKEN_DAYS * DAY });
    this.links.set(clipperId, { igUserId: account.userId, needsReconnect: false });
  }

  /** Instagram refused the clipper's token: the account waits for a reconnect, and the clipper is emailed once. */
  tokenRefused(clipperId: string): void {
    const link = this.links.get(clipperId);
    if (!link || link.needsReconnect) return;
    link.needsReconnect = true;
    this.emails.set(clipperId, (this.emails.get(clipperId) ?? 0) + 1);
  }

  /** The token the server holds for the clipper's account, when Instagram still takes it (else undefined). */
  workingLink(clipperId: string): { link: IgLink; account: IgAccount } | undefined {
    const link = this.links.get(clipperId);
    const account = link && this.accounts.get(link.igUserId);
    return link && account && !link.needsReconnect ? { link, account } : undefined;
  }

  /**
   * A reel's round of `refresh-reel-measurements` (docs/trust.md#reel-measurements): no working link, a refused token
   * (marked) or too few viewers wait for the next round; a reel deleted, or not the linked account's, is gone.
   */
  measureReel(clipperId: string, shortcode: string): ReelOutcome {
    const linked = this.workingLink(clipperId);
    if (!linked) return { kind: 'later' };
    if (!linked.account.tokenWorks) {
      this.tokenRefused(clipperId);
      return { kind: 'later' };
    }
    const reel = this.reelOf(shortcode);
    if (!reel || reel.deleted || reel.igUserId !== linked.account.userId) return { kind: 'measured', views: null };
    return reel.views === null ? { kind: 'later' } : { kind: 'measured', views: reel.views };
  }

  /** `refresh-instagram-tokens` at `at`: tokens with 30 days or less left are refreshed, or found refused. */
  refreshTokens(at: number): void {
    for (const [clipperId, link] of this.links) {
      const account = this.accounts.get(link.igUserId);
      if (!account || link.needsReconnect || account.tokenExpiresAt > at + REFRESH_WHEN_DAYS_LEFT * DAY) continue;
      if (account.tokenWorks) account.tokenExpiresAt = at + TOKEN_DAYS * DAY;
      else this.tokenRefused(clipperId);
    }
  }
}
