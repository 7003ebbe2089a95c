import {
  BackOfficeRootLayout,
  backOfficeMetadata,
  backOfficeViewport,
} from '@/features/back-office/shell/back-office-root-layout';

// Every page answers for one signed-in person: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = backOfficeMetadata;
export const viewport = backOfficeViewport;
export default BackOfficeRootLayout;
