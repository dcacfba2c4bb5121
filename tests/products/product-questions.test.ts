import { describe, expect, it } from 'vitest';
import { choicesAcceptAnswers, filterChoiceErrors } from '#domain/products/filter-choices';
import { checkLeadAnswers } from '#domain/products/lead-answers';
import { isChoiceQuestion, type ProductQuestion } from '#domain/products/product-question';
import { MESSAGE } from '#domain/shared/messages';

// A solar panel quote form: one required single choice, one optional multiple
// choice, one required count and one optional surface in square metres.
const QUESTIONS: ProductQuestion[] = [
  {
    key: 'roof',
    label: 'Soort dak',
    kind: 'single_choice',
    required: true,
    options: [
      { value: 'flat', label: 'Plat' },
      { value: 'pitched', label: 'Schuin' },
    ],
  },
  {
    key: 'extras',
    label: 'Extra',
    kind: 'multiple_choice',
    required: false,
    options: [
      { value: 'battery', label: 'Thuisbatterij' },
      { value: 'charger', label: 'Laadpaal' },
      { value: 'optimizer', label: 'Optimizers' },
    ],
  },
  {
    key: 'panels',
    label: 'Aantal panelen',
    kind: 'integer_range',
    required: true,
    min: 1,
    max: 60,
  },
  {
    key: 'surface',
    label: 'Dakoppervlak',
    kind: 'meter_range',
    required: false,
    min: 0,
    max: 500,
    unit: 'm²',
  },
];

describe('question kinds', () => {
  it('tells choice questions from range questions', () => {
    expect(QUESTIONS.map(isChoiceQuestion)).toEqual([true, true, false, false]);
  });
});

describe("checking a consumer's answers", () => {
  const valid = { roof: 'flat', panels: 12 };

  it('accepts the required answers and leaves blank optional ones out', () => {
    expect(checkLeadAnswers(QUESTIONS, { ...valid, extras: [], surface: '' })).toEqual({
      answers: { roof: 'flat', panels: 12 },
      fields: {},
    });
  });
  it('asks for each missing required answer, also when no answers came at all', () => {
    const required = {
      'answers.roof': MESSAGE.FIELD_REQUIRED,
      'answers.panels': MESSAGE.FIELD_REQUIRED,
    };
    expect(checkLeadAnswers(QUESTIONS, {}).fields).toEqual(required);
    expect(checkLeadAnswers(QUESTIONS, null).fields).toEqual(required);
    expect(checkLeadAnswers(QUESTIONS, undefined).fields).toEqual(required);
    expect(checkLeadAnswers(QUESTIONS, { roof: null, panels: '' }).fields).toEqual(required);
  });
  it('refuses answers to questions the product does not ask', () => {
    expect(checkLeadAnswers(QUESTIONS, { ...valid, colour: 'red' }).fields).toEqual({
      'answers.colour': MESSAGE.INVALID_VALUE,
    });
  });
  it('refuses a single choice the question does not offer, or more than one', () => {
    expect(checkLeadAnswers(QUESTIONS, { ...valid, roof: 'thatched' }).fields).toEqual({
      'answers.roof': MESSAGE.SELECT_OPTION,
    });
    expect(checkLeadAnswers(QUESTIONS, { ...valid, roof: ['flat'] }).fields).toEqual({
      'answers.roof': MESSAGE.SELECT_OPTION,
    });
  });
  it('takes a multiple choice as a list without doubles, or one value as a list of one', () => {
    expect(
      checkLeadAnswers(QUESTIONS, { ...valid, extras: ['battery', 'charger', 'battery'] }).answers
        .extras,
    ).toEqual(['battery', 'charger']);
    expect(checkLeadAnswers(QUESTIONS, { ...valid, extras: 'charger' }).answers.extras).toEqual([
      'charger',
    ]);
  });
  it('refuses a multiple choice with one unknown or non-text option', () => {
    for (const extras of [['battery', 'heat_pump'], [1], 'heat_pump'])
      expect(checkLeadAnswers(QUESTIONS, { ...valid, extras }).fields).toEqual({
        'answers.extras': MESSAGE.SELECT_OPTION,
      });
  });
  it('takes a number as text and checks it against the range, both ends included', () => {
    expect(checkLeadAnswers(QUESTIONS, { ...valid, panels: ' 7 ' }).answers.panels).toBe(7);
    expect(checkLeadAnswers(QUESTIONS, { ...valid, panels: 1 }).fields).toEqual({});
    expect(checkLeadAnswers(QUESTIONS, { ...valid, panels: 60 }).fields).toEqual({});
    expect(checkLeadAnswers(QUESTIONS, { ...valid, panels: 0 }).fields).toEqual({
      'answers.panels': MESSAGE.VALUE_TOO_LOW,
    });
    expect(checkLeadAnswers(QUESTIONS, { ...valid, panels: 61 }).fields).toEqual({
      'answers.panels': MESSAGE.VALUE_TOO_HIGH,
    });
    expect(checkLeadAnswers(QUESTIONS, { ...valid, surface: 500 }).answers.surface).toBe(500);
  });
  it('refuses fractions, words, blanks of spaces and other non-numbers', () => {
    for (const panels of [2.5, 'twaalf', '   ', true, [3], Number.NaN])
      expect(checkLeadAnswers(QUESTIONS, { ...valid, panels }).fields).toEqual({
        'answers.panels': MESSAGE.ENTER_VALID_NUMBER,
      });
  });
});

describe("checking a filter's choices against the product", () => {
  it('accepts options the product offers and ranges on range questions', () => {
    expect(
      filterChoiceErrors(QUESTIONS, {
        roof: ['flat', 'pitched'],
        extras: [],
        panels: { gte: 5, lte: 5 },
        surface: { gte: null, lte: 100 },
      }),
    ).toEqual({});
    expect(filterChoiceErrors(QUESTIONS, {})).toEqual({});
  });
  it('names each choice that does not fit, keyed by its question', () => {
    expect(
      filterChoiceErrors(QUESTIONS, {
        colour: ['red'],
        roof: ['flat', 'thatched'],
        extras: { gte: 1, lte: 2 },
        panels: ['10'],
        surface: { gte: 200, lte: 100 },
      }),
    ).toEqual({
      'choices.colour': MESSAGE.INVALID_VALUE,
      'choices.roof': MESSAGE.SELECT_OPTION,
      'choices.extras': MESSAGE.SELECT_OPTION,
      'choices.panels': MESSAGE.ENTER_VALID_NUMBER,
      'choices.surface': MESSAGE.VALUE_TOO_HIGH,
    });
  });
});

describe("whether a filter's choices accept a lead", () => {
  it('accepts any lead when the filter chooses nothing, or an empty list', () => {
    expect(choicesAcceptAnswers({}, { roof: 'flat', panels: 3 })).toBe(true);
    expect(choicesAcceptAnswers({ roof: [] }, { roof: 'flat' })).toBe(true);
  });
  it('accepts a single choice only when it is wanted', () => {
    expect(choicesAcceptAnswers({ roof: ['flat'] }, { roof: 'flat' })).toBe(true);
    expect(choicesAcceptAnswers({ roof: ['flat'] }, { roof: 'pitched' })).toBe(false);
  });
  it('accepts a multiple choice when any chosen option is wanted', () => {
    expect(choicesAcceptAnswers({ extras: ['charger'] }, { extras: ['battery', 'charger'] })).toBe(
      true,
    );
    expect(choicesAcceptAnswers({ extras: ['charger'] }, { extras: ['battery'] })).toBe(false);
  });
  it('never excludes a lead for a question it left unanswered', () => {
    expect(choicesAcceptAnswers({ roof: ['flat'], panels: { gte: 10, lte: null } }, {})).toBe(true);
  });
  it('keeps range ends inclusive, and either end may be open', () => {
    const range = { panels: { gte: 10, lte: 20 } };
    expect(choicesAcceptAnswers(range, { panels: 10 })).toBe(true);
    expect(choicesAcceptAnswers(range, { panels: 20 })).toBe(true);
    expect(choicesAcceptAnswers(range, { panels: 9 })).toBe(false);
    expect(choicesAcceptAnswers(range, { panels: 21 })).toBe(false);
    expect(choicesAcceptAnswers({ panels: { gte: null, lte: 20 } }, { panels: 0 })).toBe(true);
    expect(choicesAcceptAnswers({ panels: { gte: 10, lte: null } }, { panels: 999 })).toBe(true);
  });
  it('ignores a range for an answer that is not a number', () => {
    expect(choicesAcceptAnswers({ panels: { gte: 10, lte: 20 } }, { panels: 'many' })).toBe(true);
  });
  it('compares a numeric answer with listed options as text', () => {
    expect(choicesAcceptAnswers({ floors: ['2'] }, { floors: 2 })).toBe(true);
    expect(choicesAcceptAnswers({ floors: ['2'] }, { floors: 3 })).toBe(false);
  });
});
