/**
 * The demo catalogue: three core products with the brands, features (and how their
 * values are drawn), model lines and price ranges that make 200 believable products.
 */
export interface DemoFeature {
  name: string;
  unit?: string;
  category: string;
  categoryPriority: number;
  groupId?: number;
  /** The values a product may have; numbers are drawn between [min, max] in steps. */
  values: readonly string[] | { min: number; max: number; step: number };
}

export interface DemoCoreProduct {
  name: string;
  discr: string;
  brands: readonly string[];
  models: readonly string[];
  variants: readonly string[];
  productCount: number;
  priceEuros: { min: number; max: number };
  scales: readonly { min: number; max: number | null; click: number }[];
  features: readonly DemoFeature[];
  pros: readonly string[];
  cons: readonly string[];
}

const yesNo = ['ja', 'nee'] as const;

export const DEMO_CORE_PRODUCTS: readonly DemoCoreProduct[] = [
  {
    name: 'Warmtepompen',
    discr: 'heat_pump',
    brands: [
      'Daikin',
      'Mitsubishi Electric',
      'Vaillant',
      'Nibe',
      'Panasonic',
      'Itho Daalderop',
      'Atlantic',
      'Remeha',
    ],
    models: ['Altherma', 'Ecodan', 'aroTHERM', 'S2125', 'Aquarea', 'Amber', 'Alfea', 'Elga'],
    variants: ['4 kW', '6 kW', '8 kW', '10 kW', '12 kW', 'Hybride'],
    productCount: 67,
    priceEuros: { min: 3_200, max: 11_500 },
    scales: [
      { min: 0, max: 2_000, click: 0.5 },
      { min: 2_000, max: 5_000, click: 0.9 },
      { min: 5_000, max: null, click: 1.5 },
    ],
    features: [
      {
        name: 'Type',
        category: 'Algemeen',
        categoryPriority: 1,
        values: ['lucht-water', 'hybride', 'grond-water', 'lucht-lucht'],
      },
      {
        name: 'Energielabel',
        category: 'Algemeen',
        categoryPriority: 1,
        values: ['A+++', 'A++', 'A+'],
      },
      {
        name: 'Garantie',
        unit: 'jaar',
        category: 'Algemeen',
        categoryPriority: 1,
        values: { min: 2, max: 10, step: 1 },
      },
      {
        name: 'Vermogen',
        unit: 'kW',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 4, max: 16, step: 1 },
      },
      {
        name: 'SCOP',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 3.8, max: 5.4, step: 0.1 },
      },
      {
        name: 'Max. aanvoertemperatuur',
        unit: '°C',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 55, max: 75, step: 5 },
      },
      {
        name: 'Geluidsniveau buitenunit',
        unit: 'dB(A)',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 35, max: 58, step: 1 },
      },
      {
        name: 'Koudemiddel',
        category: 'Prestaties',
        categoryPriority: 2,
        values: ['R32', 'R290', 'R410A'],
      },
      {
        name: 'Breedte buitenunit',
        unit: 'mm',
        category: 'Afmetingen',
        categoryPriority: 3,
        groupId: 1,
        values: { min: 800, max: 1_300, step: 10 },
      },
      {
        name: 'Hoogte buitenunit',
        unit: 'mm',
        category: 'Afmetingen',
        categoryPriority: 3,
        groupId: 1,
        values: { min: 600, max: 1_500, step: 10 },
      },
      {
        name: 'Gewicht buitenunit',
        unit: 'kg',
        category: 'Afmetingen',
        categoryPriority: 3,
        values: { min: 45, max: 140, step: 1 },
      },
    ],
    pros: [
      'Zeer stil in gebruik',
      'Hoge SCOP, lage energierekening',
      'Werkt met bestaande radiatoren',
      'Uitgebreide app-bediening',
      'Natuurlijk koudemiddel',
    ],
    cons: [
      'Forse buitenunit',
      'Installatie vraagt een specialist',
      'Hogere aanschafprijs',
      'Boilervat apart nodig',
    ],
  },
  {
    name: 'Zonnepanelen',
    discr: 'solar_panel',
    brands: [
      'JA Solar',
      'LONGi',
      'Trina Solar',
      'Jinko Solar',
      'Canadian Solar',
      'REC',
      'SunPower',
      'Q CELLS',
    ],
    models: [
      'Deep Blue',
      'Hi-MO',
      'Vertex S',
      'Tiger Neo',
      'HiKu',
      'Alpha Pure',
      'Maxeon',
      'Q.PEAK DUO',
    ],
    variants: ['400 Wp', '410 Wp', '425 Wp', '435 Wp', 'Full Black 400 Wp', 'Full Black 420 Wp'],
    productCount: 67,
    priceEuros: { min: 95, max: 420 },
    scales: [
      { min: 0, max: 150, click: 0.15 },
      { min: 150, max: 300, click: 0.25 },
      { min: 300, max: null, click: 0.4 },
    ],
    features: [
      {
        name: 'Celtype',
        category: 'Algemeen',
        categoryPriority: 1,
        values: ['monokristallijn', 'N-type TOPCon', 'heterojunctie', 'IBC'],
      },
      {
        name: 'Kleur',
        category: 'Algemeen',
        categoryPriority: 1,
        values: ['full black', 'zwart frame', 'zilver frame'],
      },
      {
        name: 'Productgarantie',
        unit: 'jaar',
        category: 'Algemeen',
        categoryPriority: 1,
        values: { min: 12, max: 40, step: 1 },
      },
      {
        name: 'Vermogen',
        unit: 'Wp',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 380, max: 460, step: 5 },
      },
      {
        name: 'Rendement',
        unit: '%',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 20.5, max: 23.8, step: 0.1 },
      },
      {
        name: 'Temperatuurcoëfficiënt',
        unit: '%/°C',
        category: 'Prestaties',
        categoryPriority: 2,
        values: ['-0,26', '-0,29', '-0,30', '-0,34'],
      },
      {
        name: 'Vermogensgarantie',
        unit: 'jaar',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 25, max: 40, step: 5 },
      },
      {
        name: 'Lengte',
        unit: 'mm',
        category: 'Afmetingen',
        categoryPriority: 3,
        groupId: 1,
        values: { min: 1_700, max: 1_800, step: 2 },
      },
      {
        name: 'Breedte',
        unit: 'mm',
        category: 'Afmetingen',
        categoryPriority: 3,
        groupId: 1,
        values: { min: 1_030, max: 1_140, step: 2 },
      },
      {
        name: 'Gewicht',
        unit: 'kg',
        category: 'Afmetingen',
        categoryPriority: 3,
        values: { min: 19, max: 24, step: 0.5 },
      },
    ],
    pros: [
      'Strak zwart uiterlijk',
      'Hoog rendement per m²',
      'Lange productgarantie',
      'Goede prestaties bij warmte',
      'Licht van gewicht',
    ],
    cons: ['Relatief duur per Wp', 'Beperkt leverbaar', 'Groot formaat past niet op elk dak'],
  },
  {
    name: 'Robotstofzuigers',
    discr: 'robot_vacuum',
    brands: ['iRobot', 'Roborock', 'Ecovacs', 'Dreame', 'Xiaomi', 'Philips', 'Samsung'],
    models: ['Roomba', 'S8', 'Deebot T30', 'L20', 'Robot Vacuum X20', 'HomeRun 7000', 'Jet Bot'],
    variants: ['', 'Pro', 'Ultra', 'Max', 'Plus', 'Omni'],
    productCount: 66,
    priceEuros: { min: 180, max: 1_450 },
    scales: [
      { min: 0, max: 300, click: 0.2 },
      { min: 300, max: 700, click: 0.35 },
      { min: 700, max: null, click: 0.55 },
    ],
    features: [
      {
        name: 'Navigatie',
        category: 'Algemeen',
        categoryPriority: 1,
        values: ['LiDAR', 'camera', 'LiDAR en camera', 'gyroscoop'],
      },
      { name: 'Dweilfunctie', category: 'Algemeen', categoryPriority: 1, values: yesNo },
      { name: 'Zelflegend station', category: 'Algemeen', categoryPriority: 1, values: yesNo },
      { name: 'App-bediening', category: 'Algemeen', categoryPriority: 1, values: yesNo },
      {
        name: 'Zuigkracht',
        unit: 'Pa',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 2_000, max: 12_000, step: 500 },
      },
      {
        name: 'Accuduur',
        unit: 'min',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 90, max: 240, step: 10 },
      },
      {
        name: 'Geluidsniveau',
        unit: 'dB(A)',
        category: 'Prestaties',
        categoryPriority: 2,
        values: { min: 55, max: 72, step: 1 },
      },
      {
        name: 'Stofbak',
        unit: 'ml',
        category: 'Afmetingen',
        categoryPriority: 3,
        values: { min: 250, max: 600, step: 50 },
      },
      {
        name: 'Hoogte',
        unit: 'cm',
        category: 'Afmetingen',
        categoryPriority: 3,
        values: { min: 7, max: 11, step: 0.1 },
      },
    ],
    pros: [
      'Vindt zelf de weg door het huis',
      'Leegt zichzelf',
      "Stil genoeg voor 's nachts",
      'Dweilt en zuigt in één beurt',
      'Handige kaart in de app',
    ],
    cons: [
      'Blijft soms hangen aan kabels',
      'Station neemt ruimte in',
      'Dure vervangende onderdelen',
      'Kleine stofbak',
    ],
  },
];

/** The shops that make offers in the demo (comparison companies), besides Vergelijk Warmtepompen. */
export const DEMO_SHOPS = [
  {
    name: 'Klimaatwinkel.nl',
    postalCode: '3511 AA',
    host: 'www.klimaatwinkel.nl',
  },
  {
    name: 'Zonnewinkel Direct',
    postalCode: '5611 AA',
    host: 'www.zonnewinkel-direct.nl',
  },
  {
    name: 'Huishoudexpert',
    postalCode: '7511 AA',
    host: 'www.huishoudexpert.nl',
  },
] as const;
