import { InboxScreen, inboxMetadata } from '@/features/back-office/inbox-screen';

export const generateMetadata = inboxMetadata;
export default InboxScreen;
