/** As the site: no header naming the framework. Next's own server compresses (gzip). */
export default { poweredByHeader: false };
