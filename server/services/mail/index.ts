export { deliverOutbox, MAX_ATTEMPTS, type DeliveryOptions, type DeliveryResult } from './deliver';
export { startDeliveryLoop, type DeliveryLoop } from './loop';
export { smtpHost, smtpTransport, type MailTransport, type OutgoingMail } from './transport';
