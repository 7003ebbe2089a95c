import { NamedTextsScreen, namedTextsMetadata } from '@/features/back-office/kinds/named-texts-screen';

export const generateMetadata = namedTextsMetadata;
export default NamedTextsScreen;
