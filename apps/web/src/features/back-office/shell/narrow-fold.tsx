import type { ReactNode } from 'react';

/**
 * What a phone folds away (decision 054): below 768 px a disclosure, closed on every load, whose
 * summary names what it holds; from 768 px up the CSS shows its contents and hides the summary, so
 * a wide screen sees them as before. A <details>, so it works without a script.
 */
export function NarrowFold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="bo-fold">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
