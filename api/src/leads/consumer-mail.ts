import type { OutgoingMail } from '../mail';
import type { LeadRow } from './lead.table';

const greeting = (lead: LeadRow) => `Beste ${lead.givenName || lead.familyName},`;
const closing = ['', 'Met vriendelijke groet,', 'Leadportaal'];

/** The mails staff send a consumer from the lead screen. */
export const CONSUMER_MAILS = {
  feedback_request: (lead: LeadRow, publicUrl: string): OutgoingMail => ({
    to: lead.email,
    subject: 'Hoe gaat het met uw aanvraag?',
    template: 'lead_feedback_request',
    body: [
      greeting(lead),
      '',
      'Een tijd geleden vroeg u offertes aan. Wij horen graag of de bedrijven contact met u hebben opgenomen.',
      `Laat het ons weten in uw persoonlijke omgeving: ${publicUrl}/consumer/quotations`,
      ...closing,
    ].join('\n'),
  }),
  phonenumber_request: (lead: LeadRow, publicUrl: string): OutgoingMail => ({
    to: lead.email,
    subject: 'Wij konden u niet bereiken',
    template: 'lead_phone_number_request',
    body: [
      greeting(lead),
      '',
      'De bedrijven die uw aanvraag kregen, konden u telefonisch niet bereiken.',
      `Controleer uw telefoonnummer in uw persoonlijke omgeving: ${publicUrl}/consumer/dashboard`,
      ...closing,
    ].join('\n'),
  }),
  thank_you_client: (lead: LeadRow, publicUrl: string): OutgoingMail => ({
    to: lead.email,
    subject: 'Bedankt voor uw aanvraag',
    template: 'lead_thank_you',
    body: [
      greeting(lead),
      '',
      'Bedankt dat u via ons een vakbedrijf zocht. Wij hopen dat het werk naar wens is uitgevoerd.',
      `Uw ervaring helpt anderen: ${publicUrl}/consumer/beoordelingen/schrijf-een-beoordeling`,
      ...closing,
    ].join('\n'),
  }),
} as const;
export type ConsumerMail = keyof typeof CONSUMER_MAILS;
