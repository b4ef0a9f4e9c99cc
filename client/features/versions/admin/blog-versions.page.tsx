import { useParams } from 'react-router';
import { VersionHistory } from './VersionHistory';

/** /admin/blog/{id}/versions. */
export default function BlogVersionsPage() {
  const id = Number(useParams().id);
  return <VersionHistory key={id} kind="blog" itemId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
