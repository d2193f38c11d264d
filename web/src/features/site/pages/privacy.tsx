import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { privacyIntro, privacySections } from '../content/privacy.ts';
import { privacyHead } from '../head/privacy.ts';

export function PrivacyPage() {
  return (
    <>
      <PageMeta {...privacyHead} />
      <LegalDocument title="Privacy Policy" intro={<p>{privacyIntro}</p>} sections={privacySections} />
    </>
  );
}
