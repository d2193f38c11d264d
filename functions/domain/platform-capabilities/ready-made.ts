import { PLATFORM_SUMMARIES } from './summaries.ts';
import type { PlatformCapabilities } from './types.ts';

/**
 * The ready-made platforms without a service page of their own: what the home page card, the
 * pricing page's list and the home page's success stories say they do, and nothing more.
 */
export const ECOMMERCE_CAPABILITIES: PlatformCapabilities = {
  id: 'ecommerce',
  name: 'eCommerce',
  summary: PLATFORM_SUMMARIES.ecommerce,
  capabilities: [
    {
      key: 'store-or-marketplace',
      title: 'Store or marketplace',
      body: 'A branded store under your name, or a multi-vendor marketplace with vendor payouts.',
      terms: ['shop', 'vendor', 'seller', 'multi-vendor', 'online store'],
    },
    {
      key: 'paystack-checkout',
      title: 'Checkout',
      body: 'Paystack checkout: cards, bank transfer and USSD, settled to your own account.',
      terms: ['payment', 'pay', 'ussd', 'card', 'transfer'],
    },
    {
      key: 'delivery',
      title: 'Delivery',
      body: 'Delivery across Nigeria.',
      terms: ['deliver', 'logistics', 'shipping', 'rider'],
    },
  ],
  source: '/ (eCommerce card), /pricing',
};

export const RESTAURANT_CAPABILITIES: PlatformCapabilities = {
  id: 'restaurant',
  name: 'Restaurant Ordering and Delivery',
  summary: PLATFORM_SUMMARIES.restaurant,
  capabilities: [
    {
      key: 'online-ordering',
      title: 'Online ordering',
      body: 'Your own ordering site and app under your name, without marketplace commission.',
      terms: ['order', 'menu', 'food', 'website'],
    },
    {
      key: 'kitchen-display',
      title: 'Kitchen display',
      body: 'Orders reach your kitchen display as they come in.',
      terms: ['kitchen', 'kds', 'chef'],
    },
    {
      key: 'rider-dispatch',
      title: 'Rider dispatch',
      body: 'Orders go out to your riders for delivery.',
      terms: ['delivery', 'deliver', 'rider', 'dispatch'],
    },
  ],
  source: '/ (Restaurant card), /pricing',
};

export const TAXI_CAPABILITIES: PlatformCapabilities = {
  id: 'taxi',
  name: 'Taxi & Ride-Hailing',
  summary: PLATFORM_SUMMARIES.taxi,
  capabilities: [
    {
      key: 'rider-app',
      title: 'Rider app',
      body: 'Booking with upfront fares and live tracking.',
      terms: ['passenger', 'book', 'booking', 'fare', 'tracking'],
    },
    {
      key: 'driver-app',
      title: 'Driver app',
      body: 'An app for your drivers to take trips.',
      terms: ['driver', 'drivers'],
    },
    {
      key: 'dispatch-dashboard',
      title: 'Dispatch dashboard',
      body: 'A dashboard to dispatch and follow your trips.',
      terms: ['dispatch', 'dashboard', 'fleet'],
    },
    {
      key: 'vehicles',
      title: 'Vehicles',
      body: 'Cars, keke and bikes.',
      terms: ['car', 'keke', 'tricycle', 'okada', 'bike', 'motorcycle', 'vehicle'],
    },
  ],
  source: '/ (Taxi & Ride-Hailing card), /pricing',
};

export const REAL_ESTATE_CAPABILITIES: PlatformCapabilities = {
  id: 'real-estate',
  name: 'Real Estate',
  summary: PLATFORM_SUMMARIES['real-estate'],
  capabilities: [
    {
      key: 'verified-listings',
      title: 'Verified listings',
      body: 'Property listings for agents and landlords.',
      terms: ['listing', 'property', 'house', 'apartment', 'agent'],
    },
    {
      key: 'rent-collection',
      title: 'Rent collection',
      body: 'Collect rent online.',
      terms: ['rent', 'tenant', 'payment'],
    },
    {
      key: 'shortlets',
      title: 'Shortlets',
      body: 'Shortlet bookings.',
      terms: ['shortlet', 'short-let', 'booking', 'airbnb'],
    },
    {
      key: 'estate-management',
      title: 'Estate management',
      body: 'Manage estates for agents and landlords.',
      terms: ['estate', 'landlord', 'facility', 'management'],
    },
  ],
  source: '/ (Real Estate card), /pricing',
};

export const CTO_SERVICE_CAPABILITIES: PlatformCapabilities = {
  id: 'cto-service',
  name: 'CTO-as-a-Service',
  summary: PLATFORM_SUMMARIES['cto-service'],
  capabilities: [
    {
      key: 'plan-build-run',
      title: 'A senior tech team',
      body: 'Plans, builds, secures and runs your custom product.',
      terms: ['custom', 'mvp', 'developer', 'team', 'cto'],
    },
    {
      key: 'custom-features',
      title: 'Custom features',
      body: 'Larger custom features for a ready-made platform are planned with this team without delaying go-live.',
      terms: ['feature', 'integration', 'custom'],
    },
  ],
  source: '/ (CTO as a Service card), / FAQ',
};
