import { ComingSoon } from '../../components/ComingSoon';

export default function BrelaPage() {
  return <ComingSoon titleKey="brela.title" />;
}
