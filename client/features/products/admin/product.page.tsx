import { useLocation, useParams } from 'react-router';
import { ProductForm } from './ProductForm';

/** /admin/product/new and /admin/product/{id}. */
export default function ProductPage() {
  const { id = 'new' } = useParams();
  const location = useLocation();
  // A product this form just created keeps the same form (with the files still to upload) when the address gains
  // its id; any other change of address starts a fresh form.
  const createdFrom = (location.state as { createdFrom?: string } | null)?.createdFrom;
  return <ProductForm key={createdFrom ?? id} routeId={id} />;
}
