import { NewsletterScreen, newsletterMetadata } from '@/features/back-office/newsletter/newsletter-screen';

export const generateMetadata = newsletterMetadata;
export default NewsletterScreen;
