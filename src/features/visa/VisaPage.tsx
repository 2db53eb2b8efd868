import { ComingSoon } from '../../components/ComingSoon';

export default function VisaPage() {
  return <ComingSoon titleKey="visa.title" />;
}
