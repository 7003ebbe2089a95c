/** The nginx binary of this machine, if installed. */
export const NGINX: string | undefined;

export interface Nginx {
  httpUrl: string;
  httpsUrl: string;
  httpsPort: number;
  /** The upstream (site process) of each proxied request so far, from nginx's access log. */
  upstreams(): string[];
  /**
   * Takes a site process out of rotation: its upstream line marked `down`, then nginx's graceful
   * reload (SIGHUP). New requests go to the others; requests already sent to it are finished.
   */
  takeOut(sitePort: number): void;
  /** What nginx wrote to its error log so far (why an upstream failed). */
  errors(): string;
  /**
   * Every request so far: its status, the upstream that answered it ('-': nginx itself), its URI
   * and the micro-cache's verdict (HIT, MISS, STALE, UPDATING, BYPASS; '-' when not cached at all).
   */
  log(): { status: number; upstream: string; uri: string; cache: string }[];
  stop(): Promise<void>;
}

/**
 * nginx with the deployment's own configuration (deploy/nginx/portal.conf), its placeholders
 * filled for this run: free ports, a certificate made for `localhost`, a temporary page cache, and
 * the given site processes as upstreams.
 */
export function startNginx(sitePorts: number[]): Promise<Nginx>;
