import http from 'node:http';
import https from 'node:https';
import { checkLiteralHost, guardedLookup, judgeEndpointUrl, type EndpointRules } from './push-endpoint.ts';

/**
 * The POST of one encrypted push to its push service (docs/notifications.md#push-endpoints): the
 * endpoint's URL is judged again, an address written in it is checked, and a name is resolved by
 * the agents' guarded `lookup`, so the connection is only ever made to an allowed address. No
 * redirect is followed (a 3xx is an answer like any other).
 */
export function createPushTransport(rules: EndpointRules) {
  const lookup = guardedLookup(rules);
  // Connections are kept between pushes (a broadcast sends many to the same push service).
  const agents = { 'http:': new http.Agent({ keepAlive: true, lookup }), 'https:': new https.Agent({ keepAlive: true, lookup }) };

  return {
    /** The push service's status; throws EndpointRefused (nothing sent) or the connection's error. */
    post(endpoint: string, headers: Record<string, string | number>, body: Buffer, signal: AbortSignal): Promise<number> {
      const { url, local } = judgeEndpointUrl(endpoint, rules);
      checkLiteralHost(url, local);
      const protocol = url.protocol as 'http:' | 'https:';
      const request = protocol === 'https:' ? https.request : http.request;
      return new Promise<number>((resolve, reject) => {
        const req = request(url, { method: 'POST', headers, agent: agents[protocol], signal }, (res) => {
          res.on('error', reject);
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.resume();
        });
        req.on('error', reject);
        req.end(body);
      });
    },
    /** Closes the kept connections (the app's close). */
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type PushTransport = ReturnType<typeof createPushTransport>;
