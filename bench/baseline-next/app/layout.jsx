// The baseline of bench/lighthouse.mjs: the smallest App Router page, built with the site's own
// next, react and react-dom (resolved from the repository's node_modules), so the site's pages are
// measured against what the framework costs by itself in the same run.
export const metadata = { title: 'Baseline', description: 'A trivial Next.js page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
