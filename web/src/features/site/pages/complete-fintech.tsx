import { ServicePage } from '../components/service-page.tsx';
import { completeFintech } from '../content/complete-fintech.ts';
import { completeFintechHead } from '../head/complete-fintech.ts';

export function CompleteFintechPage() {
  return <ServicePage meta={completeFintechHead} content={completeFintech} />;
}
