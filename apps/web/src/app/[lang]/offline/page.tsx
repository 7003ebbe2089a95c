import { OfflinePage, offlineMetadata } from '@/features/pwa/offline-page';

export const generateMetadata = offlineMetadata;
export default OfflinePage;
