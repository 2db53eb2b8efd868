import { ComingSoon } from '../../components/ComingSoon';

export default function AdminPlaceholderPage() {
  return <ComingSoon titleKey="admin.title" />;
}
