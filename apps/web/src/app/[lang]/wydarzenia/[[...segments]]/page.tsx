import { EventListPage, eventListMetadata } from '@/lib/content/event-pages';

export const generateMetadata = eventListMetadata;
export default EventListPage;
