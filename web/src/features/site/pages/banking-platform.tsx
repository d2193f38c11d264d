import { ServicePage } from '../components/service-page.tsx';
import { bankingPlatform } from '../content/banking-platform.ts';
import { bankingPlatformHead } from '../head/banking-platform.ts';

export function BankingPlatformPage() {
  return <ServicePage meta={bankingPlatformHead} content={bankingPlatform} />;
}
