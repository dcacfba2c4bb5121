import type { ProductQuestion } from '#domain/products/product-question';

export interface CatalogueProduct {
  discr: string;
  name: string;
  priceCents: number;
  maxAssignments: number;
  questions: ProductQuestion[];
}

const choice = (
  key: string,
  label: string,
  options: [string, string][],
  kind: 'single_choice' | 'multiple_choice' = 'single_choice',
): ProductQuestion => ({
  key,
  label,
  kind,
  required: false,
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
});

const range = (
  key: string,
  label: string,
  min: number,
  max: number,
  kind: 'integer_range' | 'meter_range',
  unit?: string,
): ProductQuestion => ({
  key,
  label,
  kind,
  required: false,
  min,
  max,
  ...(unit ? { unit } : {}),
});

const ROOF_TYPE = choice('roof_type', 'Type dak', [
  ['flat', 'Plat dak'],
  ['pitched', 'Schuin dak'],
  ['mixed', 'Beide'],
]);
const PROPERTY = choice('property_type', 'Soort woning', [
  ['detached', 'Vrijstaand'],
  ['semi_detached', 'Twee-onder-een-kap'],
  ['terraced', 'Tussenwoning'],
  ['corner', 'Hoekwoning'],
  ['apartment', 'Appartement'],
]);
const TIMING = choice('timing', 'Wanneer wilt u beginnen?', [
  ['asap', 'Zo snel mogelijk'],
  ['within_3_months', 'Binnen 3 maanden'],
  ['within_6_months', 'Binnen 6 maanden'],
  ['orientation', 'Ik oriënteer me nog'],
]);

/** The service products of the demo catalogue: real ones of the Dutch home-improvement market. */
export const CATALOGUE: CatalogueProduct[] = [
  {
    discr: 'zonnepanelen',
    name: 'Zonnepanelen',
    priceCents: 3500,
    maxAssignments: 4,
    questions: [
      range('panel_count', 'Aantal panelen', 1, 100, 'integer_range', 'stuks'),
      ROOF_TYPE,
      choice('with_battery', 'Ook een thuisbatterij?', [
        ['yes', 'Ja'],
        ['no', 'Nee'],
        ['maybe', 'Weet ik nog niet'],
      ]),
      TIMING,
    ],
  },
  {
    discr: 'warmtepomp',
    name: 'Warmtepomp',
    priceCents: 4500,
    maxAssignments: 3,
    questions: [
      choice('pump_type', 'Soort warmtepomp', [
        ['hybrid', 'Hybride'],
        ['air_water', 'Lucht-water (volledig elektrisch)'],
        ['ground', 'Bodem-water'],
        ['advice', 'Graag advies'],
      ]),
      PROPERTY,
      range('floor_area', 'Woonoppervlak', 20, 1000, 'meter_range', 'm²'),
      TIMING,
    ],
  },
  {
    discr: 'dakkapel',
    name: 'Dakkapel',
    priceCents: 3000,
    maxAssignments: 3,
    questions: [
      range('width', 'Breedte van de dakkapel', 1, 12, 'meter_range', 'm'),
      choice('material', 'Materiaal', [
        ['plastic', 'Kunststof'],
        ['wood', 'Hout'],
        ['polyester', 'Polyester (prefab)'],
      ]),
      choice('roof_side', 'Kant van het dak', [
        ['front', 'Voorkant'],
        ['back', 'Achterkant'],
        ['side', 'Zijkant'],
      ]),
      TIMING,
    ],
  },
  {
    discr: 'spouwmuurisolatie',
    name: 'Spouwmuurisolatie',
    priceCents: 2000,
    maxAssignments: 3,
    questions: [
      range('wall_area', 'Oppervlak gevel', 10, 500, 'meter_range', 'm²'),
      choice('insulation_material', 'Isolatiemateriaal', [
        ['pearls', 'EPS-parels'],
        ['glass_wool', 'Glaswol'],
        ['pur_foam', 'PUR-schuim'],
        ['advice', 'Graag advies'],
      ]),
      PROPERTY,
    ],
  },
  {
    discr: 'vloerisolatie',
    name: 'Vloerisolatie',
    priceCents: 1800,
    maxAssignments: 3,
    questions: [
      range('floor_area', 'Oppervlak vloer', 10, 300, 'meter_range', 'm²'),
      range('crawl_space_height', 'Hoogte kruipruimte (cm)', 0, 150, 'integer_range', 'cm'),
      choice('insulation_material', 'Isolatiemateriaal', [
        ['foil', 'Isolatiefolie'],
        ['pur_foam', 'PUR-schuim'],
        ['panels', 'Isolatieplaten'],
        ['advice', 'Graag advies'],
      ]),
    ],
  },
  {
    discr: 'dakisolatie',
    name: 'Dakisolatie',
    priceCents: 2200,
    maxAssignments: 3,
    questions: [
      ROOF_TYPE,
      range('roof_area', 'Oppervlak dak', 10, 400, 'meter_range', 'm²'),
      choice('side', 'Isoleren aan', [
        ['inside', 'Binnenkant'],
        ['outside', 'Buitenkant'],
        ['advice', 'Graag advies'],
      ]),
    ],
  },
  {
    discr: 'alarmsysteem',
    name: 'Alarmsysteem',
    priceCents: 2500,
    maxAssignments: 3,
    questions: [
      choice('building', 'Voor', [
        ['home', 'Woning'],
        ['business', 'Bedrijfspand'],
      ]),
      choice(
        'features',
        'Gewenste onderdelen',
        [
          ['motion', 'Bewegingsmelders'],
          ['doors', 'Deur- en raamcontacten'],
          ['smoke', 'Rookmelders'],
          ['monitoring', 'Doormelding naar meldkamer'],
        ],
        'multiple_choice',
      ),
      TIMING,
    ],
  },
  {
    discr: 'beveiligingscamera',
    name: 'Beveiligingscamera’s',
    priceCents: 2500,
    maxAssignments: 3,
    questions: [
      range('camera_count', 'Aantal camera’s', 1, 32, 'integer_range', 'stuks'),
      choice('building', 'Voor', [
        ['home', 'Woning'],
        ['business', 'Bedrijfspand'],
      ]),
      choice(
        'placement',
        'Plaatsing',
        [
          ['inside', 'Binnen'],
          ['outside', 'Buiten'],
        ],
        'multiple_choice',
      ),
    ],
  },
  {
    discr: 'traprenovatie',
    name: 'Traprenovatie',
    priceCents: 1500,
    maxAssignments: 3,
    questions: [
      range('steps', 'Aantal treden', 3, 40, 'integer_range', 'treden'),
      choice('stair_shape', 'Vorm van de trap', [
        ['straight', 'Rechte trap'],
        ['quarter_turn', 'Kwartdraai'],
        ['half_turn', 'Halve draai'],
      ]),
      choice('finish', 'Afwerking', [
        ['laminate', 'Laminaat'],
        ['pvc', 'PVC'],
        ['wood', 'Hout'],
        ['carpet', 'Tapijt'],
      ]),
    ],
  },
  {
    discr: 'aanbouw',
    name: 'Aanbouw',
    priceCents: 5000,
    maxAssignments: 3,
    questions: [
      range('area', 'Oppervlak aanbouw', 5, 100, 'meter_range', 'm²'),
      choice('purpose', 'Gebruik', [
        ['living', 'Woonkamer'],
        ['kitchen', 'Keuken'],
        ['bedroom', 'Slaapkamer'],
        ['other', 'Anders'],
      ]),
      choice('permit', 'Vergunning', [
        ['has_permit', 'Heb ik al'],
        ['needs_permit', 'Nog aanvragen'],
        ['not_needed', 'Niet nodig (vergunningvrij)'],
      ]),
      TIMING,
    ],
  },
  {
    discr: 'zolderverbouwing',
    name: 'Zolderverbouwing',
    priceCents: 3500,
    maxAssignments: 3,
    questions: [
      range('area', 'Oppervlak zolder', 5, 150, 'meter_range', 'm²'),
      choice(
        'work',
        'Werkzaamheden',
        [
          ['insulation', 'Isoleren'],
          ['walls', 'Wanden plaatsen'],
          ['skylight', 'Dakraam'],
          ['stairs', 'Vaste trap'],
        ],
        'multiple_choice',
      ),
      TIMING,
    ],
  },
  {
    discr: 'kozijnen',
    name: 'Kozijnen',
    priceCents: 2800,
    maxAssignments: 4,
    questions: [
      range('frame_count', 'Aantal kozijnen', 1, 50, 'integer_range', 'stuks'),
      choice('material', 'Materiaal', [
        ['plastic', 'Kunststof'],
        ['wood', 'Hout'],
        ['aluminium', 'Aluminium'],
      ]),
      choice('glazing', 'Beglazing', [
        ['hr_plus_plus', 'HR++'],
        ['triple', 'Triple glas'],
      ]),
    ],
  },
];
