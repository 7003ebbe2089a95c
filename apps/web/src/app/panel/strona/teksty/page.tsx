import {
  NamedTextsScreen,
  namedTextsMetadata,
} from '@/features/back-office/kinds/screens/named-texts-screen';

export const generateMetadata = namedTextsMetadata;
export default NamedTextsScreen;
