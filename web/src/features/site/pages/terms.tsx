import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { termsIntro, termsSections } from '../content/terms.ts';
import { termsHead } from '../head/terms.ts';

export function TermsPage() {
  return (
    <>
      <PageMeta {...termsHead} />
      <LegalDocument title="Terms of Service" intro={<p>{termsIntro}</p>} sections={termsSections} />
    </>
  );
}
