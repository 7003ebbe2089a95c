import {
  InboxSubmissionScreen,
  inboxSubmissionMetadata,
} from '@/features/back-office/inbox-submission-screen';

export const generateMetadata = inboxSubmissionMetadata;
export default InboxSubmissionScreen;
