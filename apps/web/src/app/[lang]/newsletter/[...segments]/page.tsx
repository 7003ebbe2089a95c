import { NewsletterPage, newsletterMetadata } from '@/features/forms/newsletter-page';

export const generateMetadata = newsletterMetadata;
export default NewsletterPage;
