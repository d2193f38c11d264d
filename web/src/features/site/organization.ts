import { brand } from '../../components/layout/brand.ts';
import { contactDetails } from './contact-details.ts';

/**
 * schema.org Organization for the home page, written into the pre-rendered HTML of / where
 * crawlers read it (client-side navigation does not need it). Only JSON.stringify output goes in,
 * with '<' escaped so the text can never close the script element.
 */
export function organizationJsonLd(origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description:
      'Ready-made, white-label business platforms for Nigerian founders: fintech, eCommerce, restaurant, taxi, real estate and CTO-as-a-Service.',
    email: contactDetails.email,
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    address: { '@type': 'PostalAddress', addressLocality: 'Lagos', addressCountry: 'NG' },
    sameAs: brand.social.map((profile) => profile.href),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: contactDetails.email,
      telephone: contactDetails.phoneHref.replace('tel:', ''),
      areaServed: 'NG',
      availableLanguage: ['en'],
    },
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
