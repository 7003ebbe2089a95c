import { TeamScreen, teamMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = teamMetadata;
export default TeamScreen;
