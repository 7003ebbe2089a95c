import { NewsletterScreen, newsletterMetadata } from '@/features/back-office/newsletter-screen';

export const generateMetadata = newsletterMetadata;
export default NewsletterScreen;
