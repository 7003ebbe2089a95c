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

const ICONS: Record<(typeof NETWORKS)[number]['key'], string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  x: 'M4 4l6.6 8.8L4.3 20h2l5.2-5.9L16 20h4l-7-9.3L18.9 4h-2l-4.8 5.4L8 4z',
  linkedin:
    'M5 9h3v11H5zM6.5 4a1.7 1.7 0 110 3.4 1.7 1.7 0 010-3.4zM10 9h3v1.6c.5-.9 1.6-1.8 3.3-1.8 3.3 0 3.7 2.1 3.7 4.9V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
};

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
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d={ICONS[network.key]} fill="currentColor" />
            </svg>
            <span className="visually-hidden">{t('shareOn', { network: network.name, title })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
