import { EventItemPage, eventItemMetadata } from '@/features/content/event-pages';

export const generateMetadata = eventItemMetadata;
export default EventItemPage;
