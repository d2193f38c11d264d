import { Entity } from 'electrodb';

/**
 * SES's events about one address, newest last, under the address's own partition (mail#...), beside
 * its mail_status item; the EventBridge event id in the sort key makes a redelivery overwrite itself.
 */
export const mailEventEntity = new Entity({
  model: { entity: 'mail_event', version: '1', service: 'quarter' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    event_id: { type: 'string', required: true, readOnly: true },
    event_type: { type: ['Bounce', 'Complaint', 'Reject', 'DeliveryDelay'] as const, required: true },
    bounce_type: { type: ['Permanent', 'Transient', 'Undetermined'] as const },
    sub_type: { type: 'string' },
    message_id: { type: 'string', required: true },
    occurred_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byAddress: {
      pk: { field: 'pk', composite: ['email'], template: 'mail#${email}', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['occurred_at', 'event_id'],
        template: 'event#${occurred_at}#${event_id}',
        casing: 'none',
      },
    },
  },
});
