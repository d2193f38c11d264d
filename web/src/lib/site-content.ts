/**
 * Facts only the web pages state: the footer's year, the home page's client marquee and testimonials.
 */

export const COPYRIGHT_YEAR = 2025;
export const CLIENT_LOGO_MARQUEE_SECONDS = 12;
export const TESTIMONIAL_STARS = 5;
export const TESTIMONIAL_CARD_COUNT = 4;
