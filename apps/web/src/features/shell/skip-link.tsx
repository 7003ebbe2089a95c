/** The first focusable element: keyboard users jump past the header to the page's content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className="skip-link" href="#main">
      {label}
    </a>
  );
}
