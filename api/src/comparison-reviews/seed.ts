import { asc, eq } from 'drizzle-orm';
import type { ComparisonReviewState } from '#domain/comparison-reviews/review-state';
import { comparisonCoreProducts, comparisonProducts } from '../comparison';
import type { Executor } from '../db';
import { comparisonReviews } from './comparison-review.table';

const DAY = 24 * 60 * 60 * 1000;

interface DemoReview {
  rating: number;
  title: string;
  text: string;
  pros: string[];
  cons: string[];
}

/** Review texts by core product (discr), as visitors of the comparison sites write them. */
const TEXTS: Record<string, DemoReview[]> = {
  heat_pump: [
    {
      rating: 9,
      title: 'Stil en zuinig, de gasrekening is gehalveerd',
      text: 'Sinds oktober draait de warmtepomp in ons jaren-dertig huis. Met de vloerverwarming beneden is het overal comfortabel en we gebruiken bijna geen gas meer. De installateur heeft alles in twee dagen geplaatst.',
      pros: ['Nauwelijks te horen in de tuin', 'Duidelijke app', 'Flinke besparing op gas'],
      cons: ['Buitenunit is groter dan verwacht'],
    },
    {
      rating: 8,
      title: 'Goede hybride oplossing voor ons rijtjeshuis',
      text: 'We hebben gekozen voor een hybride opstelling omdat de isolatie nog niet overal op orde is. De cv-ketel springt alleen bij vorst bij. Prima keuze voor de tussentijd.',
      pros: ['Werkt samen met de bestaande ketel', 'Subsidie was snel geregeld'],
      cons: ['Instellen van de stooklijn vraagt geduld'],
    },
    {
      rating: 6,
      title: 'Doet wat hij moet doen, maar hoorbaar',
      text: 'De verwarming is in orde, maar ’s nachts horen we de buitenunit als de ontdooicyclus start. De buren hebben er gelukkig geen last van. Rendement is netjes.',
      pros: ['Warm tapwater zonder problemen'],
      cons: ['Ontdooien is goed hoorbaar', 'Handleiding alleen in het Engels'],
    },
    {
      rating: 10,
      title: 'Beste investering in ons huis',
      text: 'Samen met de zonnepanelen zijn we nu vrijwel energieneutraal. De warmtepomp koelt in de zomer ook een paar graden, dat is een mooie bonus.',
      pros: ['Kan ook koelen', 'Zeer hoge SCOP', 'Vijf jaar garantie'],
      cons: [],
    },
    {
      rating: 4,
      title: 'Storing na drie maanden',
      text: 'Na een koude week gaf de unit een foutcode en bleef het huis koud. De monteur kwam pas na vier dagen. Sindsdien werkt hij weer, maar het vertrouwen is wat minder.',
      pros: ['Monteur was vriendelijk'],
      cons: ['Lange wachttijd voor service', 'Foutcodes zijn onduidelijk'],
    },
    {
      rating: 7,
      title: 'Prima apparaat, let op de aanvoertemperatuur',
      text: 'Met oude radiatoren werd het in de woonkamer niet warm genoeg. Na het vervangen van twee radiatoren door lage-temperatuurradiatoren is het opgelost.',
      pros: ['Zuinig bij lage aanvoertemperatuur', 'Compacte binnenunit'],
      cons: ['Oude radiatoren moesten eruit'],
    },
  ],
  solar_panel: [
    {
      rating: 9,
      title: 'Strakke zwarte panelen, mooie opbrengst',
      text: 'Twaalf panelen op het zuidwestdak leveren ruim meer op dan de offerte beloofde. De volledig zwarte uitvoering valt nauwelijks op.',
      pros: ['Mooi egaal zwart', 'Opbrengst boven verwachting'],
      cons: ['Iets duurder dan blauwe panelen'],
    },
    {
      rating: 8,
      title: 'Goed paneel, installatie ging vlot',
      text: 'In één dag lagen de panelen op het dak en was de omvormer aangesloten. In de app zie je per paneel wat het oplevert, handig om schaduw te herkennen.',
      pros: ['Snelle installatie', 'Opbrengst per paneel zichtbaar'],
      cons: ['Wifi-verbinding van de omvormer valt soms weg'],
    },
    {
      rating: 7,
      title: 'Degelijk, maar de garantievoorwaarden zijn karig',
      text: 'De panelen doen het goed, maar de productgarantie is korter dan bij concurrenten. Voor de prijs wel een nette keuze.',
      pros: ['Scherpe prijs', 'Goed rendement in de zomer'],
      cons: ['Korte productgarantie'],
    },
    {
      rating: 10,
      title: 'Na twee jaar nog steeds top',
      text: 'Geen enkel probleem gehad en de opbrengst is stabiel. Ook in de winter leveren ze nog verrassend veel op op heldere dagen.',
      pros: ['Betrouwbaar', 'Goede prestaties bij weinig licht', '25 jaar vermogensgarantie'],
      cons: [],
    },
    {
      rating: 5,
      title: 'Opbrengst valt tegen op een oostdak',
      text: 'Misschien ligt het meer aan ons dak dan aan de panelen, maar we halen maar tweederde van de geschatte opbrengst. Het advies had beter gekund.',
      pros: ['Panelen zien er netjes uit'],
      cons: ['Opbrengst lager dan beloofd', 'Weinig uitleg over oriëntatie'],
    },
    {
      rating: 8,
      title: 'Fijne glas-glaspanelen',
      text: 'We kozen voor glas-glas vanwege de lange levensduur. Ze zijn zwaarder, dus laat de dakconstructie even controleren, maar verder zeer tevreden.',
      pros: ['Lange levensduur', 'Bifaciaal: ook opbrengst aan de achterkant'],
      cons: ['Zwaar', 'Langere levertijd'],
    },
  ],
  robot_vacuum: [
    {
      rating: 9,
      title: 'Houdt de vloer schoon met twee katten',
      text: 'Elke ochtend een rondje en de kattenharen zijn weg. De automatische leegstation is echt een aanrader, we hoeven maar eens per maand de zak te wisselen.',
      pros: ['Sterke zuigkracht op tapijt', 'Leegstation', 'Slimme kaart van het huis'],
      cons: ['Leegstation maakt flink lawaai'],
    },
    {
      rating: 7,
      title: 'Prima dweilfunctie, zuigen kan beter',
      text: 'Op de tegelvloer in de keuken dweilt hij prima. In hoeken blijft soms wat stof liggen en bij drempels van meer dan twee centimeter blijft hij hangen.',
      pros: ['Goede dweilfunctie', 'Stil in de eco-stand'],
      cons: ['Hoeken blijven stoffig', 'Komt niet over hoge drempels'],
    },
    {
      rating: 3,
      title: 'Raakt steeds de weg kwijt',
      text: 'De robot begint enthousiast maar vindt zijn laadstation regelmatig niet terug. Na een update werd het iets beter, maar echt betrouwbaar is hij niet.',
      pros: ['Mooi ontwerp'],
      cons: ['Navigatie onbetrouwbaar', 'App crasht regelmatig'],
    },
    {
      rating: 8,
      title: 'Goede prijs-kwaliteitverhouding',
      text: 'Voor dit bedrag krijg je een robot met lidar-navigatie en verboden zones. Doet precies wat hij belooft in ons appartement van 80 vierkante meter.',
      pros: ['Lidar-navigatie', 'Verboden zones instellen', 'Scherpe prijs'],
      cons: ['Kleine stofbak'],
    },
    {
      rating: 9,
      title: 'Herkent sokken en kabels',
      text: 'Hij ontwijkt netjes speelgoed, kabels en sokken die blijven slingeren. Dat scheelt veel opruimen vooraf. Accu gaat ruim twee uur mee.',
      pros: ['Obstakelherkenning met camera', 'Lange accuduur'],
      cons: ['Camera voelt niet voor iedereen prettig'],
    },
    {
      rating: 6,
      title: 'Redelijk, maar luid op de hoogste stand',
      text: 'Op de hoogste zuigstand is hij erg luidruchtig, dus we laten hem vooral draaien als we niet thuis zijn. De resultaten zijn dan wel goed.',
      pros: ['Planning via de app'],
      cons: ['Luid op maximale stand', 'Borstel raakt vol met lange haren'],
    },
  ],
};

const AUTHORS = [
  'Sanne de Vries',
  'Jeroen Bakker',
  'Fatima El Amrani',
  'Pieter van Dijk',
  'Lotte Janssen',
  'Mohamed Yilmaz',
  'Anouk Visser',
  'Bram Smit',
  'Eva Mulder',
  'Thomas de Boer',
  'Iris Meijer',
  'Kevin Bos',
  'Noor Hendriks',
  'Ruben Dekker',
  'Femke van Leeuwen',
  'Daan Vermeulen',
  'Marieke Kok',
  'Sven Jacobs',
  'Yara Peters',
  'Wouter van den Berg',
];

/** 60 reviews: 12 awaiting review (new, recent), 6 on hold, 36 public, 6 deleted. */
const STATES: ComparisonReviewState[] = [
  ...Array<ComparisonReviewState>(12).fill('new'),
  ...Array<ComparisonReviewState>(6).fill('on_hold'),
  ...Array<ComparisonReviewState>(36).fill('public'),
  ...Array<ComparisonReviewState>(6).fill('deleted'),
];

const emailOf = (name: string, index: number) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${index}@example.nl`;

/** Sixty demo reviews over the demo products, in every state. */
export async function seedComparisonReviews(
  tx: Executor,
  userIds: Map<string, number>,
): Promise<void> {
  const approverId = userIds.get('comparison@demo.nl') ?? null;
  const products = await tx
    .select({ id: comparisonProducts.id, discr: comparisonCoreProducts.discr })
    .from(comparisonProducts)
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonProducts.coreProductId),
    )
    .orderBy(asc(comparisonProducts.id));
  if (products.length === 0) return;
  const now = Date.now();
  const rows = STATES.map((state, index) => {
    // Every seventh product, so the reviews spread over the catalogue and its core products.
    const product = products[(index * 7 + 3) % products.length]!;
    const texts = TEXTS[product.discr] ?? TEXTS.heat_pump!;
    const review = texts[index % texts.length]!;
    const author = AUTHORS[index % AUTHORS.length]!;
    // Awaiting review: the last three weeks; the others up to two and a half years back.
    const ageDays = state === 'new' ? 1 + index * 1.7 : 20 + ((index * 37) % 900);
    const createdAt = new Date(now - ageDays * DAY - (index % 24) * 60 * 60 * 1000);
    const isPublic = state === 'public';
    return {
      productId: product.id,
      authorName: author,
      email: emailOf(author, index),
      rating: review.rating,
      title: review.title,
      text: review.text,
      pros: review.pros,
      cons: review.cons,
      state,
      createdAt,
      updatedAt: createdAt,
      approvedAt: isPublic ? new Date(createdAt.getTime() + 2 * DAY) : null,
      approvedBy: isPublic ? approverId : null,
    };
  });
  await tx.insert(comparisonReviews).values(rows);
}
