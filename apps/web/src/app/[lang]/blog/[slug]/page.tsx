import {
  type ScreenDefinition,
  ScreenPage,
  type ScreenPageProps,
  screenMetadata,
} from '@/lib/routing/screen-page';

// Placeholder until the screen's own issue: routing, heading and metadata only.
const definition: ScreenDefinition = { names: ['blog-slug'], segments: (p) => ['blog', String(p.slug)] };

export function generateMetadata({ params }: ScreenPageProps) {
  return screenMetadata(definition, params);
}

export default function Page({ params }: ScreenPageProps) {
  return <ScreenPage definition={definition} params={params} />;
}
