import { useParams } from 'react-router';
import { VersionHistory } from './VersionHistory';

/** /admin/product/{id}/versions. */
export default function ProductVersionsPage() {
  const id = Number(useParams().id);
  return <VersionHistory key={id} kind="product" itemId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
