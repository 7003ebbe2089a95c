import {
  InboxSubmissionScreen,
  inboxSubmissionMetadata,
} from '@/features/back-office/inbox/inbox-submission-screen';

export const generateMetadata = inboxSubmissionMetadata;
export default InboxSubmissionScreen;
