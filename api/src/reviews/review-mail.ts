import type { OutgoingMail } from '../mail';

interface Addressee {
  email: string;
  givenName: string | null;
  familyName: string;
}

const greeting = (to: Addressee) => `Beste ${to.givenName || to.familyName},`;

/** The mail with the review link, first asked or asked again for a revision. */
export function reviewRequestMail(
  to: Addressee,
  companyName: string,
  link: string,
  revision: boolean,
): OutgoingMail {
  const ask = revision
    ? `Wij vragen u uw beoordeling van ${companyName} nog eens te bekijken en aan te passen.`
    : `Hoe tevreden bent u over ${companyName}? Uw beoordeling helpt andere consumenten kiezen.`;
  return {
    to: to.email,
    subject: revision ? 'Wilt u uw beoordeling aanpassen?' : `Beoordeel ${companyName}`,
    template: revision ? 'review_revision' : 'review_request',
    body: [
      greeting(to),
      '',
      ask,
      `Via deze persoonlijke link kunt u dat doen: ${link}`,
      '',
      'Met vriendelijke groet,',
      'Leadportaal',
    ].join('\n'),
  };
}
