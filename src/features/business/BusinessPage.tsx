import { ComingSoon } from '../../components/ComingSoon';

export default function BusinessPage() {
  return <ComingSoon titleKey="business.title" />;
}
