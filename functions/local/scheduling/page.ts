import { escapeHtml } from '../http-io.ts';

export interface BookingPageOptions {
  /** Origins the page may report a booking to (the site's own origin, by any local host name). */
  readonly siteOrigins: readonly string[];
  readonly name: string;
  readonly email: string;
  readonly slots: readonly Date[];
}

/** The next few weekday slots at 10:00 and 14:00 Lagos time (UTC+1), starting tomorrow. */
export function upcomingSlots(now: Date, count = 6): Date[] {
  const slots: Date[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  while (slots.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      for (const hourUtc of [9, 13]) {
        slots.push(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc)));
      }
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return slots.slice(0, count);
}

function slotLabel(slot: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Lagos',
    timeZoneName: 'short',
  }).format(slot);
}

export function renderBookingPage(options: BookingPageOptions): string {
  const slots = options.slots
    .map(
      (slot, index) => `
        <li>
          <input type="radio" name="slot" id="slot-${index}" value="${slot.toISOString()}" required${index === 0 ? ' checked' : ''}>
          <label for="slot-${index}">${escapeHtml(slotLabel(slot))}</label>
        </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Book a consultation (scheduling sandbox)</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; padding: 1.25rem; color: #111; background: #fff; line-height: 1.5; }
    main { max-width: 36rem; margin: 0 auto; }
    fieldset { border: 1px solid #888; border-radius: 0.5rem; margin: 0 0 1rem; padding: 0.75rem 1rem; }
    ul { list-style: none; padding: 0; margin: 0; }
    li { padding: 0.25rem 0; }
    label { cursor: pointer; }
    .field { display: grid; gap: 0.25rem; margin-bottom: 0.75rem; }
    input[type=text], input[type=email] { font: inherit; padding: 0.4rem; border: 1px solid #666; border-radius: 0.25rem; }
    button { font: inherit; padding: 0.5rem 1.25rem; background: #0b5cad; color: #fff; border: 0; border-radius: 0.25rem; cursor: pointer; }
    button:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
    .note { color: #444; font-size: 0.9rem; }
  </style>
</head>
<body>
  <main id="booking" data-site-origins="${escapeHtml(JSON.stringify(options.siteOrigins))}">
    <h1>Book your consultation</h1>
    <p class="note">Local scheduling sandbox standing in for Calendly. No real meeting is booked.</p>
    <form id="booking-form" novalidate>
      <div class="field">
        <label for="invitee-name">Name</label>
        <input type="text" id="invitee-name" name="name" autocomplete="name" value="${escapeHtml(options.name)}">
      </div>
      <div class="field">
        <label for="invitee-email">Email</label>
        <input type="email" id="invitee-email" name="email" autocomplete="email" value="${escapeHtml(options.email)}">
      </div>
      <fieldset>
        <legend>Choose a time</legend>
        <ul>${slots}</ul>
      </fieldset>
      <button type="submit">Schedule Event</button>
    </form>
    <div id="confirmation" role="status" aria-live="polite"></div>
    <form id="cancel-form" hidden>
      <div class="field">
        <label for="cancel-reason">Reason for canceling</label>
        <input type="text" id="cancel-reason" name="reason">
      </div>
      <button type="submit">Cancel booking</button>
    </form>
  </main>
  <script src="/booking.js"></script>
</body>
</html>`;
}

/**
 * Served as a file because the sandbox's policy allows no inline script. On booking it posts the
 * message Calendly's inline embed posts, to the embedding site's origin only, once the sandbox has
 * recorded the booking and sent its webhook. A booking can then be canceled, as from Calendly's
 * e-mailed cancel link.
 */
export const BOOKING_SCRIPT = `'use strict';
(function () {
  var root = document.getElementById('booking');
  var form = document.getElementById('booking-form');
  var confirmation = document.getElementById('confirmation');
  var origins = JSON.parse(root.getAttribute('data-site-origins') || '[]');
  var params = new URLSearchParams(window.location.search);
  var embedDomain = params.get('embed_domain');
  function targetOrigin() {
    if (embedDomain) {
      for (var i = 0; i < origins.length; i++) {
        if (new URL(origins[i]).host === embedDomain) return origins[i];
      }
    }
    return origins[0];
  }
  function post(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, targetOrigin());
  }
  function uuid() {
    return crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + String(Math.random()).slice(2);
  }
  post({ event: 'calendly.event_type_viewed', payload: {} });
  form.addEventListener('change', function (event) {
    if (event.target && event.target.name === 'slot') post({ event: 'calendly.date_and_time_selected', payload: {} });
  });
  function send(path, body) {
    return fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      if (!response.ok) throw new Error('sandbox answered ' + response.status);
      return response.json();
    });
  }
  var cancelForm = document.getElementById('cancel-form');
  var inviteeUri = null;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var chosen = form.querySelector('input[name=slot]:checked');
    if (!chosen) return;
    var label = document.querySelector('label[for="' + chosen.id + '"]').textContent;
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    // The sandbox records the booking and sends the signed webhook, as Calendly's servers do.
    send('/bookings', {
      slot: chosen.value,
      name: form.elements.name.value,
      email: form.elements.email.value,
      utm_content: params.get('utm_content')
    }).then(function (booking) {
      inviteeUri = booking.inviteeUri;
      post({
        event: 'calendly.event_scheduled',
        payload: { event: { uri: booking.eventUri }, invitee: { uri: booking.inviteeUri } }
      });
      form.hidden = true;
      cancelForm.hidden = false;
      confirmation.textContent = 'You are scheduled: ' + label + '.';
    }, function () {
      button.disabled = false;
      confirmation.textContent = 'The booking could not be made. Please try again.';
    });
  });
  cancelForm.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!inviteeUri) return;
    send('/bookings/cancel', { invitee_uri: inviteeUri, reason: cancelForm.elements.reason.value }).then(
      function () {
        cancelForm.hidden = true;
        confirmation.textContent = 'Your booking is canceled.';
      },
      function () {
        confirmation.textContent = 'The booking could not be canceled. Please try again.';
      }
    );
  });
})();
`;
