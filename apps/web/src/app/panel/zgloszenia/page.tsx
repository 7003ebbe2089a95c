import { InboxScreen, inboxMetadata } from '@/features/back-office/inbox/inbox-screen';

export const generateMetadata = inboxMetadata;
export default InboxScreen;
