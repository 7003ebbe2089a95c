// pa11y drives Chromium through Puppeteer, whose install step would download a browser of its own:
// these machines reach no download site, and the tests use Debian's Chromium (CHROME_PATH).
module.exports = {
  skipDownload: true,
  chrome: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
};
