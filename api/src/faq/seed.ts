import type { FaqAudience } from '#domain/faq/faq-audience';
import type { Executor } from '../db';
import { faqs } from './faq.table';

const DEMO: Record<FaqAudience, [string, string][]> = {
  consumer: [
    ['Wat kost een offerteaanvraag?', 'Niets. Je vraagt gratis en vrijblijvend offertes aan.'],
    ['Hoeveel offertes ontvang ik?', 'Meestal drie, van vakmensen uit jouw regio.'],
    ['Hoe snel word ik gebeld?', 'De meeste bedrijven nemen binnen één werkdag contact op.'],
    ['Kan ik mijn aanvraag intrekken?', 'Ja. Stuur ons een bericht, dan stoppen we je aanvraag.'],
    [
      'Wat doen jullie met mijn gegevens?',
      'Alleen de bedrijven die jouw aanvraag krijgen zien je gegevens.',
    ],
    [
      'Kan ik een bedrijf beoordelen?',
      'Ja, na de klus krijg je een link om een beoordeling te schrijven.',
    ],
  ],
  customer: [
    [
      'Hoe krijg ik leads?',
      'Stel je producten en je werkgebied in; passende aanvragen komen direct binnen.',
    ],
    [
      'Wat als een lead niet klopt?',
      'Dien binnen de termijn een claim in via de lead; wij beoordelen hem.',
    ],
    [
      'Hoe werkt het leadplein?',
      'Op het leadplein koop je losse leads bij, met de prijs vooraf in beeld.',
    ],
    ['Hoe betaal ik?', 'Per factuur, via automatische incasso of vooraf met tegoed.'],
    [
      'Kan ik tijdelijk pauzeren?',
      'Ja, pauzeer je bedrijf of één product, met of zonder einddatum.',
    ],
    ['Waar vind ik mijn facturen?', 'Onder Mijn facturen, als PDF en als e-factuur.'],
  ],
  partner: [
    ['Hoe lever ik leads aan?', 'Via onze partner-API of met het formulier dat je in je site zet.'],
    ['Wanneer word ik betaald?', 'Maandelijks, op basis van de geleverde en geaccepteerde leads.'],
    [
      'Wat gebeurt er met een claim?',
      'Een geaccepteerde claim wordt verrekend met je volgende afrekening.',
    ],
    ['Kan ik mijn formulier stijlen?', 'Ja, onder Stijl pas je kleuren en lettertypen aan.'],
    ['Hoe test ik de API?', 'Stuur een lead met je testsleutel; die wordt niet doorgezet.'],
    ['Wie is mijn contactpersoon?', 'Je accountmanager; zijn gegevens staan op je dashboard.'],
  ],
};

/** Six Dutch questions per audience. */
export async function seedFaqs(tx: Executor): Promise<void> {
  for (const [audience, items] of Object.entries(DEMO) as [FaqAudience, [string, string][]][])
    await tx.insert(faqs).values(
      items.map(([question, answer], index) => ({
        audience,
        question,
        answer,
        position: index + 1,
      })),
    );
}
