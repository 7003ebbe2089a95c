import {
  rest,
  type ScreenDefinition,
  ScreenPage,
  type ScreenPageProps,
  screenMetadata,
} from '@/lib/routing/screen-page';

// Placeholder until the screen's own issue: routing, heading and metadata only.
const definition: ScreenDefinition = {
  names: ['wydarzenia-show-id'],
  segments: (p) => ['wydarzenia', 'show', ...rest(p.id)],
};

export function generateMetadata({ params }: ScreenPageProps) {
  return screenMetadata(definition, params);
}

export default function Page({ params }: ScreenPageProps) {
  return <ScreenPage definition={definition} params={params} />;
}
