'use client';

import type { OfferOrder } from '@estate/domain/offer-filter-fields';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** The list's order; each option is a path (decision 004), so choosing one navigates there. */
export function OrderSelect({
  value,
  hrefs,
}: {
  value: OfferOrder;
  hrefs: Readonly<Record<string, string>>;
}) {
  const t = useTranslations('offers');
  const router = useRouter();
  const id = useId();
  return (
    <div className="order-select">
      <label htmlFor={id}>{t('orderLabel')}</label>
      <select id={id} value={value} onChange={(event) => router.push(hrefs[event.target.value] ?? '/')}>
        {Object.keys(hrefs).map((order) => (
          <option key={order} value={order}>
            {t(`orders.${order as OfferOrder}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
