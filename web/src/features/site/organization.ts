import { useEffect } from 'react';
import { brand } from '../../components/layout/brand.ts';
import { contactDetails } from './contact-details.ts';

export const ORGANIZATION_JSON_LD_ID = 'organization-jsonld';

/**
 * schema.org Organization for the home page. The pre-render writes it into the HTML of /, where
 * crawlers read it; the hook below adds the same data when a visitor reaches home by client-side
 * navigation, so the head is the same either way. Only JSON.stringify output goes in, with '<'
 * escaped so the text can never close the script element.
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

export function useOrganizationJsonLd(): void {
  useEffect(() => {
    if (document.getElementById(ORGANIZATION_JSON_LD_ID)) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = ORGANIZATION_JSON_LD_ID;
    script.textContent = organizationJsonLd(window.location.origin);
    document.head.append(script);
  }, []);
}
