import { isLanguage } from '@estate/domain/language';
import type { OfferDetail } from '@estate/domain/offer-types';
import { getLocale, getTranslations } from 'next-intl/server';
import { DeferredImage } from '@/components/ui/deferred-image';
import { getChunks } from '@/features/content/chunks';
import { salesContacts, telHref } from '@/features/content/sales-contacts';
import { PhoneReveal } from './phone-reveal';

/**
 * The trader/agent card (SPEC §2): photo, name, job, e-mail and the phone behind a reveal button.
 * Only what the card has is shown: no reveal without a phone (it would answer 404), the sales
 * line of the footer (SPEC §2) instead.
 */
export async function AgentCard({ offer }: { offer: OfferDetail }) {
  const { agent } = offer;
  if (!agent) return null;
  const locale = await getLocale();
  const lang = isLanguage(locale) ? locale : 'pl';
  const t = await getTranslations({ locale: lang, namespace: 'offer' });
  const sales = agent.hasPhone ? null : salesContacts(await getChunks(), lang);
  const salesLine = sales ? sales.freeLine || sales.paidLine : '';
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
          {agent.job && <p className="agent-card__job">{agent.job}</p>}
          <a className="agent-card__email" href={`mailto:${agent.email}`}>
            {agent.email}
          </a>
        </div>
      </div>
      {agent.hasPhone ? (
        <PhoneReveal classifiedId={offer.id} />
      ) : (
        salesLine && (
          <p className="agent-card__sales">
            {t('salesLine')}{' '}
            <a className="agent-card__phone" href={telHref(salesLine)}>
              {salesLine}
            </a>
          </p>
        )
      )}
    </section>
  );
}
