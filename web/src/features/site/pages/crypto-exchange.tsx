import { ServicePage } from '../components/service-page.tsx';
import { cryptoExchange } from '../content/crypto-exchange.ts';
import { cryptoExchangeHead } from '../head/crypto-exchange.ts';

export function CryptoExchangePage() {
  return <ServicePage meta={cryptoExchangeHead} content={cryptoExchange} />;
}
