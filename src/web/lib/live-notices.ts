import * as z from 'zod';
import { liveNotice, type LiveNotice } from '@schemas/events';
import { browserStorage } from './session';

/** The bell keeps this many, newest first. */
const KEPT = 20;

const storedNotices = z.array(liveNotice.extend({ read: z.boolean() }));
export type BellNotice = z.infer<typeof storedNotices>[number];

const storageKey = (userId: string) => `clipmandi.notices.${userId}`;

/**
 * The bell's list of what just happened to the signed-in person (the notices of their live events), with
 * read/unread kept per browser in localStorage under `clipmandi.notices.<user id>`. A notice whose key is
 * already listed is the same fact again (a replay, a later change of the same clip) and is not added twice.
 */
export function createNoticeList(userId: string) {
  const storage = browserStorage();
  const stored = storedNotices.safeParse(JSON.parse(storage?.getItem(storageKey(userId)) ?? '[]'));
  let notices: BellNotice[] = stored.success ? stored.data : [];
  const listeners = new Set<() => void>();
  const set = (next: BellNotice[]) => {
    notices = next;
    storage?.setItem(storageKey(userId), JSON.stringify(notices));
    for (const listener of listeners) listener();
  };

  return {
    get: () => notices,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(incoming: readonly LiveNotice[]) {
      const fresh = incoming.filter((notice) => !notices.some((kept) => kept.key === notice.key));
      if (fresh.length === 0) return;
      const added = fresh.map((notice) => ({ ...notice, read: false }));
      set([...added, ...notices].sort((a, b) => b.at.localeCompare(a.at)).slice(0, KEPT));
    },
    markAllRead() {
      if (notices.some((notice) => !notice.read)) set(notices.map((notice) => ({ ...notice, read: true })));
    },
  };
}

export type NoticeList = ReturnType<typeof createNoticeList>;
