import type { MainPageContent } from '@estate/domain/main-page-content';
import { VideoFacade } from '@/components/ui/video-facade';
import { serverEnv } from '@/lib/env/server-env';
import { RichText } from './rich-text';

/**
 * SPEC §2 home "Who-we-are section with a video": the editor's sanitised HTML beside the film,
 * which is a button until clicked (the provider is not contacted before, decision 012).
 */
export function WhoWeAre({
  content,
  frameTitle,
}: {
  content: MainPageContent['whoWeAre'];
  frameTitle: string;
}) {
  return (
    <section className="page__section who-we-are" aria-labelledby="who-we-are">
      <div className="who-we-are__text">
        <h2 id="who-we-are">{content.title}</h2>
        <RichText html={content.html} profile="basic" />
      </div>
      {content.videoId && (
        <div className="who-we-are__video">
          <VideoFacade
            embedUrl={serverEnv.videoEmbedUrl.replace('{id}', encodeURIComponent(content.videoId))}
            title={content.title}
            frameTitle={frameTitle}
          />
        </div>
      )}
    </section>
  );
}
