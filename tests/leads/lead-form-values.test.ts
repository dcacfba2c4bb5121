import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import {
  emptyLeadFormValues,
  leadFormSchema,
  toLeadInput,
  type FormQuestion,
  type LeadFormValues,
} from '../../web/src/features/leads/lead-form-values';
import { fieldRefusals } from '../support/field-refusals';

// The questions as GraphQL gives them: range ends and units may be missing.
const QUESTIONS: FormQuestion[] = [
  {
    key: 'roof',
    label: 'Soort dak',
    kind: 'single_choice',
    required: true,
    min: null,
    max: null,
    unit: null,
    options: [
      { value: 'flat', label: 'Plat' },
      { value: 'pitched', label: 'Schuin' },
    ],
  },
  {
    key: 'panels',
    label: 'Aantal panelen',
    kind: 'integer_range',
    required: false,
    min: 1,
    max: 60,
    unit: 'stuks',
    options: [],
  },
  {
    key: 'surface',
    label: 'Dakoppervlak',
    kind: 'meter_range',
    required: false,
    min: null,
    max: null,
    unit: null,
    options: [],
  },
];

const FILLED: LeadFormValues = {
  ...emptyLeadFormValues('zonnepanelen'),
  familyName: 'de Vries',
  email: 'anne@example.nl',
  phoneNumber: '020 638 1920',
  street: 'Oudegracht',
  houseNumber: '12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  answers: { roof: 'flat', panels: '12' },
};

describe('the lead add form', () => {
  it('starts empty in the Netherlands, with the product chosen in the list', () => {
    expect(emptyLeadFormValues('zonnepanelen')).toMatchObject({
      discr: 'zonnepanelen',
      country: 'NL',
      familyName: '',
      answers: {},
    });
    expect(emptyLeadFormValues(null).discr).toBe('');
  });
  it("checks the product's questions with the lead, errors on the answer's field", () => {
    const schema = leadFormSchema(QUESTIONS);
    expect(fieldRefusals(schema, FILLED)).toBeNull();
    expect(fieldRefusals(schema, { ...FILLED, answers: { panels: '61' } })).toEqual({
      'answers.roof': MESSAGE.FIELD_REQUIRED,
      'answers.panels': MESSAGE.VALUE_TOO_HIGH,
    });
  });
  it('accepts any whole number for a range question without ends', () => {
    const schema = leadFormSchema(QUESTIONS);
    expect(
      fieldRefusals(schema, { ...FILLED, answers: { roof: 'flat', surface: 9_999 } }),
    ).toBeNull();
    expect(fieldRefusals(schema, { ...FILLED, answers: { roof: 'flat', surface: -1 } })).toEqual({
      'answers.surface': MESSAGE.VALUE_TOO_LOW,
    });
  });
  it('sends the checked lead with its answers as numbers and options', () => {
    const lead = leadFormSchema(QUESTIONS).parse(FILLED);
    const input = toLeadInput(lead, QUESTIONS);
    expect(input).toMatchObject({
      discr: 'zonnepanelen',
      familyName: 'de Vries',
      phoneNumber: '0206381920',
      postalCode: '3511 AB',
      country: 'NL',
      answers: { roof: 'flat', panels: 12 },
    });
  });
});
