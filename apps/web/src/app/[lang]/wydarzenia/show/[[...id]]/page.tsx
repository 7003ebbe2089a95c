import { EventItemPage, eventItemMetadata } from '@/lib/content/event-pages';

export const generateMetadata = eventItemMetadata;
export default EventItemPage;
