import { Entity } from 'electrodb';

/**
 * One item per address (mail#<address>, sort key `status`): ever bounced or complained about, and
 * suppressed. The mailer reads it before every send; the admin answers read it for "E-mail bounced".
 */
export const mailStatusEntity = new Entity({
  model: { entity: 'mail_status', version: '1', service: 'quarter' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    bounced: { type: 'boolean' },
    suppressed: { type: 'boolean' },
    last_event_type: { type: ['Bounce', 'Complaint', 'Reject', 'DeliveryDelay'] as const, required: true },
    last_event_at: { type: 'string', required: true },
  },
  indexes: {
    byAddress: {
      pk: { field: 'pk', composite: ['email'], template: 'mail#${email}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'status', casing: 'none' },
    },
  },
});
