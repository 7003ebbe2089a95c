// The baseline of the page benchmarks: the same HTML as the site's pages, saved as files and
// served by a plain Node HTTP server (what a static export on the same runtime would do).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = process.env.STATIC_DIR;
const fileFor = (url) => path.join(dir, `${encodeURIComponent(url.split('?')[0])}.html`);

const server = http.createServer((req, res) => {
  const file = fileFor(req.url ?? '/');
  fs.stat(file, (error, stat) => {
    if (error) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': stat.size });
    fs.createReadStream(file).pipe(res);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
