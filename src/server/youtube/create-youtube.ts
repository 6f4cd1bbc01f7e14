import type { Config } from '../config';
import type { Db } from '../db/client';
import type { YouTube } from './youtube-api';
import { createYouTubeClient, type YouTubeClientOptions } from './youtube-client';
import { recallSandboxPublications } from './sandbox-recall';
import { createYouTubeSandbox } from './youtube-sandbox';

/**
 * Where measured views come from (docs/trust.md#youtube): the Data API with a key, the offline sandbox, or
 * nothing (null: views unmeasured and no channel required).
 */
export function createYouTube(config: Config, db: Db, options: YouTubeClientOptions = {}): YouTube | null {
  const settings = config.youtube;
  switch (settings.mode) {
    case 'off':
      return null;
    case 'sandbox':
      return createYouTubeSandbox(settings, recallSandboxPublications(db));
    case 'api':
      // loadConfig refuses mode 'api' without a key; a hand-built config could still lack one.
      if (!settings.apiKey) throw new Error('YouTube mode api needs an API key (YOUTUBE_API_KEY)');
      return createYouTubeClient({ ...settings, apiKey: settings.apiKey }, db, options);
  }
}
