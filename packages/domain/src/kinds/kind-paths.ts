/**
 * The addresses of one editable kind's back-office API routes (decision 052 §3.8), for the browser
 * and the site's server alike: plain strings, no zod, so a client component may import it.
 */
export function kindPaths(name: string) {
  const list = `/api/back-office/kinds/${encodeURIComponent(name)}`;
  const item = (key: string) => `${list}/${encodeURIComponent(key)}`;
  return {
    /** `GET` a page of items (the kind's filters in the query), `POST` a new one. */
    list,
    /** `GET`, `PUT` and `DELETE` one item. */
    item,
    /** `POST` publish, schedule, unschedule or unpublish. */
    publication: (key: string) => `${item(key)}/publication`,
    /** `GET` what the item's public page would show with its draft published (`?lang=`). */
    preview: (key: string) => `${item(key)}/preview`,
    /** `DELETE` a published item's working copy ("discard the draft"). */
    draft: (key: string) => `${item(key)}/draft`,
    /** `GET` the kind's form as JSON (`kind-description.ts`), for a kind the site has no screen of its own for. */
    description: `${list}/description`,
    /** `PUT` one group's keys in their new order (a kind in manual order). */
    order: `${list}/order`,
  };
}
