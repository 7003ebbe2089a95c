import { AuditScreen } from '@/features/back-office/audit-screen';
import { auditMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = auditMetadata;
export default AuditScreen;
