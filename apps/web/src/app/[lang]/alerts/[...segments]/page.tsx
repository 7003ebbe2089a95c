import { AlertPage, type AlertPageProps, alertMetadata } from '@/features/alerts/alert-page';

export const generateMetadata = (props: AlertPageProps) => alertMetadata(props, 'alerts');

export default function Page(props: AlertPageProps) {
  return <AlertPage {...props} base="alerts" />;
}
