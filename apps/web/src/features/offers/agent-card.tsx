import type { OfferDetail } from '@estate/domain/offer-types';
import { useTranslations } from 'next-intl';
import { DeferredImage } from '@/components/ui/deferred-image';
import { PhoneReveal } from './phone-reveal';

/** The trader/agent card (SPEC §2): photo, name, job, e-mail and the phone behind a reveal button. */
export function AgentCard({ offer }: { offer: OfferDetail }) {
  const t = useTranslations('offer');
  const { agent } = offer;
  if (!agent) return null;
  return (
    <section className="agent-card" aria-labelledby="agent-heading">
      <h2 id="agent-heading" className="agent-card__heading">
        {t('agentHeading')}
      </h2>
      <div className="agent-card__person">
        {agent.photo && (
          // Further down the page than a first view reaches: requested once the page has painted
          // (decision 042), in a frame that keeps its place.
          <span className="agent-card__photo-frame">
            <DeferredImage className="agent-card__photo" src={agent.photo} alt="" width={96} height={96} />
          </span>
        )}
        <div>
          <p className="agent-card__name">{agent.name}</p>
          <p className="agent-card__job">{agent.job}</p>
          <a className="agent-card__email" href={`mailto:${agent.email}`}>
            {agent.email}
          </a>
        </div>
      </div>
      <PhoneReveal classifiedId={offer.id} />
    </section>
  );
}
