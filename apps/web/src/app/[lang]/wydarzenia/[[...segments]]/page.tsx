import { EventListPage, eventListMetadata } from '@/features/content/event-pages';

export const generateMetadata = eventListMetadata;
export default EventListPage;
