// nginx with the deployment's own configuration lives in scripts/lib/nginx.mjs, shared with the
// benches (bench/crawl.mjs runs its crowd through it too, decision 047).
export { NGINX, type Nginx, startNginx } from '../../scripts/lib/nginx.mjs';
