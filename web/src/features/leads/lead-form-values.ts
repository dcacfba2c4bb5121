import type { z } from 'zod';
import { leadInputSchema, type LeadInput, type LeadInputFields } from '#domain/leads/lead-input';
import { DEFAULT_COUNTRY } from '#domain/shared/countries';
import { checkLeadAnswers } from '#domain/products/lead-answers';
import type { ProductQuestion } from '#domain/products/product-question';
import type { LeadInput as LeadInputGql, LeadFormProductsQuery } from '../../gql/graphql';

export type FormProduct = LeadFormProductsQuery['products'][number];
export type FormQuestion = FormProduct['questions'][number];

/** The add form's values: the shared lead input with the answers by question key. */
export type LeadFormValues = LeadInputFields & {
  answers: Record<string, string | string[] | number | null>;
};

export function emptyLeadFormValues(discr: string | null): LeadFormValues {
  return {
    discr: discr ?? '',
    gender: '',
    givenName: '',
    familyName: '',
    email: '',
    phoneNumber: '',
    additionalPhoneNumber: '',
    country: DEFAULT_COUNTRY,
    street: '',
    houseNumber: '',
    postalCode: '',
    city: '',
    buildingYear: '',
    description: '',
    answers: {},
  };
}

/** The GraphQL question as the domain's check reads it. */
function domainQuestion(question: FormQuestion): ProductQuestion {
  if (question.kind === 'single_choice' || question.kind === 'multiple_choice')
    return {
      key: question.key,
      label: question.label,
      kind: question.kind,
      required: question.required,
      options: question.options.map((option) => ({ value: option.value, label: option.label })),
    };
  return {
    key: question.key,
    label: question.label,
    kind: question.kind,
    required: question.required,
    min: question.min ?? 0,
    max: question.max ?? Number.MAX_SAFE_INTEGER,
    unit: question.unit ?? undefined,
  };
}

/**
 * The shared lead rules (domain/leads/lead-input.ts) plus the chosen product's
 * questions (domain/products/lead-answers.ts); errors land on `answers.<key>`.
 */
export function leadFormSchema(questions: readonly FormQuestion[]) {
  const checked = questions.map(domainQuestion);
  return leadInputSchema.superRefine((lead, context) => {
    const { fields } = checkLeadAnswers(checked, lead.answers);
    for (const [path, message] of Object.entries(fields))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
  }) as unknown as z.ZodType<LeadInput, LeadFormValues>;
}

/** The checked values as the GraphQL LeadInput, answers as the domain check gives them. */
export function toLeadInput(values: LeadInput, questions: readonly FormQuestion[]): LeadInputGql {
  const { answers } = checkLeadAnswers(questions.map(domainQuestion), values.answers);
  return {
    discr: values.discr,
    gender: values.gender,
    givenName: values.givenName,
    familyName: values.familyName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    additionalPhoneNumber: values.additionalPhoneNumber,
    street: values.street,
    houseNumber: values.houseNumber,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    buildingYear: values.buildingYear,
    description: values.description,
    answers,
  };
}
