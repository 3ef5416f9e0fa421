import { useParams } from 'react-router';
import { PublicPageView } from '../features/content/public-pages/public-page.tsx';

/** /public/:slug (SPEC.md §2 Public pages). */
export function Component() {
  const { slug = '' } = useParams();
  return <PublicPageView key={slug} slug={slug} />;
}
