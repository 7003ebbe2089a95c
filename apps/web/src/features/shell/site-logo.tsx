/**
 * SPEC §2 logo (300x30), drawn inline rather than loaded as `/logo.svg`: every SVG file an <img>
 * shows gets a document and a frame of its own in Chromium, which on a first visit cost a slow
 * phone about as much main-thread time as the whole framework (issue 33). `tone` is the footer's
 * light-on-dark version. `/logo.svg` stays for the organisation's structured data.
 */
export function SiteLogo({
  label,
  tone = 'dark',
  className,
}: {
  label: string;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      width="300"
      height="30"
      viewBox="0 0 300 30"
      role="img"
      aria-label={label}
    >
      <rect width="30" height="30" rx="4" fill="#f16e00" />
      <path d="M7 15.5 15 8l8 7.5V23h-5.5v-5h-5v5H7z" fill="#fff" />
      <text
        x="40"
        y="22.5"
        fill={tone === 'dark' ? '#1a1a1a' : '#ffffff'}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        textLength="256"
        lengthAdjust="spacingAndGlyphs"
      >
        Nieruchomości
      </text>
    </svg>
  );
}
