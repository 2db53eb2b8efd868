import { ComingSoon } from '../../components/ComingSoon';

export default function TinPage() {
  return <ComingSoon titleKey="tin.title" />;
}
