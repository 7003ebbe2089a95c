import { AuditScreen } from '@/features/back-office/audit/audit-screen';
import { auditMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = auditMetadata;
export default AuditScreen;
