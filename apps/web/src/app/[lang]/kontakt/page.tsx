import { ContactPage, contactMetadata } from '@/features/content/contact-page';

export const generateMetadata = contactMetadata;
export default ContactPage;
