import { useTranslations } from 'next-intl';

const NETWORKS = [
  {
    name: 'Facebook',
    key: 'facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  {
    name: 'X',
    key: 'x',
    href: (url: string, title: string) => `https://x.com/intent/post?url=${url}&text=${title}`,
  },
  {
    name: 'LinkedIn',
    key: 'linkedin',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  },
] as const;

/** Plain links to the networks' share pages (no scripts of theirs): SPEC §2 tile share links. */
export function ShareLinks({
  url,
  title,
  className = 'share-links',
}: {
  url: string;
  title: string;
  className?: string;
}) {
  const t = useTranslations('offers');
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return (
    <ul className={className}>
      {NETWORKS.map((network) => (
        <li key={network.key}>
          <a
            className={`share-link share-link--${network.key}`}
            href={network.href(encodedUrl, encodedTitle)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {/* The icon is a CSS mask (offers.css): one empty element instead of an inline SVG per
                link keeps the tiles' HTML and the page's hydration smaller. */}
            <span className="share-link__icon" aria-hidden="true" />
            <span className="visually-hidden">{t('shareOn', { network: network.name, title })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
