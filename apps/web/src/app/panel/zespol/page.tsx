import { TeamScreen, teamMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = teamMetadata;
export default TeamScreen;
