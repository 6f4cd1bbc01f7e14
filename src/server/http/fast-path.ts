import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheableRead } from '../cache/cacheable-read';
import { answerFrom } from '../cache/read-entry';
import type { Deps } from '../deps';
import { freshEntry } from './read-cache';
import type { IdentifiedListener } from './request-log';
import { arrivedOverTls } from './security-headers';

const REQUEST_ID = 'X-Request-Id';

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * In front of the app at the node:http level: a GET whose answer is in the read cache is written straight
 * from the stored bytes and headers (the app's own complete answer, see read-cache.ts), so a hit costs a
 * map lookup rather than a trip through the framework. Everything else goes to `app`. Behind the request log it
 * also sends the request's id (X-Request-Id).
 */
export function withReadCacheFastPath(
  deps: Pick<Deps, 'feed' | 'readCache' | 'config'>,
  app: Listener,
): IdentifiedListener {
  return (req, res, requestId) => {
    if (req.method === 'GET' && deps.feed.live && req.url) {
      const { authorization, origin } = req.headers;
      const proto = req.headers['x-forwarded-proto'];
      const tls = {
        tlsSocket: 'encrypted' in req.socket && req.socket.encrypted === true,
        forwardedProto: Array.isArray(proto) ? proto.join(',') : proto,
      };
      const read = cacheableRead(req.url, authorization, origin, arrivedOverTls(tls, deps.config.trustProxy));
      // A miss goes on to the app's read cache, which looks again and counts it once.
      const entry = read && freshEntry(deps, read.key, { countMiss: false });
      if (entry) {
        const ifNoneMatch = req.headers['if-none-match'];
        const answer = answerFrom(entry, { acceptEncoding: req.headers['accept-encoding'], ifNoneMatch });
        // One flat list, nothing set before it: node:http then writes it as given rather than copying and
        // checking each header into its own map first.
        res.writeHead(
          answer.status,
          requestId ? [...answer.rawHeaders, REQUEST_ID, requestId] : [...answer.rawHeaders],
        );
        res.end(answer.body);
        return;
      }
    }
    if (requestId) res.setHeader(REQUEST_ID, requestId);
    return app(req, res);
  };
}
